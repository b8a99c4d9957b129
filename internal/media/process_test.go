package media

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"io"
	"testing"

	"github.com/gusset/gusset/internal/media/mediatest"
	_ "golang.org/x/image/webp"
)

func opener(b []byte) func() (io.ReadCloser, error) {
	return func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(b)), nil }
}

// near reports whether two colours are within tol per channel (lossy encodings).
func near(a, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func at(img image.Image, x, y int) color.NRGBA {
	return color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
}

func TestProcess(t *testing.T) {
	stored := mediatest.Picture(2000, 1200)
	tests := []struct {
		name   string
		file   []byte
		wantW  int
		wantH  int
		marked func(w, h int) image.Point // where the stored top-left corner shows upright
	}{
		{"a JPEG turned 90° clockwise (orientation 6) is upright", mediatest.JPEG(stored, 6), 1200, 2000,
			func(w, h int) image.Point { return image.Pt(w-8, 8) }},
		{"a JPEG with orientation 1 stays as stored", mediatest.JPEG(stored, 1), 2000, 1200,
			func(w, h int) image.Point { return image.Pt(8, 8) }},
		{"a PNG turned 180° (orientation 3) is upright", mediatest.PNG(stored, 3), 2000, 1200,
			func(w, h int) image.Point { return image.Pt(w-8, h-8) }},
		{"a WebP turned 90° counter-clockwise (orientation 8) is upright", mediatest.WebP(stored, 8), 1200, 2000,
			func(w, h int) image.Point { return image.Pt(8, h-8) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !bytes.Contains(tt.file, []byte(mediatest.Make)) {
				t.Fatal("the fixture has no EXIF make: the test would prove nothing")
			}
			res, err := Process(opener(tt.file), DefaultMaxPixels)
			if err != nil {
				t.Fatal(err)
			}
			if res.Width != tt.wantW || res.Height != tt.wantH {
				t.Errorf("got upright size %d×%d, want %d×%d", res.Width, res.Height, tt.wantW, tt.wantH)
			}
			if got, want := len(res.Variants), 4; got != want {
				t.Fatalf("got %d variants, want %d", got, want)
			}
			wantWidths := []int{320, 640, 1024, min(1600, tt.wantW)}
			for i, v := range res.Variants {
				if v.Width != wantWidths[i] {
					t.Errorf("got variant %d width %d, want %d", i, v.Width, wantWidths[i])
				}
				if len(v.Data) >= len(tt.file) {
					t.Errorf("got a %d-byte variant of a %d-byte original, want it smaller", len(v.Data), len(tt.file))
				}
				for _, leak := range []string{"Exif", "EXIF", mediatest.Make, "II*\x00"} {
					if bytes.Contains(v.Data, []byte(leak)) {
						t.Errorf("variant %d contains %q: metadata survived", v.Width, leak)
					}
				}
				img, format, err := image.Decode(bytes.NewReader(v.Data))
				if err != nil || format != "webp" {
					t.Fatalf("variant %d does not decode as WebP: %v %q", v.Width, err, format)
				}
				b := img.Bounds()
				if b.Dx() != v.Width || b.Dy() != v.Height {
					t.Errorf("got a %d×%d variant recorded as %d×%d", b.Dx(), b.Dy(), v.Width, v.Height)
				}
				wantH := (tt.wantH*v.Width + tt.wantW/2) / tt.wantW
				if v.Height != wantH {
					t.Errorf("got variant height %d, want %d (aspect kept)", v.Height, wantH)
				}
				p := tt.marked(b.Dx(), b.Dy())
				if c := at(img, p.X, p.Y); !near(c, mediatest.Marked, 40) {
					t.Errorf("variant %d: got %v at %v, want the marked corner's colour %v", v.Width, c, p, mediatest.Marked)
				}
				if c := at(img, b.Dx()-1-p.X, b.Dy()-1-p.Y); !near(c, mediatest.Other, 40) {
					t.Errorf("variant %d: got %v opposite the marked corner, want %v", v.Width, c, mediatest.Other)
				}
			}
			if len(res.Placeholder) != 7 || res.Placeholder[0] != '#' {
				t.Errorf("got placeholder %q, want a #rrggbb colour", res.Placeholder)
			}
		})
	}
}

func TestProcessNeverEnlarges(t *testing.T) {
	file := mediatest.JPEG(mediatest.Picture(700, 300), 1)
	res, err := Process(opener(file), DefaultMaxPixels)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, v := range res.Variants {
		got = append(got, v.Width)
	}
	if want := []int{320, 640, 700}; !equal(got, want) {
		t.Errorf("got widths %v, want %v", got, want)
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestProcessRefusesADecompressionBombBeforeDecoding(t *testing.T) {
	bomb := mediatest.Bomb(100000, 100000)
	passes := 0
	open := func() (io.ReadCloser, error) {
		passes++
		return io.NopCloser(bytes.NewReader(bomb)), nil
	}
	_, err := Process(open, DefaultMaxPixels)
	if !errors.Is(err, ErrTooManyPixels) {
		t.Fatalf("got %v, want ErrTooManyPixels", err)
	}
	if got, want := err.Error(), "image has too many pixels: 100000×100000 pixels is over the 50-megapixel limit"; got != want {
		t.Errorf("got message %q, want %q", got, want)
	}
	if passes != 1 {
		t.Errorf("got %d reads of the file, want 1 (the header only)", passes)
	}
}

func TestProcessRefusesWhatIsNotAnImage(t *testing.T) {
	_, err := Process(opener([]byte("%PDF-1.7 not an image")), DefaultMaxPixels)
	if !errors.Is(err, ErrUnreadable) {
		t.Fatalf("got %v, want ErrUnreadable", err)
	}
}
