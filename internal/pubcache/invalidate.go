package pubcache

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/httprec"
)

type unchangedKey struct{}

// Unchanged marks the request of ctx as a write that changes no cached answer (a like:
// its count is not part of what the cache must keep fresh), so Invalidating keeps the
// cache after it. Handlers called in-process by the request (the REST shim's) may mark it.
func Unchanged(ctx context.Context) {
	if flag, ok := ctx.Value(unchangedKey{}).(*atomic.Bool); ok {
		flag.Store(true)
	}
}

// Invalidating makes every request that may have written wait, before its answer goes
// out, until the change notices of its writes have been handled (Sync): the instance that
// took a write then never answers a read with what it had before, and drops only what the
// write changed. Reads by POST (the procedures named List… and Get…) and writes marked
// Unchanged do not count.
func (c *Cache) Invalidating(next http.Handler) http.Handler {
	if c == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := httprec.New(w)
		unchanged := new(atomic.Bool)
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), unchangedKey{}, unchanged)))
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			return
		}
		if unchanged.Load() {
			return
		}
		if sw.Status >= 400 {
			// Refused (unknown route, not signed in, bad input): nothing was written,
			// and junk POSTs must not be able to keep the cache empty.
			return
		}
		method := r.URL.Path[strings.LastIndexByte(r.URL.Path, '/')+1:]
		if strings.HasPrefix(r.URL.Path, "/gusset.") && (strings.HasPrefix(method, "List") || strings.HasPrefix(method, "Get")) {
			return
		}
		c.Sync(r.Context())
	})
}

// Listen keeps the cache in step with the database until ctx ends: it listens on Channel
// and drops the cache on every notice. While it cannot listen, the cache is off (every
// request goes to the handlers), so no instance ever serves what another has changed.
func (c *Cache) Listen(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) {
	for {
		err := c.listen(ctx, pool)
		c.setLive(false)
		if ctx.Err() != nil {
			return
		}
		log.Warn("public cache: not listening for changes; caching is off until it is", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(time.Second): // pace the reconnection attempts
		}
	}
}

func (c *Cache) listen(ctx context.Context, pool *pgxpool.Pool) error {
	pc, err := pool.Acquire(ctx)
	if err != nil {
		return err
	}
	// The listening connection is this cache's own for as long as it listens: taken out
	// of the pool, closed when done.
	conn := pc.Hijack()
	defer conn.Close(context.WithoutCancel(ctx))
	c.mu.Lock()
	c.pool = pool
	c.mu.Unlock()
	if _, err := conn.Exec(ctx, "LISTEN "+Channel); err != nil {
		return err
	}
	c.setLive(true)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		c.notice(n.Payload)
	}
}

// notice handles a change notice: "table:<name>" drops what was made from that table,
// "sync:<token>" is a Sync's mark, one of a topic with listeners (OnTopic) goes to them,
// any other drops everything.
func (c *Cache) notice(payload string) {
	topic, rest, _ := strings.Cut(payload, ":")
	switch {
	case topic == "table":
		c.Drop(rest)
	case topic == "sync":
		c.synced(rest)
	case topic == "" || !c.topic(topic, true):
		c.Invalidate()
	}
	c.lastNotice.Store(payload)
}
