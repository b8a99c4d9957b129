package rpc

import (
	"context"
	"errors"
	"log/slog"
	"strconv"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/validate"
)

// errorCodes is the one table from domain errors to Connect codes. Errors not listed are
// internal: logged, and answered with a message that reveals nothing.
var errorCodes = []struct {
	err  error
	code connect.Code
}{
	{auth.ErrInvalidCredentials, connect.CodeUnauthenticated},
	{auth.ErrUnauthenticated, connect.CodeUnauthenticated},
	{auth.ErrRateLimited, connect.CodeResourceExhausted},
	{auth.ErrUserNotFound, connect.CodeNotFound},
	{auth.ErrUsernameTaken, connect.CodeAlreadyExists},
	{context.Canceled, connect.CodeCanceled},
	{context.DeadlineExceeded, connect.CodeDeadlineExceeded},
}

// toConnect turns a domain error into a Connect error with the matching code. Field
// violations travel as google.rpc.BadRequest details; a rate limit as google.rpc.RetryInfo
// and a Retry-After header.
func toConnect(log *slog.Logger, procedure string, err error) error {
	if err == nil {
		return nil
	}
	var ce *connect.Error
	if errors.As(err, &ce) {
		return ce
	}
	var verr *validate.Error
	if errors.As(err, &verr) {
		cerr := connect.NewError(connect.CodeInvalidArgument, verr)
		br := &errdetails.BadRequest{}
		for _, v := range verr.Violations {
			br.FieldViolations = append(br.FieldViolations, &errdetails.BadRequest_FieldViolation{Field: v.Field, Description: v.Message})
		}
		if detail, derr := connect.NewErrorDetail(br); derr == nil {
			cerr.AddDetail(detail)
		}
		return cerr
	}
	for _, e := range errorCodes {
		if errors.Is(err, e.err) {
			cerr := connect.NewError(e.code, err)
			var rl *auth.RateLimitedError
			if errors.As(err, &rl) {
				secs := int64(rl.RetryAfter.Seconds() + 0.999)
				cerr.Meta().Set("Retry-After", strconv.FormatInt(secs, 10))
			}
			return cerr
		}
	}
	log.Error("internal error", "procedure", procedure, "err", err)
	return connect.NewError(connect.CodeInternal, errors.New("internal error"))
}
