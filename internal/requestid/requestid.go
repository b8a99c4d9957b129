// Package requestid gives every request an id: the caller's X-Request-Id when it looks
// sane (a load balancer's or a client's, so one id follows a request across systems),
// else a new one. It travels in the request's context, is written to every log line
// logged with that context (Handler) and is echoed in the response's X-Request-Id, the
// error answers of Connect, the REST shim and the plain HTTP routes included.
package requestid

import (
	"context"
	"crypto/rand"
	"log/slog"
	"net/http"

	"go.opentelemetry.io/otel/trace"
)

// Header is the request and response header that carries the id.
const Header = "X-Request-Id"

const maxLen = 128

type ctxKey struct{}

// From answers the request id in ctx, or "".
func From(ctx context.Context) string {
	id, _ := ctx.Value(ctxKey{}).(string)
	return id
}

// With returns ctx carrying id.
func With(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, ctxKey{}, id)
}

// Sane reports whether an incoming id may be kept: 1 to 128 characters of letters,
// digits and - _ . : = + / (ids of common load balancers, UUIDs, base64), so nothing odd
// reaches the logs or the response headers.
func Sane(id string) bool {
	if id == "" || len(id) > maxLen {
		return false
	}
	for _, c := range []byte(id) {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '-', c == '_', c == '.', c == ':', c == '=', c == '+', c == '/':
		default:
			return false
		}
	}
	return true
}

// New makes a random id.
func New() string { return rand.Text() }

// Middleware gives each request its id and sets the response's header before the
// handler writes anything, so every answer carries it.
func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(Header)
		if !Sane(id) {
			id = New()
		}
		w.Header().Set(Header, id)
		next.ServeHTTP(w, r.WithContext(With(r.Context(), id)))
	})
}

// Handler adds a request_id attribute to every record logged with a context that
// carries an id, and trace_id when the context is in a trace (a traced Connect call), so
// a log line leads to its trace.
type Handler struct{ slog.Handler }

// NewHandler wraps h.
func NewHandler(h slog.Handler) *Handler { return &Handler{Handler: h} }

func (h *Handler) Handle(ctx context.Context, r slog.Record) error {
	if id := From(ctx); id != "" {
		r.AddAttrs(slog.String("request_id", id))
	}
	if sc := trace.SpanContextFromContext(ctx); sc.HasTraceID() {
		r.AddAttrs(slog.String("trace_id", sc.TraceID().String()))
	}
	return h.Handler.Handle(ctx, r)
}

func (h *Handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return &Handler{Handler: h.Handler.WithAttrs(attrs)}
}

func (h *Handler) WithGroup(name string) slog.Handler {
	return &Handler{Handler: h.Handler.WithGroup(name)}
}
