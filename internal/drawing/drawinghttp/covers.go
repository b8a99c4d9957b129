package drawinghttp

import (
	"errors"
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/errmap"
)

// Covers serve drawing.CoverPath: transmittals' cover sheets through signed links.
type Covers struct {
	d   *drawing.Service
	log *slog.Logger
}

// NewCovers returns the handler.
func NewCovers(d *drawing.Service, log *slog.Logger) *Covers { return &Covers{d: d, log: log} }

// Mount adds the routes to mux.
func (h *Covers) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+drawing.CoverPath+"{rest...}", h.serve)
}

// serve makes the cover sheet and answers it as an attachment: it is made whole before
// anything is written, so a failure is a clean error status.
func (h *Covers) serve(w http.ResponseWriter, r *http.Request) {
	name, pdf, err := h.d.OpenCoverSheet(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: open the transmittal again.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, h.log, "cover sheet", err)
		return
	}
	hd := w.Header()
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	hd.Set("Content-Type", "application/pdf")
	hd.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	hd.Set("Content-Length", strconv.Itoa(len(pdf)))
	if _, err := w.Write(pdf); err != nil {
		h.log.Debug("writing a cover sheet", "err", err)
	}
}
