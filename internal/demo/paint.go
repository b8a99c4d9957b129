package demo

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// The brand's palette (webapp/src/styles.css) and the few tones the pictures need
// between its colours.
var (
	brand     = color.RGBA{0x1f, 0x7a, 0x3a, 0xff}
	brandDark = color.RGBA{0x16, 0x59, 0x2a, 0xff}
	brandDeep = color.RGBA{0x0b, 0x2e, 0x17, 0xff}
	brandTint = color.RGBA{0xe8, 0xf3, 0xec, 0xff}
	mint      = color.RGBA{0xd7, 0xec, 0xdd, 0xff}
	ink       = color.RGBA{0x1b, 0x24, 0x20, 0xff}
	muted     = color.RGBA{0x5b, 0x66, 0x60, 0xff}
	paper     = color.RGBA{0xfb, 0xfc, 0xfb, 0xff}
	steel     = color.RGBA{0xb8, 0xc2, 0xbd, 0xff}
	primer    = color.RGBA{0x9a, 0x4b, 0x32, 0xff}
	galvanize = color.RGBA{0xc9, 0xcf, 0xcc, 0xff}
)

// canvas is an RGBA picture with anti-aliased polygons, lines and text.
type canvas struct {
	*image.RGBA
	r vector.Rasterizer
}

func newCanvas(w, h int) *canvas {
	return &canvas{RGBA: image.NewRGBA(image.Rect(0, 0, w, h))}
}

type pt struct{ X, Y float64 }

// polygon fills the closed path through pts. The rasterizer covers only the polygon's
// bounding box: drawing a small part costs its own area, not the picture's.
func (c *canvas) polygon(pts []pt, col color.Color) {
	if len(pts) < 3 {
		return
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	clip := box.Intersect(c.Bounds())
	if clip.Empty() {
		return
	}
	// The rasterizer's origin is the clipped box's corner (its mask starts there); parts
	// of the path outside it are clipped by the rasterizer.
	c.r.Reset(clip.Dx(), clip.Dy())
	c.r.DrawOp = draw.Over
	ox, oy := float64(clip.Min.X), float64(clip.Min.Y)
	c.r.MoveTo(float32(pts[0].X-ox), float32(pts[0].Y-oy))
	for _, p := range pts[1:] {
		c.r.LineTo(float32(p.X-ox), float32(p.Y-oy))
	}
	c.r.ClosePath()
	c.r.Draw(c.RGBA, clip, image.NewUniform(col), image.Point{})
}

// stroke draws a line of the given width from a to b with square ends.
func (c *canvas) stroke(a, b pt, width float64, col color.Color) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	nx, ny := -dy/n*width/2, dx/n*width/2
	c.polygon([]pt{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}, col)
}

// dashed draws a dashed line: dash and gap lengths in pixels.
func (c *canvas) dashed(a, b pt, width, dash, gap float64, col color.Color) {
	n := math.Hypot(b.X-a.X, b.Y-a.Y)
	for s := 0.0; s < n; s += dash + gap {
		e := math.Min(s+dash, n)
		c.stroke(lerpPt(a, b, s/n), lerpPt(a, b, e/n), width, col)
	}
}

func (c *canvas) rect(x0, y0, x1, y1 float64, col color.Color) {
	c.polygon([]pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, col)
}

// frame outlines a rectangle with lines of the given width.
func (c *canvas) frame(x0, y0, x1, y1, width float64, col color.Color) {
	c.rect(x0, y0, x1, y0+width, col)
	c.rect(x0, y1-width, x1, y1, col)
	c.rect(x0, y0, x0+width, y1, col)
	c.rect(x1-width, y0, x1, y1, col)
}

// circle fills a circle (a 48-gon: smooth at these sizes).
func (c *canvas) circle(center pt, r float64, col color.Color) {
	c.polygon(ngon(center, r, 48, 0), col)
}

func ngon(center pt, r float64, n int, turn float64) []pt {
	pts := make([]pt, n)
	for i := range pts {
		a := turn + 2*math.Pi*float64(i)/float64(n)
		pts[i] = pt{center.X + r*math.Cos(a), center.Y + r*math.Sin(a)}
	}
	return pts
}

