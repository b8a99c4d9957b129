package database

import (
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestQueryName(t *testing.T) {
	tests := []struct {
		name, sql, want string
	}{
		{"a sqlc query is named by its name comment", "-- name: PostList :many\nSELECT id FROM post", "PostList"},
		{"leading space before the comment is ignored", "\n  -- name: PostGet :one\nSELECT 1", "PostGet"},
		{"a plain statement is named by its first word", "select set_config('a', $1, false)", "SELECT"},
		{"another comment is skipped", "-- why\nUPDATE post SET x = 1", "UPDATE"},
		{"an empty name comment falls back to the first word", "-- name:\nDELETE FROM post", "DELETE"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := queryName(tt.sql); got != tt.want {
				t.Errorf("queryName(%q) = %q, want %q", tt.sql, got, tt.want)
			}
		})
	}
}

// BenchmarkQueryTracerOutsideATrace is what every query pays when tracing is off: no
// span in the context, so no span is started.
func BenchmarkQueryTracerOutsideATrace(b *testing.B) {
	tr := queryTracer()
	ctx := b.Context()
	data := pgx.TraceQueryStartData{SQL: "-- name: PostList :many\nSELECT id FROM post"}
	b.ReportAllocs()
	for b.Loop() {
		tr.TraceQueryEnd(tr.TraceQueryStart(ctx, nil, data), nil, pgx.TraceQueryEndData{})
	}
}
