// Package portalhttp serves the project portal's files over HTTP: the downloads of
// revisions by signed link (Range requests, the download log) and the admission of the
// portal's resumable uploads (tushttp.Admission, for a client's or a staff session).
package portalhttp

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/httprange"
	"github.com/gusset/gusset/internal/httprec"
	"github.com/gusset/gusset/internal/portal"
)

// Downloads serve portal.DownloadPath.
type Downloads struct {
	files *portal.Files
	log   *slog.Logger
}

// NewDownloads returns the handler.
func NewDownloads(files *portal.Files, log *slog.Logger) *Downloads {
	return &Downloads{files: files, log: log}
}

// Mount adds the routes to mux.
func (d *Downloads) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+portal.DownloadPath+"{rest...}", d.serve)
	mux.HandleFunc("HEAD "+portal.DownloadPath+"{rest...}", d.serve)
}

// serve answers a revision, with Range, as an attachment. A GET from the first byte (no
// Range, or one from 0) is one download in the log, written once the answer ends with
// the bytes it sent; a resumed or seeking download's later ranges are not new downloads.
func (d *Downloads) serve(w http.ResponseWriter, r *http.Request) {
	rev, blob, who, err := d.files.OpenDownload(r.Context(), r.URL.EscapedPath(), r.URL.Query())
	if err != nil {
		if errors.Is(err, apperr.ErrNotFound) {
			http.Error(w, "This link has expired or is not valid: download the file again from the portal.", http.StatusNotFound)
			return
		}
		errmap.WriteError(w, d.log, "portal download", err)
		return
	}
	defer blob.Close()
	// A revision never changes: its id is a strong validator, so a resumed download's
	// If-Range matches.
	httprange.PrivateDownload(w.Header(), rev.ContentType, rev.FileName, rev.ID.String())
	counted := httprec.New(w)
	httprange.ServeContent(counted, r, rev.CreateTime, blob)
	if r.Method != http.MethodGet || !httprange.FromTheStart(r) || counted.Status >= 300 {
		return
	}
	if err := d.files.RecordDownload(context.WithoutCancel(r.Context()), rev, who, counted.Bytes); err != nil {
		d.log.Error("recording a download", "revision", rev.ID, "err", err)
	}
}
