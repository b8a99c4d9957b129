package seo

import (
	"context"
	"errors"
	"html"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"sync"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/httpgzip"
)

// Posts reads the blog; *blog.Service is one.
type Posts interface {
	GetPost(ctx context.Context, id string) (blog.Post, error)
	ListPosts(ctx context.Context, size int32, token string) ([]blog.Post, string, error)
}

// Jobs reads the open positions; *careers.Service is one.
type Jobs interface {
	ListJobs(ctx context.Context, onlyActive bool, size int32, token string) ([]careers.Job, string, error)
	GetJob(ctx context.Context, id string) (careers.Job, error)
}

// FilePaths names a stored file's URL path; *files.Service is one.
type FilePaths interface {
	Path(f files.File) string
}

// Config is what the pages need.
type Config struct {
	// SiteURL is the public origin (SITE_URL) every absolute link is on; empty means
	// http://localhost:8080.
	SiteURL string
	// Firm names the firm in titles and structured data; without a Name, DefaultFirm.
	Firm Firm
	// Index is the app's index.html.
	Index []byte
	// Prerendered is the HTML of the app's root element on each public page, by route
	// key (Route.Path, "*" for not found), as the build rendered it (web.Prerendered).
	Prerendered map[string]string
	// Assets are the build's files (paths under the app's root, "assets/….css" or ".js")
	// of each prerendered page's own code, by the same keys (web.PageAssets): its HTML
	// links them before the root element.
	Assets map[string][]string
	// Styles are the build's files (web.App()): the stylesheets index.html and Assets link
	// are written into the pages (inlineStyles). Nil leaves them linked.
	Styles fs.FS
	// Boot is the inline script that starts the app after the first paint (web.BootScript;
	// see boot); empty keeps the build's script tags.
	Boot string
	// RPC is the site's Connect handler: data pages call it in-process for their data.
	RPC   http.Handler
	Posts Posts
	Jobs  Jobs
	Files FilePaths
	Log   *slog.Logger
}

// Pages answers the app's HTML for every client-side route, and the crawlers' files.
type Pages struct {
	cfg    Config
	origin string
	firm   Firm
	shell  shell
	// assets are the links (and inlined styles) of each prerendered page's own files.
	assets map[string][]byte
	// preloads are each prerendered page's own scripts, when the shell's boot starts the app.
	preloads map[string][]string
	og       *ogImage
	icons    *icons
	// org is the firm's structured data, the same on every public page.
	org template.JS
	// static holds the page of every route whose head does not depend on data, by
	// Route.Path: each is rendered and compressed once, on its first request (compressing
	// them all at start-up would cost every start tens of milliseconds).
	static   map[string]func() finished
	notFound func() finished
	// heads holds the head of every data page whose head does not depend on its data
	// (lists, galleries), by Route.Path; their bodies are rendered per request.
	heads map[string]func() []byte
}

// finished is a page ready to send.
type finished struct {
	html, gz []byte
}

// New returns the pages of cfg.Index.
func New(cfg Config) *Pages {
	p := &Pages{cfg: cfg, origin: origin(cfg.SiteURL), firm: cfg.Firm}
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
	if p.firm.Name == "" {
		p.firm = DefaultFirm
	}
	if p.cfg.Log == nil {
		p.cfg.Log = slog.Default()
	}
	p.og = newOGImage(p.firm)
	p.icons = newIcons(p.firm)
	p.org = marshalLD(organization(p.firm, p.origin, p.icons.logo(p.origin), p.og.image(p.origin)))
	p.static = map[string]func() finished{}
	p.heads = map[string]func() []byte{}
	for _, r := range routes {
		head := sync.OnceValue(func() []byte {
			h := p.routeHead(r)
			h.Data = p.routeData(r, h)
			return h.render()
		})
		if loaders[r.Path] != nil {
			p.heads[r.Path] = head
		} else {
			p.static[r.Path] = sync.OnceValue(func() finished { return p.finish(head(), p.prerenderedBody(r.Path)) })
		}
	}
	p.notFound = sync.OnceValue(func() finished {
		h := p.routeHead(notFound)
		h.Canonical = ""
		return p.finish(h.render(), p.prerenderedBody(notFoundKey))
	})
	return p
}

// finish is a page sent to many: compressed once, at the best level.
func (p *Pages) finish(head []byte, b body) finished {
	html := p.shell.page(head, b)
	return finished{html: html, gz: httpgzip.Compress(html)}
}

// once is a page made for one request.
func (p *Pages) once(head []byte, b body) finished {
	html := p.shell.page(head, b)
	return finished{html: html, gz: httpgzip.CompressFast(html)}
}

