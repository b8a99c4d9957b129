package seo

import (
	"context"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/site"
)

// Posts reads the blog; *blog.Service is one.
type Posts interface {
	GetPost(ctx context.Context, id string) (*blog.Post, error)
	ListPosts(ctx context.Context, size int32, token string) ([]*blog.Post, string, error)
	NextPublic(ctx context.Context) (time.Time, bool, error)
}

// Jobs reads the open positions; *careers.Service is one.
type Jobs interface {
	ListJobs(ctx context.Context, onlyActive bool, size int32, token string) ([]*careers.Job, string, error)
	GetJob(ctx context.Context, id string) (*careers.Job, error)
	NextClose(ctx context.Context) (time.Time, bool, error)
}

// Settings answers the current site settings, from memory when it can.
type Settings interface {
	Current(ctx context.Context) (site.Edited, error)
}

// Renderer draws the HTML of a page's root element from the app's own components;
// *render.Renderer is one.
type Renderer interface {
	Render(ctx context.Context, url string, call render.Call) (render.Page, error)
}

// Config is what the pages need.
type Config struct {
	// SiteURL is the public origin (SITE_URL) every absolute link is on; empty means
	// http://localhost:8080.
	SiteURL string
	// Settings answers the site settings, which name the firm in titles, structured data
	// and the feed; *site.Service is one. Nil: Firm, for good.
	Settings Settings
	// Firm names the firm when there are no Settings; without a Name, DefaultFirm.
	Firm Firm
	// Index is the app's index.html.
	Index []byte
	// Renderer draws the public pages; nil sends them with an empty root, which the app
	// fills in the browser (as it does the back office).
	Renderer Renderer
	// Cache keeps whole pages (pubcache.Cache.Pages); nil renders every request.
	Cache *pubcache.Pages
	// Assets are the build's files (paths under the app's root, "assets/….css" or ".js")
	// of each public page's own code, by route key (Route.Path, "*" for not found;
	// web.PageAssets): its HTML links them before the root element.
	Assets map[string][]string
	// Styles are the build's files (web.App()): the stylesheets index.html and Assets link
	// are written into the pages (inlineStyles). Nil leaves them linked.
	Styles fs.FS
	// Boot is the inline script that starts the app after the first paint (web.BootScript;
	// see boot); empty keeps the build's script tags.
	Boot string
	// RPC is the site's Connect handler: the renderer reads a page's data through it,
	// in-process.
	RPC   http.Handler
	Posts Posts
	Jobs  Jobs
	// SitePages are the pages as content; nil: the route table alone decides.
	SitePages SitePages
	// CaseStudies reads the case studies; nil: their pages are not found.
	CaseStudies CaseStudies
	Log         *slog.Logger
}

// Pages answers the app's HTML for every client-side route, and the crawlers' files.
type Pages struct {
	cfg    Config
	origin string
	shell  shell
	// assets are the links (and inlined styles) of each public page's own files.
	assets map[string][]byte
	// preloads are each public page's own scripts, when the shell's boot starts the app.
	preloads map[string][]string
	icons    *icons
	views    views
}

// New returns the pages of cfg.Index.
func New(cfg Config) *Pages {
	p := &Pages{cfg: cfg, origin: origin(cfg.SiteURL)}
	index, boot := deferBoot(inlineStyles(cfg.Index, cfg.Styles), cfg.Boot)
	p.shell = newShell(index)
	p.shell.boot = boot
	p.assets = make(map[string][]byte, len(cfg.Assets))
	p.preloads = make(map[string][]string, len(cfg.Assets))
	for key, files := range cfg.Assets {
		p.assets[key] = inlineStyles(assetLinks(files, !boot.on()), cfg.Styles)
		if boot.on() {
			p.preloads[key] = scriptsOf(files)
		}
	}
	if p.cfg.Log == nil {
		p.cfg.Log = slog.Default()
	}
	p.icons = newIcons()
	firm := cfg.Firm
	if firm.Name == "" {
		firm = DefaultFirm
	}
	p.views.fixed = p.newView(firm)
	return p
}

