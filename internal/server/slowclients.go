package server

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"connectrpc.com/connect"
)

// Timeouts bound how long a client may hold a connection with a request.
type Timeouts struct {
	// A request body gets BodyGrace, plus one second for every MinBodyRate bytes it has
	// sent, of time spent waiting for it; and never more than BodyIdle waiting for one
	// read. A slower body is cut, so a connection trickling one byte a second is closed
	// after about BodyGrace. Time the server spends on its own work does not count.
	BodyGrace   time.Duration
	MinBodyRate int64
	BodyIdle    time.Duration
	// RPC is the deadline of a whole Connect, gRPC or gRPC-Web call: reading, working
	// and answering.
	RPC time.Duration
}

// DefaultTimeouts suit uploads from a phone on a poor connection (4 KiB/s still passes).
var DefaultTimeouts = Timeouts{
	BodyGrace:   10 * time.Second,
	MinBodyRate: 4 << 10,
	BodyIdle:    30 * time.Second,
	RPC:         30 * time.Second,
}

// errSlowBody is what a handler reading a cut body gets. It is a Connect error so that
// an RPC answers it as the client's fault (400), not as a deadline of the server (504);
// uploads and forms answer their own 400 for a body that stopped.
var errSlowBody = connect.NewError(connect.CodeInvalidArgument, errors.New("the request body arrived too slowly"))

// limitSlowClients applies t to every request with a body, and the RPC deadline to
// Connect procedures (paths "/package.Service/Method").
func limitSlowClients(t Timeouts, log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var hard time.Time
		if isRPC(r.URL.Path) {
			ctx, cancel := context.WithTimeout(r.Context(), t.RPC)
			defer cancel()
			r = r.WithContext(ctx)
			hard, _ = ctx.Deadline()
		}
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		body := &slowBody{body: r.Body, rc: http.NewResponseController(w), t: t, hard: hard}
		r.Body = body
		next.ServeHTTP(w, r)
		if body.cut.Load() {
			log.WarnContext(r.Context(), "slow client cut", "method", r.Method, "path", r.URL.Path, "remote", r.RemoteAddr,
				"body_bytes", body.read.Load(), "waited_ms", time.Duration(body.waited.Load()).Milliseconds())
		}
	})
}

func isRPC(path string) bool {
	return strings.HasPrefix(path, "/gusset.") || strings.HasPrefix(path, "/grpc.")
}

// slowBody sets the connection's read deadline before each read from the client's
// allowance: BodyGrace plus what the bytes read so far have earned at MinBodyRate, less
// the time already spent waiting.
type slowBody struct {
	body   io.ReadCloser
	rc     *http.ResponseController
	t      Timeouts
	hard   time.Time
	read   atomic.Int64
	waited atomic.Int64 // nanoseconds
	cut    atomic.Bool
}

func (b *slowBody) Read(p []byte) (int, error) {
	start := time.Now()
	earned := time.Duration(float64(b.read.Load()) / float64(b.t.MinBodyRate) * float64(time.Second))
	allowance := b.t.BodyGrace + earned - time.Duration(b.waited.Load())
	deadline := start.Add(min(allowance, b.t.BodyIdle))
	if !b.hard.IsZero() && b.hard.Before(deadline) {
		deadline = b.hard
	}
	if allowance <= 0 {
		b.cut.Store(true)
		return 0, errSlowBody
	}
	// An in-process request cannot take a deadline; its caller's connection has one.
	_ = b.rc.SetReadDeadline(deadline)
	n, err := b.body.Read(p)
	b.read.Add(int64(n))
	b.waited.Add(int64(time.Since(start)))
	switch {
	case errors.Is(err, os.ErrDeadlineExceeded):
		b.cut.Store(true)
		return n, errSlowBody
	case err != nil:
		// The body is done: no deadline may outlive it, or the server's wait for the next
		// request would be cut instead.
		_ = b.rc.SetReadDeadline(time.Time{})
	}
	return n, err
}

func (b *slowBody) Close() error { return b.body.Close() }
