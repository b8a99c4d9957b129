// Package fileshttp serves the upload endpoint and stored files over HTTP.
package fileshttp

import (
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/http"
	"time"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/httprange"
)

// Authorizer reports whether the request carries a valid staff session.
type Authorizer func(r *http.Request) error

// Uploader resolves a request's signed-in person (a staff user or a portal client) into
// the owner hash their uploads are recorded under (resumable.OwnerOf), or an error.
type Uploader func(r *http.Request) ([]byte, error)

// Handlers serve /uploads/{kind} and /files/{key...}.
type Handlers struct {
	files *files.Service
	staff Authorizer
	// public admits visitors' uploads (rate limits).
	public Authorizer
	// client admits the uploads of kinds open to portal clients (staff's too), and names
	// their uploader (nil: no such uploads).
	client Uploader
	log    *slog.Logger
	now    func() time.Time
}

// New returns the handlers: staff authorizes staff kinds' uploads and private files,
// public admits uploads of kinds open to visitors.
func New(svc *files.Service, staff, public Authorizer, log *slog.Logger) *Handlers {
	return &Handlers{files: svc, staff: staff, public: public, log: log, now: time.Now}
}

// WithClientUploads admits the uploads of kinds open to portal clients (Rule.ClientUpload)
// by a request client resolves to a person (a client or staff), recorded as the uploader.
func (h *Handlers) WithClientUploads(client Uploader) *Handlers {
	h.client = client
	return h
}

// Mount registers the routes on mux.
func (h *Handlers) Mount(mux *http.ServeMux) {
	mux.HandleFunc("POST /uploads/{kind}", h.upload)
	mux.HandleFunc("GET /files/{key...}", h.serve)
	mux.HandleFunc("HEAD /files/{key...}", h.serve)
}

// Upload is the answer to a successful upload.
type Upload struct {
	ID          string `json:"id"`
	FileName    string `json:"fileName"`
	Size        int64  `json:"size"`
	ContentType string `json:"contentType"`
	Width       int32  `json:"width,omitempty"`
	Height      int32  `json:"height,omitempty"`
}

// upload streams the raw request body into the bucket. The file name comes from the
// "name" query parameter (display only). Answers 201 with the upload id to reference
// from the create/update calls within the claim window.
func (h *Handlers) upload(w http.ResponseWriter, r *http.Request) {
	kind := files.Kind(r.PathValue("kind"))
	rule, err := h.files.Rule(kind)
	if err != nil {
		h.fail(w, err)
		return
	}
	// A kind open to portal clients records who uploaded it: only they may claim it.
	var owner []byte
	switch {
	case rule.ClientUpload && h.client == nil:
		err = files.ErrUnknownKind
	case rule.ClientUpload:
		owner, err = h.client(r)
	case rule.PublicUpload:
		err = h.public(r)
	default:
		err = h.staff(r)
	}
	if err != nil {
		h.fail(w, err)
		return
	}
	if r.ContentLength > rule.MaxBytes {
		// Refuse before reading a byte.
		h.fail(w, fmt.Errorf("%w: the file is larger than the %d MB limit", files.ErrTooLarge, rule.MaxBytes>>20))
		return
	}
	f, err := h.files.UploadBy(r.Context(), kind, owner, r.URL.Query().Get("name"), r.Body)
	if err != nil {
		if errors.Is(err, files.ErrTooLarge) {
			// The client may still be sending: do not wait to read the rest.
			w.Header().Set("Connection", "close")
		}
		h.fail(w, err)
		return
	}
	errmap.WriteJSON(w, http.StatusCreated, Upload{
		ID: f.ID.String(), FileName: f.Name, Size: f.Size, ContentType: f.ContentType, Width: f.Width, Height: f.Height,
	})
}

// serve answers a stored file with its content type, an ETag, caching suited to its
// kind, and Range support (PDF viewers and video seek).
func (h *Handlers) serve(w http.ResponseWriter, r *http.Request) {
	// A stored file is never a page: nothing in it may run or load anything, even when
	// opened directly.
	w.Header().Set("Content-Security-Policy", "default-src 'none'; sandbox")
	key := r.PathValue("key")
	f, content, err := h.files.Open(r.Context(), key)
	if errors.Is(err, files.ErrFileNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		h.log.ErrorContext(r.Context(), "opening stored file", "key", key, "err", err)
		http.Error(w, "the file cannot be read right now", http.StatusServiceUnavailable)
		return
	}
	defer content.Close()
	rule, _ := h.files.Rule(f.Kind)
	header := w.Header()
	if rule.Private {
		if !h.files.Signer().Valid(r.URL.Path, r.URL.Query(), h.now()) && h.staff(r) != nil {
			http.Error(w, "This link has expired or is not valid: open the file again from the back office.", http.StatusForbidden)
			return
		}
		header.Set("Cache-Control", "private, no-store")
	} else {
		// Keys are never reused, so a file never changes under its URL.
		header.Set("Cache-Control", "public, max-age=31536000, immutable")
	}
	// Files a browser cannot show (Word documents) are downloads, which open in the
	// reader's word processor under their original name. A private file (a résumé) opens
	// in the browser only as a PDF, under the sandbox above; any other private type is a
	// download.
	disposition := "inline"
	if !f.Viewable() || rule.Private && f.ContentType != "application/pdf" {
		disposition = "attachment"
	}
	header.Set("Content-Disposition", mime.FormatMediaType(disposition, map[string]string{"filename": f.Name}))
	header.Set("Content-Type", f.ContentType)
	header.Set("ETag", `"`+f.ID.String()+`"`)
	if f.Kind == files.KindPortfolio && f.ContentType == "application/pdf" && r.Method == http.MethodGet && httprange.FromTheStart(r) {
		// A download of a portfolio PDF (its first bytes: a viewer's later ranges are the same
		// download) is a goal of the reader's visit.
		analytics.Convert(r.Context(), analytics.GoalPortfolioPDF)
	}
	httprange.ServeContent(w, r, f.CreateTime, content)
}

func (h *Handlers) fail(w http.ResponseWriter, err error) {
	errmap.WriteError(w, h.log, "files", err)
}
