package errmap_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"connectrpc.com/connect"

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
