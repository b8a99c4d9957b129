package server_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// spanAttr answers span's attribute key as a string, or "" when it has none.
func spanAttr(span sdktrace.ReadOnlySpan, key attribute.Key) string {
	for _, kv := range span.Attributes() {
		if kv.Key == key {
			return kv.Value.String()
		}
	}
	return ""
}

// serverSpan finds the one ended server span named name; more or fewer fail the test.
func serverSpan(t *testing.T, rec *tracetest.SpanRecorder, name string) sdktrace.ReadOnlySpan {
	t.Helper()
	var found []sdktrace.ReadOnlySpan
	for _, s := range rec.Ended() {
		if s.SpanKind() == trace.SpanKindServer && s.Name() == name {
			found = append(found, s)
		}
	}
	if len(found) != 1 {
		t.Fatalf("got %d server spans named %q, want 1", len(found), name)
	}
	return found[0]
}

func TestTracesFollowConnectCallsIntoTheDatabase(t *testing.T) {
	const (
		list = "gusset.site.v1.BlogService/ListPosts"
		get  = "gusset.site.v1.BlogService/GetPost"
	)
	tests := []struct {
		name string
		// traceparent is the caller's header; "" sends none.
		traceparent string
		call        func(context.Context, sitev1connect.BlogServiceClient, string) error
		procedure   string
		wantCode    string
		wantQueries bool
	}{
		{
			name:      "a call gets a server span with its queries as child spans",
			procedure: list, wantQueries: true,
			call: func(ctx context.Context, c sitev1connect.BlogServiceClient, tp string) error {
				_, err := c.ListPosts(ctx, sitetest.Request(&sitev1.ListPostsRequest{}, tp))
				return err
			},
		},
		{
			name:        "a caller's traceparent continues its trace",
			traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
			procedure:   list, wantQueries: true,
			call: func(ctx context.Context, c sitev1connect.BlogServiceClient, tp string) error {
				_, err := c.ListPosts(ctx, sitetest.Request(&sitev1.ListPostsRequest{}, tp))
				return err
			},
		},
		{
			name:      "a failed call records its Connect code",
			procedure: get, wantCode: "not_found",
			call: func(ctx context.Context, c sitev1connect.BlogServiceClient, tp string) error {
				_, err := c.GetPost(ctx, sitetest.Request(&sitev1.GetPostRequest{Id: "00000000-0000-0000-0000-000000000000"}, tp))
				if connect.CodeOf(err) != connect.CodeNotFound {
					t.Errorf("GetPost of a missing post = %v, want not found", err)
				}
				return nil
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Each case its own recorder and site: the provider is passed, not global.
			rec := tracetest.NewSpanRecorder()
			tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
			t.Cleanup(func() { _ = tp.Shutdown(context.Background()) })
			s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) {
				d.Tracing = tp
			})
			blog := sitev1connect.NewBlogServiceClient(s.H1, s.URL)
			if err := tt.call(context.Background(), blog, tt.traceparent); err != nil {
				t.Fatal(err)
			}

			srv := serverSpan(t, rec, tt.procedure)
			service, method := "gusset.site.v1.BlogService", tt.procedure[len("gusset.site.v1.BlogService/"):]
			for key, want := range map[attribute.Key]string{
				"rpc.system": "connect_rpc", "rpc.service": service, "rpc.method": method, "rpc.connect_rpc.error_code": tt.wantCode,
			} {
				if got := spanAttr(srv, key); got != want {
					t.Errorf("server span %s = %q, want %q", key, got, want)
				}
			}
			// Neither an answer nor a client's mistake is the server's error.
			if got := srv.Status().Code; got != codes.Unset {
				t.Errorf("server span status = %v, want unset", got)
			}
			if tt.traceparent != "" {
				if got, want := srv.SpanContext().TraceID().String(), tt.traceparent[3:35]; got != want {
					t.Errorf("server span trace id = %s, want the caller's %s", got, want)
				}
				if got, want := srv.Parent().SpanID().String(), tt.traceparent[36:52]; got != want || !srv.Parent().IsRemote() {
					t.Errorf("server span parent = %s (remote %v), want the caller's span %s", got, srv.Parent().IsRemote(), want)
				}
			} else if srv.Parent().IsValid() {
				t.Errorf("server span has parent %s, want a new trace", srv.Parent().SpanID())
			}

			// The call's client spans: queries, with a statement's first prepare nested in
			// its query, each one under the server span.
			var queries []string
			inCall := map[trace.SpanID]bool{srv.SpanContext().SpanID(): true}
			var client []sdktrace.ReadOnlySpan
			for _, s := range rec.Ended() {
				if s.SpanKind() == trace.SpanKindClient && s.SpanContext().TraceID() == srv.SpanContext().TraceID() {
					client = append(client, s)
					inCall[s.SpanContext().SpanID()] = true
				}
			}
			for _, s := range client {
				if got := spanAttr(s, "db.system.name"); got != "postgresql" {
					t.Errorf("client span %q db.system.name = %q, want postgresql", s.Name(), got)
				}
				if !inCall[s.Parent().SpanID()] {
					t.Errorf("client span %q parent = %s, want the server span %s or one of its children", s.Name(), s.Parent().SpanID(), srv.SpanContext().SpanID())
				}
				for _, kv := range s.Attributes() {
					if kv.Key == "pgx.query.parameters" {
						t.Errorf("client span %q carries the query's arguments: %s", s.Name(), kv.Value.String())
					}
				}
				if s.Name() != "pool.acquire" && s.Name() != "connect" {
					queries = append(queries, s.Name())
				}
			}
			t.Logf("query spans: %v", queries)
			if tt.wantQueries && len(queries) == 0 {
				t.Errorf("no query spans in the call's trace")
			}
			for _, q := range queries {
				if q == "UNKNOWN" || q == "" {
					t.Errorf("query span named %q, want the sqlc name or the statement's first word", q)
				}
			}
		})
	}
}
