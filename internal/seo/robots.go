package seo

import "net/http"

// robotsTxt lets crawlers read the site but not the back office, the API or the upload
// endpoint, and names the sitemap.
func (p *Pages) robotsTxt() string {
	return "User-agent: *\n" +
		"Allow: /\n" +
		"Disallow: /admin\n" +
		"Disallow: /api\n" +
		"Disallow: /uploads\n" +
		"\n" +
		"Sitemap: " + p.origin + SitemapPath + "\n"
}

// The files crawlers ask for by name.
const (
	RobotsPath  = "/robots.txt"
	SitemapPath = "/sitemap.xml"
)

func (p *Pages) serveRobots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(p.robotsTxt()))
	}
}