// vertical fills the picture with a vertical gradient through the given stops (0 to 1).
func (c *canvas) vertical(y0, y1 int, top, bottom color.RGBA) {
	for y := max(y0, 0); y < min(y1, c.Bounds().Dy()); y++ {
		col := mix(top, bottom, float64(y-y0)/float64(max(y1-y0-1, 1)))
		row := c.Pix[y*c.Stride : y*c.Stride+c.Bounds().Dx()*4]
		for x := 0; x < len(row); x += 4 {
			row[x], row[x+1], row[x+2], row[x+3] = col.R, col.G, col.B, 0xff
		}
	}
}

// grain adds a faint, seeded noise, as a photograph or a print has: a flat colour field
// looks drawn by a program.
func (c *canvas) grain(rng interface{ IntN(int) int }, amount int) {
	for i := 0; i < len(c.Pix); i += 4 {
		d := rng.IntN(2*amount+1) - amount
		for k := range 3 {
			c.Pix[i+k] = clamp8(int(c.Pix[i+k]) + d)
		}
	}
}

func clamp8(v int) uint8 {
	return uint8(min(max(v, 0), 255))
}

func mix(a, b color.RGBA, t float64) color.RGBA {
	t = math.Min(math.Max(t, 0), 1)
	f := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 0xff}
}

// shade scales a colour's brightness (1 keeps it).
func shade(c color.RGBA, k float64) color.RGBA {
	f := func(x uint8) uint8 { return clamp8(int(math.Round(float64(x) * k))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

func lerpPt(a, b pt, t float64) pt { return pt{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t} }

// The Go fonts (BSD-licensed, in golang.org/x/image): the same glyphs on every machine,
// so the pictures are the same bytes everywhere.
var (
	fontsOnce           sync.Once
	regularTTF, boldTTF *opentype.Font
)

func fontFace(bold bool, size float64) font.Face {
	fontsOnce.Do(func() {
		regularTTF, _ = opentype.Parse(goregular.TTF)
		boldTTF, _ = opentype.Parse(gobold.TTF)
	})
	f := regularTTF
	if bold {
		f = boldTTF
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err) // the embedded fonts parse: a failure here is a broken build
	}
	return fc
}

// textWidth is how wide s is drawn at size.
func textWidth(s string, size float64, bold bool) float64 {
	fc := fontFace(bold, size)
	defer fc.Close()
	return float64(font.MeasureString(fc, s)) / 64
}

// text writes s with its baseline's left end at (x, y); align 0 left, 0.5 centred, 1 right.
func (c *canvas) text(s string, x, y float64, size float64, bold bool, col color.Color, align float64) {
	fc := fontFace(bold, size)
	defer fc.Close()
	d := font.Drawer{Dst: c.RGBA, Src: image.NewUniform(col), Face: fc}
	w := float64(d.MeasureString(s)) / 64
	d.Dot = fixed.P(int(math.Round(x-w*align)), int(math.Round(y)))
	d.DrawString(s)
}

// hairline draws a one-pixel anti-aliased line (Xiaolin Wu's): its cost is its length,
// where a polygon's is its bounding box (a long diagonal edge would cost a large area).
func (c *canvas) hairline(a, b pt, col color.RGBA) {
	steep := math.Abs(b.Y-a.Y) > math.Abs(b.X-a.X)
	if steep {
		a, b = pt{a.Y, a.X}, pt{b.Y, b.X}
	}
	if a.X > b.X {
		a, b = b, a
	}
	dx := b.X - a.X
	grad := 1.0
	if dx > 0 {
		grad = (b.Y - a.Y) / dx
	}
	plot := func(x, y int, cover float64) {
		if steep {
			x, y = y, x
		}
		if !(image.Point{x, y}.In(c.Bounds())) {
			return
		}
		i := c.PixOffset(x, y)
		k := cover * float64(col.A) / 255
		for ch, v := range []uint8{col.R, col.G, col.B} {
			c.Pix[i+ch] = uint8(float64(c.Pix[i+ch])*(1-k) + float64(v)*k + 0.5)
		}
	}
	y := a.Y + grad*(math.Round(a.X)-a.X)
	for x := int(math.Round(a.X)); x <= int(math.Round(b.X)); x++ {
		fy := math.Floor(y)
		plot(x, int(fy), 1-(y-fy))
		plot(x, int(fy)+1, y-fy)
		y += grad
	}
}
