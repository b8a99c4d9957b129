package seo

import (
	"context"
	"html/template"
	"net/http"
	"sync"
	"time"

	"github.com/gusset/gusset/internal/httpgzip"
)

// view is what the pages say of the firm at one version of the site settings: its name
// and suffix in titles, its structured data, its sharing image, the web manifest and the
// staff screens' pages. A save of the settings makes a new view on the next request (the
// pages themselves are dropped from the cache by the save's change notice).
type view struct {
	firm Firm
	og   *ogImage
	// org is the firm's structured data, the same on every public page.
	org      template.JS
	manifest func() ([]byte, error)
	// staff holds the page of every staff screen and private page, plain and gzipped: its head, and an
	// empty root the app fills (made once, on first request).
	staff map[string]func() ([]byte, []byte)
	// staffMissing is the page of an address under /admin that no screen has: the
	// not-found head and an empty root, as for a screen. The back office's routes join
	// the app in the browser, so the app draws it (a drawn not-found page would not be
	// what the app's first render shows, a hydration error).
	staffMissing func() ([]byte, []byte)
}

// views keeps the view of the settings read last.
type views struct {
	// fixed is the view of Config.Firm: the one view without Settings, and the fallback
	// while the settings cannot be read before any were.
	fixed *view

	mu      sync.Mutex
	key     viewKey
	current *view
}

// viewKey tells versions of the settings apart (a restored database may reuse a version
// number; not with the same time).
type viewKey struct {
	version int32
	time    time.Time
}

func (p *Pages) newView(f Firm) *view {
	v := &view{firm: f, og: newOGImage(f), staff: map[string]func() ([]byte, []byte){}}
	v.org = marshalLD(organization(f, p.origin, p.icons.logo(p.origin), v.og.image(p.origin)))
	v.manifest = sync.OnceValues(func() ([]byte, error) { return p.icons.manifestJSON(f) })
	v.staffMissing = sync.OnceValues(func() ([]byte, []byte) {
		page := p.shell.page(p.notFoundHead(v), body{})
		return page, httpgzip.Compress(page)
	})
	for _, r := range routes {
		if r.IsAdmin() || r.Private {
			v.staff[r.Path] = sync.OnceValues(func() ([]byte, []byte) {
				page := p.shell.page(p.plainHead(v, r), body{})
				return page, httpgzip.Compress(page)
			})
		}
	}
	return v
}

// view is the view of the current settings. When they cannot be read, the last view
// stands in (logged): the page's own data read fails the same way and keeps the page out
// of the cache.
func (p *Pages) view(ctx context.Context) *view {
	if p.cfg.Settings == nil {
		return p.views.fixed
	}
	e, err := p.cfg.Settings.Current(ctx)
	p.views.mu.Lock()
	defer p.views.mu.Unlock()
	if err != nil {
		p.cfg.Log.WarnContext(ctx, "reading the site settings", "err", err)
		if p.views.current != nil {
			return p.views.current
		}
		return p.views.fixed
	}
	key := viewKey{e.Version, e.UpdateTime}
	if p.views.current == nil || p.views.key != key {
		p.views.current, p.views.key = p.newView(FirmOf(e.Settings)), key
	}
	return p.views.current
}

// serveOG answers the sharing image of the current settings. The address of an earlier
// one (a page shared before the firm was renamed) is sent on to the current one.
func (p *Pages) serveOG(w http.ResponseWriter, r *http.Request) {
	og := p.view(r.Context()).og
	if r.URL.Path != og.path {
		http.Redirect(w, r, og.path, http.StatusFound)
		return
	}
	og.ServeHTTP(w, r)
}

// serveManifest answers the web manifest, which names the firm.
func (p *Pages) serveManifest(w http.ResponseWriter, r *http.Request) {
	body, err := p.view(r.Context()).manifest()
	if err != nil {
		http.Error(w, ManifestPath+" could not be made", http.StatusInternalServerError)
		return
	}
	serveBody(w, r, "application/manifest+json", cacheBriefly, body)
}
