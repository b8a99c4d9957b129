package demo

import (
	"image/color"
	"math"
	"math/rand/v2"
)

// backdrop paints a sky (the brand's tint, lighter to the horizon), a ground plane and a
// few hills, and answers the horizon's height.
func backdrop(c *canvas, cam camera, rng *rand.Rand) {
	w, h := c.Bounds().Dx(), c.Bounds().Dy()
	horizon, _ := cam.project(cam.eye.add(vec{cam.fwd.X, 0, cam.fwd.Z}.norm().mul(1e4)))
	hy := int(math.Min(math.Max(horizon.Y, float64(h)/5), float64(h)*0.9))
	c.vertical(0, hy, color.RGBA{0xbf, 0xdc, 0xca, 0xff}, color.RGBA{0xf4, 0xf9, 0xf5, 0xff})
	c.vertical(hy, h, color.RGBA{0x8a, 0x96, 0x8f, 0xff}, color.RGBA{0x4a, 0x55, 0x4f, 0xff})
	// Distant tree lines and hills in the brand's greens, softened by the haze.
	for layer, base := range []color.RGBA{mix(brand, brandTint, 0.7), mix(brandDark, brandTint, 0.5)} {
		var pts []pt
		pts = append(pts, pt{0, float64(hy)})
		phase, amp := rng.Float64()*6, float64(h)*(0.025+0.02*float64(layer))
		for x := 0; x <= w; x += 8 {
			y := float64(hy) - amp*(1.2+math.Sin(float64(x)/float64(w)*5+phase)+0.35*math.Sin(float64(x)/23+phase*3))
			pts = append(pts, pt{float64(x), y})
		}
		pts = append(pts, pt{float64(w), float64(hy)})
		c.polygon(pts, base)
	}
	// Site lines on the slab: a ground grid seen in perspective.
	for i := -20; i <= 40; i++ {
		a, okA := cam.project(vec{float64(i) * 6, 0, -10})
		b, okB := cam.project(vec{float64(i) * 6, 0, 80})
		if okA && okB {
			c.hairline(a, b, color.RGBA{0xff, 0xff, 0xff, 0x1a})
		}
	}
}

// buildingScene is a braced multi-storey steel frame: columns, girders, beams, braced
// bays, base plates and a metal deck on the lowest floors.
func buildingScene(rng *rand.Rand) (*scene, vec, vec) {
	s := &scene{sun: vec{-0.5, 0.8, -0.35}, ambient: 0.42, edges: true}
	bays, deep, floors := 4+rng.IntN(3), 2+rng.IntN(2), 3+rng.IntN(3)
	bx, bz, storey := 7.5, 7.0, 4.2
	colC, beamC, braceC := brand, steel, brandDark
	for i := 0; i <= bays; i++ {
		for k := 0; k <= deep; k++ {
			x, z := float64(i)*bx, float64(k)*bz
			s.wide(vec{x, 0, z}, vec{x, float64(floors) * storey, z}, 0.36, 0.37, colC)
			s.box(vec{x, -0.05, z}, vec{x, 0.04, z}, 0.7, 0.7, color.RGBA{0xa9, 0xad, 0xa8, 0xff})
		}
	}
	decked := 1 + rng.IntN(floors-1)
	for f := 1; f <= floors; f++ {
		y := float64(f) * storey
		for k := 0; k <= deep; k++ {
			s.wide(vec{-0.1, y, float64(k) * bz}, vec{float64(bays)*bx + 0.1, y, float64(k) * bz}, 0.53, 0.21, beamC)
		}
		for i := 0; i <= bays; i++ {
			s.wide(vec{float64(i) * bx, y, -0.1}, vec{float64(i) * bx, y, float64(deep)*bz + 0.1}, 0.46, 0.19, beamC)
		}
		// Infill joists between the girders.
		for i := 0; i < bays; i++ {
			for j := 1; j < 3; j++ {
				x := float64(i)*bx + float64(j)*bx/3
				s.wide(vec{x, y - 0.05, 0}, vec{x, y - 0.05, float64(deep) * bz}, 0.36, 0.17, shade(beamC, 0.92))
			}
		}
		if f <= decked {
			s.box(vec{-0.2, y + 0.32, float64(deep) * bz / 2}, vec{float64(bays)*bx + 0.2, y + 0.32, float64(deep) * bz / 2}, float64(deep)*bz+0.4, 0.14, color.RGBA{0xb9, 0xbf, 0xbb, 0xff})
		}
	}
	// Chevron and X bracing in the end bays of the near and far frames.
	for _, k := range []int{0, deep} {
		z := float64(k) * bz
		for f := 0; f < floors; f++ {
			for _, i := range []int{1, bays - 2} {
				x0, x1 := float64(i)*bx, float64(i+1)*bx
				y0, y1 := float64(f)*storey, float64(f+1)*storey
				if (f+i)%2 == 0 {
					s.box(vec{x0, y0, z}, vec{x1, y1, z}, 0.2, 0.2, braceC)
					s.box(vec{x1, y0, z}, vec{x0, y1, z}, 0.2, 0.2, braceC)
				} else {
					s.box(vec{x0, y0, z}, vec{(x0 + x1) / 2, y1, z}, 0.2, 0.2, braceC)
					s.box(vec{x1, y0, z}, vec{(x0 + x1) / 2, y1, z}, 0.2, 0.2, braceC)
				}
			}
		}
	}
	center := vec{float64(bays) * bx / 2, float64(floors) * storey * 0.45, float64(deep) * bz / 2}
	span := math.Max(float64(bays)*bx, float64(floors)*storey*1.6)
	angle := -0.55 - rng.Float64()*0.5
	eye := center.add(vec{math.Sin(angle) * span * 1.15, span * (0.22 + rng.Float64()*0.2), -math.Cos(angle) * span * 1.15})
	return s, eye, center
}

