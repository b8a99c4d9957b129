package drawinghttp

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprange"
)

// Pictures serve drawing.PicturePath: a comparison's pictures, by signed link.
type Pictures struct {
	c   *drawing.Comparisons
	log *slog.Logger
}

// NewPictures returns the handler.
func NewPictures(c *drawing.Comparisons, log *slog.Logger) *Pictures {
	return &Pictures{c: c, log: log}
}

// Mount adds the routes to mux.
func (h *Pictures) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+drawing.PicturePath+"{rest...}", h.serve)
	mux.HandleFunc("HEAD "+drawing.PicturePath+"{rest...}", h.serve)
}

// serve answers a picture as a PNG to show in the page (<img>), not as an attachment.
func (h *Pictures) serve(w http.ResponseWriter, r *http.Request) {
	pic, err := h.c.OpenPicture(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: open the comparison again.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, h.log, "drawing comparison picture", err)
		return
	}
	defer pic.Blob.Close()
	hd := w.Header()
	// The link expires, the picture never changes: the browser may keep it while it holds the link.
	hd.Set("Cache-Control", "private, max-age=3600")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	hd.Set("Content-Type", "image/png")
	hd.Set("ETag", pic.ETag)
	httprange.ServeContent(w, r, pic.CreateTime, pic.Blob)
}
