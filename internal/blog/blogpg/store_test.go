package blogpg_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/blog/blogpg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/queue"
)

// newStore is a store on a database of its own.
func newStore(t *testing.T) (*blogpg.Store, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	jobs, err := queue.NewInserter(pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return blogpg.New(pool, jobs), pool
}

// imageUpload records an unclaimed blog image upload and returns its id.
func imageUpload(t *testing.T, pool *pgxpool.Pool) string {
	t.Helper()
	id := uuid.New()
	if _, err := sqlc.New(pool).FileCreate(context.Background(), sqlc.FileCreateParams{
		ID: id, Kind: "blog_image", ObjectKey: "blog_image/" + id.String() + ".png", OriginalName: "beam.png",
		Size: 10, ContentType: "image/png", Width: 4, Height: 3,
	}); err != nil {
		t.Fatal(err)
	}
	return id.String()
}

func create(t *testing.T, store *blogpg.Store, in *blog.PostInput) *blog.Post {
	t.Helper()
	p, err := store.PostCreate(context.Background(), in)
	if err != nil {
		t.Fatalf("PostCreate(%q): %v", in.GetTitle(), err)
	}
	return p
}

func TestAStoredPostReadsBackAsTheMessage(t *testing.T) {
	ctx := context.Background()
	store, pool := newStore(t)
	created := create(t, store, &blog.PostInput{Title: "Steel beams", Excerpt: "Why beams", ContentHtml: `<p>Beams <img src="/x.png"> carry <a href="/s">loads</a>.</p>`, ImageUploadId: imageUpload(t, pool)})

	t.Run("a post saved without a status is published at once, its slug made from its title", func(t *testing.T) {
		if got, want := created.GetStatus(), sitev1.PostStatus_POST_STATUS_PUBLISHED; got != want {
			t.Errorf("got status %v, want %v", got, want)
		}
		if got, want := created.GetSlug(), "steel-beams"; got != want {
			t.Errorf("got slug %q, want %q", got, want)
		}
		if created.GetPublishTime() == nil || !created.GetCreateTime().AsTime().Equal(created.GetPublishTime().AsTime()) {
			t.Errorf("got create_time %v, publish_time %v; want the publish time shown", created.GetCreateTime(), created.GetPublishTime())
		}
	})

	t.Run("it carries its image and a preview of its text without pictures or links", func(t *testing.T) {
		if got := created.GetImage().GetFileName(); got != "beam.png" {
			t.Errorf("got image %q, want beam.png", got)
		}
		if got, want := created.GetPreviewHtml(), "<p>Beams  carry loads.</p>"; got != want {
			t.Errorf("got preview %q, want %q", got, want)
		}
	})

	t.Run("the public read by slug answers the same message", func(t *testing.T) {
		got, err := store.PostGetPublicBySlug(ctx, "steel-beams")
		if err != nil {
			t.Fatalf("PostGetPublicBySlug: %v", err)
		}
		if got.GetId() != created.GetId() || got.GetImage().GetPath() != created.GetImage().GetPath() || got.GetExcerpt() != "Why beams" {
			t.Errorf("got %v, want %v", got, created)
		}
	})

	t.Run("a second post of the same title gets the next free slug", func(t *testing.T) {
		if got, want := create(t, store, &blog.PostInput{Title: "Steel beams", ContentHtml: "<p>Again</p>"}).GetSlug(), "steel-beams-2"; got != want {
			t.Errorf("got slug %q, want %q", got, want)
		}
	})
}

func TestAScheduledPostIsPublishedOnceItsTimeHasCome(t *testing.T) {
	ctx := context.Background()
	store, pool := newStore(t)
	later := time.Now().Add(time.Hour)
	post := create(t, store, &blog.PostInput{Title: "Soon", ContentHtml: "<p>x</p>", Status: sitev1.PostStatus_POST_STATUS_SCHEDULED, PublishTime: timestamppb.New(later)})
	if got, want := post.GetStatus(), sitev1.PostStatus_POST_STATUS_SCHEDULED; got != want {
		t.Errorf("before its time: got status %v, want %v", got, want)
	}
	if _, err := store.PostGetPublic(ctx, uuid.MustParse(post.GetId())); err == nil {
		t.Error("before its time: the post is public, want not found")
	}
	// Its time comes without the publish job having run: the row stays scheduled.
	if _, err := pool.Exec(ctx, "UPDATE blog_posts SET publish_time = now() - interval '1 minute' WHERE id = $1", post.GetId()); err != nil {
		t.Fatal(err)
	}
	got, err := store.PostGet(ctx, uuid.MustParse(post.GetId()))
	if err != nil {
		t.Fatalf("PostGet: %v", err)
	}
	if got.GetStatus() != sitev1.PostStatus_POST_STATUS_PUBLISHED {
		t.Errorf("after its time: got status %v, want PUBLISHED", got.GetStatus())
	}
}

func TestTheStaffListPagesByCreationWhateverThePublishTimes(t *testing.T) {
	ctx := context.Background()
	store, pool := newStore(t)
	// Created in order 0, 1, 2 but published in the opposite order: the staff list is by
	// creation, a time the message does not carry.
	var want []string
	for i, title := range []string{"first", "second", "third"} {
		p := create(t, store, &blog.PostInput{Title: title, ContentHtml: "<p>x</p>"})
		if _, err := pool.Exec(ctx, "UPDATE blog_posts SET create_time = now() + make_interval(secs => $2), publish_time = now() - make_interval(secs => $2) WHERE id = $1", p.GetId(), i); err != nil {
			t.Fatal(err)
		}
		want = append([]string{p.GetId()}, want...)
	}
	var got []string
	token := ""
	for range 4 {
		r, err := keyset.Parse(1, token)
		if err != nil {
			t.Fatal(err)
		}
		page, next, err := store.PostList(ctx, nil, r)
		if err != nil {
			t.Fatalf("PostList: %v", err)
		}
		for _, p := range page {
			got = append(got, p.GetId())
		}
		if token = next; token == "" {
			break
		}
	}
	if len(got) != len(want) {
		t.Fatalf("got %d posts over the pages, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("post %d: got %s, want %s", i, got[i], want[i])
		}
	}
}
