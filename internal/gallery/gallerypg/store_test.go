package gallerypg_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/pgtest"
)

// queryCounter counts the statements sent on a pool.
type queryCounter struct{ n atomic.Int64 }

func (c *queryCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.n.Add(1)
	return ctx
}

func (c *queryCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func countedPool(t *testing.T) (*pgxpool.Pool, *queryCounter) {
	t.Helper()
	cfg, err := pgxpool.ParseConfig(pgtest.NewURL(t))
	if err != nil {
		t.Fatal(err)
	}
	counter := &queryCounter{}
	cfg.ConnConfig.Tracer = counter
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	return pool, counter
}

// seedProjects inserts projects with claimed image files straight through sqlc and
// returns each project's file ids in display order.
func seedProjects(t *testing.T, pool *pgxpool.Pool, projects, images int) map[uuid.UUID][]uuid.UUID {
	t.Helper()
	ctx := context.Background()
	q := sqlc.New(pool)
	out := make(map[uuid.UUID][]uuid.UUID, projects)
	for i := range projects {
		p, err := q.GalleryProjectCreate(ctx, sqlc.GalleryProjectCreateParams{
			Title: fmt.Sprintf("Project %d", i), Description: "Steel frame", Type: "INDUSTRIAL",
			Department: "PEMB", Location: "Ohio", TechnologyUsed: "Tekla Structures", Status: "COMPLETED",
		})
		if err != nil {
			t.Fatal(err)
		}
		var ids []uuid.UUID
		for j := range images {
			id := uuid.New()
			if _, err := q.FileCreate(ctx, sqlc.FileCreateParams{
				ID: id, Kind: "gallery", ObjectKey: "gallery/" + id.String() + ".png",
				OriginalName: fmt.Sprintf("%d.png", j), Size: 10, ContentType: "image/png", Width: 4, Height: 3,
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: id, Kind: "gallery"}); err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if err := q.GalleryImageCreateMany(ctx, sqlc.GalleryImageCreateManyParams{ProjectID: p.ID, FileIds: ids}); err != nil {
			t.Fatal(err)
		}
		out[p.ID] = ids
	}
	return out
}

func TestProjectListRunsTheSameNumberOfQueriesWhateverThePageHolds(t *testing.T) {
	tests := []struct {
		name     string
		projects int
	}{
		{"a page of one project", 1},
		{"a page of twelve projects", 12},
	}
	queries := make([]int64, len(tests))
	for i, tt := range tests {
		t.Run(tt.name+" is listed with its images", func(t *testing.T) {
			pool, counter := countedPool(t)
			want := seedProjects(t, pool, tt.projects, 2)
			store := gallerypg.New(pool)
			counter.n.Store(0)
			got, err := store.ProjectList(context.Background(), "", page.Request{Size: page.MaxSize})
			queries[i] = counter.n.Load()
			if err != nil {
				t.Fatalf("ProjectList: %v", err)
			}
			if len(got) != tt.projects {
				t.Fatalf("got %d projects, want %d", len(got), tt.projects)
			}
			for _, p := range got {
				wantIDs := want[p.ID]
				if len(p.Images) != len(wantIDs) {
					t.Fatalf("project %s: got %d images, want %d", p.ID, len(p.Images), len(wantIDs))
				}
				for k, img := range p.Images {
					if img.ID != wantIDs[k] {
						t.Errorf("project %s image %d: got file %s, want %s", p.ID, k, img.ID, wantIDs[k])
					}
				}
			}
		})
	}
	if queries[0] != queries[1] || queries[0] == 0 {
		t.Errorf("listing 1 project ran %d queries and 12 projects ran %d; want the same, non-zero count", queries[0], queries[1])
	}
}
