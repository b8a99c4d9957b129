package seo

import (
	"net/http"
	"strings"
)

// NoIndexAdmin marks every answer under /admin noindex: a crawler that reaches a staff
// screen despite robots.txt must not list it.
func NoIndexAdmin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if isAdminPath(r.URL.Path) {
			w.Header().Set("X-Robots-Tag", "noindex")
		}
		next.ServeHTTP(w, r)
	})
}

// Mount adds the crawlers' files, the sharing image, the icons and the web manifest to
// mux. The shell itself (p) is the web app's handler of client-side routes.
func (p *Pages) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+RobotsPath, p.serveRobots)
	mux.HandleFunc("GET "+SitemapPath, p.serveSitemap)
	mux.HandleFunc("GET "+FeedPath, p.serveFeed)
	mux.HandleFunc("GET "+ogPrefix+"{file}", p.serveOG)
	mux.HandleFunc("GET "+ManifestPath, p.serveManifest)
	p.icons.mount(mux)
	for _, r := range routes {
		if r.Private {
			// Served here, not by the app's files: the link's token has a dot, which the
			// file server reads as a missing file's extension.
			mux.Handle("GET "+muxPattern(r.pathPart()), p)
		}
	}
}

// muxPattern is a route's path as a ServeMux pattern: ":name" segments become "{name}".
func muxPattern(path string) string {
	parts := strings.Split(path, "/")
	for i, s := range parts {
		if name, ok := strings.CutPrefix(s, ":"); ok {
			parts[i] = "{" + name + "}"
		}
	}
	return strings.Join(parts, "/")
}
