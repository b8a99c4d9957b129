package database

import "testing"

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
