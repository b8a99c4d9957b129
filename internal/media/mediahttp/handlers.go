// Package mediahttp serves image variants under /media/{key...}.
package mediahttp

import (
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/gusset/gusset/internal/httprange"
	"github.com/gusset/gusset/internal/media"
)

// Handlers serve the variants.
type Handlers struct {
	media *media.Service
	log   *slog.Logger
}

// New returns the handlers.
func New(svc *media.Service, log *slog.Logger) *Handlers { return &Handlers{media: svc, log: log} }

// Mount registers the routes on mux.
func (h *Handlers) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET /media/{key...}", h.serve)
	mux.HandleFunc("HEAD /media/{key...}", h.serve)
}

// Path is the URL path of a variant.
func Path(v media.Variant) string { return "/media/" + v.Key }

// serve answers a variant. Its key holds a hash of its content, so the URL never serves
// other bytes: browsers and CDNs may keep it for a year without asking again.
func (h *Handlers) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	key := r.PathValue("key")
	v, content, err := h.media.Open(r.Context(), key)
	if errors.Is(err, media.ErrVariantNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.log.ErrorContext(r.Context(), "opening image variant", "key", key, "err", err)
		http.Error(w, "the image cannot be read right now", http.StatusServiceUnavailable)
		return
	}
	defer content.Close()
	header := w.Header()
	header.Set("Cache-Control", "public, max-age=31536000, immutable")
	header.Set("Content-Type", v.ContentType)
	header.Set("ETag", `"`+v.Key+`"`)
	header.Set("X-Content-Type-Options", "nosniff")
	httprange.ServeContent(w, r, time.Time{}, content)
}
