package requestid_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"go.opentelemetry.io/otel/trace"

	"github.com/gusset/gusset/internal/requestid"
)

func TestMiddleware(t *testing.T) {
	tests := []struct {
		name     string
		incoming string
		wantKept bool
	}{
		{"a sane incoming id is kept", "3f2a9c1e-load-balancer", true},
		{"a UUID is kept", "0b5f8c52-7f6e-4a51-9c1c-0d7e9a1b2c3d", true},
		{"an id with spaces is replaced", "a b", false},
		{"an id with a quote is replaced", `x"y`, false},
		{"an id over 128 characters is replaced", strings.Repeat("a", 129), false},
		{"a missing id is generated", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var seen string
			h := requestid.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				seen = requestid.From(r.Context())
				http.Error(w, "nope", http.StatusTeapot)
			}))
			r := httptest.NewRequest("GET", "/", nil)
			if tt.incoming != "" {
				r.Header.Set(requestid.Header, tt.incoming)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			got := rec.Header().Get(requestid.Header)
			if got != seen || got == "" {
				t.Fatalf("response id %q, context id %q: want the same, non-empty", got, seen)
			}
			if kept := got == tt.incoming; kept != tt.wantKept {
				t.Errorf("id %q for incoming %q: kept = %v, want %v", got, tt.incoming, kept, tt.wantKept)
			}
			if !requestid.Sane(got) {
				t.Errorf("id %q is not sane", got)
			}
		})
	}
}

func TestGeneratedIDsDiffer(t *testing.T) {
	if a, b := requestid.New(), requestid.New(); a == b {
		t.Errorf("two generated ids are both %q", a)
	}
}

func TestHandlerAddsTheIDToEveryLineOfTheRequest(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(requestid.NewHandler(slog.NewJSONHandler(&buf, nil))).With("component", "test")
	ctx := requestid.With(t.Context(), "req-42")
	log.InfoContext(ctx, "one")
	log.ErrorContext(ctx, "two", "err", "boom")
	log.Info("outside any request")
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %d lines, want 3", len(lines))
	}
	for i, want := range []string{"req-42", "req-42", ""} {
		var rec map[string]any
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
			t.Fatal(err)
		}
		got, _ := rec["request_id"].(string)
		if got != want {
			t.Errorf("line %d request_id = %q, want %q", i+1, got, want)
		}
	}
}

func TestHandlerAddsTheTraceIDInATrace(t *testing.T) {
	tid, _ := trace.TraceIDFromHex("4bf92f3577b34da6a3ce929d0e0e4736")
	sid, _ := trace.SpanIDFromHex("00f067aa0ba902b7")
	traced := trace.ContextWithSpanContext(t.Context(), trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: sid}))
	tests := []struct {
		name string
		ctx  context.Context
		want string
	}{
		{"a line logged in a trace carries its id", traced, "4bf92f3577b34da6a3ce929d0e0e4736"},
		{"a line logged outside any trace carries none", t.Context(), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			slog.New(requestid.NewHandler(slog.NewJSONHandler(&buf, nil))).InfoContext(tt.ctx, "x")
			var rec map[string]any
			if err := json.Unmarshal(buf.Bytes(), &rec); err != nil {
				t.Fatal(err)
			}
			if got, _ := rec["trace_id"].(string); got != tt.want {
				t.Errorf("trace_id = %q, want %q", got, tt.want)
			}
		})
	}
}
