package database_test

import (
	"context"
	"testing"

	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

// TestMigrationsKeepTheFileKindsOfEarlierMigrations: a database that stored a video
// poster (00009) before the announcement's file kind came (00012) migrates to the end,
// and back down past 00012, with that file kept.
func TestMigrationsKeepTheFileKindsOfEarlierMigrations(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	provider, closeDB, err := database.Migrations(pool)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = closeDB() })
	if _, err := provider.DownTo(ctx, 11); err != nil {
		t.Fatalf("down to 00011: %v", err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO files (kind, object_key, original_name, size, content_type)
		VALUES ('poster', 'poster/p.jpg', 'p.jpg', 1, 'image/jpeg')`); err != nil {
		t.Fatal(err)
	}
	if _, err := provider.Up(ctx); err != nil {
		t.Fatalf("up from 00011 with a poster stored: %v", err)
	}
	if _, err := provider.DownTo(ctx, 11); err != nil {
		t.Fatalf("down again to 00011: %v", err)
	}
	var n int
	if err := pool.QueryRow(ctx, `SELECT count(*) FROM files WHERE kind = 'poster'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("got %d posters after up and down, want 1", n)
	}
}
