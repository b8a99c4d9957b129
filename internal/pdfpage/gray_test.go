package pdfpage_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

func TestFirstPageGray(t *testing.T) {
	r := pdfpage.New(pdfpage.Options{})
	t.Cleanup(func() { _ = r.Close() })
	ctx := context.Background()
	pdf := pdftest.RedLeftHalf() // 400 × 200 points

	t.Run("the first page is drawn at the asked dpi in shades of grey on white", func(t *testing.T) {
		img, err := r.FirstPageGray(ctx, bytes.NewReader(pdf), int64(len(pdf)), 144, 1<<20)
		if err != nil {
			t.Fatalf("FirstPageGray: %v", err)
		}
		if got := img.Bounds().Size(); got.X != 800 || got.Y != 400 {
			t.Fatalf("size: got %v, want 800x400 (two pixels a point at 144 dpi)", got)
		}
		if got := img.GrayAt(100, 100).Y; got > 200 {
			t.Errorf("the red half: got grey %d, want a mid or dark grey", got)
		}
		if got := img.GrayAt(790, 10).Y; got != 255 {
			t.Errorf("the top right corner: got grey %d, want white (255)", got)
		}
	})
	t.Run("a page of more pixels than allowed is too large, and nothing is drawn", func(t *testing.T) {
		_, err := r.FirstPageGray(ctx, bytes.NewReader(pdf), int64(len(pdf)), 144, 800*400-1)
		if !errors.Is(err, pdfpage.ErrTooLarge) {
			t.Errorf("got %v, want %v", err, pdfpage.ErrTooLarge)
		}
	})
	t.Run("a file that is not a PDF is unreadable", func(t *testing.T) {
		junk := []byte("not a PDF at all")
		_, err := r.FirstPageGray(ctx, bytes.NewReader(junk), int64(len(junk)), 72, 1<<20)
		if !errors.Is(err, pdfpage.ErrUnreadable) {
			t.Errorf("got %v, want %v", err, pdfpage.ErrUnreadable)
		}
	})
}
