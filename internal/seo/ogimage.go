package seo

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	goimage "image"
	"image/color"
	"image/draw"
	"image/png"
	"net/http"
	"strconv"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The size link previews ask for (Open Graph and Twitter's summary_large_image).
const (
	ogWidth  = 1200
	ogHeight = 630
)

// ogVersion changes with the drawing below, so that a new drawing gets a new address.
const ogVersion = "1"

// ogPrefix is where the sharing images are.
const ogPrefix = "/og/"

// ogImage is the picture of a shared link when the page has none of its own: the firm's
// name on its green. It is drawn on first request (most processes never get one) and kept.
type ogImage struct {
	firm Firm
	// path carries a hash of what the picture shows, so it can be cached for good.
	path string
	png  func() ([]byte, error)
}

func newOGImage(f Firm) *ogImage {
	sum := sha256.Sum256([]byte(ogVersion + "\x00" + f.Name + "\x00" + f.TitleSuffix))
	o := &ogImage{firm: f, path: ogPrefix + "default-" + hex.EncodeToString(sum[:5]) + ".png"}
	o.png = sync.OnceValues(func() ([]byte, error) { return drawOG(f) })
	return o
}

func (o *ogImage) image(origin string) image {
	return image{URL: origin + o.path, Width: ogWidth, Height: ogHeight, Alt: o.firm.Name}
}

func (o *ogImage) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := o.png()
	if err != nil {
		http.Error(w, "the sharing image could not be drawn", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// drawOG draws the firm's name and title suffix in white on its green, left-aligned,
// each line shrunk until it fits.
func drawOG(f Firm) ([]byte, error) {
	green := color.RGBA{R: brand >> 16 & 0xff, G: brand >> 8 & 0xff, B: brand & 0xff, A: 0xff}
	pale := color.RGBA{R: 0xd7, G: 0xee, B: 0xdd, A: 0xff}
	img := goimage.NewRGBA(goimage.Rect(0, 0, ogWidth, ogHeight))
	draw.Draw(img, img.Bounds(), &goimage.Uniform{C: green}, goimage.Point{}, draw.Src)
	// A band along the bottom, as the app's footer.
	band := color.RGBA{R: 0x16, G: 0x5c, B: 0x2b, A: 0xff}
	draw.Draw(img, goimage.Rect(0, ogHeight-90, ogWidth, ogHeight), &goimage.Uniform{C: band}, goimage.Point{}, draw.Src)
	draw.Draw(img, goimage.Rect(96, 200, 216, 212), &goimage.Uniform{C: pale}, goimage.Point{}, draw.Src)

	const margin = 96
	lines := []struct {
		text     string
		ttf      []byte
		size     float64
		baseline int
		colour   color.Color
	}{
		{f.Name, gobold.TTF, 88, 330, color.White},
		{f.TitleSuffix, goregular.TTF, 44, 410, pale},
	}
	for _, l := range lines {
		parsed, err := opentype.Parse(l.ttf)
		if err != nil {
			return nil, fmt.Errorf("font: %w", err)
		}
		for size := l.size; ; size -= 4 {
			face, err := opentype.NewFace(parsed, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
			if err != nil {
				return nil, fmt.Errorf("font face: %w", err)
			}
			d := font.Drawer{Dst: img, Src: goimage.NewUniform(l.colour), Face: face, Dot: fixed.P(margin, l.baseline)}
			if d.MeasureString(l.text).Ceil() <= ogWidth-2*margin || size <= 24 {
				d.DrawString(l.text)
				break
			}
		}
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
