package worker

import (
	"context"
	"io"
	"log/slog"
	"os"
	"slices"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"

	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/trash/trashpg"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// deleted records the object keys the purge removes.
type deleted struct{ keys []string }

func (d *deleted) DeleteObjects(_ context.Context, keys ...string) { d.keys = append(d.keys, keys...) }

// TestQueuedTrashPurgeRemovesExpiredItemsThenTheirFiles works the queued job (its worker,
// as River calls it) on a real database: an item 31 days in the trash goes, its file row
// and then its object with it; one 29 days in stays.
func TestQueuedTrashPurgeRemovesExpiredItemsThenTheirFiles(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	item := func(title, key, age string) {
		t.Helper()
		_, err := pool.Exec(ctx, `
			WITH f AS (
				INSERT INTO files (kind, object_key, original_name, size, content_type, claimed)
				VALUES ('portfolio', $2, 'p.pdf', 1, 'application/pdf', true) RETURNING id)
			INSERT INTO portfolio_items (title, file_id, delete_time)
			SELECT $1, f.id, now() - $3::interval FROM f`, title, key, age)
		if err != nil {
			t.Fatal(err)
		}
	}
	item("Old", "portfolio/old.pdf", "31 days")
	item("Recent", "portfolio/recent.pdf", "29 days")

	objects := &deleted{}
	w := &trashPurge{d: Deps{Trash: trash.NewService(trashpg.New(pool), objects, nil), Log: log}}
	if err := w.Work(ctx, &river.Job[queue.TrashPurge]{}); err != nil {
		t.Fatalf("working the job: %v", err)
	}

	rows, _ := pool.Query(ctx, "SELECT title FROM portfolio_items ORDER BY title")
	titles, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Recent"}; !slices.Equal(titles, want) {
		t.Errorf("got items %v left, want %v", titles, want)
	}
	var files int
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM files WHERE object_key = 'portfolio/old.pdf'").Scan(&files); err != nil {
		t.Fatal(err)
	}
	if files != 0 {
		t.Errorf("got %d file rows of the purged item, want none", files)
	}
	if want := []string{"portfolio/old.pdf"}; !slices.Equal(objects.keys, want) {
		t.Errorf("got objects %v deleted, want %v", objects.keys, want)
	}
}
