package server

import (
	"log/slog"
	"net/http"
	"time"
)

// limitSlowReaders gives every answer a write deadline from the client's allowance
// (Timeouts.WriteGrace, MinWriteRate, WriteIdle), set before each write, so a client that
// stops reading is cut, and logs each cut as "slow reader cut". It must wrap everything
// that writes an answer: a deadline left from one answer on a kept-alive connection is
// cleared when the next request starts.
func limitSlowReaders(t Timeouts, log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		// An in-process request cannot take a deadline; its caller's connection has one.
		_ = rc.SetWriteDeadline(time.Time{})
		sw := &slowWriter{ResponseWriter: w, rc: rc, pace: pace{grace: t.WriteGrace, idle: t.WriteIdle, rate: t.MinWriteRate}}
		next.ServeHTTP(sw, r)
		// What the handler left in the server's buffers is sent after it returns, under
		// the same allowance; a client that has spent it gets none of that.
		deadline, ok := sw.pace.deadline(time.Now())
		if !ok {
			deadline = time.Now()
		}
		_ = rc.SetWriteDeadline(deadline)
		if sw.cut {
			log.WarnContext(r.Context(), "slow reader cut", "method", r.Method, "path", r.URL.Path, "remote", r.RemoteAddr,
				"sent_bytes", sw.pace.moved.Load(), "waited_ms", time.Duration(sw.pace.waited.Load()).Milliseconds())
		}
	})
}

// slowWriter sets the connection's (or HTTP/2 stream's) write deadline before each write
// and flush. Its handler runs on one goroutine, so cut needs no lock.
type slowWriter struct {
	http.ResponseWriter
	rc   *http.ResponseController
	pace pace
	cut  bool
}

func (w *slowWriter) Write(p []byte) (int, error) {
	return w.wait(func() (int, error) { return w.ResponseWriter.Write(p) })
}

// FlushError flushes under the deadline; http.ResponseController prefers it to Flush.
func (w *slowWriter) FlushError() error {
	_, err := w.wait(func() (int, error) { return 0, http.NewResponseController(w.ResponseWriter).Flush() })
	return err
}

// Flush keeps Connect's streams streaming (they need an http.Flusher).
func (w *slowWriter) Flush() { _ = w.FlushError() }

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *slowWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// wait runs one write under the allowance. A write that fails once its deadline has
// passed was cut for slowness (HTTP/1 reports a timeout, HTTP/2 a reset stream).
func (w *slowWriter) wait(write func() (int, error)) (int, error) {
	if w.cut {
		return 0, errSlowReader
	}
	start := time.Now()
	deadline, ok := w.pace.deadline(start)
	if !ok {
		w.cut = true
		return 0, errSlowReader
	}
	_ = w.rc.SetWriteDeadline(deadline)
	n, err := write()
	w.pace.record(n, start)
	if err != nil && !time.Now().Before(deadline) {
		w.cut = true
	}
	return n, err
}
