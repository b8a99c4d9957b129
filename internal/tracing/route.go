package tracing

import (
	"context"

	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/embedded"
)

// FromContext is a tracer provider whose spans go wherever the context's current span
// came from: a database query in a traced request becomes that request's child on the
// same provider, and starts nothing (a non-recording span) outside one. The pool is
// built before, and without, any provider, and parallel tests each keep their own.
var FromContext trace.TracerProvider = fromContext{}

type fromContext struct{ embedded.TracerProvider }

func (fromContext) Tracer(name string, opts ...trace.TracerOption) trace.Tracer {
	return routedTracer{name: name, opts: opts}
}

type routedTracer struct {
	embedded.Tracer
	name string
	opts []trace.TracerOption
}

func (t routedTracer) Start(ctx context.Context, name string, opts ...trace.SpanStartOption) (context.Context, trace.Span) {
	return trace.SpanFromContext(ctx).TracerProvider().Tracer(t.name, t.opts...).Start(ctx, name, opts...)
}
