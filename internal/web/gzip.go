package web

import (
	"io/fs"
	"path"
	"sync/atomic"

	"github.com/gusset/gusset/internal/httpgzip"
)

// compressible are the text assets worth compressing; images are already compressed. (.mjs:
// the pdf.js worker, 1.2 MB, 0.36 MB gzipped.)
var compressible = map[string]bool{".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".txt": true}

// copies are a file's compressed copies: gzip made at start-up, Brotli made once in the
// background after the first request that would take it (best-quality Brotli of every
// file would cost seconds of CPU at each start, for files most processes never send).
type copies struct {
	// app and name find the file as it is again when its Brotli copy is made: it is not
	// kept in memory (the pdf.js worker alone is 1.2 MB).
	app    fs.FS
	name   string
	gz     []byte
	br     atomic.Pointer[[]byte]
	queued atomic.Bool
}

// raw is the file as it is (nil if it cannot be read).
func (c *copies) raw() []byte {
	raw, _ := fs.ReadFile(c.app, c.name)
	return raw
}

// brotli is the file's Brotli copy, nil until it is made (then gzip is sent); the first
// call queues it.
func (c *copies) brotli() []byte {
	if br := c.br.Load(); br != nil {
		return *br
	}
	if c.queued.CompareAndSwap(false, true) {
		if !httpgzip.BrotliLater(c.raw(), nil, func(br []byte) { c.br.Store(&br) }) {
			c.queued.Store(false) // the queue was full: the next request tries again
		}
	}
	return nil
}

// gzipAll compresses every text file of app once, at start-up: the built app never
// changes while the process runs, so no request pays for compression.
func gzipAll(app fs.FS) map[string]*copies {
	out := map[string]*copies{}
	_ = fs.WalkDir(app, ".", func(name string, d fs.DirEntry, err error) error {
		// index.html is never sent as built: the shell sends it with each route's head.
		if err != nil || d.IsDir() || !compressible[path.Ext(name)] || name == "index.html" {
			return nil
		}
		raw, err := fs.ReadFile(app, name)
		if err != nil {
			return nil
		}
		if gz := httpgzip.Compress(raw); gz != nil {
			out[name] = &copies{app: app, name: name, gz: gz}
		}
		return nil
	})
	return out
}
