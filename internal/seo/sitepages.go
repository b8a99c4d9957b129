package seo

import (
	"context"
	"net/http"
	"sort"
	"strings"

	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/sitepage"
)

// SitePages answers the pages as content that staff edit (docs/pages.md); *sitepage.Service
// is one. Its index is what each request asks first (kept in memory between change
// notices): a renamed page's old path answers 301, a page the route table does not name (an
// added service) is served, a hidden one or a service page that is no more answers 404;
// a page's published search fields replace the route table's in its head.
type SitePages interface {
	Index(ctx context.Context) (sitepage.Index, error)
	Page(ctx context.Context, path string) (sitepage.Public, error)
}

// pagesIndex is the pages' index; empty without SitePages or while it cannot be read (the
// route table alone decides then, as before pages were content).
func (p *Pages) pagesIndex(ctx context.Context) sitepage.Index {
	if p.cfg.SitePages == nil {
		return sitepage.Index{}
	}
	ix, err := p.cfg.SitePages.Index(ctx)
	if err != nil {
		p.cfg.Log.WarnContext(ctx, "reading the pages' index", "err", err)
		return sitepage.Index{}
	}
	return ix
}

// hidden reports whether the index takes path away from visitors: a renamed page's old
// path, a page staff hid or never published, or a service page that is no more (once the
// pages are in the database, they decide which services there are).
func hidden(ix sitepage.Index, path string) bool {
	if _, moved := ix.Redirects[path]; moved {
		return true
	}
	if page, ok := ix.Pages[path]; ok {
		return !page.InNavigation()
	}
	return len(ix.Pages) > 0 && strings.HasPrefix(path, sitepage.ServicesParent+"/")
}

// serveContentPage answers r when the pages decide it: 301 from a renamed path, 404 for a
// page visitors may not open, 200 for a page the route table does not name. It reports
// whether it answered; route and matched are the route table's match.
func (p *Pages) serveContentPage(w http.ResponseWriter, r *http.Request, route Route, matched bool) bool {
	if p.cfg.SitePages == nil || (matched && (route.post || route.job || route.IsAdmin())) {
		return false
	}
	path := sitepage.CleanPath(r.URL.Path)
	ix := p.pagesIndex(r.Context())
	if to, ok := ix.Redirects[path]; ok {
		if r.URL.RawQuery != "" {
			to += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, to, http.StatusMovedPermanently)
		return true
	}
	if hidden(ix, path) {
		p.serveNotFound(w, r)
		return true
	}
	page, ok := ix.Pages[path]
	if !ok || (matched && !route.HasParam()) {
		return false // the route table's own page (its head reads the page's fields)
	}
	key := assetKey(route, matched, page)
	own := Route{Path: path, Name: page.Name, Description: routeOf(key).Description}
	p.cfg.Cache.Serve(w, r, path, func(ctx context.Context) (pubcache.Page, bool) {
		return p.page(ctx, http.StatusOK, p.plainHead(p.view(ctx), p.withContent(ctx, own)), key, path)
	})
	return true
}

// assetKey is the route whose page's code draws a page the table does not name: the
// route it matched (a "/services/:slug"), else, for a service page, a service of the table
// (every service page is drawn by the same code).
func assetKey(route Route, matched bool, page sitepage.Page) string {
	if matched {
		return route.Path
	}
	for _, r := range routes {
		if page.Kind == sitepage.KindService && strings.HasPrefix(r.Path, sitepage.ServicesParent+"/") && !r.HasParam() {
			return r.Path
		}
	}
	return notFoundKey
}

// withContent is r with the published search fields of its page as content, where they
// are set: the title's page name, the description, the sharing image.
func (p *Pages) withContent(ctx context.Context, r Route) Route {
	if p.cfg.SitePages == nil || r.IsAdmin() {
		return r
	}
	pub, err := p.cfg.SitePages.Page(ctx, r.pathPart())
	if err != nil || pub.Content == nil {
		return r
	}
	seo := pub.Content.GetSeo()
	if t := seo.GetTitle(); t != "" {
		r.Name, r.Title = t, ""
	}
	if d := seo.GetDescription(); d != "" {
		r.Description = d
	}
	r.shareImage = seo.GetShareImage()
	return r
}

// contentURLs are the sitemap's entries of the pages the route table does not name (added
// services), in path order.
func (p *Pages) contentURLs(ix sitepage.Index) []sitemapURL {
	var paths []string
	for path := range ix.Pages {
		if _, named := routeAt(path); !named && ix.Visible(path) {
			paths = append(paths, path)
		}
	}
	sort.Strings(paths)
	out := make([]sitemapURL, len(paths))
	for i, path := range paths {
		out[i] = sitemapURL{Loc: p.origin + path}
	}
	return out
}
