package compare_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/drawingpdf/compare"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

// The sheets compared below are 600 × 400 points: a frame, a beam's outline and a
// label, and one more line at a height that differs between revisions.
func sheet(lineY int) []byte {
	return pdftest.Page(600, 400, fmt.Sprintf(
		"2 w 20 20 560 360 re S\n100 200 m 500 200 l 500 240 l 100 240 l h S\n"+
			"0 0 0 rg BT /F1 14 Tf 110 260 Td (B101 rev 1) Tj ET\n1 w 100 %d m 500 %d l S", lineY, lineY))
}

func file(pdf []byte) compare.File {
	return compare.File{PDF: bytes.NewReader(pdf), Size: int64(len(pdf))}
}

func TestRevisions(t *testing.T) {
	r := pdfpage.New(pdfpage.Options{})
	t.Cleanup(func() { _ = r.Close() })
	ctx := context.Background()
	opts := compare.Options{DPI: 72}

	t.Run("identical pages give an empty difference", func(t *testing.T) {
		res, err := compare.Revisions(ctx, r, file(sheet(100)), file(sheet(100)), opts)
		if err != nil {
			t.Fatalf("Revisions: %v", err)
		}
		if !res.Same() {
			t.Errorf("got %d added and %d removed pixels, want none", res.Added, res.Removed)
		}
		if got := res.Overlay.Bounds().Size(); got != image.Pt(600, 400) {
			t.Errorf("overlay size: got %v, want 600x400 (a pixel a point at 72 dpi)", got)
		}
		if got := res.Overlay.ColorIndexAt(100, 200); got != 1 {
			t.Errorf("the beam's corner: got palette index %d, want 1 (unchanged, grey)", got)
		}
	})
	t.Run("one moved line is removed where it was and added where it is", func(t *testing.T) {
		res, err := compare.Revisions(ctx, r, file(sheet(100)), file(sheet(140)), opts)
		if err != nil {
			t.Fatalf("Revisions: %v", err)
		}
		if res.Same() || res.Added == 0 || res.Removed == 0 {
			t.Fatalf("got %d added and %d removed pixels, want both above 0", res.Added, res.Removed)
		}
		// PDF heights count up from the bottom, pictures' rows down from the top.
		if got, want := res.Overlay.At(300, 400-100), compare.Removed; got != want {
			t.Errorf("the old line: got %v, want %v (removed)", got, want)
		}
		if got, want := res.Overlay.At(300, 400-140), compare.Added; got != want {
			t.Errorf("the new line: got %v, want %v (added)", got, want)
		}
		if got, want := res.Overlay.At(300, 400-200), compare.Unchanged; got != want {
			t.Errorf("the beam's edge: got %v, want %v (unchanged)", got, want)
		}
	})
	t.Run("a revision that cannot be drawn is unreadable, and says which", func(t *testing.T) {
		_, err := compare.Revisions(ctx, r, file(sheet(100)), file([]byte("%PDF-1.7 and nothing")), opts)
		if !errors.Is(err, pdfpage.ErrUnreadable) || !strings.Contains(err.Error(), "later revision") {
			t.Errorf("got %v, want %v about the later revision", err, pdfpage.ErrUnreadable)
		}
	})
	t.Run("a page of more pixels than allowed is too large", func(t *testing.T) {
		_, err := compare.Revisions(ctx, r, file(sheet(100)), file(sheet(100)), compare.Options{DPI: 72, MaxPixels: 1000})
		if !errors.Is(err, pdfpage.ErrTooLarge) {
			t.Errorf("got %v, want %v", err, pdfpage.ErrTooLarge)
		}
	})
}

// gray is a w × h white picture with the pixels listed black.
func gray(w, h int, black ...image.Point) *image.Gray {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for _, p := range black {
		img.Pix[img.PixOffset(p.X, p.Y)] = 0
	}
	return img
}

func TestPictures(t *testing.T) {
	t.Run("pages of different sizes are laid by their top left corners on the larger", func(t *testing.T) {
		res := compare.Pictures(gray(4, 2, image.Pt(0, 0)), gray(2, 3, image.Pt(0, 0), image.Pt(1, 2)))
		if got := res.Overlay.Bounds().Size(); got != image.Pt(4, 3) {
			t.Fatalf("overlay size: got %v, want 4x3", got)
		}
		if res.Added != 1 || res.Removed != 0 {
			t.Errorf("got %d added and %d removed, want 1 and 0", res.Added, res.Removed)
		}
		if got := res.Overlay.At(1, 2); got != compare.Added {
			t.Errorf("the pixel below the earlier page: got %v, want %v", got, compare.Added)
		}
	})
	t.Run("a light grey line counts as ink, paper does not", func(t *testing.T) {
		a, b := gray(3, 1), gray(3, 1)
		a.Pix[1], b.Pix[2] = 200, 250
		res := compare.Pictures(a, b)
		if res.Removed != 1 || res.Added != 0 {
			t.Errorf("got %d added and %d removed, want 0 and 1", res.Added, res.Removed)
		}
	})
	t.Run("the overlay encodes as a PNG that decodes to the same size", func(t *testing.T) {
		res := compare.Pictures(gray(50, 20, image.Pt(3, 3)), gray(50, 20))
		var b bytes.Buffer
		if err := compare.EncodePNG(&b, res.Overlay); err != nil {
			t.Fatal(err)
		}
		img, _, err := image.Decode(&b)
		if err != nil {
			t.Fatalf("decode: %v", err)
		}
		if got := img.Bounds().Size(); got != image.Pt(50, 20) {
			t.Errorf("got %v, want 50x20", got)
		}
	})
}
