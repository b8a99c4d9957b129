package web

import (
	"io/fs"
	"path"

	"github.com/gusset/gusset/internal/httpgzip"
)

// compressible are the text assets worth gzipping; images are already compressed. (.mjs:
// the pdf.js worker, 1.2 MB, 0.36 MB gzipped.)
var compressible = map[string]bool{".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".txt": true}

// gzipAll compresses every text file of app once, at start-up: the built app never
// changes while the process runs, so no request pays for compression.
func gzipAll(app fs.FS) map[string][]byte {
	out := map[string][]byte{}
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
			out[name] = gz
		}
		return nil
	})
	return out
}
