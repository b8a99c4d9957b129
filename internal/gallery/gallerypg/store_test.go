package gallerypg_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/pgtest"
)

// seedProjects inserts projects with claimed image files straight through sqlc and
// returns each project's file ids in display order.
func seedProjects(t *testing.T, pool *pgxpool.Pool, projects, images int) map[uuid.UUID][]uuid.UUID {
	t.Helper()
	ctx := context.Background()
	q := sqlc.New(pool)
	out := make(map[uuid.UUID][]uuid.UUID, projects)
	for i := range projects {
		p, err := q.GalleryProjectCreate(ctx, sqlc.GalleryProjectCreateParams{
			ID: uuid.New(), Title: fmt.Sprintf("Project %d", i), Description: "Steel frame", Type: "INDUSTRIAL",
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

func TestProjectListAnswersAPageInOneQuery(t *testing.T) {
	tests := []struct {
		name     string
		projects int
	}{
		{"a page of one project", 1},
		{"a page of twelve projects", 12},
	}
	for _, tt := range tests {
		t.Run(tt.name+" is listed with its images in one query", func(t *testing.T) {
			pool, queries := pgtest.NewCounting(t)
			want := seedProjects(t, pool, tt.projects, 2)
			store := gallerypg.New(pool)
			queries.Store(0)
			got, err := store.ProjectList(context.Background(), sitev1.Department_DEPARTMENT_UNSPECIFIED, nil, keyset.Request{Size: keyset.MaxSize})
			if n := queries.Load(); n != 1 {
				t.Errorf("got %d queries, want 1", n)
			}
			if err != nil {
				t.Fatalf("ProjectList: %v", err)
			}
			if len(got) != tt.projects {
				t.Fatalf("got %d projects, want %d", len(got), tt.projects)
			}
			for _, p := range got {
				wantIDs := want[uuid.MustParse(p.GetId())]
				if got := ids(p); !slices.Equal(got, wantIDs) {
					t.Fatalf("project %s: got images %v, want %v", p.GetId(), got, wantIDs)
				}
			}
		})
	}
}

func TestProjectListCarriesEachImagesMediaAndPoster(t *testing.T) {
	ctx := context.Background()
	pool, _ := pgtest.NewCounting(t)
	q := sqlc.New(pool)
	seeded := seedProjects(t, pool, 2, 2) // created in order: the second is listed first
	var withImages, bare uuid.UUID
	for id := range seeded {
		if withImages == uuid.Nil {
			withImages = id
		} else {
			bare = id
		}
	}
	// One project loses its images: it is listed with none.
	if _, err := q.GalleryImageDeleteForProject(ctx, bare); err != nil {
		t.Fatal(err)
	}
	ready, processing := seeded[withImages][0], seeded[withImages][1]
	for _, id := range []uuid.UUID{ready, processing} {
		if err := q.ImageStateCreate(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
	if err := q.ImageStateReady(ctx, sqlc.ImageStateReadyParams{FileID: ready, Placeholder: "#6b7a8c", Width: 1600, Height: 1200}); err != nil {
		t.Fatal(err)
	}
	for _, w := range []int32{640, 320} { // stored widest first, listed narrowest first
		if err := q.ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{
			FileID: ready, Width: w, Height: w * 3 / 4, Size: int64(w), ContentType: "image/webp",
			ObjectKey: fmt.Sprintf("variants/%s/%d.webp", ready, w),
		}); err != nil {
			t.Fatal(err)
		}
	}
	poster := uuid.New()
	if _, err := q.FileCreate(ctx, sqlc.FileCreateParams{
		ID: poster, Kind: "poster", ObjectKey: "poster/" + poster.String() + ".jpg", OriginalName: "poster.jpg",
		Size: 7, ContentType: "image/jpeg", Width: 640, Height: 360,
	}); err != nil {
		t.Fatal(err)
	}
	if err := q.GalleryImageSetPoster(ctx, sqlc.GalleryImageSetPosterParams{PosterFileID: &poster, ProjectID: withImages, FileID: processing}); err != nil {
		t.Fatal(err)
	}

	got, err := gallerypg.New(pool).ProjectList(ctx, sitev1.Department_DEPARTMENT_UNSPECIFIED, nil, keyset.Request{Size: keyset.MaxSize})
	if err != nil {
		t.Fatalf("ProjectList: %v", err)
	}
	byID := map[uuid.UUID]int{}
	for i, p := range got {
		byID[uuid.MustParse(p.GetId())] = i
	}
	if len(got) != 2 {
		t.Fatalf("got %d projects, want 2", len(got))
	}
	if n := len(got[byID[bare]].Images); n != 0 {
		t.Errorf("the project without images: got %d images, want 0", n)
	}
	p := got[byID[withImages]]
	img, still := p.GetImages()[0], p.GetImages()[1]
	if img.GetProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_READY || img.GetPlaceholder() != "#6b7a8c" ||
		img.GetIntrinsicWidth() != 1600 || img.GetIntrinsicHeight() != 1200 {
		t.Errorf("the ready image: got %v, want ready, #6b7a8c, 1600x1200", img)
	}
	if v := img.GetVariants(); len(v) != 2 || v[0].GetWidth() != 320 || v[1].GetWidth() != 640 ||
		v[0].GetPath() != fmt.Sprintf("/media/variants/%s/320.webp", ready) || v[0].GetHeight() != 240 {
		t.Errorf("the ready image's variants: got %v, want 320 then 640 wide", v)
	}
	if still.GetProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING || len(still.GetVariants()) != 0 {
		t.Errorf("the processing image: got %v, want processing without variants", still)
	}
	if got := still.GetPoster(); got.GetPath() != "/files/poster/"+poster.String()+".jpg" || got.GetFileName() != "poster.jpg" || got.GetWidth() != 640 {
		t.Errorf("the poster: got %v, want file %s, poster.jpg, 640 wide", got, poster)
	}
	if img.GetPoster() != nil {
		t.Errorf("the image without a poster has one")
	}
}
