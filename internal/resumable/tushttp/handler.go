// Package tushttp serves resumable uploads over the tus 1.0 protocol
// (github.com/tus/tusd/v2's handler) behind the site's own rules, decided by an
// Admission: the visitors' (New: challenge, per-address limits, caps, every later request
// carrying the owner token that started it) or a signed-in service's (NewWith: the
// project portal's, admitted by a session). Downloads and termination are off (files are
// never public), and the checksum extension is added (checksum.go).
package tushttp

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/tus/tusd/v2/pkg/handler"
	expslog "golang.org/x/exp/slog"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/tusstore"
	"github.com/gusset/gusset/internal/validate"
)

// BasePath is where the visitors' uploads are served.
const BasePath = "/uploads/tus/"

// Begin is a new upload as its creation request describes it.
type Begin struct {
	// Meta is the Upload-Metadata (filename, filetype and the service's own keys).
	Meta         map[string]string
	Size         int64
	SizeDeferred bool
}

// Admission decides who may start and continue the uploads served at one address.
type Admission interface {
	// Start admits a new upload before any byte is stored, and names it.
	Start(r *http.Request, b Begin) (uuid.UUID, error)
	// Authorize admits a later request (HEAD, PATCH) of upload id; the context it
	// answers serves the request (it may carry who is uploading), and tusID is the
	// storage's whole name of the upload it admitted (resumable.Upload.TusID; "" while
	// the storage has not named it yet, which admits nothing).
	Authorize(r *http.Request, id uuid.UUID) (ctx context.Context, tusID string, err error)
	// Finished claims upload id once every byte arrived (r is the request that brought
	// the last ones); the headers go in the answer. The estimate form's uploads are
	// claimed later, by the request that names them.
	Finished(r *http.Request, id uuid.UUID) (map[string]string, error)
}

// Handler serves an Admission's base path (mounted with the prefix stripped up to its
// last slash).
type Handler struct {
	adm     Admission
	base    string
	maxFile int64
	tus     *handler.Handler
	log     *slog.Logger
	// maxChecked is the largest PATCH body with an Upload-Checksum (held in a temporary
	// file until it is verified).
	maxChecked int64
}

// New returns the visitors' handler over the service and its storage, at BasePath.
func New(svc *resumable.Service, store *tusstore.Store, log *slog.Logger) (*Handler, error) {
	return NewWith(BasePath, visitors{svc}, svc.Config().MaxFile, store, log)
}

// NewWith returns a handler at base whose uploads adm admits, each at most maxFile bytes.
func NewWith(base string, adm Admission, maxFile int64, store *tusstore.Store, log *slog.Logger) (*Handler, error) {
	h := &Handler{adm: adm, base: base, maxFile: maxFile, log: log, maxChecked: 256 << 20}
	tus, err := handler.NewHandler(handler.Config{
		BasePath:                  base,
		StoreComposer:             store.Composer(),
		DisableDownload:           true,
		DisableTermination:        true,
		DisableConcatenation:      true,
		Cors:                      &handler.CorsConfig{Disable: true},
		PreUploadCreateCallback:   h.preCreate,
		PreFinishResponseCallback: h.finished,
		// tusd logs every request at info; only its warnings and errors reach stderr.
		Logger: expslog.New(expslog.NewJSONHandler(os.Stderr, &expslog.HandlerOptions{Level: expslog.LevelWarn})),
	})
	if err != nil {
		return nil, err
	}
	h.tus = tus
	return h, nil
}

// visitors admits the estimate form's uploads (resumable.Service's rules); a request
// claims them later.
type visitors struct{ svc *resumable.Service }

func (v visitors) Start(r *http.Request, b Begin) (uuid.UUID, error) {
	// The client's address as the site sees it: clientaddr has already put a trusted
	// proxy's client in RemoteAddr.
	return v.svc.Start(r.Context(), resumable.Begin{
		Remote: r.RemoteAddr, Owner: r.Header.Get(resumable.OwnerHeader), Challenge: r.Header.Get(abuse.ChallengeHeader),
		Name: b.Meta["filename"], Type: b.Meta["filetype"], Size: b.Size, SizeDeferred: b.SizeDeferred,
	})
}

