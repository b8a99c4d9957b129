// Package tracing sends OpenTelemetry traces of the Connect handlers and the database
// queries to an OTLP/HTTP collector, when one is configured. With none configured no
// tracer provider exists: the handlers are not wrapped and queries start no spans.
package tracing

import (
	"context"
	"fmt"
	"strings"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.40.0"
	"go.opentelemetry.io/otel/trace"
)

// DefaultServiceName names the service in the traces unless OTEL_SERVICE_NAME does.
const DefaultServiceName = "gusset"

// Config is the exporter's settings, read from the standard OpenTelemetry variables.
type Config struct {
	// TracesURL is where spans are posted: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given,
	// else OTEL_EXPORTER_OTLP_ENDPOINT + "/v1/traces"; empty exports nothing.
	TracesURL   string
	ServiceName string
}

// ConfigFromEnv reads the standard variables through getenv.
func ConfigFromEnv(getenv func(string) string) Config {
	c := Config{TracesURL: getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"), ServiceName: getenv("OTEL_SERVICE_NAME")}
	if c.TracesURL == "" {
		if base := getenv("OTEL_EXPORTER_OTLP_ENDPOINT"); base != "" {
			c.TracesURL = strings.TrimSuffix(base, "/") + "/v1/traces"
		}
	}
	if c.ServiceName == "" {
		c.ServiceName = DefaultServiceName
	}
	return c
}

// Enabled reports whether an exporter is configured.
func (c Config) Enabled() bool { return c.TracesURL != "" }

// Propagator reads and writes W3C trace context and baggage headers.
func Propagator() propagation.TextMapPropagator {
	return propagation.NewCompositeTextMapPropagator(propagation.TraceContext{}, propagation.Baggage{})
}

// Start returns the tracer provider exporting to c.TracesURL in batches, and the
// shutdown that flushes what is pending. When c is not enabled it returns a nil provider
// and a shutdown that does nothing. The exporter's other standard variables
// (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, ...) and the sampler's (OTEL_TRACES_SAMPLER)
// are read by the SDK itself.
func Start(ctx context.Context, c Config) (trace.TracerProvider, func(context.Context) error, error) {
	if !c.Enabled() {
		return nil, func(context.Context) error { return nil }, nil
	}
	exp, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(c.TracesURL))
	if err != nil {
		return nil, nil, fmt.Errorf("OTLP trace exporter: %w", err)
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(semconv.ServiceName(c.ServiceName)))
	if err != nil {
		return nil, nil, fmt.Errorf("trace resource: %w", err)
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	return tp, tp.Shutdown, nil
}
