package server

import (
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprec"
	"github.com/gusset/gusset/internal/validate"
)

// logRequests writes one JSON log line per request.
func logRequests(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := httprec.New(w)
		next.ServeHTTP(rec, r)
		if rec.Status == 0 {
			rec.Status = http.StatusOK
		}
		log.LogAttrs(r.Context(), slog.LevelInfo, "request",
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.String("proto", r.Proto),
			slog.Int("status", rec.Status),
			slog.Int64("bytes", rec.Bytes),
			slog.Float64("duration_ms", float64(time.Since(start).Microseconds())/1000),
			slog.String("remote", r.RemoteAddr),
		)
	})
}

// securityHeaders applies the headers every response should carry; HSTS only when the
// site is served over https (on plain http it would be ignored, or wrong for localhost).
func securityHeaders(siteURL string, next http.Handler) http.Handler {
	hsts := strings.HasPrefix(siteURL, "https://")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "SAMEORIGIN")
		if hsts {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// refuseCrossOrigin refuses state-changing requests that a browser sends from another
// site (Sec-Fetch-Site, else Origin against Host), so no other website can make its
// visitors post Gusset's forms. Requests without those headers (curl, grpcurl, servers)
// pass: they carry no visitor's ambient authority. siteURL's origin is trusted, for a
// site behind a proxy that rewrites Host.
func refuseCrossOrigin(siteURL string, next http.Handler) (http.Handler, error) {
	cop := http.NewCrossOriginProtection()
	u, err := url.Parse(siteURL)
	if err != nil {
		return nil, fmt.Errorf("SITE_URL: %w", err)
	}
	if err := cop.AddTrustedOrigin(u.Scheme + "://" + u.Host); err != nil {
		return nil, fmt.Errorf("SITE_URL: %w", err)
	}
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		errmap.WriteJSON(w, http.StatusForbidden, errmap.ErrorBody{Error: errmap.ErrorInfo{
			Code:    connect.CodePermissionDenied.String(),
			Message: "cross-origin request refused: this form can only be sent from the site itself",
		}})
	}))
	return cop.Handler(next), nil
}

// refuseBadURLText answers 400 (with the request id, as every answer) to a path or query
// holding NUL or invalid UTF-8, on every route, before a handler can take such text to a
// lookup (a file key, a token) that fails as a fault. The REST shim checks its own
// routes, after its staff routes' 401 for a caller without a token; a Connect GET's
// message parameter may be binary, and is checked by the RPC interceptors once decoded.
func refuseBadURLText(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/api/") {
			query := r.URL.Query()
			if isRPC(r.URL.Path) {
				query.Del("message")
			}
			if err := validate.URLText(r.URL.Path, query); err != nil {
				errmap.WriteError(w, log, "url", err)
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}
