// Package web serves the built React app embedded in the binary.
package web

import (
	"embed"
	"encoding/json"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/gusset/gusset/internal/httpgzip"
)

// dist holds Vite's output in dist/app (see webapp/vite.config.ts).
//
//go:embed all:dist
var dist embed.FS

// csp allows only the app's own origin, and of inline scripts only BootScript; inline
// styles are allowed because React sets style attributes (and pages inline their styles).
var csp = "default-src 'self'; script-src 'self' " + bootScriptSource + "; img-src 'self' data: blob:; media-src 'self' blob:; " +
	"style-src 'self' 'unsafe-inline'; frame-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'self'"

// App is the built app embedded in the binary.
func App() fs.FS {
	app, _ := fs.Sub(dist, "dist/app")
	return app
}

// Handler serves app's files; any other path without a file extension is a client-side
// route, answered by shell (the app's index.html with that route's head and status), so
// that client-side routes survive a reload.
func Handler(app fs.FS, shell http.Handler) http.Handler {
	_, err := fs.Stat(app, "index.html")
	files := http.FileServerFS(app)
	gzipped := gzipAll(app)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err != nil {
			http.Error(w, "The web app is not built into this binary: run `make build`.", http.StatusServiceUnavailable)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if st, statErr := fs.Stat(app, name); statErr == nil && !st.IsDir() && name != "index.html" {
			if strings.HasPrefix(name, "assets/") {
				// Vite puts a content hash in every asset name.
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				w.Header().Set("Cache-Control", "public, max-age=3600")
			}
			// A range is of the file as it is: FileServer answers it, uncompressed, as it
			// does a client that takes neither coding (or only Brotli, before its copy).
			if c, ok := gzipped[name]; ok && r.Header.Get("Range") == "" {
				var br []byte
				if httpgzip.Negotiate(r, httpgzip.Brotli) == httpgzip.Brotli {
					br = c.brotli()
				}
				if br != nil || httpgzip.Negotiate(r) == httpgzip.Gzip {
					httpgzip.WriteCopies(w, r, http.StatusOK, mime.TypeByExtension(path.Ext(name)), nil, c.gz, br)
					return
				}
			}
			httpgzip.Vary(w.Header())
			files.ServeHTTP(w, r)
			return
		}
		if path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Security-Policy", csp)
		shell.ServeHTTP(w, r)
	})
}

// RenderScript is the server's render bundle (webapp/vite.server.config.ts), which
// internal/render runs to draw the public pages; nil when the app was built without it,
// and the pages then start empty, as the back office does.
func RenderScript() []byte {
	script, _ := fs.ReadFile(dist, "dist/render/render.js")
	return script
}

// PageAssets are the styles and scripts of each public page's own code, by route key,
// as the build found them (webapp/scripts/page-assets.mjs): the page's HTML links them up
// front, so that it is styled from its first paint and its code loads in parallel.
func PageAssets() map[string][]string {
	assets := map[string][]string{}
	readJSON("dist/prerendered/assets.json", &assets)
	return assets
}

// readJSON decodes the embedded file name into v; a build without it leaves v empty.
func readJSON(name string, v any) {
	if raw, err := fs.ReadFile(dist, name); err == nil {
		_ = json.Unmarshal(raw, v)
	}
}
