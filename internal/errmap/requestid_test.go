package errmap_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/gusset/gusset/internal/errmap"
	"github.com/gusset/gusset/internal/requestid"
)

func TestLoggedErrorsCarryTheRequestID(t *testing.T) {
	tests := []struct {
		name     string
		err      error
		wantCode connect.Code
	}{
		{"an internal error", errors.New("disk on fire"), connect.CodeInternal},
		{"an unreachable database", &pgconn.PgError{Code: "57P01"}, connect.CodeUnavailable},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is logged with the request id, through Connect and plain HTTP", func(t *testing.T) {
			var buf bytes.Buffer
			log := slog.New(requestid.NewHandler(slog.NewJSONHandler(&buf, nil)))
			ctx := requestid.With(context.Background(), "req-connect")
			if got := connect.CodeOf(errmap.ToConnect(ctx, log, "test", tt.err)); got != tt.wantCode {
				t.Errorf("code = %v, want %v", got, tt.wantCode)
			}
			rec := httptest.NewRecorder()
			rec.Header().Set(requestid.Header, "req-http")
			errmap.WriteError(rec, log, "test", tt.err)
			out := buf.String()
			for _, id := range []string{`"request_id":"req-connect"`, `"request_id":"req-http"`} {
				if !strings.Contains(out, id) {
					t.Errorf("log %q lacks %s", out, id)
				}
			}
		})
	}
}
