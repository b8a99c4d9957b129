package database

import (
	"context"
	"strings"

	"github.com/exaring/otelpgx"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	metricnoop "go.opentelemetry.io/otel/metric/noop"
	"go.opentelemetry.io/otel/trace"

	"github.com/gusset/gusset/internal/readset"
	"github.com/gusset/gusset/internal/tracing"
)

// queryTracer notes the tables each statement reads (readset), and makes a client span per query, pool acquire and new connection, as a
// child of the traced request in the context (tracing.FromContext): outside a traced
// request it starts none. Spans carry db.system.name=postgresql and the SQL text, never
// its arguments (otelpgx leaves them out unless asked).
func queryTracer() tracer {
	return tracer{otelpgx.NewTracer(
		otelpgx.WithTracerProvider(tracing.FromContext),
		// Pool and query metrics are Prometheus's (internal/metrics); no global meter.
		otelpgx.WithMeterProvider(metricnoop.NewMeterProvider()),
		otelpgx.WithSpanNameFunc(queryName),
	)}
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

// tracer hands otelpgx only the calls made in a recorded trace: with tracing off a query
// pays one IsRecording check instead of otelpgx's timing and (no-op) metrics. A Start
// that is skipped leaves the untraced context, so its End is skipped too.
type tracer struct{ t *otelpgx.Tracer }

var (
	_ pgx.QueryTracer       = tracer{}
	_ pgx.BatchTracer       = tracer{}
	_ pgx.CopyFromTracer    = tracer{}
	_ pgx.PrepareTracer     = tracer{}
	_ pgx.ConnectTracer     = tracer{}
	_ pgxpool.AcquireTracer = tracer{}
)

func traced(ctx context.Context) bool { return trace.SpanFromContext(ctx).IsRecording() }

func (g tracer) TraceQueryStart(ctx context.Context, c *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	// What a cached page or answer is made of: the tables its statements read.
	readset.NoteSQL(ctx, d.SQL)
	if !traced(ctx) {
		return ctx
	}
	return g.t.TraceQueryStart(ctx, c, d)
}

func (g tracer) TraceQueryEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceQueryEndData) {
	if traced(ctx) {
		g.t.TraceQueryEnd(ctx, c, d)
	}
}

func (g tracer) TraceBatchStart(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchStartData) context.Context {
	if !traced(ctx) {
		return ctx
	}
	return g.t.TraceBatchStart(ctx, c, d)
}

func (g tracer) TraceBatchQuery(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchQueryData) {
	readset.NoteSQL(ctx, d.SQL)
	if traced(ctx) {
		g.t.TraceBatchQuery(ctx, c, d)
	}
}

func (g tracer) TraceBatchEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceBatchEndData) {
	if traced(ctx) {
		g.t.TraceBatchEnd(ctx, c, d)
	}
}

func (g tracer) TraceCopyFromStart(ctx context.Context, c *pgx.Conn, d pgx.TraceCopyFromStartData) context.Context {
	if !traced(ctx) {
		return ctx
	}
	return g.t.TraceCopyFromStart(ctx, c, d)
}

func (g tracer) TraceCopyFromEnd(ctx context.Context, c *pgx.Conn, d pgx.TraceCopyFromEndData) {
	if traced(ctx) {
		g.t.TraceCopyFromEnd(ctx, c, d)
	}
}

func (g tracer) TracePrepareStart(ctx context.Context, c *pgx.Conn, d pgx.TracePrepareStartData) context.Context {
	if !traced(ctx) {
		return ctx
	}
	return g.t.TracePrepareStart(ctx, c, d)
}

func (g tracer) TracePrepareEnd(ctx context.Context, c *pgx.Conn, d pgx.TracePrepareEndData) {
	if traced(ctx) {
		g.t.TracePrepareEnd(ctx, c, d)
	}
}

func (g tracer) TraceConnectStart(ctx context.Context, d pgx.TraceConnectStartData) context.Context {
	if !traced(ctx) {
		return ctx
	}
	return g.t.TraceConnectStart(ctx, d)
}

func (g tracer) TraceConnectEnd(ctx context.Context, d pgx.TraceConnectEndData) {
	if traced(ctx) {
		g.t.TraceConnectEnd(ctx, d)
	}
}

func (g tracer) TraceAcquireStart(ctx context.Context, p *pgxpool.Pool, d pgxpool.TraceAcquireStartData) context.Context {
	if !traced(ctx) {
		return ctx
	}
	return g.t.TraceAcquireStart(ctx, p, d)
}

func (g tracer) TraceAcquireEnd(ctx context.Context, p *pgxpool.Pool, d pgxpool.TraceAcquireEndData) {
	if traced(ctx) {
		g.t.TraceAcquireEnd(ctx, p, d)
	}
}
