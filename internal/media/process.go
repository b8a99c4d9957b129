package media

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif"  // first frame of a GIF
	_ "image/jpeg" // JPEG decoder
	_ "image/png"  // PNG decoder
	"io"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/webp"
	_ "golang.org/x/image/webp" // WebP decoder (pure Go)
)

// Widths are the variants' widths in CSS pixels of a 1× … 2× screen: a phone's column, a
// tablet's, a laptop's, and a wide screen's lightbox. An image is never enlarged: a
// narrower original gets the widths below its own plus its own width.
var Widths = []int{320, 640, 1024, 1600}

// DefaultMaxPixels is the pixel budget: a larger image is refused before it is decoded
// (a 50-megapixel RGBA image is 200 MB in memory; a "decompression bomb" claims far more).
const DefaultMaxPixels = 50_000_000

// Quality is the WebP quality of the variants (libwebp's 0–100 scale).
const Quality = 75

// ErrTooManyPixels is wrapped by the error of an image over the pixel budget.
var ErrTooManyPixels = errors.New("image has too many pixels")

// ErrUnreadable is wrapped by the error of a file that is not a readable image.
var ErrUnreadable = errors.New("image cannot be read")

// Encoded is one variant, encoded.
type Encoded struct {
	Width, Height int
	ContentType   string
	Data          []byte
}

// Result is what Process makes of an image.
type Result struct {
	// Width and Height are the upright picture's size.
	Width, Height int
	// Placeholder is the average colour, as CSS ("#rrggbb").
	Placeholder string
	// Variants, narrowest first.
	Variants []Encoded
}

// CheckPixels refuses an image over maxPixels from its header alone.
func CheckPixels(cfg image.Config, maxPixels int) error {
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return fmt.Errorf("%w: no size in its header", ErrUnreadable)
	}
	if int64(cfg.Width)*int64(cfg.Height) > int64(maxPixels) {
		return fmt.Errorf("%w: %d×%d pixels is over the %d-megapixel limit", ErrTooManyPixels,
			cfg.Width, cfg.Height, maxPixels/1_000_000)
	}
	return nil
}

// Process reads an image (JPEG, PNG, WebP, or a GIF's first frame) and returns its WebP
// variants, upright and without any metadata: the variants are encoded from pixels only,
// so nothing of the original's EXIF/XMP/ICC blocks (GPS position, camera, software)
// survives. open is called for each pass over the file (header, then pixels), so a large
// original is streamed, never held twice. An image over maxPixels is refused before its
// pixels are decoded.
func Process(open func() (io.ReadCloser, error), maxPixels int) (Result, error) {
	head, err := readHead(open)
	if err != nil {
		return Result{}, err
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(head))
	if err != nil {
		return Result{}, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	if err := CheckPixels(cfg, maxPixels); err != nil {
		return Result{}, err
	}
	orient := readOrientation(head)

	r, err := open()
	if err != nil {
		return Result{}, err
	}
	src, _, err := image.Decode(r)
	_ = r.Close()
	if err != nil {
		return Result{}, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	b := src.Bounds()
	upW, upH := b.Dx(), b.Dy()
	if orient.swapsAxes() {
		upW, upH = upH, upW
	}
	res := Result{Width: upW, Height: upH}

	widths := targetWidths(upW)
	// Largest first, each from the one before: resizing the full original once keeps
	// the time and memory down (the smaller ones resample a 1600 px picture).
	prev := src
	out := make([]Encoded, len(widths))
	for i := len(widths) - 1; i >= 0; i-- {
		w := widths[i]
		h := max(1, int((int64(upH)*int64(w)+int64(upW)/2)/int64(upW)))
		var small *image.NRGBA
		if orient.swapsAxes() {
			small = imaging.Resize(prev, h, w, imaging.Lanczos)
		} else {
			small = imaging.Resize(prev, w, h, imaging.Lanczos)
		}
		if i == len(widths)-1 {
			src = nil // the full-size pixels can go once the largest variant is made
		}
		prev = small
		upright := orient.apply(small)
		var buf bytes.Buffer
		if err := webp.Encode(&buf, upright, webp.Options{Quality: Quality}); err != nil {
			return Result{}, fmt.Errorf("encode webp: %w", err)
		}
		out[i] = Encoded{Width: w, Height: h, ContentType: "image/webp", Data: buf.Bytes()}
		if i == 0 {
			res.Placeholder = averageColour(upright)
		}
	}
	res.Variants = out
	return res, nil
}

// headLen is how much of the file is read for its header and EXIF block.
const headLen = 1 << 20

func readHead(open func() (io.ReadCloser, error)) ([]byte, error) {
	r, err := open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	head, err := io.ReadAll(io.LimitReader(r, headLen))
	if err != nil {
		return nil, err
	}
	return head, nil
}

// targetWidths are the Widths below width, plus width itself when it falls between two
// (so the largest variant is the full picture, never enlarged).
func targetWidths(width int) []int {
	var out []int
	for _, w := range Widths {
		if w < width {
			out = append(out, w)
		}
	}
	if len(out) < len(Widths) {
		out = append(out, width)
	}
	return out
}

// averageColour is the mean colour of img as CSS hex, shown behind the image while it loads.
func averageColour(img image.Image) string {
	c := color.NRGBAModel.Convert(imaging.Resize(img, 1, 1, imaging.Box).At(0, 0)).(color.NRGBA)
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}
