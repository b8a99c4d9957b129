package database

import (
	"context"
	"strings"

	"github.com/exaring/otelpgx"
	metricnoop "go.opentelemetry.io/otel/metric/noop"

	"github.com/gusset/gusset/internal/tracing"
)

// queryTracer makes a client span per query, pool acquire and new connection, as a
// child of the traced request in the context (tracing.FromContext): outside a traced
// request it starts none. Spans carry db.system.name=postgresql and the SQL text, never
// its arguments (otelpgx leaves them out unless asked).
func queryTracer() *otelpgx.Tracer {
	return otelpgx.NewTracer(
		otelpgx.WithTracerProvider(tracing.FromContext),
		// Pool and query metrics are Prometheus's (internal/metrics); no global meter.
		otelpgx.WithMeterProvider(metricnoop.NewMeterProvider()),
		otelpgx.WithSpanNameFunc(queryName),
	)
}

// queryName names a query's span: sqlc's "-- name: PostList :many" gives PostList, any
// other statement its first word (SELECT, BEGIN, ...).
func queryName(sql string) string {
	if rest, ok := strings.CutPrefix(strings.TrimSpace(sql), "-- name:"); ok {
		if f := strings.Fields(rest); len(f) > 0 {
			return f[0]
		}
	}
	return otelpgx.SQLOperationName(context.Background(), sql)
}
