package rfihttp

import (
	"errors"
	"log/slog"
	"mime"
	"net/http"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprange"
	"github.com/gusset/gusset/internal/rfi"
)

// Downloads serve rfi.AttachmentPath.
type Downloads struct {
	r   *rfi.Service
	log *slog.Logger
}

// NewDownloads returns the handler.
func NewDownloads(r *rfi.Service, log *slog.Logger) *Downloads { return &Downloads{r: r, log: log} }

// Mount adds the routes to mux.
func (h *Downloads) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+rfi.AttachmentPath+"{rest...}", h.serve)
	mux.HandleFunc("HEAD "+rfi.AttachmentPath+"{rest...}", h.serve)
}

// serve answers an attachment, with Range, as a download that is never sniffed nor run:
// its type is the one its content was found to be when it was attached.
func (h *Downloads) serve(w http.ResponseWriter, r *http.Request) {
	a, blob, err := h.r.OpenAttachment(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: download the file again from the RFI.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, h.log, "RFI attachment download", err)
		return
	}
	defer blob.Close()
	hd := w.Header()
	hd.Set("Cache-Control", "private, no-store")
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	hd.Set("Content-Type", a.GetContentType())
	hd.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": a.GetFileName()}))
	// An attachment never changes: its id is a strong validator.
	hd.Set("ETag", `"`+a.GetId()+`"`)
	httprange.ServeContent(w, r, a.GetCreateTime().AsTime(), blob)
}