// trussScene is a roof on long-span trusses: a row of Pratt trusses on columns, with
// purlins and bottom-chord bracing.
func trussScene(rng *rand.Rand) (*scene, vec, vec) {
	s := &scene{sun: vec{0.45, 0.85, -0.4}, ambient: 0.42, edges: true}
	span, depth, panels := 24.0+float64(rng.IntN(3))*3, 2.4+rng.Float64()*0.8, 10
	count, spacing, height := 6+rng.IntN(3), 6.0, 7.0
	for t := 0; t < count; t++ {
		z := float64(t) * spacing
		s.wide(vec{0, 0, z}, vec{0, height + depth, z}, 0.4, 0.3, brand)
		s.wide(vec{span, 0, z}, vec{span, height + depth, z}, 0.4, 0.3, brand)
		top := func(float64) float64 { return height + depth }
		bottom := height
		s.box(vec{0, top(0), z}, vec{span, top(span), z}, 0.22, 0.2, steel)
		s.box(vec{0, bottom, z}, vec{span, bottom, z}, 0.2, 0.2, steel)
		for p := 0; p <= panels; p++ {
			x := span * float64(p) / float64(panels)
			s.box(vec{x, bottom, z}, vec{x, top(x), z}, 0.12, 0.12, shade(steel, 0.95))
			if p < panels {
				x1 := span * float64(p+1) / float64(panels)
				if p < panels/2 {
					s.box(vec{x, top(x), z}, vec{x1, bottom, z}, 0.12, 0.12, brandDark)
				} else {
					s.box(vec{x, bottom, z}, vec{x1, top(x1), z}, 0.12, 0.12, brandDark)
				}
			}
		}
		if t < count-1 {
			for p := 0; p <= panels; p += 2 {
				x := span * float64(p) / float64(panels)
				s.box(vec{x, height + depth + 0.18, z}, vec{x, height + depth + 0.18, z + spacing}, 0.1, 0.2, galvanize)
			}
			s.box(vec{0, height * 0.6, z}, vec{0, height * 0.6, z + spacing}, 0.14, 0.14, steel)
			s.box(vec{span, height * 0.6, z}, vec{span, height * 0.6, z + spacing}, 0.14, 0.14, steel)
		}
	}
	center := vec{span / 2, height * 0.8, float64(count-1) * spacing / 2}
	eye := vec{span * (0.05 + rng.Float64()*0.2), 2.5 + rng.Float64()*4, -spacing * 3.2}
	return s, eye, center
}