func (v visitors) Authorize(r *http.Request, id uuid.UUID) (context.Context, string, error) {
	u, err := v.svc.Authorize(r.Context(), id.String(), r.Header.Get(resumable.OwnerHeader))
	return r.Context(), u.TusID, err
}

func (v visitors) Finished(*http.Request, uuid.UUID) (map[string]string, error) { return nil, nil }

// MethodOverrideHeader is the header tusd's middleware reads to turn a POST into the
// method it names (any method, unchecked).
const MethodOverrideHeader = "X-HTTP-Method-Override"

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// tusd turns a POST carrying X-HTTP-Method-Override into the method it names, after
	// this handler has seen the request: a POST "overridden" to PATCH or HEAD would reach
	// an upload without the owner check below. The header is refused outright rather than
	// read the way tusd reads it, so that the method checked here is the one tusd uses
	// whatever a later tusd does with the header (a present but empty one included); no
	// client of the site sends it (tus-js-client only with overridePatchMethod).
	if _, ok := r.Header[http.CanonicalHeaderKey(MethodOverrideHeader)]; ok {
		writePlain(w, http.StatusBadRequest, "ERR_METHOD_OVERRIDE: "+MethodOverrideHeader+" is not accepted: send the method itself")
		return
	}
	switch r.Method {
	case http.MethodOptions:
		// Set as the answer starts: tusd writes its own Tus-Extension (without checksum).
		w = announce{w, h.maxFile}
	case http.MethodPost:
		// A creation goes to the pre-create hook; tusd refuses a POST to an upload's address.
	case http.MethodPatch, http.MethodHead:
		ctx, err := h.authorize(r)
		if err != nil {
			h.fail(w, r, err)
			return
		}
		r = r.WithContext(ctx)
		if r.Method == http.MethodPatch && r.Header.Get("Upload-Checksum") != "" {
			h.patchChecked(w, r)
			return
		}
	default:
		// Downloads and termination are off; nothing else reaches tusd.
		w.Header().Set("Allow", "OPTIONS, POST, HEAD, PATCH")
		writePlain(w, http.StatusMethodNotAllowed, "ERR_METHOD_NOT_ALLOWED: method not allowed")
		return
	}
	h.tus.ServeHTTP(relativeLocation{w, h.base}, r)
}

// authorize admits a HEAD or PATCH of the upload its path names, and answers the context
// that lets the store open that upload and no other (tusstore.Authorized). The id is read
// as tusd reads it (the decoded path without its slashes) and must be the whole storage
// name of the row the Admission admitted: tusstore.RowID reads only what precedes a '+',
// so "<own id>+%2F..%2F<other id>" names the caller's row while tusd's file store would
// open the other upload. Anyone else's, malformed or unknown id answers 404.
func (h *Handler) authorize(r *http.Request) (context.Context, error) {
	id := strings.Trim(r.URL.Path, "/")
	rowID, err := tusstore.RowID(id)
	if err != nil || !tusstore.WellFormed(id) {
		return nil, resumable.ErrNotFound
	}
	ctx, tusID, err := h.adm.Authorize(r, rowID)
	if err != nil {
		return nil, err
	}
	if tusID == "" || tusID != id {
		return nil, resumable.ErrNotFound
	}
	return tusstore.Authorized(ctx, tusID), nil
}

// relativeLocation answers the new upload's address as a path: tusd writes an absolute
// URL from the request's Host and scheme, which behind a TLS proxy would say http.
type relativeLocation struct {
	http.ResponseWriter
	base string
}

