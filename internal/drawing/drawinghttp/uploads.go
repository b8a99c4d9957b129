// Package drawinghttp serves the drawing register over HTTP: the admission of resumable
// uploads (a bulk add's, staff only; a reviewer's marked-up PDF for a transmittal) and the
// downloads of revisions and stamped files by signed link.
package drawinghttp

import (
	"context"
	"net/http"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/portal/portalhttp"
	"github.com/gusset/gusset/internal/resumable/tushttp"
)

// UploadPath is where a bulk add's PDFs are uploaded (tus; metadata "project" and
// "filename"; a staff bearer token on every request), and a reviewer's marked-up PDFs
// (metadata "transmittal" and "filename"; the reviewer's bearer token).
const UploadPath = "/drawings/uploads/tus/"

// Uploads admit staff uploads for a project. A finished upload stays unclaimed until
// AddSheetRevisions commits it (or the uploads' janitor removes it).
type Uploads struct {
	d       *drawing.Service
	callers portalhttp.Callers
}

var _ tushttp.Admission = Uploads{}

// NewUploads returns the admission.
func NewUploads(d *drawing.Service, callers portalhttp.Callers) Uploads {
	return Uploads{d: d, callers: callers}
}

// caller resolves r's caller and puts them in the context the writes are audited under.
func (u Uploads) caller(r *http.Request) (context.Context, actor.Actor, error) {
	return u.callers.Audited(r, UploadPath)
}

func (u Uploads) Start(r *http.Request, b tushttp.Begin) (uuid.UUID, error) {
	ctx, c, err := u.caller(r)
	if err != nil {
		return uuid.Nil, err
	}
	if t := b.Meta["transmittal"]; t != "" {
		return u.d.StartReviewUpload(ctx, c, t, b.Meta["filename"], b.Meta["filetype"], b.Size, b.SizeDeferred)
	}
	// A bulk add is staff's: a client's token admits nothing (not found, as for an unknown project).
	return u.d.StartUpload(ctx, c, b.Meta["project"], b.Meta["filename"], b.Meta["filetype"], b.Size, b.SizeDeferred)
}

// Authorize admits whoever started the upload (anyone else: not found).
func (u Uploads) Authorize(r *http.Request, id uuid.UUID) (context.Context, string, error) {
	ctx, c, err := u.caller(r)
	if err != nil {
		return ctx, "", err
	}
	up, err := u.d.Upload(ctx, c, id)
	return ctx, up.TusID, err
}

// Finished claims nothing: the bulk add's confirmation, or the review's return, does.
func (u Uploads) Finished(*http.Request, uuid.UUID) (map[string]string, error) { return nil, nil }
