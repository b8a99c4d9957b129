package server_test

import (
	"context"
	"net/http"
	"slices"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestPortfolioPreviews(t *testing.T) {
	p := startPortfolioSite(t)
	ctx := context.Background()
	create := func(t *testing.T, preview string) (*sitev1.PortfolioItem, error) {
		t.Helper()
		res, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
			Title: "Warehouse", Active: true, FileUploadId: p.pdf(t), PreviewUploadId: preview,
		}}, p.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetItem(), nil
	}
	update := func(t *testing.T, id string, in *adminv1.PortfolioItemInput) *sitev1.PortfolioItem {
		t.Helper()
		res, err := p.staff.UpdatePortfolioItem(ctx, sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: id, Item: in}, p.token))
		if err != nil {
			t.Fatalf("UpdatePortfolioItem: %v", err)
		}
		return res.Msg.GetItem()
	}

	item, err := create(t, p.Poster(t, p.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	t.Run("an item created with a preview lists it publicly", func(t *testing.T) {
		res, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetItems()[0].GetPreview()
		if got == nil || got.GetWidth() != 16 || got.GetHeight() != 9 {
			t.Fatalf("got preview %v, want the 16×9 image", got)
		}
		if res, _ := p.Get(t, got.GetPath(), ""); res.StatusCode != http.StatusOK {
			t.Errorf("got GET preview = %d, want 200", res.StatusCode)
		}
	})

	t.Run("a PDF is refused as a preview and nothing is written", func(t *testing.T) {
		before := p.Site.CountRows(t, "portfolio_items")
		_, err := create(t, p.pdf(t))
		want := []string{"preview_upload_id: The uploaded file was not found or is already used; please upload it again"}
		if got := sitetest.FieldViolations(t, err); !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
		if got := p.Site.CountRows(t, "portfolio_items"); got != before {
			t.Errorf("got %d items, want %d", got, before)
		}
	})

	t.Run("an edit without a preview keeps it; a new preview replaces it", func(t *testing.T) {
		kept := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true})
		if kept.GetPreview().GetPath() != item.GetPreview().GetPath() {
			t.Errorf("got preview %q, want the current %q", kept.GetPreview().GetPath(), item.GetPreview().GetPath())
		}
		replaced := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, PreviewUploadId: p.Poster(t, p.token)})
		if replaced.GetPreview() == nil || replaced.GetPreview().GetPath() == item.GetPreview().GetPath() {
			t.Fatalf("got preview %v, want a new one", replaced.GetPreview())
		}
		if p.stored(t, item.GetPreview().GetPath()) {
			t.Errorf("got the old preview still stored, want it deleted")
		}
		item = replaced
	})

	t.Run("a new PDF without a preview drops the old PDF's preview", func(t *testing.T) {
		got := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, FileUploadId: p.pdf(t)})
		if got.GetPreview() != nil {
			t.Errorf("got preview %v, want none", got.GetPreview())
		}
		if p.stored(t, item.GetPreview().GetPath()) || p.stored(t, item.GetFile().GetPath()) {
			t.Errorf("got the old PDF or its preview still stored, want both deleted")
		}
		item = update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, PreviewUploadId: p.Poster(t, p.token)})
	})

	t.Run("deleting the item and emptying the trash deletes its PDF and preview", func(t *testing.T) {
		if _, err := p.staff.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: item.GetId()}, p.token)); err != nil {
			t.Fatal(err)
		}
		p.Site.EmptyTrash(t) // a deleted item's files stay until the trash is emptied
		for _, path := range []string{item.GetFile().GetPath(), item.GetPreview().GetPath()} {
			if p.stored(t, path) {
				t.Errorf("got %s still stored, want it deleted", path)
			}
		}
	})
}
