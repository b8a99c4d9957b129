package rest

import (
	"errors"
	"net/http"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
)

// httpStatus is the one table from Connect codes to the REST shim's HTTP statuses.
var httpStatus = map[connect.Code]int{
	connect.CodeCanceled:           499,
	connect.CodeInvalidArgument:    http.StatusBadRequest,
	connect.CodeDeadlineExceeded:   http.StatusGatewayTimeout,
	connect.CodeNotFound:           http.StatusNotFound,
	connect.CodeAlreadyExists:      http.StatusConflict,
	connect.CodePermissionDenied:   http.StatusForbidden,
	connect.CodeResourceExhausted:  http.StatusTooManyRequests,
	connect.CodeFailedPrecondition: http.StatusPreconditionFailed,
	connect.CodeAborted:            http.StatusConflict,
	connect.CodeOutOfRange:         http.StatusBadRequest,
	connect.CodeUnimplemented:      http.StatusNotImplemented,
	connect.CodeUnavailable:        http.StatusServiceUnavailable,
	connect.CodeUnauthenticated:    http.StatusUnauthorized,
}

type errorBody struct {
	Error errorInfo `json:"error"`
}

type errorInfo struct {
	Code    string       `json:"code"`
	Message string       `json:"message"`
	Fields  []fieldError `json:"fields,omitempty"`
}

type fieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// writeError answers err as JSON with the status of its Connect code.
func writeError(w http.ResponseWriter, err error) {
	cerr := new(connect.Error)
	if !errors.As(err, &cerr) {
		cerr = connect.NewError(connect.CodeInternal, errors.New("internal error"))
	}
	status, ok := httpStatus[cerr.Code()]
	if !ok {
		status = http.StatusInternalServerError
	}
	info := errorInfo{Code: cerr.Code().String(), Message: cerr.Message()}
	for _, d := range cerr.Details() {
		if v, err := d.Value(); err == nil {
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					info.Fields = append(info.Fields, fieldError{Field: fv.GetField(), Message: fv.GetDescription()})
				}
			}
		}
	}
	if ra := cerr.Meta().Get("Retry-After"); ra != "" {
		w.Header().Set("Retry-After", ra)
	}
	writeJSON(w, status, errorBody{Error: info})
}

// badRequest answers a body the shim could not read.
func badRequest(w http.ResponseWriter, message string) {
	writeJSON(w, http.StatusBadRequest, errorBody{Error: errorInfo{Code: connect.CodeInvalidArgument.String(), Message: message}})
}
