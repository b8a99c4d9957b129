package errmap_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/files"
)

func TestDomainErrorsGetTheCodeOfTheirKind(t *testing.T) {
	tests := []struct {
		name           string
		err            error
		wantCode       connect.Code
		wantMessage    string
		wantRetryAfter string
	}{
		{"wrong credentials are unauthenticated", auth.ErrInvalidCredentials, connect.CodeUnauthenticated, "invalid username or password", ""},
		{"a missing session is unauthenticated", auth.ErrUnauthenticated, connect.CodeUnauthenticated, "sign-in required: the session is missing, expired or revoked", ""},
		{"a sign-in lockout is resource exhausted and says when to retry", &auth.RateLimitedError{RetryAfter: 89200 * time.Millisecond}, connect.CodeResourceExhausted, "too many failed sign-in attempts: try again in 1m29s", "90"},
		{"an unknown staff user is not found", auth.ErrUserNotFound, connect.CodeNotFound, "staff user not found", ""},
		{"a taken username already exists", auth.ErrUsernameTaken, connect.CodeAlreadyExists, "a staff user with that username already exists", ""},
		{"a wrapped not-found of another domain is not found", fmt.Errorf("apply: %w", careers.ErrJobNotFound), connect.CodeNotFound, "apply: job not found", ""},
		{"a file over its cap is out of range", fmt.Errorf("%w: the file is larger than the 10 MB limit", files.ErrTooLarge), connect.CodeOutOfRange, "file too large: the file is larger than the 10 MB limit", ""},
		{"a canceled call is canceled", context.Canceled, connect.CodeCanceled, "context canceled", ""},
		{"an error of no kind is internal and reveals nothing", errors.New("connection refused to 10.0.0.5"), connect.CodeInternal, "internal error", ""},
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var cerr *connect.Error
			if !errors.As(errmap.ToConnect(context.Background(), log, "test", tt.err), &cerr) {
				t.Fatalf("ToConnect(%v) is not a Connect error", tt.err)
			}
			if got, want := cerr.Code(), tt.wantCode; got != want {
				t.Errorf("code = %v, want %v", got, want)
			}
			if got, want := cerr.Message(), tt.wantMessage; got != want {
				t.Errorf("message = %q, want %q", got, want)
			}
			if got, want := cerr.Meta().Get("Retry-After"), tt.wantRetryAfter; got != want {
				t.Errorf("Retry-After = %q, want %q", got, want)
			}
		})
	}
}

// TestReasonsTravelAsErrorInfo: an error a client must tell apart (re-authentication
// required) carries its reason as a google.rpc.ErrorInfo detail in Connect, and as
// "reason" in the JSON of the REST shim and the plain HTTP routes, with HTTP 412.
func TestReasonsTravelAsErrorInfo(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var cerr *connect.Error
	if !errors.As(errmap.ToConnect(context.Background(), log, "test", auth.ErrReauthRequired), &cerr) {
		t.Fatal("ToConnect(ErrReauthRequired) is not a Connect error")
	}
	if got, want := cerr.Code(), connect.CodeFailedPrecondition; got != want {
		t.Errorf("code = %v, want %v", got, want)
	}
	var reason, domain string
	for _, d := range cerr.Details() {
		if v, err := d.Value(); err == nil {
			if info, ok := v.(*errdetails.ErrorInfo); ok {
				reason, domain = info.GetReason(), info.GetDomain()
			}
		}
	}
	if reason != auth.ReauthReason || domain != errmap.ReasonDomain {
		t.Errorf("ErrorInfo = %q in %q, want %q in %q", reason, domain, auth.ReauthReason, errmap.ReasonDomain)
	}

	rec := httptest.NewRecorder()
	errmap.WriteError(rec, log, "test", auth.ErrReauthRequired)
	var body errmap.ErrorBody
	if err := json.NewDecoder(rec.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	if got, want := rec.Code, http.StatusPreconditionFailed; got != want {
		t.Errorf("HTTP status = %d, want %d", got, want)
	}
	if got, want := body.Error.Reason, auth.ReauthReason; got != want {
		t.Errorf("JSON reason = %q, want %q", got, want)
	}

	if errors.As(errmap.ToConnect(context.Background(), log, "test", auth.ErrLastActiveStaff), &cerr) && len(cerr.Details()) != 0 {
		t.Errorf("another failed precondition has details %v, want none", cerr.Details())
	}
}
