package demo

import (
	"fmt"
	"image/color"
	"math"
	"math/rand/v2"
)

// sheetInfo is what a drawing sheet's title block says.
type sheetInfo struct {
	project, title, number, location string
}

// drawingSheet draws a shop-drawing sheet: a framing plan and an elevation of the same
// frame, grid bubbles, member marks and dimensions, and a title block with the firm's
// name, the project, the sheet number, scale, dates and initials.
func drawingSheet(c *canvas, rng *rand.Rand, info sheetInfo) {
	w, h := float64(c.Bounds().Dx()), float64(c.Bounds().Dy())
	c.vertical(0, int(h), paper, color.RGBA{0xf1, 0xf4, 0xf2, 0xff})
	m := math.Round(h * 0.03)
	c.frame(m, m, w-m, h-m, 2, ink)
	c.frame(m+5, m+5, w-m-5, h-m-5, 0.8, ink)
	// The title block along the bottom right; the views fill the rest.
	tbW, tbH := math.Min(w*0.42, 400), h*0.24
	tbX, tbY := w-m-5-tbW, h-m-5-tbH
	titleBlock(c, tbX, tbY, tbW, tbH, info, rng)

	bays, deep := 3+rng.IntN(3), 2+rng.IntN(2)
	planX0, planY0 := m+70, m+95
	planX1 := w*0.56 - 20
	planY1 := math.Min(h*0.62, tbY-40)
	bx := (planX1 - planX0) / float64(bays)
	bz := (planY1 - planY0) / float64(deep)
	gridC, memberC := muted, ink
	label := func(s string, x, y, size float64, col color.RGBA, align float64) {
		c.text(s, x, y, size, false, col, align)
	}
	c.text("FRAMING PLAN AT T.O.S. EL. 114'-0\"", planX0, planY1+48, 13, true, ink, 0)
	c.stroke(pt{planX0, planY1 + 53}, pt{planX0 + 250, planY1 + 53}, 1.2, ink)
	label("SCALE: 1/8\" = 1'-0\"", planX0, planY1+68, 10, muted, 0)
	// Grid lines and bubbles.
	for i := 0; i <= bays; i++ {
		x := planX0 + float64(i)*bx
		c.dashed(pt{x, planY0 - 28}, pt{x, planY1 + 14}, 0.8, 10, 4, gridC)
		bubble(c, pt{x, planY0 - 40}, 11, string(rune('A'+i)))
	}
	for k := 0; k <= deep; k++ {
		y := planY0 + float64(k)*bz
		c.dashed(pt{planX0 - 28, y}, pt{planX1 + 14, y}, 0.8, 10, 4, gridC)
		bubble(c, pt{planX0 - 40, y}, 11, fmt.Sprint(k+1))
	}
	// Girders, beams and infill, with their marks.
	sizes := []string{"W24x55", "W21x44", "W18x35", "W16x26", "W14x22"}
	for k := 0; k <= deep; k++ {
		y := planY0 + float64(k)*bz
		c.stroke(pt{planX0, y}, pt{planX1, y}, 3, memberC)
		for i := 0; i < bays; i++ {
			label(sizes[rng.IntN(2)], planX0+(float64(i)+0.5)*bx, y-6, 9, brandDark, 0.5)
		}
	}
	for i := 0; i <= bays; i++ {
		x := planX0 + float64(i)*bx
		c.stroke(pt{x, planY0}, pt{x, planY1}, 2.4, memberC)
	}
	for i := 0; i < bays; i++ {
		for j := 1; j < 3; j++ {
			x := planX0 + float64(i)*bx + float64(j)*bx/3
			c.stroke(pt{x, planY0}, pt{x, planY1}, 1.2, memberC)
		}
		for k := 0; k < deep; k++ {
			if (i+k)%2 == 0 {
				label(sizes[2+rng.IntN(3)], planX0+float64(i)*bx+bx/3+4, planY0+(float64(k)+0.5)*bz, 8, muted, 0)
			}
		}
	}
	// Columns: small wide-flange marks at the grid intersections.
	for i := 0; i <= bays; i++ {
		for k := 0; k <= deep; k++ {
			x, y := planX0+float64(i)*bx, planY0+float64(k)*bz
			c.rect(x-6, y-7, x+6, y-4.5, brand)
			c.rect(x-6, y+4.5, x+6, y+7, brand)
			c.rect(x-1.2, y-7, x+1.2, y+7, brand)
		}
	}
	// Braced bays on the plan, as the drawings mark them.
	for _, k := range []int{0, deep} {
		y := planY0 + float64(k)*bz
		x0 := planX0 + bx
		c.polygon([]pt{{x0 + bx/2 - 8, y + 10}, {x0 + bx/2 + 8, y + 10}, {x0 + bx/2, y + 22}}, brand)
	}
	// Overall dimension strings above the plan.
	dimY := planY0 - 62
	c.stroke(pt{planX0, dimY}, pt{planX1, dimY}, 0.8, ink)
	for i := 0; i <= bays; i++ {
		x := planX0 + float64(i)*bx
		c.stroke(pt{x - 4, dimY + 4}, pt{x + 4, dimY - 4}, 1, ink)
		if i < bays {
			label("25'-0\"", x+bx/2, dimY-4, 9, ink, 0.5)
		}
	}

	// The elevation beside the plan, to the same grid.
	elX0, elX1 := w*0.6+20, w-m-95
	elY1 := tbY - 50
	floors := 3 + rng.IntN(2)
	elY0 := math.Max(m+70, elY1-float64(floors)*70)
	storey := (elY1 - elY0) / float64(floors)
	cols := 3
	ex := (elX1 - elX0) / float64(cols)
	c.text("ELEVATION ON GRID 1", elX0, elY1+30, 13, true, ink, 0)
	c.stroke(pt{elX0, elY1 + 35}, pt{elX0 + 160, elY1 + 35}, 1.2, ink)
	c.stroke(pt{elX0 - 20, elY1}, pt{elX1 + 20, elY1}, 1.4, muted)
	for i := 0; i <= cols; i++ {
		x := elX0 + float64(i)*ex
		c.stroke(pt{x, elY0}, pt{x, elY1}, 3, ink)
		bubble(c, pt{x, elY0 - 26}, 9, string(rune('A'+i)))
		c.rect(x-8, elY1, x+8, elY1+3, ink)
	}
	for f := 1; f <= floors; f++ {
		y := elY1 - float64(f)*storey
		c.stroke(pt{elX0, y}, pt{elX1, y}, 2.4, ink)
		// The level's marker and elevation.
		c.polygon([]pt{{elX1 + 12, y}, {elX1 + 20, y - 8}, {elX1 + 4, y - 8}}, brand)
		label(fmt.Sprintf("EL. %d'-0\"", 100+f*14), elX1+24, y-1, 8, ink, 0)
	}
	// Chevron bracing in the middle bay.
	for f := 0; f < floors; f++ {
		y0, y1 := elY1-float64(f)*storey, elY1-float64(f+1)*storey
		xm := elX0 + 1.5*ex
		c.stroke(pt{elX0 + ex, y0}, pt{xm, y1}, 1.6, brand)
		c.stroke(pt{elX0 + 2*ex, y0}, pt{xm, y1}, 1.6, brand)
	}
	// A revision mark beside a girder, as issued sheets carry.
	rx, ry := planX0+bx*1.5+28, planY0-16
	c.polygon([]pt{{rx, ry - 12}, {rx + 11, ry + 7}, {rx - 11, ry + 7}}, brand)
	c.text("1", rx, ry+5, 9, true, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.5)
}

