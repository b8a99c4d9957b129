package server

import (
	"bytes"
	"net/http"
	"strconv"
	"sync"
)

// wholeMaxBytes is the largest answer wholeAnswers holds back; a larger one is streamed on.
const wholeMaxBytes = 256 << 10

var wholeBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// wholeAnswers sends each answer of next (the public unary RPCs: a few KB each) in one
// write with its Content-Length. Without it net/http chunks any body past its 2 KB buffer
// and writes it to the socket in pieces: a system call or two more per request, a tenth of
// the server's CPU under load.
func wholeAnswers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		buf := wholeBuffers.Get().(*bytes.Buffer)
		buf.Reset()
		hw := &wholeWriter{ResponseWriter: w, buf: buf}
		next.ServeHTTP(hw, r)
		hw.finish()
		if buf.Cap() <= wholeMaxBytes {
			wholeBuffers.Put(buf)
		}
	})
}

// wholeWriter holds the status and body back until the handler returns, unless the body
// outgrows wholeMaxBytes or the handler flushes: then it passes everything through.
type wholeWriter struct {
	http.ResponseWriter
	buf     *bytes.Buffer
	status  int
	passing bool
}

func (w *wholeWriter) WriteHeader(status int) {
	if w.passing {
		w.ResponseWriter.WriteHeader(status)
		return
	}
	if w.status == 0 {
		w.status = status
	}
}

func (w *wholeWriter) Write(p []byte) (int, error) {
	if w.passing {
		return w.ResponseWriter.Write(p)
	}
	if w.buf.Len()+len(p) > wholeMaxBytes {
		if err := w.passThrough(); err != nil {
			return 0, err
		}
		return w.ResponseWriter.Write(p)
	}
	return w.buf.Write(p)
}

// Flush sends what is held and passes the rest through: the handler streams.
func (w *wholeWriter) Flush() {
	if w.passThrough() == nil {
		_ = http.NewResponseController(w.ResponseWriter).Flush()
	}
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *wholeWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *wholeWriter) passThrough() error {
	if w.passing {
		return nil
	}
	w.passing = true
	if w.status != 0 {
		w.ResponseWriter.WriteHeader(w.status)
	}
	_, err := w.ResponseWriter.Write(w.buf.Bytes())
	return err
}

// finish sends the held answer with its length.
func (w *wholeWriter) finish() {
	if w.passing {
		return
	}
	if w.status == 0 {
		w.status = http.StatusOK
	}
	if w.buf.Len() > 0 || bodyAllowed(w.status) {
		w.Header().Set("Content-Length", strconv.Itoa(w.buf.Len()))
	}
	w.ResponseWriter.WriteHeader(w.status)
	_, _ = w.ResponseWriter.Write(w.buf.Bytes())
}

func bodyAllowed(status int) bool {
	return status >= 200 && status != http.StatusNoContent && status != http.StatusNotModified
}
