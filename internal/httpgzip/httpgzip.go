// Package httpgzip answers bodies compressed once, ahead of the requests that send them:
// the built app's text files and the app shell of each route.
package httpgzip

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"
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

// Accepts reports whether the client takes a gzip-encoded answer.
func Accepts(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(name, "gzip") && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}

// Write answers status with plain as the body, or gz (plain compressed by Compress) when
// there is one and the client takes it.
func Write(w http.ResponseWriter, r *http.Request, status int, contentType string, plain, gz []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Add("Vary", "Accept-Encoding")
	body := plain
	if gz != nil && Accepts(r) {
		h.Set("Content-Encoding", "gzip")
		body = gz
	}
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
