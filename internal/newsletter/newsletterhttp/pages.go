// Package newsletterhttp serves the newsletter's links from e-mail: the confirmation
// link and the unsubscribe page, plain HTML that works without JavaScript, and the
// one-click unsubscribe POST of RFC 8058 (List-Unsubscribe-Post).
package newsletterhttp

import (
	"errors"
	"html/template"
	"log/slog"
	"net/http"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/newsletter"
)

// Pages serves the links.
type Pages struct {
	svc *newsletter.Service
	log *slog.Logger
}

// New returns the pages of svc, signed with the firm's name (newsletter.Service.Company).
func New(svc *newsletter.Service, log *slog.Logger) *Pages {
	return &Pages{svc: svc, log: log}
}

// Mount registers the pages on mux.
func (p *Pages) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET /newsletter/confirm", p.confirm)
	mux.HandleFunc("GET /newsletter/unsubscribe", p.unsubscribePage)
	mux.HandleFunc("POST /newsletter/unsubscribe", p.unsubscribe)
}

// confirm confirms on GET: the link in the confirmation mail is the whole act, as with
// every double opt-in list (a second visit finds nothing to confirm and says so).
func (p *Pages) confirm(w http.ResponseWriter, r *http.Request) {
	sub, err := p.svc.Confirm(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		p.fail(w, r, err)
		return
	}
	// After the confirmation's commit: a goal of the subscriber's visit.
	analytics.Convert(r.Context(), analytics.GoalNewsletter)
	company := p.svc.Company(r.Context())
	p.render(w, r, http.StatusOK, page{Title: "Subscription confirmed", Lines: []string{
		"Thank you: " + sub.Email + " will receive the " + company + " newsletter.",
		"Every newsletter carries a link to unsubscribe.",
	}})
}

// unsubscribePage asks before unsubscribing: mail scanners follow links, and a GET must
// not end anyone's subscription.
func (p *Pages) unsubscribePage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if token == "" {
		p.fail(w, r, newsletter.ErrBadToken)
		return
	}
	p.render(w, r, http.StatusOK, page{
		Title: "Unsubscribe",
		Lines: []string{"Stop receiving the " + p.svc.Company(r.Context()) + " newsletter?"},
		Form:  &form{Token: token, Button: "Unsubscribe"},
	})
}

// unsubscribe serves both the page's button and a mail program's one-click POST
// (body List-Unsubscribe=One-Click, token in the URL).
func (p *Pages) unsubscribe(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 4096)
	token := r.URL.Query().Get("token")
	if token == "" {
		if err := r.ParseForm(); err == nil {
			token = r.PostForm.Get("token")
		}
	}
	sub, err := p.svc.Unsubscribe(r.Context(), token)
	if err != nil {
		p.fail(w, r, err)
		return
	}
	p.render(w, r, http.StatusOK, page{Title: "You are unsubscribed", Lines: []string{
		sub.Email + " will receive no more newsletters from " + p.svc.Company(r.Context()) + ".",
	}})
}

func (p *Pages) fail(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, apperr.ErrNotFound) {
		p.render(w, r, http.StatusNotFound, page{Title: "Link not valid", Lines: []string{err.Error() + ".", "Sign up again from any page of the site if you want the newsletter."}})
		return
	}
	p.log.Error("newsletter link", "err", err)
	p.render(w, r, http.StatusServiceUnavailable, page{Title: "Please try again", Lines: []string{"Something went wrong on our side. Please try the link again in a few minutes."}})
}

type page struct {
	Company string
	Title   string
	Lines   []string
	Form    *form
}

type form struct{ Token, Button string }

var tmpl = template.Must(template.New("page").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | {{.Company}}</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:0;background:#f4f6f4;color:#1b1b1b}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-top:4px solid #1f7a3a}
h1{font-size:1.5rem;margin-top:0}button{font:inherit;padding:.6rem 1.2rem;background:#1f7a3a;color:#fff;border:0;cursor:pointer}
a{color:#1f7a3a}</style></head>
<body><main><h1>{{.Title}}</h1>{{range .Lines}}<p>{{.}}</p>{{end}}
{{with .Form}}<form method="post" action="/newsletter/unsubscribe"><input type="hidden" name="token" value="{{.Token}}"><button type="submit">{{.Button}}</button></form>{{end}}
<p><a href="/">{{.Company}}</a></p></main></body></html>
`))

func (p *Pages) render(w http.ResponseWriter, r *http.Request, status int, pg page) {
	pg.Company = p.svc.Company(r.Context())
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Robots-Tag", "noindex")
	// Only the page's own inline style; no script at all.
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
	w.WriteHeader(status)
	_ = tmpl.Execute(w, pg)
}
