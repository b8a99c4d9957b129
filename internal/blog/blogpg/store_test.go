package blogpg_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog/blogpg"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/pgtest"
)

func TestThePublicListReadsPostsWithTheirImagesInOneQuery(t *testing.T) {
	ctx := context.Background()
	pool, queries := pgtest.NewCounting(t)
	q := sqlc.New(pool)
	image := func(ready bool) uuid.UUID {
		id := uuid.New()
		if _, err := q.FileCreate(ctx, sqlc.FileCreateParams{
			ID: id, Kind: "blog_image", ObjectKey: "blog_image/" + id.String() + ".png",
			OriginalName: "beam.png", Size: 10, ContentType: "image/png", Width: 1600, Height: 1200,
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: id, Kind: "blog_image"}); err != nil {
			t.Fatal(err)
		}
		if err := q.ImageStateCreate(ctx, id); err != nil {
			t.Fatal(err)
		}
		if !ready {
			return id
		}
		if err := q.ImageStateReady(ctx, sqlc.ImageStateReadyParams{FileID: id, Placeholder: "#6b7a8c", Width: 1600, Height: 1200}); err != nil {
			t.Fatal(err)
		}
		for _, w := range []int32{640, 320} { // stored widest first, listed narrowest first
			if err := q.ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{
				FileID: id, Width: w, Height: w * 3 / 4, Size: int64(w), ContentType: "image/webp",
				ObjectKey: fmt.Sprintf("variants/%s/%d.webp", id, w),
			}); err != nil {
				t.Fatal(err)
			}
		}
		return id
	}
	ready, processing := image(true), image(false)
	for i, img := range []*uuid.UUID{&ready, &processing, nil} {
		at := time.Now().Add(-time.Duration(i+1) * time.Hour) // listed in this order
		if _, err := q.PostCreate(ctx, sqlc.PostCreateParams{
			Title: fmt.Sprintf("Post %d", i), Slug: fmt.Sprintf("post-%d", i), ContentHtml: "<p>x</p>",
			ImageID: img, Status: "published", PublishTime: &at,
		}); err != nil {
			t.Fatal(err)
		}
	}

	queries.Store(0)
	posts, err := blogpg.New(pool, nil).PostListPublic(ctx, page.Request{Size: page.MaxSize})
	if err != nil {
		t.Fatal(err)
	}
	if n := queries.Load(); n != 1 {
		t.Errorf("got %d queries, want 1", n)
	}
	if len(posts) != 3 {
		t.Fatalf("got %d posts, want 3", len(posts))
	}
	tests := []struct {
		name      string
		image     *uuid.UUID
		wantState media.State
		wantWidth []int32
	}{
		{"a post whose image is ready carries its variants, narrowest first", &ready, media.StateReady, []int32{320, 640}},
		{"a post whose image is processing carries that state", &processing, media.StateProcessing, nil},
		{"a post without an image carries none", nil, "", nil},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := posts[i]
			if p.Media == nil {
				t.Fatal("Media is nil: the handler would query again")
			}
			if tt.image == nil {
				if p.Image != nil || len(p.Media) != 0 {
					t.Errorf("got image %v media %v, want none", p.Image, p.Media)
				}
				return
			}
			if p.Image == nil || p.Image.ID != *tt.image || p.Image.Key == "" || !p.Image.Claimed {
				t.Fatalf("got image %+v, want the claimed file %s", p.Image, *tt.image)
			}
			m := p.Media[*tt.image]
			var widths []int32
			for _, v := range m.Variants {
				widths = append(widths, v.Width)
			}
			if m.State != tt.wantState || fmt.Sprint(widths) != fmt.Sprint(tt.wantWidth) {
				t.Errorf("got state %q widths %v, want %q %v", m.State, widths, tt.wantState, tt.wantWidth)
			}
		})
	}
}
