// Package compare draws two revisions of a sheet (the first page of each PDF) and their
// difference as a picture: what only the later revision has in one colour (added), what
// only the earlier has in another (removed), what both have in grey, on white.
//
// The pages are drawn in shades of grey (pdfpage.FirstPageGray): a drawing's changes are
// in its lines and words, not its colours, and a byte a pixel keeps an ARCH D sheet at
// 150 dpi (5,400 × 3,600 pixels) at 19 MB a picture. The overlay is paletted (four
// colours, a byte a pixel) for the same reason, and encodes to a small PNG.
package compare

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"

	"github.com/gusset/gusset/internal/pdfpage"
)

// The overlay's colours, by palette index. Red and blue, not red and green, so that the
// difference reads for the colour-blind too.
var (
	Background = color.Gray{Y: 255}
	Unchanged  = color.Gray{Y: 160}
	Removed    = color.RGBA{R: 0xD0, G: 0x10, B: 0x20, A: 0xFF}
	Added      = color.RGBA{R: 0x10, G: 0x50, B: 0xE0, A: 0xFF}
)

const (
	background uint8 = iota
	unchanged
	removed
	added
)

var palette = color.Palette{Background, Unchanged, Removed, Added}

// ink is the grey below which a pixel is drawn on: anything visibly darker than the
// paper, so that thin, light lines drawn at a fraction of a pixel count too.
const ink = 224

// Defaults: a shop drawing's lines and dimensions read at 150 dpi, and 40 million
// pixels hold the largest ARCH sheet (E, 36 × 48 in) at 150 dpi.
const (
	DefaultDPI       = 150
	DefaultMaxPixels = 40_000_000
)

// Options are a comparison's resolution and limit.
type Options struct {
	DPI       int // 0 is DefaultDPI
	MaxPixels int // the most pixels a page may be drawn in; 0 is DefaultMaxPixels
}

// File is a PDF to read: its bytes and size (a blob reader or a bytes.Reader).
type File struct {
	PDF  io.ReadSeeker
	Size int64
}

// Result is a comparison: both pages as drawn and their overlay.
type Result struct {
	Earlier, Later *image.Gray
	// Overlay is as large as the larger page in each direction; pages are laid on it by
	// their top left corners.
	Overlay *image.Paletted
	// Added and Removed count the overlay's pixels of each colour.
	Added, Removed int
}

// Same reports whether the pages show the same thing: an empty difference.
func (r *Result) Same() bool { return r.Added == 0 && r.Removed == 0 }

// Revisions draws the first page of earlier and of later with renderer and compares
// them. A page that cannot be drawn answers pdfpage's error (ErrUnreadable, ErrTooSlow,
// ErrTooLarge), saying which revision it was.
func Revisions(ctx context.Context, renderer *pdfpage.Renderer, earlier, later File, opts Options) (*Result, error) {
	if opts.DPI <= 0 {
		opts.DPI = DefaultDPI
	}
	if opts.MaxPixels <= 0 {
		opts.MaxPixels = DefaultMaxPixels
	}
	a, err := renderer.FirstPageGray(ctx, earlier.PDF, earlier.Size, opts.DPI, opts.MaxPixels)
	if err != nil {
		return nil, fmt.Errorf("the earlier revision: %w", err)
	}
	b, err := renderer.FirstPageGray(ctx, later.PDF, later.Size, opts.DPI, opts.MaxPixels)
	if err != nil {
		return nil, fmt.Errorf("the later revision: %w", err)
	}
	return Pictures(a, b), nil
}

// Pictures compares two pages already drawn.
func Pictures(earlier, later *image.Gray) *Result {
	ea, la := earlier.Bounds(), later.Bounds()
	w, h := max(ea.Dx(), la.Dx()), max(ea.Dy(), la.Dy())
	res := &Result{Earlier: earlier, Later: later, Overlay: image.NewPaletted(image.Rect(0, 0, w, h), palette)}
	var counts [4]int // by palette index
	for y := range h {
		row := res.Overlay.Pix[y*res.Overlay.Stride : y*res.Overlay.Stride+w]
		ra, rb := line(earlier, y, w), line(later, y, w)
		rb = rb[:len(ra)] // lets the compiler drop the bounds checks below
		for x, a := range ra {
			// The index is the pixel's kind: ink in the earlier page is 2 (removed),
			// in the later 1; ink in both is 3, and shows as unchanged.
			k := (inked(a)<<1 | inked(rb[x])) & 3
			row[x] = kinds[k]
			counts[k]++
		}
	}
	res.Removed, res.Added = counts[2], counts[1]
	return res
}

// kinds maps a pixel's kind (see Pictures) to its palette index.
var kinds = [4]uint8{background, added, removed, unchanged}

func inked(v uint8) uint8 {
	if v < ink {
		return 1
	}
	return 0
}

// line is row y of img from its left edge, w pixels long: past the page's right or
// bottom edge a pixel is paper (white).
func line(img *image.Gray, y, w int) []uint8 {
	b := img.Bounds()
	if y < b.Dy() && b.Dx() == w {
		i := img.PixOffset(b.Min.X, b.Min.Y+y)
		return img.Pix[i : i+w : i+w] // the page's own row: no copy
	}
	row := make([]uint8, w)
	for i := range row {
		row[i] = 255
	}
	if y < b.Dy() {
		i := img.PixOffset(b.Min.X, b.Min.Y+y)
		copy(row, img.Pix[i:i+b.Dx()])
	}
	return row
}

// EncodePNG writes img (a page or the overlay) as a PNG, compressed for speed: a
// drawing is mostly paper, which compresses well at any level.
func EncodePNG(w io.Writer, img image.Image) error {
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	return enc.Encode(w, img)
}