// bubble is a grid bubble: a circle with the grid's name.
func bubble(c *canvas, center pt, r float64, name string) {
	c.circle(center, r, ink)
	c.circle(center, r-1.2, paper)
	c.text(name, center.X, center.Y+r*0.4, r*1.1, true, ink, 0.5)
}

func titleBlock(c *canvas, x, y, w, h float64, info sheetInfo, rng *rand.Rand) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	c.rect(x, y, x+w, y+h, white)
	c.frame(x, y, x+w, y+h, 1.6, ink)
	band := h * 0.26
	c.rect(x, y, x+w, y+band, brand)
	c.text("GUSSET STEEL DETAILING", x+12, y+band*0.62, math.Min(band*0.42, 15), true, white, 0)
	c.text("STRUCTURAL & MISC. STEEL", x+w-12, y+band*0.62, math.Min(band*0.3, 9), false, mint, 1)
	row := (h - band) / 3
	size := math.Min(row*0.48, 13)
	// A long project name shrinks to fit, and leaves no room for the place.
	for size > 7 && textWidth(info.project, size, true) > w-20 {
		size--
	}
	c.text(info.project, x+10, y+band+row*0.62, size, true, ink, 0)
	if textWidth(info.project, size, true)+textWidth(info.location, math.Min(row*0.36, 9), false) < w-40 {
		c.text(info.location, x+w-10, y+band+row*0.62, math.Min(row*0.36, 9), false, muted, 1)
	}
	c.stroke(pt{x, y + band + row}, pt{x + w, y + band + row}, 0.8, ink)
	c.text(info.title, x+10, y+band+row*1.62, math.Min(row*0.42, 11), false, ink, 0)
	c.stroke(pt{x, y + band + 2*row}, pt{x + w, y + band + 2*row}, 0.8, ink)
	cells := []struct{ k, v string }{
		{"DRAWN", []string{"JA", "RM", "PS", "KT"}[rng.IntN(4)]},
		{"CHECKED", []string{"RM", "DV", "AL"}[rng.IntN(3)]},
		{"DATE", fmt.Sprintf("2025-%02d-%02d", 1+rng.IntN(12), 1+rng.IntN(28))},
		{"SCALE", "1/8\" = 1'-0\""},
	}
	numW := w * 0.24
	cw := (w - numW) / float64(len(cells))
	for i, cell := range cells {
		cx := x + float64(i)*cw
		if i > 0 {
			c.stroke(pt{cx, y + band + 2*row}, pt{cx, y + h}, 0.8, ink)
		}
		c.text(cell.k, cx+5, y+band+2*row+row*0.36, math.Min(row*0.26, 7), false, muted, 0)
		c.text(cell.v, cx+5, y+band+2*row+row*0.82, math.Min(row*0.36, 9), true, ink, 0)
	}
	c.rect(x+w-numW, y+band+2*row, x+w, y+h, brandTint)
	c.stroke(pt{x + w - numW, y + band + 2*row}, pt{x + w - numW, y + h}, 0.8, ink)
	c.text(info.number, x+w-numW/2, y+band+2*row+row*0.78, math.Min(row*0.56, 16), true, brandDark, 0.5)
}
