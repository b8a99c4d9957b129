package seo

import (
	"context"
	"errors"
	"html/template"
	"log/slog"
	"net/http"
	"sync"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/jobs"
)

// Posts reads the blog; *blog.Service is one.
type Posts interface {
	GetPost(ctx context.Context, id string) (blog.Post, error)
	ListPosts(ctx context.Context, size int32, token string) ([]blog.Post, string, error)
}

// Jobs reads the open positions; *jobs.Service is one.
type Jobs interface {
	ListJobs(ctx context.Context, onlyActive bool, size int32, token string) ([]jobs.Job, string, error)
	GetJob(ctx context.Context, id string) (jobs.Job, error)
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
	og     *ogImage
	icons  *icons
	// org is the firm's structured data, the same on every public page.
	org template.JS
	// static holds the page of every route whose head does not depend on data, by
	// Route.Path: each is rendered and compressed once, on its first request (compressing
	// them all at start-up would cost every start tens of milliseconds).
	static   map[string]func() finished
	notFound func() finished
}

// finished is a page ready to send.
type finished struct {
	html, gz []byte
}

// New returns the pages of cfg.Index.
func New(cfg Config) *Pages {
	p := &Pages{cfg: cfg, origin: origin(cfg.SiteURL), firm: cfg.Firm, shell: newShell(cfg.Index)}
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
	for _, r := range routes {
		if !r.post && !r.job {
			p.static[r.Path] = sync.OnceValue(func() finished {
				h := p.routeHead(r)
				h.Data = p.routeData(r, h)
				return p.finish(h)
			})
		}
	}
	p.notFound = sync.OnceValue(func() finished {
		h := p.routeHead(notFound)
		h.Canonical = ""
		return p.finish(h)
	})
	return p
}

func (p *Pages) finish(h head) finished {
	html := p.shell.page(h.render())
	return finished{html: html, gz: httpgzip.Compress(html)}
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
	default:
		p.write(w, r, http.StatusOK, p.static[route.Path]())
	}
}

func (p *Pages) servePost(w http.ResponseWriter, r *http.Request, route Route, id string) {
	post, err := p.cfg.Posts.GetPost(r.Context(), id)
	switch {
	case errors.Is(err, apperr.ErrNotFound):
		p.write(w, r, http.StatusNotFound, p.notFound())
	case err != nil:
		p.pageUnavailable(w, r, route, "reading a blog post for its head", id, err)
	default:
		p.write(w, r, http.StatusOK, finished{html: p.shell.page(p.postHead(route, post).render())})
	}
}

// pageUnavailable answers a data page whose data could not be read. Whether the page exists is
// unknown: a 503 sends a crawler back later rather than teaching it a wrong answer.
func (p *Pages) pageUnavailable(w http.ResponseWriter, r *http.Request, route Route, what, id string, err error) {
	p.cfg.Log.ErrorContext(r.Context(), what, "id", id, "err", err)
	h := p.routeHead(route)
	h.Canonical, h.NoIndex = "", true
	w.Header().Set("Retry-After", "60")
	p.write(w, r, http.StatusServiceUnavailable, finished{html: p.shell.page(h.render())})
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
