package portalhttp

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/tushttp"
)

// UploadPath is where the portal's resumable uploads are served (tus).
const UploadPath = "/portal/uploads/tus/"

// Callers resolves a request's bearer token into a client or a staff caller (a client
// session is looked up first, then a staff one: the tokens of each kind are found only
// in their own table); an error answers Unauthenticated.
type Callers func(r *http.Request) (actor.Actor, error)

// Audited resolves r's caller and answers the context the writes of an upload at path are
// audited under (who, from where, "<method> <path>").
func (c Callers) Audited(r *http.Request, path string) (context.Context, actor.Actor, error) {
	who, err := c(r)
	if err != nil {
		return r.Context(), actor.Actor{}, err
	}
	return audit.WithOrigin(r.Context(), audit.Origin{Actor: who, Addr: r.RemoteAddr, Procedure: r.Method + " " + path}), who, nil
}

// Uploads admit the portal's uploads: every request carries a session, an upload is
// started only into a folder the caller may see (their organization's projects, for a
// client; any for staff) and continued only by whoever started it, and its last bytes
// make it a revision (portal.Files.ClaimUpload) before the answer.
type Uploads struct {
	files   *portal.Files
	callers Callers
}

var _ tushttp.Admission = Uploads{}

// NewUploads returns the admission.
func NewUploads(files *portal.Files, callers Callers) Uploads {
	return Uploads{files: files, callers: callers}
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
	return u.files.StartUpload(ctx, c, b.Meta["folder"], b.Meta["filename"], b.Meta["filetype"], b.Size, b.SizeDeferred)
}

// Authorize admits whoever started the upload, and answers its storage name. A HEAD of a
// finished upload claims it if no revision has yet (the server stopped between its last
// bytes and the claim), and is answered for one already claimed by the caller (the answer
// to its last PATCH was lost), so a client's retry ends in exactly one revision.
func (u Uploads) Authorize(r *http.Request, id uuid.UUID) (context.Context, string, error) {
	ctx, c, err := u.caller(r)
	if err != nil {
		return ctx, "", err
	}
	up, err := u.files.Upload(ctx, c, id)
	if r.Method == http.MethodHead && (err == nil && up.Complete || errors.Is(err, resumable.ErrNotFound)) {
		rev, err := u.files.ClaimUpload(ctx, c, id)
		return ctx, rev.TusID, err
	}
	return ctx, up.TusID, err
}

// Finished claims the upload: the answer names the revision it became.
func (u Uploads) Finished(r *http.Request, id uuid.UUID) (map[string]string, error) {
	ctx, c, err := u.caller(r)
	if err != nil {
		return nil, err
	}
	rev, err := u.files.ClaimUpload(ctx, c, id)
	if err != nil {
		return nil, err
	}
	return map[string]string{"Gusset-Revision-Id": rev.ID.String(), "Gusset-Revision": strconv.Itoa(rev.Number)}, nil
}
