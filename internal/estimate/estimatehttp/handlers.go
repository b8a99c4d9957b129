// Package estimatehttp serves the files of estimate requests to staff: one by one, or all
// of a request as one ZIP streamed from the bucket (no temporary copy), always as
// attachments. A request needs a staff bearer token or a signed, expiring link (which
// the staff RPCs hand out).
package estimatehttp

import (
	"archive/zip"
	"errors"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/estimate"
	"github.com/gusset/gusset/internal/files"
)

// Authorizer admits a staff request (a bearer token); nil error when it is staff's.
type Authorizer func(*http.Request) error

// Handlers serve the downloads.
type Handlers struct {
	svc   *estimate.Service
	staff Authorizer
	log   *slog.Logger
}

// New returns the handlers.
func New(svc *estimate.Service, staff Authorizer, log *slog.Logger) *Handlers {
	return &Handlers{svc: svc, staff: staff, log: log}
}

// Mount adds the routes to mux.
func (h *Handlers) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+estimate.FilesPath+"{id}/files/{file}", h.file)
	mux.HandleFunc("GET "+estimate.FilesPath+"{id}/files.zip", h.zip)
}

func (h *Handlers) allowed(w http.ResponseWriter, r *http.Request) bool {
	if h.svc.ValidLink(r.URL.Path, r.URL.Query()) {
		return true
	}
	if err := h.staff(r); err != nil {
		errmap.WriteError(w, h.log, "estimate files", err)
		return false
	}
	return true
}

func private(w http.ResponseWriter) {
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
}

func (h *Handlers) file(w http.ResponseWriter, r *http.Request) {
	if !h.allowed(w, r) {
		return
	}
	f, body, err := h.svc.OpenFile(r.Context(), r.PathValue("id"), r.PathValue("file"))
	if err != nil {
		errmap.WriteError(w, h.log, "estimate file", err)
		return
	}
	defer body.Close()
	private(w)
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": f.GetName()}))
	w.Header().Set("Content-Length", strconv.FormatInt(f.GetSize(), 10))
	if _, err := io.Copy(w, body); err != nil {
		h.log.Warn("estimate file cut", "file", f.GetId(), "err", err)
	}
}

// zip streams every file of a request into one archive as it reads them from the bucket:
// stored (not compressed: drawings and models are mostly compressed already, and the
// server's CPU stays free), with ZIP64 records where a file needs them.
func (h *Handlers) zip(w http.ResponseWriter, r *http.Request) {
	if !h.allowed(w, r) {
		return
	}
	req, err := h.svc.Get(r.Context(), r.PathValue("id"))
	if err != nil {
		errmap.WriteError(w, h.log, "estimate zip", err)
		return
	}
	private(w)
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": req.GetReference() + ".zip"}))
	zw := zip.NewWriter(w)
	var names files.NameSet
	for _, f := range req.GetFiles() {
		if err := h.add(r, zw, req, f, &names); err != nil {
			// The answer has begun: the client sees a cut archive, never a whole-looking one.
			h.log.Warn("estimate zip cut", "estimate", req.GetId(), "err", err)
			return
		}
	}
	if err := zw.Close(); err != nil {
		h.log.Warn("estimate zip cut", "estimate", req.GetId(), "err", err)
	}
}

// add writes one file under a name that unpacks as a plain file on any system and that no
// other entry takes (files.NameSet): a visitor names their files, and an entry named
// "..", "CON" or "a.pdf:evil.exe" must not reach outside the folder or break the unpacking.
func (h *Handlers) add(r *http.Request, zw *zip.Writer, req *estimate.Request, f *estimate.File, names *files.NameSet) error {
	_, body, err := h.svc.OpenFile(r.Context(), req.GetId(), f.GetId())
	if err != nil {
		return err
	}
	defer body.Close()
	hdr := &zip.FileHeader{Name: names.Add(f.GetName()), Method: zip.Store, Modified: req.GetCreateTime().AsTime()}
	hdr.UncompressedSize64 = uint64(f.GetSize())
	out, err := zw.CreateHeader(hdr)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, body)
	if err == nil && n != f.GetSize() {
		err = errors.New("stored file is shorter than recorded")
	}
	return err
}