// pembScene is a pre-engineered metal building: tapered gable frames, purlins, girts and
// rod bracing in the end bay.
func pembScene(rng *rand.Rand) (*scene, vec, vec) {
	s := &scene{sun: vec{-0.4, 0.85, -0.45}, ambient: 0.45, edges: true}
	span, eave, pitch := 30.0+float64(rng.IntN(3))*6, 6.0+rng.Float64()*2, 1.0/12*float64(1+rng.IntN(2))
	frames, bay := 6+rng.IntN(3), 7.5
	ridge := eave + span/2*pitch
	for f := 0; f < frames; f++ {
		z := float64(f) * bay
		for _, x := range []float64{0, span} {
			s.wide(vec{x, 0, z}, vec{x, eave, z}, 0.6, 0.25, brand)
		}
		s.wide(vec{0, eave, z}, vec{span / 2, ridge, z}, 0.7, 0.25, brand)
		s.wide(vec{span, eave, z}, vec{span / 2, ridge, z}, 0.7, 0.25, brand)
		if f < frames-1 {
			for p := 0; p <= 6; p++ {
				t := float64(p) / 6
				for _, side := range []float64{0, 1} {
					x := span / 2 * t
					if side == 1 {
						x = span - x
					}
					y := eave + (ridge-eave)*t + 0.4
					s.box(vec{x, y, z}, vec{x, y, z + bay}, 0.08, 0.2, galvanize)
				}
			}
			for _, y := range []float64{eave * 0.3, eave * 0.62, eave * 0.95} {
				s.box(vec{-0.35, y, z}, vec{-0.35, y, z + bay}, 0.2, 0.08, galvanize)
				s.box(vec{span + 0.35, y, z}, vec{span + 0.35, y, z + bay}, 0.2, 0.08, galvanize)
			}
		}
	}
	// Rod bracing in the second bay, walls and roof.
	z0, z1 := bay, 2*bay
	for _, x := range []float64{0, span} {
		s.rod(vec{x, 0.3, z0}, vec{x, eave, z1}, 0.03, 6, brandDark)
		s.rod(vec{x, 0.3, z1}, vec{x, eave, z0}, 0.03, 6, brandDark)
	}
	s.rod(vec{0, eave + 0.5, z0}, vec{span / 2, ridge + 0.5, z1}, 0.03, 6, brandDark)
	s.rod(vec{0, eave + 0.5, z1}, vec{span / 2, ridge + 0.5, z0}, 0.03, 6, brandDark)
	// The crane runway along one wall, when there is one.
	if rng.IntN(2) == 0 {
		for f := 0; f < frames; f++ {
			z := float64(f) * bay
			s.box(vec{span - 0.6, 0, z}, vec{span - 0.6, eave * 0.7, z}, 0.3, 0.3, brandDark)
		}
		s.wide(vec{span - 0.6, eave*0.7 + 0.3, 0}, vec{span - 0.6, eave*0.7 + 0.3, float64(frames-1) * bay}, 0.6, 0.3, primer)
	}
	center := vec{span / 2, eave * 0.7, float64(frames-1) * bay / 2}
	eye := vec{-span * (0.1 + rng.Float64()*0.12), eave * (0.8 + rng.Float64()*0.4), -float64(frames) * bay * 0.3}
	return s, eye, center
}

