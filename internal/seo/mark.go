package seo

import (
	goimage "image"
	"image/color"

	"golang.org/x/image/vector"
)

// The firm's mark, as webapp/src/components/site/logo.tsx draws it on a 32-unit grid: a
// gusset plate (the triangle joining a brace to a beam and column) in white on the brand
// green, with three bolt holes.
const (
	markGrid       = 32
	markRadius     = 6
	plateFrom      = 8
	plateTo        = 24
	boltHoleRadius = 1.6
)

var boltHoles = [][2]float32{{11.5, 11.5}, {17, 11.5}, {11.5, 17}}

// markStyle is how a mark fills its square.
type markStyle int

const (
	// rounded is the app's mark: rounded corners, transparent outside them.
	rounded markStyle = iota
	// fullBleed fills the square, for launchers that cut their own shape (iOS, Android's
	// maskable icons): the plate stays within the middle half, inside any mask's safe zone.
	fullBleed
)

// drawMark draws the mark size pixels square. The bolt holes are left out at favicon
// sizes, where they blur into the plate (webapp/public/favicon.svg leaves them out too).
func drawMark(size int, style markStyle) *goimage.RGBA {
	img := goimage.NewRGBA(goimage.Rect(0, 0, size, size))
	s := float32(size) / markGrid
	green := goimage.NewUniform(color.RGBA{R: brand >> 16 & 0xff, G: brand >> 8 & 0xff, B: brand & 0xff, A: 0xff})
	z := vector.NewRasterizer(size, size)

	if style == rounded {
		roundedSquare(z, float32(size), markRadius*s)
	} else {
		z.MoveTo(0, 0)
		z.LineTo(float32(size), 0)
		z.LineTo(float32(size), float32(size))
		z.LineTo(0, float32(size))
		z.ClosePath()
	}
	z.Draw(img, img.Bounds(), green, goimage.Point{})

	z.Reset(size, size)
	z.MoveTo(plateFrom*s, plateTo*s)
	z.LineTo(plateFrom*s, plateFrom*s)
	z.LineTo(plateTo*s, plateFrom*s)
	z.ClosePath()
	z.Draw(img, img.Bounds(), goimage.White, goimage.Point{})

	if size > 32 {
		z.Reset(size, size)
		for _, c := range boltHoles {
			circle(z, c[0]*s, c[1]*s, boltHoleRadius*s)
		}
		z.Draw(img, img.Bounds(), green, goimage.Point{})
	}
	return img
}

// kappa places a cubic Bézier's control points so that it traces a quarter circle.
const kappa = 0.5523

// roundedSquare adds a square of side w with corners of radius r to z's path.
func roundedSquare(z *vector.Rasterizer, w, r float32) {
	k := r * kappa
	z.MoveTo(r, 0)
	z.LineTo(w-r, 0)
	z.CubeTo(w-r+k, 0, w, r-k, w, r)
	z.LineTo(w, w-r)
	z.CubeTo(w, w-r+k, w-r+k, w, w-r, w)
	z.LineTo(r, w)
	z.CubeTo(r-k, w, 0, w-r+k, 0, w-r)
	z.LineTo(0, r)
	z.CubeTo(0, r-k, r-k, 0, r, 0)
	z.ClosePath()
}

// circle adds a circle centred on (cx, cy) to z's path.
func circle(z *vector.Rasterizer, cx, cy, r float32) {
	k := r * kappa
	z.MoveTo(cx+r, cy)
	z.CubeTo(cx+r, cy+k, cx+k, cy+r, cx, cy+r)
	z.CubeTo(cx-k, cy+r, cx-r, cy+k, cx-r, cy)
	z.CubeTo(cx-r, cy-k, cx-k, cy-r, cx, cy-r)
	z.CubeTo(cx+k, cy-r, cx+r, cy-k, cx+r, cy)
	z.ClosePath()
}
