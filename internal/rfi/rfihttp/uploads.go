// Package rfihttp serves RFIs' files over HTTP: the admission of their resumable uploads
// and their downloads by signed link.
package rfihttp

import (
	"context"
	"net/http"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/portal/portalhttp"
	"github.com/gusset/gusset/internal/resumable/tushttp"
	"github.com/gusset/gusset/internal/rfi"
)

// UploadPath is where an RFI's attachments are uploaded (tus; metadata "rfi" and
// "filename"; the bearer token of staff, a client user or an outside reviewer who sees
// the RFI, on every request).
const UploadPath = "/rfis/uploads/tus/"

// Uploads admit uploads for an RFI. A finished upload stays unclaimed until
// AttachRfiFile names it (or the uploads' janitor removes it).
type Uploads struct {
	r       *rfi.Service
	callers portalhttp.Callers
}

var _ tushttp.Admission = Uploads{}

// NewUploads returns the admission.
func NewUploads(r *rfi.Service, callers portalhttp.Callers) Uploads {
	return Uploads{r: r, callers: callers}
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
	return u.r.StartUpload(ctx, c, b.Meta["rfi"], b.Meta["filename"], b.Meta["filetype"], b.Size, b.SizeDeferred)
}

// Authorize admits whoever started the upload (anyone else: not found).
func (u Uploads) Authorize(r *http.Request, id uuid.UUID) (context.Context, string, error) {
	ctx, c, err := u.caller(r)
	if err != nil {
		return ctx, "", err
	}
	up, err := u.r.Upload(ctx, c, id)
	return ctx, up.TusID, err
}

// Finished claims nothing: AttachRfiFile does.
func (u Uploads) Finished(*http.Request, uuid.UUID) (map[string]string, error) { return nil, nil }
