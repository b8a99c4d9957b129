package tracing

import (
	"context"
	"strings"

	"connectrpc.com/connect"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"
)

// instrumentation names the tracers this package's spans come from.
const instrumentation = "github.com/gusset/gusset/internal/tracing"

// Attribute keys as OpenTelemetry's RPC conventions (and otelconnect) spell them.
const (
	keyRPCSystem   = attribute.Key("rpc.system")
	keyRPCService  = attribute.Key("rpc.service")
	keyRPCMethod   = attribute.Key("rpc.method")
	keyConnectCode = attribute.Key("rpc.connect_rpc.error_code")
)

// Interceptor starts a server span for each Connect call handled (unary and streaming),
// named after its procedure, continuing the caller's trace when the request headers
// carry one (prop, e.g. W3C traceparent). connect-go v1's otelconnect needs connect v2,
// hence this small one.
func Interceptor(tp trace.TracerProvider, prop propagation.TextMapPropagator) connect.Interceptor {
	return &interceptor{tracer: tp.Tracer(instrumentation), prop: prop}
}

type interceptor struct {
	tracer trace.Tracer
	prop   propagation.TextMapPropagator
}

func (i *interceptor) WrapUnary(next connect.UnaryFunc) connect.UnaryFunc {
	return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
		if req.Spec().IsClient {
			return next(ctx, req)
		}
		ctx, span := i.start(ctx, req.Spec().Procedure, req.Header())
		res, err := next(ctx, req)
		end(span, err)
		return res, err
	}
}

// WrapStreamingClient leaves outgoing streams alone: the server makes none.
func (i *interceptor) WrapStreamingClient(next connect.StreamingClientFunc) connect.StreamingClientFunc {
	return next
}

func (i *interceptor) WrapStreamingHandler(next connect.StreamingHandlerFunc) connect.StreamingHandlerFunc {
	return func(ctx context.Context, conn connect.StreamingHandlerConn) error {
		ctx, span := i.start(ctx, conn.Spec().Procedure, conn.RequestHeader())
		err := next(ctx, conn)
		end(span, err)
		return err
	}
}

func (i *interceptor) start(ctx context.Context, procedure string, header map[string][]string) (context.Context, trace.Span) {
	ctx = i.prop.Extract(ctx, propagation.HeaderCarrier(header))
	name := strings.TrimPrefix(procedure, "/")
	service, method, _ := strings.Cut(name, "/")
	return i.tracer.Start(ctx, name, trace.WithSpanKind(trace.SpanKindServer), trace.WithAttributes(
		keyRPCSystem.String("connect_rpc"), keyRPCService.String(service), keyRPCMethod.String(method)))
}

// end records err's Connect code; only the codes that mean the server failed mark the
// span as an error (a client's mistake is not the server's).
func end(span trace.Span, err error) {
	if err != nil {
		code := connect.CodeOf(err)
		span.SetAttributes(keyConnectCode.String(code.String()))
		switch code {
		case connect.CodeUnknown, connect.CodeDeadlineExceeded, connect.CodeUnimplemented,
			connect.CodeInternal, connect.CodeUnavailable, connect.CodeDataLoss:
			span.SetStatus(codes.Error, code.String())
		}
	}
	span.End()
}
