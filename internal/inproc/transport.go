// Package inproc lets Go code call the server's own HTTP handlers without a network hop,
// so the REST shim reaches the Connect services through their interceptors, validation
// and error mapping exactly as a remote client does.
package inproc

import (
	"context"
	"io"
	"net/http"
)

type remoteAddrKey struct{}

// WithRemoteAddr marks ctx with the address of the original client connection, which the
// in-process request then reports as its RemoteAddr (rate limits key on it).
func WithRemoteAddr(ctx context.Context, addr string) context.Context {
	return context.WithValue(ctx, remoteAddrKey{}, addr)
}

// Transport is an http.RoundTripper that serves requests with Handler in-process.
type Transport struct {
	Handler http.Handler
}

// RoundTrip runs the handler in its own goroutine and streams its response back.
func (t Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	sreq := req.Clone(req.Context())
	sreq.RequestURI = req.URL.RequestURI()
	sreq.RemoteAddr, _ = req.Context().Value(remoteAddrKey{}).(string)
	if sreq.Body == nil {
		sreq.Body = http.NoBody
	}
	pr, pw := io.Pipe()
	w := &responseWriter{header: http.Header{}, body: pw, ready: make(chan struct{})}
	go func() {
		defer func() {
			w.WriteHeader(http.StatusOK) // no-op when the handler already wrote it
			_ = pw.Close()
		}()
		t.Handler.ServeHTTP(w, sreq)
	}()
	select {
	case <-w.ready:
	case <-req.Context().Done():
		pr.CloseWithError(req.Context().Err())
		return nil, req.Context().Err()
	}
	return &http.Response{
		Status:     http.StatusText(w.status),
		StatusCode: w.status,
		Proto:      "HTTP/1.1",
		ProtoMajor: 1,
		ProtoMinor: 1,
		Header:     w.sent,
		Body:       pr,
		Request:    req,
		// The handler's trailers are not carried: in-process callers use the Connect
		// protocol, which puts everything in headers and body for unary calls.
		ContentLength: -1,
	}, nil
}

type responseWriter struct {
	header http.Header
	sent   http.Header
	status int
	body   *io.PipeWriter
	ready  chan struct{}
}

func (w *responseWriter) Header() http.Header { return w.header }

func (w *responseWriter) WriteHeader(status int) {
	if w.status != 0 {
		return
	}
	w.status = status
	w.sent = w.header.Clone()
	close(w.ready)
}

func (w *responseWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.body.Write(p)
}

// Flush satisfies http.Flusher; every Write already reaches the reader.
func (w *responseWriter) Flush() {}