func (w relativeLocation) WriteHeader(status int) {
	if loc := w.Header().Get("Location"); loc != "" {
		if i := strings.Index(loc, w.base); i > 0 {
			w.Header().Set("Location", loc[i:])
		}
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w relativeLocation) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// announce answers an OPTIONS with the extensions this handler adds to tusd's.
type announce struct {
	http.ResponseWriter
	maxFile int64
}

func (w announce) WriteHeader(status int) {
	h := w.Header()
	h.Set("Tus-Extension", "creation,creation-with-upload,checksum")
	h.Set("Tus-Checksum-Algorithm", "sha256")
	// tusd's own size check would answer before the hook, without naming the cap.
	h.Set("Tus-Max-Size", strconv.FormatInt(w.maxFile, 10))
	w.ResponseWriter.WriteHeader(status)
}

func (w announce) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// preCreate admits a new upload and names it, before any byte is stored.
func (h *Handler) preCreate(ev handler.HookEvent) (handler.HTTPResponse, handler.FileInfoChanges, error) {
	id, err := h.adm.Start(hookRequest(ev), Begin{Meta: ev.Upload.MetaData, Size: ev.Upload.Size, SizeDeferred: ev.Upload.SizeIsDeferred})
	if err != nil {
		return handler.HTTPResponse{}, handler.FileInfoChanges{}, h.tusError(err)
	}
	return handler.HTTPResponse{Header: handler.HTTPHeader{"Gusset-Upload-Id": id.String()}}, handler.FileInfoChanges{ID: id.String()}, nil
}

// finished claims an upload whose last bytes just arrived, before the answer: the
// client's success means the upload is claimed.
func (h *Handler) finished(ev handler.HookEvent) (handler.HTTPResponse, error) {
	id, err := tusstore.RowID(ev.Upload.ID)
	if err != nil {
		return handler.HTTPResponse{}, h.tusError(err)
	}
	hdr, err := h.adm.Finished(hookRequest(ev), id)
	if err != nil {
		return handler.HTTPResponse{}, h.tusError(err)
	}
	return handler.HTTPResponse{Header: hdr}, nil
}

// hookRequest is the request of a hook's event as the Admission reads it.
func hookRequest(ev handler.HookEvent) *http.Request {
	hr := ev.HTTPRequest
	return (&http.Request{RemoteAddr: hr.RemoteAddr, Header: hr.Header, Method: hr.Method}).WithContext(ev.Context)
}

// tusError is err as tusd answers it: the status of its kind, the message people read.
func (h *Handler) tusError(err error) error {
	status, code, msg := h.classify(err)
	if status >= 500 {
		h.log.Error("an upload", "err", err)
	}
	e := handler.NewError(code, msg, status)
	var r apperr.Retrier
	if errors.As(err, &r) {
		e.HTTPResponse.Header["Retry-After"] = retryAfter(r)
	}
	return e
}

func (h *Handler) classify(err error) (int, string, string) {
	var verr *validate.Error
	switch {
	case errors.As(err, &verr):
		msg := err.Error()
		if len(verr.Violations) > 0 {
			msg = verr.Violations[0].Message
		}
		return http.StatusBadRequest, "ERR_INVALID", msg
	case errors.Is(err, apperr.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, "ERR_MAX_SIZE_EXCEEDED", err.Error()
	case errors.Is(err, apperr.ErrRateLimited):
		return http.StatusTooManyRequests, "ERR_RATE_LIMITED", err.Error()
	case errors.Is(err, apperr.ErrNotFound):
		return http.StatusNotFound, "ERR_UPLOAD_NOT_FOUND", "upload not found"
	case errors.Is(err, apperr.ErrUnauthenticated):
		return http.StatusUnauthorized, "ERR_UNAUTHENTICATED", err.Error()
	case errors.Is(err, apperr.ErrConflict), errors.Is(err, apperr.ErrFailedPrecondition):
		return http.StatusConflict, "ERR_CONFLICT", err.Error()
	case errors.Is(err, apperr.ErrPermissionDenied):
		return http.StatusForbidden, "ERR_PERMISSION_DENIED", err.Error()
	default:
		return http.StatusInternalServerError, "ERR_INTERNAL", "internal error"
	}
}

func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	status, code, msg := h.classify(err)
	if status >= 500 {
		errmap.WriteError(w, h.log, "tus", err)
		return
	}
	w.Header().Set("Tus-Resumable", "1.0.0")
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(code + ": " + msg + "\n"))
}

func retryAfter(r apperr.Retrier) string {
	return strconv.FormatInt(int64(r.RetryDelay().Seconds()+0.999), 10)
}
