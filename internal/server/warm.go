package server

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/seo"
)

// DefaultWarmBudget bounds a start's warm-up: an instance whose pages are slow to draw
// still joins its load balancer, cold, after it.
const DefaultWarmBudget = 10 * time.Second

// warmPages is how many pages a warm-up draws at most.
const warmPages = 48

// Warmup draws the most read public pages into the page cache when an instance starts, one
// at a time (one core at most, the other free for visitors), so a new instance behind a
// load balancer meets its first visitors warm. The most read are those of the last day's
// analytics, most viewed first, or the public routes (the sitemap's pages) when there are
// none. /readyz reports "pages" failing until it is done or Budget has passed.
type Warmup struct {
	// Budget bounds the warm-up (DefaultWarmBudget when zero).
	Budget time.Duration

	done  atomic.Bool
	mu    sync.Mutex
	drawn []string
}

// Drawn is the paths the warm-up asked for, in its order.
func (w *Warmup) Drawn() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.drawn...)
}

// ready is the readiness check: nil once the warm-up is over.
func (w *Warmup) ready(context.Context) error {
	if w.done.Load() {
		return nil
	}
	return errors.New("drawing the most read pages")
}

// Run warms cache through h (the site's handler) once cache listens, within the budget.
func (w *Warmup) Run(ctx context.Context, h http.Handler, cache *pubcache.Cache, a *analytics.Service) {
	defer w.done.Store(true)
	budget := w.Budget
	if budget <= 0 {
		budget = DefaultWarmBudget
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	live := make(chan struct{}, 1)
	// Pages are kept only once the cache listens for changes.
	cache.OnChange(func(on bool) {
		if on {
			select {
			case live <- struct{}{}:
			default:
			}
		}
	})
	select {
	case <-live:
	case <-ctx.Done():
		return
	}
	for _, path := range mostRead(ctx, a) {
		if ctx.Err() != nil {
			return
		}
		r, err := http.NewRequestWithContext(ctx, http.MethodGet, path, nil)
		if err != nil {
			continue
		}
		r.RemoteAddr = "127.0.0.1:0"
		r.Header.Set("Accept-Encoding", "br, gzip")
		w.mu.Lock()
		w.drawn = append(w.drawn, path)
		w.mu.Unlock()
		h.ServeHTTP(discard{header: http.Header{}}, r)
	}
}

// mostRead is the paths to draw: the last day's most viewed public pages, else the routes.
func mostRead(ctx context.Context, a *analytics.Service) []string {
	var out []string
	if a != nil {
		now := time.Now()
		if rep, err := a.Report(ctx, now.AddDate(0, 0, -1), now); err == nil {
			for _, row := range rep.Pages {
				if strings.HasPrefix(row.Value, "/") && !strings.HasPrefix(row.Value, "/admin") {
					out = append(out, row.Value)
				}
			}
		}
	}
	if len(out) == 0 {
		for _, r := range seo.Routes() {
			if !r.IsAdmin() && !r.HasParam() {
				out = append(out, r.Path)
			}
		}
	}
	return out[:min(len(out), warmPages)]
}

// discard is a response nobody reads: the page went into the cache on its way.
type discard struct{ header http.Header }

func (d discard) Header() http.Header         { return d.header }
func (d discard) Write(p []byte) (int, error) { return len(p), nil }
func (d discard) WriteHeader(int)             {}
