package tracing_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"connectrpc.com/connect"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	collectortrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/emptypb"

	"github.com/gusset/gusset/internal/tracing"
)

func TestStartExportsToTheCollectorOnShutdown(t *testing.T) {
	var mu sync.Mutex
	var got []*collectortrace.ExportTraceServiceRequest
	collector := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		var req collectortrace.ExportTraceServiceRequest
		if r.URL.Path != "/v1/traces" || proto.Unmarshal(body, &req) != nil {
			http.Error(w, "not a trace export", http.StatusBadRequest)
			return
		}
		mu.Lock()
		got = append(got, &req)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/x-protobuf")
	}))
	t.Cleanup(collector.Close)

	cfg := tracing.ConfigFromEnv(func(k string) string {
		return map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": collector.URL, "OTEL_SERVICE_NAME": "gusset-test"}[k]
	})
	tp, stop, err := tracing.Start(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, span := tp.Tracer("test").Start(t.Context(), "a span")
	span.End()
	// The batch processor holds the span; shutting down flushes it.
	if err := stop(t.Context()); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	var names, services []string
	for _, req := range got {
		for _, rs := range req.GetResourceSpans() {
			for _, a := range rs.GetResource().GetAttributes() {
				if a.GetKey() == "service.name" {
					services = append(services, a.GetValue().GetStringValue())
				}
			}
			for _, ss := range rs.GetScopeSpans() {
				for _, s := range ss.GetSpans() {
					names = append(names, s.GetName())
				}
			}
		}
	}
	if len(names) != 1 || names[0] != "a span" {
		t.Errorf("collector got spans %q, want [\"a span\"]", names)
	}
	if len(services) != 1 || services[0] != "gusset-test" {
		t.Errorf("collector got service names %q, want [\"gusset-test\"]", services)
	}
}

func TestInterceptorTracesStreamingHandlers(t *testing.T) {
	const procedure = "/test.v1.TickService/Ticks"
	tests := []struct {
		name       string
		fail       error
		wantCode   string
		wantStatus codes.Code
	}{
		{"a stream that ends well has a span without an error", nil, "", codes.Unset},
		{"a stream that fails on the server marks its span an error", connect.NewError(connect.CodeInternal, errors.New("boom")), "internal", codes.Error},
		{"a stream refused for a client's mistake records the code only", connect.NewError(connect.CodeInvalidArgument, errors.New("bad")), "invalid_argument", codes.Unset},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := tracetest.NewSpanRecorder()
			tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
			mux := http.NewServeMux()
			mux.Handle(procedure, connect.NewServerStreamHandler(procedure,
				func(ctx context.Context, _ *connect.Request[emptypb.Empty], s *connect.ServerStream[emptypb.Empty]) error {
					if !trace.SpanFromContext(ctx).IsRecording() {
						return connect.NewError(connect.CodeFailedPrecondition, errors.New("handler context has no recording span"))
					}
					if err := s.Send(&emptypb.Empty{}); err != nil {
						return err
					}
					return tt.fail
				}, connect.WithInterceptors(tracing.Interceptor(tp, tracing.Propagator()))))
			srv := httptest.NewServer(mux)
			t.Cleanup(srv.Close)

			client := connect.NewClient[emptypb.Empty, emptypb.Empty](srv.Client(), srv.URL+procedure)
			req := connect.NewRequest(&emptypb.Empty{})
			req.Header().Set("Traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
			stream, err := client.CallServerStream(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			for stream.Receive() {
			}
			if got, want := connect.CodeOf(stream.Err()), connect.CodeOf(tt.fail); (stream.Err() == nil) != (tt.fail == nil) || (tt.fail != nil && got != want) {
				t.Fatalf("stream error = %v, want %v", stream.Err(), tt.fail)
			}
			_ = stream.Close()

			spans := rec.Ended()
			if len(spans) != 1 {
				t.Fatalf("got %d spans, want 1", len(spans))
			}
			s := spans[0]
			if got, want := s.Name(), "test.v1.TickService/Ticks"; got != want {
				t.Errorf("span name = %q, want %q", got, want)
			}
			if got, want := s.SpanContext().TraceID().String(), "4bf92f3577b34da6a3ce929d0e0e4736"; got != want {
				t.Errorf("trace id = %s, want the caller's %s", got, want)
			}
			code := ""
			for _, kv := range s.Attributes() {
				if kv.Key == "rpc.connect_rpc.error_code" {
					code = kv.Value.AsString()
				}
			}
			if code != tt.wantCode {
				t.Errorf("rpc.connect_rpc.error_code = %q, want %q", code, tt.wantCode)
			}
			if got := s.Status().Code; got != tt.wantStatus {
				t.Errorf("status = %v, want %v", got, tt.wantStatus)
			}
		})
	}
}