// connectionScene is a close-up of a moment connection: a column, a beam with an end plate
// bolted to the column's flange, stiffeners and fillet welds, on a studio backdrop.
func connectionScene(rng *rand.Rand) (*scene, vec, vec) {
	s := &scene{sun: vec{-0.55, 0.7, -0.6}, ambient: 0.38, edges: true}
	cd, cbf := 0.36, 0.37
	bd, bbf := 0.53, 0.21
	colC, beamC, plateC, boltC := brand, steel, color.RGBA{0xc6, 0xcd, 0xc9, 0xff}, color.RGBA{0x6b, 0x73, 0x6f, 0xff}
	// The column: web across x, flanges facing ±x.
	face := cd / 2
	// (A vertical member's section is x across and z deep.)
	s.box(vec{face - 0.012, -1.2, 0}, vec{face - 0.012, 1.2, 0}, 0.025, cbf, colC)
	s.box(vec{-face + 0.012, -1.2, 0}, vec{-face + 0.012, 1.2, 0}, 0.025, cbf, colC)
	s.box(vec{0, -1.2, 0}, vec{0, 1.2, 0}, cd-0.05, 0.016, shade(colC, 0.9))
	// Stiffeners in line with the beam's flanges.
	for _, y := range []float64{bd/2 - 0.01, -bd/2 + 0.01} {
		for _, z := range []float64{-cbf / 4, cbf / 4} {
			s.box(vec{-face + 0.03, y, z}, vec{face - 0.03, y, z}, cbf/2-0.02, 0.016, shade(colC, 1.05))
		}
	}
	// End plate and beam.
	plate := 0.03
	x0 := face
	s.box(vec{x0, 0, 0}, vec{x0 + plate, 0, 0}, bbf+0.04, bd+0.2, plateC)
	s.wide(vec{x0 + plate, 0, 0}, vec{x0 + 2.2, 0, 0}, bd, bbf, beamC)
	// Fillet welds of the beam to the plate (triangular sections).
	// (Along z, a section's x runs towards -x.)
	weld := 0.012
	for _, y := range []float64{bd / 2, -bd / 2} {
		section := []pt{{0, 0}, {0, weld}, {-weld, 0}}
		if y < 0 {
			section = []pt{{0, 0}, {-weld, 0}, {0, -weld}}
		}
		s.add(prism{a: vec{x0 + plate, y, -bbf / 2}, b: vec{x0 + plate, y, bbf / 2}, section: section, color: shade(plateC, 0.8)})
	}
	// Two columns of bolts: heads on the plate's face (hex prisms).
	rows := []float64{bd/2 + 0.06, bd/2 - 0.07, 0.09, -0.09, -bd/2 + 0.07, -bd/2 - 0.06}
	for _, y := range rows {
		for _, z := range []float64{-0.065, 0.065} {
			s.rod(vec{x0 + plate, y, z}, vec{x0 + plate + 0.02, y, z}, 0.021, 6, boltC)
			s.rod(vec{x0 + plate + 0.02, y, z}, vec{x0 + plate + 0.035, y, z}, 0.011, 8, shade(boltC, 1.2))
		}
	}
	// Seen from the beam's side, above, so the bolt heads face the camera.
	center := vec{x0 + 0.1, 0, 0}
	eye := center.add(vec{1.0 + rng.Float64()*0.3, 0.35 + rng.Float64()*0.25, -1.2 - rng.Float64()*0.3})
	return s, eye, center
}

// studio paints a connection close-up's backdrop: a dark brand-green vignette, lighter
// behind the connection.
func studio(c *canvas) {
	w, h := c.Bounds().Dx(), c.Bounds().Dy()
	cx, cy, r := float64(w)*0.55, float64(h)*0.45, float64(w)*0.75
	light, dark := color.RGBA{0x3a, 0x6e, 0x4e, 0xff}, brandDeep
	// The colour by the squared distance, looked up: no square root or blend per pixel.
	var ramp [256]color.RGBA
	for i := range ramp {
		ramp[i] = mix(light, dark, float64(i)/255)
	}
	for y := range h {
		dy := (float64(y) - cy) * (float64(y) - cy)
		row := c.Pix[y*c.Stride:]
		for x := range w {
			d2 := ((float64(x)-cx)*(float64(x)-cx) + dy) / (r * r)
			col := ramp[min(int(d2*255), 255)]
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = col.R, col.G, col.B, 0xff
		}
	}
}
