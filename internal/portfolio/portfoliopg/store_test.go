package portfoliopg_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/portfolio/portfoliopg"
	"github.com/gusset/gusset/internal/queue"
)

// newStore is a store on a database of its own.
func newStore(t *testing.T) (*portfoliopg.Store, *pgxpool.Pool) {
	t.Helper()
	pool := pgtest.New(t)
	jobs, err := queue.NewInserter(pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return portfoliopg.New(pool, jobs), pool
}

// upload records an unclaimed upload of kind and returns its id.
func upload(t *testing.T, pool *pgxpool.Pool, kind, contentType, name string) string {
	t.Helper()
	id := uuid.New()
	if _, err := sqlc.New(pool).FileCreate(context.Background(), sqlc.FileCreateParams{
		ID: id, Kind: kind, ObjectKey: kind + "/" + id.String(), OriginalName: name,
		Size: 10, ContentType: contentType, Width: 4, Height: 3,
	}); err != nil {
		t.Fatal(err)
	}
	return id.String()
}

func pdf(t *testing.T, pool *pgxpool.Pool) string {
	return upload(t, pool, "portfolio", "application/pdf", "steel.pdf")
}

func TestAStoredItemReadsBackAsTheMessage(t *testing.T) {
	ctx := context.Background()
	store, pool := newStore(t)
	created, err := store.Create(ctx, &adminv1.PortfolioItemInput{Title: "Warehouse", Description: "Mezzanine", Active: true, FileUploadId: pdf(t, pool)})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}

	t.Run("the created item carries its fields, its PDF and a queued preview", func(t *testing.T) {
		if created.GetTitle() != "Warehouse" || created.GetDescription() != "Mezzanine" || !created.GetActive() {
			t.Errorf("got %v, want the fields given", created)
		}
		if got := created.GetFile().GetFileName(); got != "steel.pdf" {
			t.Errorf("got PDF %q, want steel.pdf", got)
		}
		if got, want := created.GetPreviewProcessing(), sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING; got != want {
			t.Errorf("got preview %v, want %v", got, want)
		}
	})

	t.Run("the list answers the same message", func(t *testing.T) {
		list, err := store.List(ctx, true, keyset.Request{Size: keyset.MaxSize})
		if err != nil || len(list) != 1 {
			t.Fatalf("List = %d items, %v; want 1", len(list), err)
		}
		if got := list[0]; got.GetId() != created.GetId() || got.GetFile().GetPath() != created.GetFile().GetPath() || !got.GetCreateTime().AsTime().Equal(created.GetCreateTime().AsTime()) {
			t.Errorf("got %v, want %v", got, created)
		}
	})

	t.Run("an update with a preview upload keeps the PDF and shows the preview", func(t *testing.T) {
		id := uuid.MustParse(created.GetId())
		updated, stale, err := store.Update(ctx, id, &adminv1.PortfolioItemInput{Title: "Warehouse 2", PreviewUploadId: upload(t, pool, "poster", "image/jpeg", "page.jpg")})
		if err != nil {
			t.Fatalf("Update: %v", err)
		}
		if len(stale) != 0 {
			t.Errorf("got stale objects %v, want none", stale)
		}
		if updated.GetTitle() != "Warehouse 2" || updated.GetActive() {
			t.Errorf("got %q active %v, want Warehouse 2, inactive", updated.GetTitle(), updated.GetActive())
		}
		if updated.GetFile().GetPath() != created.GetFile().GetPath() {
			t.Errorf("got PDF %q, want the kept %q", updated.GetFile().GetPath(), created.GetFile().GetPath())
		}
		if got := updated.GetPreview().GetFileName(); got != "page.jpg" {
			t.Errorf("got preview %q, want page.jpg", got)
		}
	})

	t.Run("an inactive item is not on the public list", func(t *testing.T) {
		list, err := store.List(ctx, true, keyset.Request{Size: keyset.MaxSize})
		if err != nil || len(list) != 0 {
			t.Errorf("List = %d items, %v; want none", len(list), err)
		}
	})
}

func TestAFailedPreviewSaysWhy(t *testing.T) {
	ctx := context.Background()
	store, pool := newStore(t)
	created, err := store.Create(ctx, &adminv1.PortfolioItemInput{Title: "Damaged", Active: true, FileUploadId: pdf(t, pool)})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	id := uuid.MustParse(created.GetId())
	source, err := store.PreviewSource(ctx, id)
	if err != nil {
		t.Fatalf("PreviewSource: %v", err)
	}
	if err := store.PreviewFail(ctx, id, source.ID, "the PDF is damaged"); err != nil {
		t.Fatalf("PreviewFail: %v", err)
	}
	list, err := store.List(ctx, false, keyset.Request{Size: keyset.MaxSize})
	if err != nil || len(list) != 1 {
		t.Fatalf("List = %d items, %v; want 1", len(list), err)
	}
	if got, want := list[0].GetPreviewProcessing(), sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED; got != want {
		t.Errorf("got preview %v, want %v", got, want)
	}
	if got, want := list[0].GetPreviewFailure(), "the PDF is damaged"; got != want {
		t.Errorf("got failure %q, want %q", got, want)
	}
}
