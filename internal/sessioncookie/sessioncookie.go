// Package sessioncookie carries browser sessions in HttpOnly cookies. A browser's
// sign-in asks for one (browser_session); the token then never reaches the page's
// script, and the middleware hands the cookie's token on as the bearer token every
// service already reads, so a session is checked in one way whatever carried it. A
// request with an Authorization header is left exactly as it is: the REST shim's and
// grpcurl's bearer tokens work as they always have.
package sessioncookie

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Kind is whose session a cookie holds: staff's or a portal client's (outside reviewers
// included). They are apart, as their tokens are.
type Kind int

const (
	Staff Kind = iota
	Client
)

// SelectHeader lets a page name the session a request is for where a path serves both
// (uploads, files): "client" picks the client's cookie. It carries no secret.
const SelectHeader = "Gusset-Session"

// Jar names and sets the cookies. Over https (SITE_URL) they are Secure and carry the
// __Host- prefix, so neither plain http nor another host can set or shadow them; a
// local http site gets plain names without Secure, which browsers would refuse there.
type Jar struct{ secure bool }

// New returns the jar of the site at siteURL.
func New(siteURL string) Jar {
	u, err := url.Parse(siteURL)
	return Jar{secure: err == nil && u.Scheme == "https"}
}

// Name is the cookie's name for k.
func (j Jar) Name(k Kind) string {
	name := "gusset_staff"
	if k == Client {
		name = "gusset_client"
	}
	if j.secure {
		return "__Host-" + name
	}
	return name
}

// cookie is the cookie of k: SameSite=Lax, so another site's page can neither send it
// with a POST nor read anything with it; the cross-origin check refuses such writes too.
func (j Jar) cookie(k Kind, value string) *http.Cookie {
	return &http.Cookie{Name: j.Name(k), Value: value, Path: "/", HttpOnly: true, Secure: j.secure, SameSite: http.SameSiteLaxMode}
}

type ctxKey struct{}

type state struct {
	jar        Jar
	fromCookie bool
}

// Middleware hands a session cookie's token on as "Authorization: Bearer" to requests
// that carry no Authorization header, and lets handlers set and clear the cookies (Set,
// Clear). The public site's services never get it: their answers are the same for
// everyone, and a request with a token bypasses their cache.
func (j Jar) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		st := &state{jar: j}
		if r.Header.Get("Authorization") == "" && !strings.HasPrefix(r.URL.Path, "/gusset.site.") {
			if token := j.token(r); token != "" {
				r = r.Clone(r.Context())
				r.Header.Set("Authorization", "Bearer "+token)
				st.fromCookie = true
			}
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, st)))
	})
}

// token is the cookie's token for r: the client's on the portal's services or when the
// page asks for it (SelectHeader), staff's on the back office's; elsewhere (uploads,
// files) staff's, else the client's.
func (j Jar) token(r *http.Request) string {
	read := func(k Kind) string {
		c, err := r.Cookie(j.Name(k))
		if err != nil {
			return ""
		}
		return c.Value
	}
	switch {
	case strings.HasPrefix(r.URL.Path, "/gusset.portal."), r.Header.Get(SelectHeader) == "client":
		return read(Client)
	case strings.HasPrefix(r.URL.Path, "/gusset.admin."), strings.HasPrefix(r.URL.Path, "/gusset.auth."):
		return read(Staff)
	}
	if t := read(Staff); t != "" {
		return t
	}
	return read(Client)
}

// FromCookie tells whether the request's session came from a cookie.
func FromCookie(ctx context.Context) bool {
	st, ok := ctx.Value(ctxKey{}).(*state)
	return ok && st.fromCookie
}

// Set adds to h the cookie that holds token: until the browser closes (maxAge zero), or
// for maxAge (a remembered session's whole life).
func Set(ctx context.Context, h http.Header, k Kind, token string, maxAge time.Duration) {
	st, ok := ctx.Value(ctxKey{}).(*state)
	if !ok {
		return
	}
	c := st.jar.cookie(k, token)
	if maxAge > 0 {
		c.MaxAge = int(maxAge / time.Second)
	}
	h.Add("Set-Cookie", c.String())
}

// Clear adds to h the removal of k's cookie, when the request's session came from one.
func Clear(ctx context.Context, h http.Header, k Kind) {
	st, ok := ctx.Value(ctxKey{}).(*state)
	if !ok || !st.fromCookie {
		return
	}
	c := st.jar.cookie(k, "")
	c.MaxAge = -1
	h.Add("Set-Cookie", c.String())
}
