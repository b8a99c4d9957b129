package demo

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math/rand/v2"
)

// frameImage draws a steel-frame elevation on a blueprint background: real pixels for
// the gallery (uploads are checked by content, so the demo uploads real PNGs), varied by
// seed, and made here rather than shipped so the repository stays small.
func frameImage(seed uint64, w, h int) ([]byte, error) {
	rng := rand.New(rand.NewPCG(seed, seed*7919+1))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	sky := color.RGBA{R: uint8(20 + rng.IntN(20)), G: uint8(60 + rng.IntN(40)), B: uint8(90 + rng.IntN(60)), A: 255}
	draw.Draw(img, img.Bounds(), &image.Uniform{C: sky}, image.Point{}, draw.Src)

	grid := color.RGBA{R: 255, G: 255, B: 255, A: 40}
	for x := 0; x < w; x += 32 {
		fill(img, image.Rect(x, 0, x+1, h), grid)
	}
	for y := 0; y < h; y += 32 {
		fill(img, image.Rect(0, y, w, y+1), grid)
	}

	steel := color.RGBA{R: 196, G: 206, B: 201, A: 255}
	brand := color.RGBA{R: 31, G: 122, B: 58, A: 255}
	ground := h - h/6
	fill(img, image.Rect(0, ground, w, h), color.RGBA{R: 40, G: 48, B: 44, A: 255})
	bays := 3 + rng.IntN(4)
	floors := 2 + rng.IntN(4)
	left, right := w/10, w-w/10
	top := ground - (ground-h/8)*(60+rng.IntN(40))/100
	bay := (right - left) / bays
	storey := (ground - top) / floors
	for i := 0; i <= bays; i++ { // columns
		x := left + i*bay
		fill(img, image.Rect(x-5, top, x+5, ground), steel)
	}
	for j := 0; j <= floors; j++ { // beams
		y := top + j*storey
		fill(img, image.Rect(left-5, y-4, right+5, y+4), steel)
	}
	for i := 0; i < bays; i += 2 { // braced bays
		x0, x1 := left+i*bay, left+(i+1)*bay
		for j := 0; j < floors; j++ {
			line(img, x0, top+j*storey, x1, top+(j+1)*storey, brand)
			line(img, x1, top+j*storey, x0, top+(j+1)*storey, brand)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r.Intersect(img.Bounds()), &image.Uniform{C: c}, image.Point{}, draw.Over)
}

// line draws a 3-pixel-wide line from (x0,y0) to (x1,y1).
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	steps := max(abs(x1-x0), abs(y1-y0))
	for s := 0; s <= steps; s++ {
		x := x0 + (x1-x0)*s/max(steps, 1)
		y := y0 + (y1-y0)*s/max(steps, 1)
		fill(img, image.Rect(x-1, y-1, x+2, y+2), c)
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
