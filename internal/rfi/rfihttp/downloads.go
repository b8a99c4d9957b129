package rfihttp

import (
	"errors"
	"log/slog"
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
	httprange.PrivateDownload(w.Header(), a.GetContentType(), a.GetFileName(), a.GetId())
	httprange.ServeContent(w, r, a.GetCreateTime().AsTime(), blob)
}
