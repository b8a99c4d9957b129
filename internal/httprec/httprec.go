// Package httprec records what a handler answered, its status and the body's bytes, for
// the access log and the portal's download log, without hiding what the underlying
// writer can do (flush, sendfile, http.ResponseController).
package httprec

import (
	"io"
	"net/http"
)

// Recorder wraps a ResponseWriter. Status is 0 until the handler answered.
type Recorder struct {
	http.ResponseWriter
	Status int
	Bytes  int64
}

// New wraps w.
func New(w http.ResponseWriter) *Recorder { return &Recorder{ResponseWriter: w} }

func (r *Recorder) WriteHeader(status int) {
	if r.Status == 0 {
		r.Status = status
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *Recorder) Write(p []byte) (int, error) {
	if r.Status == 0 {
		r.Status = http.StatusOK
	}
	n, err := r.ResponseWriter.Write(p)
	r.Bytes += int64(n)
	return n, err
}

// ReadFrom keeps the connection's sendfile/splice path for a file's body: io.Copy reaches
// the underlying writer's ReadFrom.
func (r *Recorder) ReadFrom(src io.Reader) (int64, error) {
	if r.Status == 0 {
		r.Status = http.StatusOK
	}
	n, err := io.Copy(r.ResponseWriter, src)
	r.Bytes += n
	return n, err
}

// Flush keeps streaming RPCs streaming through the recorder. A flush sends the header, so
// an answer flushed before any status was written went out as a 200.
func (r *Recorder) Flush() {
	if r.Status == 0 {
		r.Status = http.StatusOK
	}
	_ = http.NewResponseController(r.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (r *Recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