// ServeHTTP answers the page of r's path with the head and status of its route: 404 for a
// path that has no route, or a post or job that does not exist. Public pages come whole
// from the page cache, keyed by what their HTML depends on: the route, the query value it
// reads, and for a post or a job its address.
func (p *Pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var query url.Values
	if r.URL.RawQuery != "" {
		query = r.URL.Query()
	}
	route, param, ok := match(routes, r.URL.Path, query)
	if p.serveContentPage(w, r, route, ok) {
		return
	}
	switch {
	case !ok && isAdminPath(r.URL.Path):
		page, gz := p.view(r.Context()).staffMissing()
		httpgzip.Write(w, r, http.StatusNotFound, "text/html; charset=utf-8", page, gz)
	case !ok:
		p.serveNotFound(w, r)
	case route.Private:
		// The link is the key: no cache keeps the answer, and the page sends no Referer.
		w.Header().Set("Cache-Control", "private, no-store")
		w.Header().Set("Referrer-Policy", "no-referrer")
		page, gz := p.view(r.Context()).staff[route.Path]()
		httpgzip.Write(w, r, http.StatusOK, "text/html; charset=utf-8", page, gz)
	case route.IsAdmin():
		page, gz := p.view(r.Context()).staff[route.Path]()
		httpgzip.Write(w, r, http.StatusOK, "text/html; charset=utf-8", page, gz)
	case route.post:
		p.cfg.Cache.Serve(w, r, r.URL.Path, func(ctx context.Context) (pubcache.Page, bool) { return p.postPage(ctx, r, route, param) })
	case route.job:
		p.cfg.Cache.Serve(w, r, r.URL.Path, func(ctx context.Context) (pubcache.Page, bool) { return p.jobPage(ctx, r, route, param) })
	case route.caseStudy && p.cfg.CaseStudies == nil:
		p.serveNotFound(w, r)
	case route.caseStudy:
		p.cfg.Cache.Serve(w, r, r.URL.Path, func(ctx context.Context) (pubcache.Page, bool) { return p.caseStudyPage(ctx, r, route, param) })
	default:
		// A query-dependent route names its query value in Path: the page of the value,
		// whatever else the URL carries.
		p.cfg.Cache.Serve(w, r, route.Path, func(ctx context.Context) (pubcache.Page, bool) {
			// Read before the page's data: a post published in between ends the page early,
			// never late.
			until, err := p.changesAt(ctx, route.lastMod)
			if err != nil {
				return p.dataUnavailable(ctx, route, "reading when a list changes", "", err), false
			}
			page, keep := p.page(ctx, http.StatusOK, p.plainHead(p.view(ctx), p.withContent(ctx, route)), route.Path, route.Path)
			page.Until = until
			return page, keep
		})
	}
}

// changesAt is when the data a page lists changes by the clock alone (a scheduled post
// is published, a job closes); zero when it does not.
func (p *Pages) changesAt(ctx context.Context, c content) (time.Time, error) {
	var next func(context.Context) (time.Time, bool, error)
	switch c {
	case postsContent:
		next = p.cfg.Posts.NextPublic
	case jobsContent:
		next = p.cfg.Jobs.NextClose
	default:
		return time.Time{}, nil
	}
	t, ok, err := next(ctx)
	if !ok {
		t = time.Time{}
	}
	return t, err
}

// notFoundKey is the not-found page's key, among the pages and their assets.
const notFoundKey = "*"

// notFoundURL is an address the app has no route for.
const notFoundURL = "/__not-found__"

// serveNotFound answers the one not-found page, whatever the address.
func (p *Pages) serveNotFound(w http.ResponseWriter, r *http.Request) {
	p.cfg.Cache.Serve(w, r, notFoundKey, func(ctx context.Context) (pubcache.Page, bool) {
		return p.page(ctx, http.StatusNotFound, p.notFoundHead(p.view(ctx)), notFoundKey, notFoundURL)
	})
}