// ServeHTTP answers the app shell of r's path with the head and status of its route: 404
// for a path that has no route, or a blog post that does not exist. The app shows the
// same page either way; crawlers learn which URLs are real.
func (p *Pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	route, param, ok := match(routes, r.URL.Path, r.URL.Query())
	switch {
	case !ok:
		p.write(w, r, http.StatusNotFound, p.notFound())
	case route.post:
		p.servePost(w, r, route, param)
	case route.job:
		p.serveJob(w, r, route, param)
	case p.heads[route.Path] != nil:
		p.write(w, r, http.StatusOK, p.once(p.heads[route.Path](), p.dataBody(r, route, param)))
	default:
		p.write(w, r, http.StatusOK, p.static[route.Path]())
	}
}

func (p *Pages) servePost(w http.ResponseWriter, r *http.Request, route Route, id string) {
	post, err := p.cfg.Posts.GetPost(r.Context(), id)
	switch {
	case errors.Is(err, apperr.ErrNotFound):
		// The app shows its own text at this address; a crawler learns it is not a page.
		p.write(w, r, http.StatusNotFound, p.once(p.notFoundHead(), p.filledBody(route.Path, map[string]string{"post": stateAlert("blog-state", "Blog not found")}, nil)))
	case err != nil:
		p.pageUnavailable(w, r, route, "reading a blog post for its head", id, err)
	default:
		p.write(w, r, http.StatusOK, p.once(p.postHead(route, post).render(), p.dataBody(r, route, id)))
	}
}

// pageUnavailable answers a data page whose data could not be read. Whether the page exists is
// unknown: a 503 sends a crawler back later rather than teaching it a wrong answer.
func (p *Pages) pageUnavailable(w http.ResponseWriter, r *http.Request, route Route, what, id string, err error) {
	p.cfg.Log.ErrorContext(r.Context(), what, "id", id, "err", err)
	h := p.routeHead(route)
	h.Canonical, h.NoIndex = "", true
	w.Header().Set("Retry-After", "60")
	// The page's loading state: the app asks for the data itself.
	p.write(w, r, http.StatusServiceUnavailable, p.once(h.render(), p.prerenderedBody(route.Path)))
}

// dataBody is route's page with its data: the build's HTML with the data's markup in its
// slots, and the answers embedded for the app. Data that cannot be read leaves the slots
// in their loading state (the app then asks for it), and is logged.
func (p *Pages) dataBody(r *http.Request, route Route, param string) body {
	load := loaders[route.Path]
	if load == nil {
		return p.prerenderedBody(route.Path)
	}
	fills, exchanges, err := load(r.Context(), p, param, r.URL.Query())
	if err != nil {
		p.cfg.Log.WarnContext(r.Context(), "reading a page's data for its HTML", "path", r.URL.Path, "err", err)
		return p.prerenderedBody(route.Path)
	}
	return p.filledBody(route.Path, fills, exchanges)
}

// notFoundHead is the head of a page that is not there.
func (p *Pages) notFoundHead() []byte {
	h := p.routeHead(notFound)
	h.Canonical = ""
	return h.render()
}

// stateAlert is the app's error text of a page's data (a state paragraph of class).
func stateAlert(class, text string) string {
	return `<p class="` + class + `" role="alert">` + html.EscapeString(text) + `</p>`
}

func (p *Pages) write(w http.ResponseWriter, r *http.Request, status int, f finished) {
	httpgzip.Write(w, r, status, "text/html; charset=utf-8", f.html, f.gz)
}

// routeData is the structured data of a page that shows no data of its own: the firm, and
// the page's place in the site. Staff screens have none.
func (p *Pages) routeData(r Route, h head) []template.JS {
	if r.IsAdmin() {
		return nil
	}
	data := []template.JS{p.org}
	if trail, ok := breadcrumbs(p.origin, r, r.Name, h.Canonical); ok {
		data = append(data, marshalLD(trail))
	}
	return data
}

// routeHead is the head of a page that shows no data of its own.
func (p *Pages) routeHead(r Route) head {
	title := p.firm.title(r)
	// Previews show the site's name apart, and cut long titles: the page and the firm.
	ogTitle := title
	if r.Title == "" {
		ogTitle = r.Name + " | " + p.firm.Name
	}
	canonical := r.Canonical
	if canonical == "" {
		canonical = r.Path
	}
	return head{
		Title:       title,
		Description: r.Description,
		Canonical:   p.origin + canonical,
		NoIndex:     r.NoIndex || r.IsAdmin(),
		Type:        "website",
		OGTitle:     ogTitle,
		SiteName:    p.firm.Name,
		Image:       p.og.image(p.origin),
		FeedURL:     p.origin + FeedPath,
		FeedTitle:   p.feedTitle(),
	}
}
