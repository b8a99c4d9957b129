package analytics

import (
	"context"
	"net/http"
)

type visitKey struct{}

// visitOf is what the edge kept of a request for a goal it may reach.
type visitOf struct {
	svc   *Service
	visit Visit
}

// VisitFrom is the visit of r: its host, its client address (r.RemoteAddr, which
// clientaddr.Proxies.Handler set from a trusted proxy's word) and its user agent; a
// request with Sec-GPC: 1 is not counted.
func VisitFrom(r *http.Request) Visit {
	return Visit{Site: r.Host, Addr: r.RemoteAddr, UserAgent: r.UserAgent(), NoCount: r.Header.Get("Sec-GPC") == "1"}
}

// Middleware lets the handlers below record goals for the request's visitor (Convert).
// A nil service records nothing.
func (s *Service) Middleware(next http.Handler) http.Handler {
	if s == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), visitKey{}, visitOf{svc: s, visit: VisitFrom(r)})))
	})
}

// Convert records that the visitor of the request behind ctx reached goal. Handlers call
// it right after the write that is the goal has committed; without the middleware (a
// command, a test) it does nothing.
func Convert(ctx context.Context, goal Goal) {
	if v, ok := ctx.Value(visitKey{}).(visitOf); ok {
		v.svc.Convert(v.visit, goal)
	}
}
