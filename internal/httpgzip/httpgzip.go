// Package httpgzip is the site's one reading of Accept-Encoding (Negotiate, Normalize,
// Vary) and its gzip and Brotli of bodies compressed once, ahead of the requests that send
// them: the built app's text files, the app shell of each route, the public cache's
// answers (gzip only) and pages (Brotli too, made in the background: BrotliLater).
package httpgzip

import (
	"bytes"
	"compress/gzip"
	"net/http"
)

// minSize is the smallest body worth compressing: below it gzip's header and trailer eat
// most of the gain.
const minSize = 1024

// Compress gzips body at the best compression, or answers nil when that would not make it
// smaller (too short, or already compressed).
func Compress(body []byte) []byte { return compress(body, gzip.BestCompression) }

// CompressFast is Compress at gzip's default level, for a body made for one request: a
// few percent larger, several times faster.
func CompressFast(body []byte) []byte { return compress(body, gzip.DefaultCompression) }

// Encode is body gzipped at gzip's default level whatever its size: for an answer that
// must be in the coding Negotiate chose (the public cache keeps one per coding), where a
// few bytes more on a short body matter less than a client that refused identity.
func Encode(body []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression) // a valid level: no error
	_, _ = zw.Write(body)
	_ = zw.Close() // writes to memory: no error
	return buf.Bytes()
}

func compress(body []byte, level int) []byte {
	if len(body) < minSize {
		return nil
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, level)
	_, _ = zw.Write(body)
	if zw.Close() != nil || buf.Len() >= len(body) {
		return nil
	}
	return buf.Bytes()
}

// Write answers status with plain as the body, or gz (plain compressed by Compress) when
// there is one and the client takes it.
func Write(w http.ResponseWriter, r *http.Request, status int, contentType string, plain, gz []byte) {
	WriteCopies(w, r, status, contentType, plain, gz, nil)
}

// WriteCopies is Write with br, plain's Brotli copy, offered too when there is one.
func WriteCopies(w http.ResponseWriter, r *http.Request, status int, contentType string, plain, gz, br []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	Vary(h)
	body := plain
	switch Negotiate(r, offered(br)...) {
	case Brotli:
		h.Set("Content-Encoding", "br")
		body = br
	case Gzip:
		if gz != nil {
			h.Set("Content-Encoding", "gzip")
			body = gz
		}
	case Identity:
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// offered is the also of Negotiate for a body whose Brotli copy is br (nil: none yet).
func offered(br []byte) []Encoding {
	if br == nil {
		return nil
	}
	return []Encoding{Brotli}
}
