package drawinghttp

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprange"
	"github.com/gusset/gusset/internal/httprec"
)

// Downloads serve drawing.DownloadPath.
type Downloads struct {
	d   *drawing.Service
	log *slog.Logger
}

// NewDownloads returns the handler.
func NewDownloads(d *drawing.Service, log *slog.Logger) *Downloads { return &Downloads{d: d, log: log} }

// Mount adds the routes to mux.
func (h *Downloads) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+drawing.DownloadPath+"{rest...}", h.serve)
	mux.HandleFunc("HEAD "+drawing.DownloadPath+"{rest...}", h.serve)
	mux.HandleFunc("GET "+drawing.StampedPath+"{rest...}", h.serveStamped)
	mux.HandleFunc("HEAD "+drawing.StampedPath+"{rest...}", h.serveStamped)
}

// pdfHeaders are a stored PDF's: an attachment that is never sniffed nor run, private.
func pdfHeaders(w http.ResponseWriter, name, etag string) {
	httprange.PrivateDownload(w.Header(), "application/pdf", name, etag)
}

// serve answers a revision's PDF, with Range, as an attachment. A client's GET from the
// first byte that was answered is their download (the first one is kept per recipient).
func (h *Downloads) serve(w http.ResponseWriter, r *http.Request) {
	rev, blob, who, err := h.d.OpenDownload(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: download the drawing again from the register.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, h.log, "drawing download", err)
		return
	}
	defer blob.Close()
	// A revision never changes: its id is a strong validator.
	pdfHeaders(w, rev.FileName, rev.ID.String())
	counted := httprec.New(w)
	httprange.ServeContent(counted, r, rev.CreateTime, blob)
	if r.Method != http.MethodGet || !httprange.FromTheStart(r) || counted.Status >= 300 {
		return
	}
	if err := h.d.RecordDownload(context.WithoutCancel(r.Context()), rev, who); err != nil {
		h.log.Error("recording a drawing download", "revision", rev.ID, "err", err)
	}
}
