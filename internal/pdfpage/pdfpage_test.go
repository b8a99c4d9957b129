package pdfpage_test

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

func TestFirstPage(t *testing.T) {
	r := pdfpage.New(pdfpage.Options{})
	t.Cleanup(func() { _ = r.Close() })
	ctx := context.Background()

	t.Run("a real PDF's first page is drawn at the asked width with its colours", func(t *testing.T) {
		pdf := pdftest.RedLeftHalf()
		img, err := r.FirstPage(ctx, bytes.NewReader(pdf), int64(len(pdf)), 200)
		if err != nil {
			t.Fatalf("FirstPage: %v", err)
		}
		if got := img.Bounds().Size(); got.X != 200 || got.Y != 100 {
			t.Fatalf("size: got %v, want 200x100 (the page's 2:1 shape)", got)
		}
		tests := []struct {
			name string
			x, y int
			want color.RGBA
		}{
			{"the left half is red", 50, 50, color.RGBA{255, 0, 0, 255}},
			{"the top right corner is white", 195, 5, color.RGBA{255, 255, 255, 255}},
		}
		for _, tt := range tests {
			r, g, b, a := img.At(tt.x, tt.y).RGBA()
			got := color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
			if got != tt.want {
				t.Errorf("%s: pixel (%d,%d) got %v, want %v", tt.name, tt.x, tt.y, got, tt.want)
			}
		}
		dark := 0
		for y := 0; y < 100; y++ {
			for x := 100; x < 200; x++ {
				if r, g, b, _ := img.At(x, y).RGBA(); r < 0x4000 && g < 0x4000 && b < 0x4000 {
					dark++
				}
			}
		}
		if dark == 0 {
			t.Errorf("the right half has no dark pixel: the text was not drawn")
		}
	})

	bad := []struct {
		name string
		data []byte
	}{
		{"text that is not a PDF", []byte("hello, this is not a PDF")},
		{"a PDF cut in half", pdftest.RedLeftHalf()[:120]},
		{"an empty file", nil},
	}
	for _, tt := range bad {
		t.Run(tt.name+" is unreadable", func(t *testing.T) {
			_, err := r.FirstPage(ctx, bytes.NewReader(tt.data), int64(len(tt.data)), 200)
			if !errors.Is(err, pdfpage.ErrUnreadable) {
				t.Errorf("got %v, want ErrUnreadable", err)
			}
		})
	}

	t.Run("a good PDF after bad ones is still drawn", func(t *testing.T) {
		pdf := pdftest.RedLeftHalf()
		if _, err := r.FirstPage(ctx, bytes.NewReader(pdf), int64(len(pdf)), 100); err != nil {
			t.Errorf("FirstPage: %v", err)
		}
	})
}

// slowPaths is how many stroked paths make a page PDFium takes minutes to draw (a probe
// measured 3 minutes at 300,000), in a PDF of a few tens of kilobytes.
const slowPaths = 300_000

// drawsRed checks that r still draws a normal PDF, with its colours.
func drawsRed(t *testing.T, r *pdfpage.Renderer) {
	t.Helper()
	pdf := pdftest.RedLeftHalf()
	img, err := r.FirstPage(context.Background(), bytes.NewReader(pdf), int64(len(pdf)), 200)
	if err != nil {
		t.Fatalf("FirstPage of a normal PDF: %v", err)
	}
	if got, want := pixel(img, 50, 50), (color.RGBA{255, 0, 0, 255}); got != want {
		t.Errorf("pixel (50,50): got %v, want %v", got, want)
	}
}

func pixel(img image.Image, x, y int) color.RGBA {
	r, g, b, a := img.At(x, y).RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func TestFirstPageLimits(t *testing.T) {
	ctx := context.Background()
	slow := pdftest.Strokes(slowPaths)

	t.Run("a PDF still drawing at the deadline stops with ErrTooSlow, and the next PDF is drawn", func(t *testing.T) {
		// A deadline far shorter than the drawing (minutes), far longer than a normal
		// page's (milliseconds): without a deadline that stops the WebAssembly call,
		// FirstPage would return minutes later.
		r := pdfpage.New(pdfpage.Options{Deadline: 3 * time.Second})
		t.Cleanup(func() { _ = r.Close() })
		drawsRed(t, r) // PDFium compiled outside the deadline
		_, err := r.FirstPage(ctx, bytes.NewReader(slow), int64(len(slow)), 1024)
		if !errors.Is(err, pdfpage.ErrTooSlow) {
			t.Fatalf("got %v, want ErrTooSlow", err)
		}
		if !r.Undrawable(err) {
			t.Errorf("Undrawable(%v): got false, want true (trying again would be as slow)", err)
		}
		drawsRed(t, r)
	})

	t.Run("a PDF that needs more memory than the cap is ErrTooLarge, and the next PDF is drawn", func(t *testing.T) {
		r := pdfpage.New(pdfpage.Options{MemoryLimit: 64 << 20})
		t.Cleanup(func() { _ = r.Close() })
		huge := pdftest.HugeContent(100 << 20) // 100 MB to decompress, 100 KB of file
		_, err := r.FirstPage(ctx, bytes.NewReader(huge), int64(len(huge)), 1024)
		if !errors.Is(err, pdfpage.ErrTooLarge) {
			t.Fatalf("got %v, want ErrTooLarge", err)
		}
		if !r.Undrawable(err) {
			t.Errorf("Undrawable(%v): got false, want true", err)
		}
		drawsRed(t, r)
	})

	t.Run("cancelling the context stops a running drawing with the context's error", func(t *testing.T) {
		r := pdfpage.New(pdfpage.Options{Deadline: time.Hour})
		t.Cleanup(func() { _ = r.Close() })
		drawing := make(chan struct{})
		var once sync.Once
		r.OnDrawing(func() { once.Do(func() { close(drawing) }) })
		cctx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() {
			_, err := r.FirstPage(cctx, bytes.NewReader(slow), int64(len(slow)), 1024)
			done <- err
		}()
		<-drawing
		cancel()
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Fatalf("got %v, want context.Canceled", err)
		}
		if r.Undrawable(context.Canceled) {
			t.Errorf("Undrawable(context.Canceled): got true, want false (the document is not at fault)")
		}
		drawsRed(t, r)
	})
}
