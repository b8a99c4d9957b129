package rpc

import (
	"context"
	"net/http"
	"time"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/sessioncookie"
)

// browserChoice is what a sign-in request asks of its session: an HttpOnly cookie, and
// whether to be remembered (the requests' browser_session and remember fields).
type browserChoice interface {
	GetBrowserSession() bool
	GetRemember() bool
}

func browserOf(m browserChoice) auth.Browser {
	return auth.Browser{Cookie: m.GetBrowserSession(), Remember: m.GetBrowserSession() && m.GetRemember()}
}

// giveCookie puts a browser session's token in its cookie instead of the answer: it
// answers the token the answer carries (empty for a cookie). A remembered cookie lasts
// the session's whole life; any other, until the browser closes.
func giveCookie(ctx context.Context, h http.Header, k sessioncookie.Kind, token string, b auth.Browser, lastSeen, expire time.Time) string {
	if !b.Cookie || token == "" {
		return token
	}
	var maxAge time.Duration
	if b.Remember {
		maxAge = expire.Sub(lastSeen).Round(time.Second) // the database keeps microseconds
	}
	sessioncookie.Set(ctx, h, k, token, maxAge)
	return ""
}

// staffCookie and clientCookie are giveCookie for each kind of session.
func staffCookie[T any](ctx context.Context, res *connect.Response[T], token string, s auth.Session) string {
	return giveCookie(ctx, res.Header(), sessioncookie.Staff, token, s.Browser, s.LastSeen, s.ExpireTime)
}

func clientCookie[T any](ctx context.Context, res *connect.Response[T], token string, s portal.Session) string {
	return giveCookie(ctx, res.Header(), sessioncookie.Client, token, s.Browser, s.LastSeen, s.ExpireTime)
}
