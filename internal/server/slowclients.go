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

// Timeouts bound how long a client may hold a connection with a request or its answer.
// A zero field takes DefaultTimeouts' value.
type Timeouts struct {
	// A request body gets BodyGrace, plus one second for every MinBodyRate bytes it has
	// sent, of time spent waiting for it; and never more than BodyIdle waiting for one
	// read. A slower body is cut, so a connection trickling one byte a second is closed
	// after about BodyGrace. Time the server spends on its own work does not count.
	BodyGrace   time.Duration
	MinBodyRate int64
	BodyIdle    time.Duration
	// An answer gets the same allowance the other way: WriteGrace, plus one second for
	// every MinWriteRate bytes it has sent, of time spent waiting for the client to take
	// them, and never more than WriteIdle waiting for one write. A client that reads
	// nothing for WriteIdle, or on average slower than MinWriteRate, is cut, whatever the
	// answer (a file, a video, a list), so it cannot hold the connection and the answer's
	// memory for ever; a phone that reads steadily, however slowly above the floor, keeps
	// streaming.
	WriteGrace   time.Duration
	MinWriteRate int64
	WriteIdle    time.Duration
	// RPC is the deadline of a whole Connect, gRPC or gRPC-Web call: reading, working
	// and answering.
	RPC time.Duration
}

// DefaultTimeouts suit a phone on a poor connection (4 KiB/s still passes, both ways).
var DefaultTimeouts = Timeouts{
	BodyGrace:    10 * time.Second,
	MinBodyRate:  4 << 10,
	BodyIdle:     30 * time.Second,
	WriteGrace:   10 * time.Second,
	MinWriteRate: 4 << 10,
	WriteIdle:    30 * time.Second,
	RPC:          30 * time.Second,
}

// orDefaults is t with its zero fields taken from DefaultTimeouts.
func (t Timeouts) orDefaults() Timeouts {
	pick := func(v, d time.Duration) time.Duration {
		if v <= 0 {
			return d
		}
		return v
	}
	pickRate := func(v, d int64) int64 {
		if v <= 0 {
			return d
		}
		return v
	}
	d := DefaultTimeouts
	return Timeouts{
		BodyGrace: pick(t.BodyGrace, d.BodyGrace), MinBodyRate: pickRate(t.MinBodyRate, d.MinBodyRate), BodyIdle: pick(t.BodyIdle, d.BodyIdle),
		WriteGrace: pick(t.WriteGrace, d.WriteGrace), MinWriteRate: pickRate(t.MinWriteRate, d.MinWriteRate), WriteIdle: pick(t.WriteIdle, d.WriteIdle),
		RPC: pick(t.RPC, d.RPC),
	}
}

// errSlowBody is what a handler reading a cut body gets. It is a Connect error so that
// an RPC answers it as the client's fault (400), not as a deadline of the server (504);
// uploads and forms answer their own 400 for a body that stopped.
var errSlowBody = connect.NewError(connect.CodeInvalidArgument, errors.New("the request body arrived too slowly"))

// errSlowReader is what a handler writing to a client that was cut gets.
var errSlowReader = errors.New("the client read the answer too slowly")

// pace is a client's allowance of waiting: grace, plus one second for every rate bytes
// moved so far, less the time already spent waiting; and never more than idle for one
// wait. Reads of a body and writes of an answer each have their own.
type pace struct {
	grace, idle time.Duration
	rate        int64
	moved       atomic.Int64
	waited      atomic.Int64 // nanoseconds
}

// deadline is when a wait starting at start must end, or false when the allowance is
// spent already.
func (p *pace) deadline(start time.Time) (time.Time, bool) {
	earned := time.Duration(float64(p.moved.Load()) / float64(p.rate) * float64(time.Second))
	allowance := p.grace + earned - time.Duration(p.waited.Load())
	if allowance <= 0 {
		return time.Time{}, false
	}
	return start.Add(min(allowance, p.idle)), true
}

// record counts n bytes moved in a wait that started at start.
func (p *pace) record(n int, start time.Time) {
	p.moved.Add(int64(n))
	p.waited.Add(int64(time.Since(start)))
}

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
		body := &slowBody{body: r.Body, rc: http.NewResponseController(w), pace: pace{grace: t.BodyGrace, idle: t.BodyIdle, rate: t.MinBodyRate}, hard: hard}
		r.Body = body
		next.ServeHTTP(w, r)
		if body.cut.Load() {
			log.WarnContext(r.Context(), "slow client cut", "method", r.Method, "path", r.URL.Path, "remote", r.RemoteAddr,
				"body_bytes", body.pace.moved.Load(), "waited_ms", time.Duration(body.pace.waited.Load()).Milliseconds())
		}
	})
}

func isRPC(path string) bool {
	return strings.HasPrefix(path, "/gusset.") || strings.HasPrefix(path, "/grpc.")
}

// slowBody sets the connection's read deadline before each read from the client's
// allowance.
type slowBody struct {
	body io.ReadCloser
	rc   *http.ResponseController
	pace pace
	hard time.Time
	cut  atomic.Bool
}

func (b *slowBody) Read(p []byte) (int, error) {
	start := time.Now()
	deadline, ok := b.pace.deadline(start)
	if !ok {
		b.cut.Store(true)
		return 0, errSlowBody
	}
	if !b.hard.IsZero() && b.hard.Before(deadline) {
		deadline = b.hard
	}
	// An in-process request cannot take a deadline; its caller's connection has one.
	_ = b.rc.SetReadDeadline(deadline)
	n, err := b.body.Read(p)
	b.pace.record(n, start)
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
