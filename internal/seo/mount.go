package seo

import "net/http"

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
}
