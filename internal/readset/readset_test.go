package readset

import (
	"context"
	"slices"
	"testing"
)

func TestTablesRead(t *testing.T) {
	for _, tc := range []struct {
		name, sql string
		want      []string
	}{
		{"a join names both tables", "SELECT p.* FROM blog_posts p JOIN files f ON f.id = p.cover_id", []string{"blog_posts", "files"}},
		{"a table on the line after FROM is found", "SELECT 1\nFROM\n    jobs j\nWHERE j.id = $1", []string{"jobs"}},
		{"comments are not read", "-- name: PostList :many\n-- reads FROM nothing_here\nSELECT * FROM blog_posts -- FROM other", []string{"blog_posts"}},
		{"functions and subqueries are no tables", "SELECT * FROM generate_series(1, 3) g JOIN (SELECT id FROM files) f ON true CROSS JOIN LATERAL unnest(x)", []string{"files"}},
		{"a CTE's name is found with its tables", "WITH m AS (SELECT id FROM rfis) SELECT count(*) FROM m", []string{"m", "rfis"}},
		{"a statement without tables reads none", "SELECT pg_notify('c', 'x')", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := TablesRead(tc.sql); !slices.Equal(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestNote(t *testing.T) {
	t.Run("a set records the tables of its work and passes them to the set it runs in", func(t *testing.T) {
		ctx, outer := Start(context.Background())
		Note(ctx, "site_pages")
		inner, set := Start(ctx)
		NoteSQL(inner, "SELECT * FROM jobs")
		if got, want := set.Tables(), []string{"jobs"}; !slices.Equal(got, want) {
			t.Errorf("inner: got %v, want %v", got, want)
		}
		if got, want := outer.Tables(), []string{"jobs", "site_pages"}; !slices.Equal(got, want) {
			t.Errorf("outer: got %v, want %v", got, want)
		}
	})
	t.Run("work without a set records nothing and does not fail", func(t *testing.T) {
		NoteSQL(context.Background(), "SELECT * FROM jobs")
		if From(context.Background()) != nil {
			t.Error("got a set, want none")
		}
	})
}
