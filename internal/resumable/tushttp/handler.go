// Package tushttp serves the visitors' resumable uploads over the tus 1.0 protocol
// (github.com/tus/tusd/v2's handler) behind the site's own rules: the pre-create hook
// admits an upload (challenge, per-address limits, caps: resumable.Service.Start), every
// later request must carry the owner token that started it, downloads and termination
// are off (files are never public), and the checksum extension is added (checksum.go).
package tushttp

import (
	"errors"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/tus/tusd/v2/pkg/handler"
	expslog "golang.org/x/exp/slog"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/tusstore"
	"github.com/gusset/gusset/internal/validate"
)

// BasePath is where the uploads are served.
const BasePath = "/uploads/tus/"

// Handler serves BasePath (mounted with the prefix stripped up to its last slash).
type Handler struct {
	svc *resumable.Service
	tus *handler.Handler
	log *slog.Logger
	// maxChecked is the largest PATCH body with an Upload-Checksum (held in a temporary
	// file until it is verified).
	maxChecked int64
}

// New returns the handler over the service and its storage.
func New(svc *resumable.Service, store *tusstore.Store, log *slog.Logger) (*Handler, error) {
	h := &Handler{svc: svc, log: log, maxChecked: 256 << 20}
	tus, err := handler.NewHandler(handler.Config{
		BasePath:                BasePath,
		StoreComposer:           store.Composer(),
		DisableDownload:         true,
		DisableTermination:      true,
		DisableConcatenation:    true,
		Cors:                    &handler.CorsConfig{Disable: true},
		PreUploadCreateCallback: h.preCreate,
		// tusd logs every request at info; only its warnings and errors reach stderr.
		Logger: expslog.New(expslog.NewJSONHandler(os.Stderr, &expslog.HandlerOptions{Level: expslog.LevelWarn})),
	})
	if err != nil {
		return nil, err
	}
	h.tus = tus
	return h, nil
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodOptions {
		w.Header().Set("Tus-Extension", "creation,creation-with-upload,checksum")
		w.Header().Set("Tus-Checksum-Algorithm", "sha256")
		// tusd's own size check would answer before the hook, without naming the cap.
		w.Header().Set("Tus-Max-Size", strconv.FormatInt(h.svc.Config().MaxFile, 10))
	}
	switch r.Method {
	case http.MethodPatch, http.MethodHead:
		id := strings.TrimPrefix(r.URL.Path, "/")
		rowID, err := tusstore.RowID(id)
		if err == nil {
			_, err = h.svc.Authorize(r.Context(), rowID.String(), r.Header.Get(resumable.OwnerHeader))
		}
		if err != nil {
			h.fail(w, r, err)
			return
		}
		if r.Method == http.MethodPatch && r.Header.Get("Upload-Checksum") != "" {
			h.patchChecked(w, r)
			return
		}
	}
	// A POST goes to the pre-create hook, which reads the client's address as the site
	// sees it: clientaddr has already put a trusted proxy's client in RemoteAddr.
	h.tus.ServeHTTP(relativeLocation{w}, r)
}

// relativeLocation answers the new upload's address as a path: tusd writes an absolute
// URL from the request's Host and scheme, which behind a TLS proxy would say http.
type relativeLocation struct{ http.ResponseWriter }

func (w relativeLocation) WriteHeader(status int) {
	if loc := w.Header().Get("Location"); loc != "" {
		if i := strings.Index(loc, BasePath); i > 0 {
			w.Header().Set("Location", loc[i:])
		}
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w relativeLocation) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// preCreate admits a new upload and names it, before any byte is stored.
func (h *Handler) preCreate(ev handler.HookEvent) (handler.HTTPResponse, handler.FileInfoChanges, error) {
	hr := ev.HTTPRequest
	id, err := h.svc.Start(ev.Context, resumable.Begin{
		Remote: hr.RemoteAddr, Owner: hr.Header.Get(resumable.OwnerHeader), Challenge: hr.Header.Get(abuse.ChallengeHeader),
		Name: ev.Upload.MetaData["filename"], Type: ev.Upload.MetaData["filetype"],
		Size: ev.Upload.Size, SizeDeferred: ev.Upload.SizeIsDeferred,
	})
	if err != nil {
		return handler.HTTPResponse{}, handler.FileInfoChanges{}, h.tusError(err)
	}
	return handler.HTTPResponse{Header: handler.HTTPHeader{"Gusset-Upload-Id": id.String()}}, handler.FileInfoChanges{ID: id.String()}, nil
}

// tusError is err as tusd answers it: the status of its kind, the message people read.
func (h *Handler) tusError(err error) error {
	status, code, msg := h.classify(err)
	if status >= 500 {
		h.log.Error("starting an upload", "err", err)
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
