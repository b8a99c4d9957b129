package server_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	_ "image/jpeg"
	"net/http"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
	"github.com/gusset/gusset/internal/sitetest"
)

// staffItem lists the item id as staff see it.
func (p *portfolioSite) staffItem(t *testing.T, id string) *sitev1.PortfolioItem {
	t.Helper()
	res, err := p.staff.ListPortfolioItems(context.Background(), sitetest.WithToken(&adminv1.ListPortfolioItemsRequest{PageSize: 100}, p.token))
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range res.Msg.GetItems() {
		if it.GetId() == id {
			return it
		}
	}
	t.Fatalf("item %s is not listed", id)
	return nil
}

// createWithPDF adds an active item with the PDF pdf and no preview upload.
func (p *portfolioSite) createWithPDF(t *testing.T, title string, pdf []byte) *sitev1.PortfolioItem {
	t.Helper()
	res, err := p.staff.CreatePortfolioItem(context.Background(), sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
		Title: title, Active: true, FileUploadId: p.Upload(t, "portfolio", title+".pdf", pdf, p.token),
	}}, p.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	return res.Msg.GetItem()
}

// settled waits until the item's preview is no longer being made and answers it.
func (p *portfolioSite) settled(t *testing.T, id string) *sitev1.PortfolioItem {
	t.Helper()
	var it *sitev1.PortfolioItem
	sitetest.WaitFor(t, "the preview job", func() bool {
		it = p.staffItem(t, id)
		return it.GetPreviewProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING
	})
	return it
}

func TestPortfolioPreviewsAreMadeOnTheServer(t *testing.T) {
	p := startPortfolioSite(t)
	ctx := context.Background()

	t.Run("a real PDF's first page becomes the item's preview, with web variants", func(t *testing.T) {
		created := p.createWithPDF(t, "Red warehouse", pdftest.RedLeftHalf())
		if got := created.GetPreviewProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING {
			t.Errorf("answered state: got %v, want PROCESSING", got)
		}
		it := p.settled(t, created.GetId())
		if got := it.GetPreviewProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_READY {
			t.Fatalf("state: got %v (%q), want READY", got, it.GetPreviewFailure())
		}
		preview := it.GetPreview()
		if preview.GetWidth() != 1024 || preview.GetHeight() != 512 || preview.GetContentType() != "image/jpeg" {
			t.Errorf("preview: got %d×%d %s, want 1024×512 image/jpeg (the 2:1 page)", preview.GetWidth(), preview.GetHeight(), preview.GetContentType())
		}
		res, body := p.Get(t, preview.GetPath(), "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET preview: got %d, want 200", res.StatusCode)
		}
		img, _, err := image.Decode(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("decoding the preview: %v", err)
		}
		if !reddish(img.At(256, 256)) || !whitish(img.At(1000, 10)) {
			t.Errorf("pixels: got %v on the left and %v top right, want red and white (not a blank page)", img.At(256, 256), img.At(1000, 10))
		}
		sitetest.WaitFor(t, "the preview's variants", func() bool {
			preview = p.staffItem(t, created.GetId()).GetPreview()
			return preview.GetProcessing() == sitev1.ImageProcessing_IMAGE_PROCESSING_READY
		})
		if n := len(preview.GetVariants()); n == 0 {
			t.Errorf("the preview has no web variants")
		}
		pub, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range pub.Msg.GetItems() {
			if it.GetId() == created.GetId() && it.GetPreview().GetPath() != preview.GetPath() {
				t.Errorf("public preview: got %q, want %q", it.GetPreview().GetPath(), preview.GetPath())
			}
		}
	})

	bad := []struct {
		name string
		pdf  []byte
	}{
		{"a PDF without pages", sitetest.PDFBytes()},
		{"a damaged PDF", []byte("%PDF-1.4\nthis is not really a PDF at all\n%%EOF\n")},
	}
	for _, tt := range bad {
		t.Run(tt.name+" gets no preview, the failure is recorded and the PDF is kept", func(t *testing.T) {
			created := p.createWithPDF(t, tt.name, tt.pdf)
			it := p.settled(t, created.GetId())
			if got := it.GetPreviewProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED || it.GetPreviewFailure() == "" {
				t.Errorf("state: got %v with reason %q, want FAILED with a reason", got, it.GetPreviewFailure())
			}
			if it.GetPreview() != nil {
				t.Errorf("got preview %v, want none", it.GetPreview())
			}
			if res, body := p.Get(t, it.GetFile().GetPath(), ""); res.StatusCode != http.StatusOK || !bytes.Equal(body, tt.pdf) {
				t.Errorf("GET the PDF: got %d and %d bytes, want 200 and the uploaded %d", res.StatusCode, len(body), len(tt.pdf))
			}
			pub, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
			if err != nil {
				t.Fatalf("the public list: %v", err)
			}
			for _, pi := range pub.Msg.GetItems() {
				if pi.GetId() == created.GetId() && pi.GetPreviewFailure() != "" {
					t.Errorf("the public list tells why the preview failed: %q", pi.GetPreviewFailure())
				}
			}
		})
	}

	t.Run("an item from before previews were made on the server gets one from the backfill", func(t *testing.T) {
		created := p.createWithPDF(t, "Old item", pdftest.RedLeftHalf())
		p.settled(t, created.GetId())
		// As migration 00020 leaves an item that never had a preview.
		if _, err := p.Pool.Exec(ctx, `UPDATE portfolio_items SET preview_file_id = NULL, preview_state = '' WHERE id = $1`, created.GetId()); err != nil {
			t.Fatal(err)
		}
		n, err := p.Svcs.Portfolio.QueueMissingPreviews(ctx)
		if err != nil || n != 1 {
			t.Fatalf("QueueMissingPreviews: got %d, %v; want 1 queued", n, err)
		}
		if it := p.settled(t, created.GetId()); it.GetPreviewProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_READY || it.GetPreview() == nil {
			t.Errorf("after the backfill: got %v, preview %v; want READY with a preview", it.GetPreviewProcessing(), it.GetPreview())
		}
		if n, err := p.Svcs.Portfolio.QueueMissingPreviews(ctx); err != nil || n != 0 {
			t.Errorf("a second backfill: got %d, %v; want nothing queued", n, err)
		}
	})
}

func reddish(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r > 0xe000 && g < 0x2000 && b < 0x2000
}

func whitish(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r > 0xf000 && g > 0xf000 && b > 0xf000
}
