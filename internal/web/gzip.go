package web

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// compressible are the text assets worth gzipping; images are already compressed.
var compressible = map[string]bool{".js": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".txt": true}

// gzipAll compresses every text file of app once, at start-up: the built app never
// changes while the process runs, so no request pays for compression.
func gzipAll(app fs.FS) map[string][]byte {
	out := map[string][]byte{}
	_ = fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[path.Ext(name)] {
			return nil
		}
		raw, err := fs.ReadFile(app, name)
		if err != nil || len(raw) < 1024 {
			return nil
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(raw)
		if zw.Close() == nil && buf.Len() < len(raw) {
			out[name] = buf.Bytes()
		}
		return nil
	})
	return out
}

// acceptsGzip reports whether the client takes a gzip-encoded answer.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(name, "gzip") && strings.TrimSpace(q) != "q=0" {
			return true
		}
	}
	return false
}

// writeGzip answers the precompressed body of a file whose content type is contentType.
func writeGzip(w http.ResponseWriter, r *http.Request, contentType string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Encoding", "gzip")
	h.Add("Vary", "Accept-Encoding")
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}
