// Package errmap turns domain errors into protocol errors: one table from error kinds
// to Connect codes, one from Connect codes to HTTP statuses (REST shim, uploads, files).
package errmap

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strconv"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/dbfault"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/validate"
)

// connectCodes maps kinds of error (apperr's, and the context's) to Connect codes.
// Errors of no listed kind are internal: logged, and answered with a message that reveals
// nothing.
var connectCodes = []struct {
	err  error
	code connect.Code
}{
	{apperr.ErrNotFound, connect.CodeNotFound},
	{apperr.ErrConflict, connect.CodeAlreadyExists},
	{apperr.ErrUnauthenticated, connect.CodeUnauthenticated},
	{apperr.ErrRateLimited, connect.CodeResourceExhausted},
	{apperr.ErrTooLarge, connect.CodeOutOfRange},
	{apperr.ErrGone, connect.CodeFailedPrecondition},
	{apperr.ErrUnavailable, connect.CodeUnavailable},
	{apperr.ErrPermissionDenied, connect.CodePermissionDenied},
	{apperr.ErrFailedPrecondition, connect.CodeFailedPrecondition},
	{apperr.ErrAborted, connect.CodeAborted},
	{context.Canceled, connect.CodeCanceled},
	{context.DeadlineExceeded, connect.CodeDeadlineExceeded},
}

// ReasonDomain is the google.rpc.ErrorInfo domain of the reasons Gusset gives
// (apperr.Reasoner), such as "REAUTH_REQUIRED".
const ReasonDomain = "gusset"

// httpStatuses maps Connect codes to HTTP statuses.
var httpStatuses = map[connect.Code]int{
	connect.CodeCanceled:           499,
	connect.CodeInvalidArgument:    http.StatusBadRequest,
	connect.CodeDeadlineExceeded:   http.StatusGatewayTimeout,
	connect.CodeNotFound:           http.StatusNotFound,
	connect.CodeAlreadyExists:      http.StatusConflict,
	connect.CodePermissionDenied:   http.StatusForbidden,
	connect.CodeResourceExhausted:  http.StatusTooManyRequests,
	connect.CodeFailedPrecondition: http.StatusPreconditionFailed,
	connect.CodeAborted:            http.StatusConflict,
	connect.CodeOutOfRange:         http.StatusRequestEntityTooLarge,
	connect.CodeUnimplemented:      http.StatusNotImplemented,
	connect.CodeUnavailable:        http.StatusServiceUnavailable,
	connect.CodeUnauthenticated:    http.StatusUnauthorized,
}

// MsgUnavailable answers a request that failed because the database could not be reached.
const MsgUnavailable = "The service is temporarily unavailable. Please try again shortly."

// ToConnect turns err into a Connect error with the matching code. Field violations
// travel as google.rpc.BadRequest details; a rate limit as a Retry-After header.
func ToConnect(ctx context.Context, log *slog.Logger, where string, err error) error {
	if err == nil {
		return nil
	}
	var ce *connect.Error
	if errors.As(err, &ce) {
		return ce
	}
	var verr *validate.Error
	if errors.As(err, &verr) {
		code := connect.CodeInvalidArgument
		for _, e := range connectCodes {
			if verr.Kind != nil && errors.Is(verr.Kind, e.err) {
				code = e.code
				break
			}
		}
		cerr := connect.NewError(code, verr)
		br := &errdetails.BadRequest{}
		for _, v := range verr.Violations {
			br.FieldViolations = append(br.FieldViolations, &errdetails.BadRequest_FieldViolation{Field: v.Field, Description: v.Message})
		}
		if detail, derr := connect.NewErrorDetail(br); derr == nil {
			cerr.AddDetail(detail)
		}
		return cerr
	}
	for _, e := range connectCodes {
		if errors.Is(err, e.err) {
			cerr := connect.NewError(e.code, err)
			var r apperr.Retrier
			if errors.As(err, &r) {
				secs := int64(r.RetryDelay().Seconds() + 0.999)
				cerr.Meta().Set("Retry-After", strconv.FormatInt(secs, 10))
			}
			var reason apperr.Reasoner
			if errors.As(err, &reason) {
				if detail, derr := connect.NewErrorDetail(&errdetails.ErrorInfo{Reason: reason.Reason(), Domain: ReasonDomain}); derr == nil {
					cerr.AddDetail(detail)
				}
			}
			return cerr
		}
	}
	if dbfault.Unavailable(err) {
		// Not a bug: the database is down or restarting. The client may retry.
		log.WarnContext(ctx, "database unavailable", "where", where, "err", err)
		cerr := connect.NewError(connect.CodeUnavailable, errors.New(MsgUnavailable)) //nolint:staticcheck // ST1005: a sentence shown to people, not an error to wrap
		cerr.Meta().Set("Retry-After", "1")
		return cerr
	}
	log.ErrorContext(ctx, "internal error", "where", where, "err", err)
	return connect.NewError(connect.CodeInternal, errors.New("internal error"))
}

// HTTPStatus is the HTTP status of a Connect code.
func HTTPStatus(code connect.Code) int {
	if s, ok := httpStatuses[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// ErrorBody is the JSON shape of every HTTP error answer outside the Connect protocol.
type ErrorBody struct {
	Error ErrorInfo `json:"error"`
}

// ErrorInfo describes an error.
type ErrorInfo struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// Reason tells apart an error a client must handle on its own (the ErrorInfo
	// reason of a Connect error, such as "REAUTH_REQUIRED").
	Reason string       `json:"reason,omitempty"`
	Fields []FieldError `json:"fields,omitempty"`
}

// FieldError is one bad field.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// WriteError answers err (a domain or Connect error) as JSON with its HTTP status. What
// it logs carries the request id that the server's middleware put on the answer.
func WriteError(w http.ResponseWriter, log *slog.Logger, where string, err error) {
	ctx := context.Background()
	if id := w.Header().Get(requestid.Header); id != "" {
		ctx = requestid.With(ctx, id)
	}
	cerr := new(connect.Error)
	if !errors.As(ToConnect(ctx, log, where, err), &cerr) {
		cerr = connect.NewError(connect.CodeInternal, errors.New("internal error"))
	}
	info := ErrorInfo{Code: cerr.Code().String(), Message: cerr.Message()}
	for _, d := range cerr.Details() {
		if v, err := d.Value(); err == nil {
			if ei, ok := v.(*errdetails.ErrorInfo); ok {
				info.Reason = ei.GetReason()
			}
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					info.Fields = append(info.Fields, FieldError{Field: fv.GetField(), Message: fv.GetDescription()})
				}
			}
		}
	}
	if ra := cerr.Meta().Get("Retry-After"); ra != "" {
		w.Header().Set("Retry-After", ra)
	}
	WriteJSON(w, HTTPStatus(cerr.Code()), ErrorBody{Error: info})
}

// WriteJSON answers v as JSON.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