// missing answers a post's or job's page whose item does not exist (or is gone): its head
// and status, and an empty root the app fills with its own words in the browser. Made-up
// addresses are many: they share one entry per route and status, and render nothing.
func (p *Pages) missing(ctx context.Context, status int, head []byte, route Route) (pubcache.Page, bool) {
	page := p.cfg.Cache.Get(ctx, strconv.Itoa(status)+" "+route.Path, func(context.Context) (pubcache.Page, bool) {
		return pubcache.Page{Status: status, HTML: p.shell.page(head, body{})}, true
	})
	return page, false
}

// page renders url's page (assets under key) in the shell with head: the page and
// whether it may be kept. A page the renderer could not draw is sent empty, for the app
// to draw in the browser: 503 (with Retry-After) when the renderer was too busy or too
// slow or the page's data could not be read, 500 when the page threw (logged with its
// JavaScript stack).
func (p *Pages) page(ctx context.Context, status int, head []byte, key, url string) (pubcache.Page, bool) {
	b, lasting, err := p.renderedBody(ctx, key, url)
	switch {
	case err == nil && lasting:
		return pubcache.Page{Status: status, HTML: p.shell.page(head, b)}, true
	case err == nil:
		// A read failed on the server's side: the drawing shows an error that is not the
		// page's. The app reads the data itself; a crawler comes back later.
		p.cfg.Log.WarnContext(ctx, "reading a page's data", "url", url)
		return pubcache.Page{Status: http.StatusServiceUnavailable, HTML: p.shell.page(head, body{}), RetryAfter: retryAfter}, false
	case errors.Is(err, render.ErrDeadline), errors.Is(err, render.ErrBusy):
		p.cfg.Log.ErrorContext(ctx, "rendering a page", "url", url, "err", err)
		return pubcache.Page{Status: http.StatusServiceUnavailable, HTML: p.shell.page(head, body{}), RetryAfter: retryAfter}, false
	default:
		var se *render.ScriptError
		if errors.As(err, &se) {
			p.cfg.Log.ErrorContext(ctx, "rendering a page", "url", url, "err", err, "stack", se.Stack)
		} else {
			p.cfg.Log.ErrorContext(ctx, "rendering a page", "url", url, "err", err)
		}
		return pubcache.Page{Status: http.StatusInternalServerError, HTML: p.shell.page(head, body{})}, false
	}
}

// retryAfter is how long a client is asked to wait after a 503, in seconds.
const retryAfter = 5

// notFoundHead is the head of a page that is not there.
func (p *Pages) notFoundHead(v *view) []byte {
	h := p.routeHead(v, notFound)
	h.Canonical = ""
	return h.render()
}

// plainHead is the head of a route that shows no data of its own.
func (p *Pages) plainHead(v *view, r Route) []byte {
	h := p.routeHead(v, r)
	h.Data = p.routeData(v, r, h)
	return h.render()
}

// routeData is the structured data of a page that shows no data of its own: the firm, and
// the page's place in the site. Staff screens have none.
func (p *Pages) routeData(v *view, r Route, h head) []template.JS {
	if r.IsAdmin() {
		return nil
	}
	data := []template.JS{v.org}
	if trail, ok := breadcrumbs(p.origin, r, r.Name, h.Canonical); ok {
		data = append(data, marshalLD(trail))
	}
	return data
}

// routeHead is the head of a page that shows no data of its own.
func (p *Pages) routeHead(v *view, r Route) head {
	title := v.firm.title(r)
	// Previews show the site's name apart, and cut long titles: the page and the firm.
	ogTitle := title
	if r.Title == "" {
		ogTitle = r.Name + " | " + v.firm.Name
	}
	canonical := r.Canonical
	if canonical == "" {
		canonical = r.Path
	}
	h := head{
		Title:       title,
		Description: r.Description,
		Canonical:   p.origin + canonical,
		NoIndex:     r.NoIndex || r.IsAdmin(),
		Type:        "website",
		OGTitle:     ogTitle,
		SiteName:    v.firm.Name,
		Image:       v.og.image(p.origin),
		FeedURL:     p.origin + FeedPath,
		FeedTitle:   v.feedTitle(),
	}
	if r.shareImage != "" {
		// Its size is unknown: previews read it from the picture.
		h.Image = image{URL: p.origin + r.shareImage, Alt: r.Name}
	}
	return h
}
