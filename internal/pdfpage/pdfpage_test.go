package pdfpage_test

import (
	"bytes"
	"context"
	"errors"
	"image/color"
	"testing"

	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
)

func TestFirstPage(t *testing.T) {
	r := pdfpage.New()
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
