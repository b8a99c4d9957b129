package demo

import (
	"cmp"
	"image/color"
	"math"
	"slices"
)

// A small 3D renderer for steel: members are convex prisms (a cross-section polygon swept
// along an axis), seen through a pinhole camera, lit by the sun, drawn far to near.

type vec struct{ X, Y, Z float64 }

func (a vec) add(b vec) vec           { return vec{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a vec) sub(b vec) vec           { return vec{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }
func (a vec) mul(k float64) vec       { return vec{a.X * k, a.Y * k, a.Z * k} }
func (a vec) dot(b vec) float64       { return a.X*b.X + a.Y*b.Y + a.Z*b.Z }
func (a vec) cross(b vec) vec         { return vec{a.Y*b.Z - a.Z*b.Y, a.Z*b.X - a.X*b.Z, a.X*b.Y - a.Y*b.X} }
func (a vec) norm() vec               { return a.mul(1 / math.Sqrt(a.dot(a))) }
func (a vec) dist(b vec) float64      { d := a.sub(b); return math.Sqrt(d.dot(d)) }
func lerpVec(a, b vec, t float64) vec { return a.add(b.sub(a).mul(t)) }

// camera projects world points (metres, y up) to pixels.
type camera struct {
	eye, right, up, fwd vec
	focal, cx, cy       float64
}

func newCamera(eye, target vec, fov float64, w, h int) camera {
	fwd := target.sub(eye).norm()
	// x to the right, y up, z into the picture (left-handed, as a screen is).
	right := vec{0, 1, 0}.cross(fwd).norm()
	up := fwd.cross(right)
	return camera{eye: eye, right: right, up: up, fwd: fwd, focal: float64(w) / 2 / math.Tan(fov/2), cx: float64(w) / 2, cy: float64(h) / 2}
}

func (c camera) project(p vec) (pt, bool) {
	d := p.sub(c.eye)
	z := d.dot(c.fwd)
	if z < 0.05 {
		return pt{}, false
	}
	return pt{c.cx + c.focal*d.dot(c.right)/z, c.cy - c.focal*d.dot(c.up)/z}, true
}

// prism is a member: section (in metres, x across, y up of the member) swept from a to b.
type prism struct {
	a, b    vec
	section []pt
	color   color.RGBA
	// roll turns the section about the axis (radians).
	roll float64
}

// face is one polygon of a prism, ready to draw. A side face runs along the member:
// pts[0]→pts[3] and pts[1]→pts[2] are its long edges.
type face struct {
	pts   []vec
	color color.RGBA
	side  bool
}

// scene is what a render draws: members, then the light and the camera.
type scene struct {
	members []prism
	sun     vec
	ambient float64
	edges   bool
}

func (s *scene) add(p prism) { s.members = append(s.members, p) }

// box adds a member of rectangular section w wide and h deep.
func (s *scene) box(a, b vec, w, h float64, c color.RGBA) {
	s.add(prism{a: a, b: b, section: []pt{{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}}, color: c})
}

// wide adds a wide-flange (I) member: two flanges and a web, depth d and flange width bf.
// web up keeps the I upright for beams; for columns the web lies across x.
func (s *scene) wide(a, b vec, d, bf float64, c color.RGBA) {
	tf, tw := math.Max(d*0.07, 0.012), math.Max(d*0.045, 0.008)
	axis := b.sub(a).norm()
	_, u := frameOf(axis, 0)
	top, bottom := u.mul(d/2-tf/2), u.mul(-(d/2 - tf/2))
	s.box(a.add(top), b.add(top), bf, tf, c)
	s.box(a.add(bottom), b.add(bottom), bf, tf, c)
	s.box(a, b, tw, d-2*tf, shade(c, 0.96))
}

// rod adds a round bar or bolt (a 10-sided prism).
func (s *scene) rod(a, b vec, r float64, sides int, c color.RGBA) {
	s.add(prism{a: a, b: b, section: ngon(pt{}, r, sides, math.Pi/float64(sides)), color: c})
}

// frameOf answers the two directions across a member with the given axis: side (level)
// and up (towards +y, or +z for a vertical member).
func frameOf(axis vec, roll float64) (side, up vec) {
	ref := vec{0, 1, 0}
	if math.Abs(axis.Y) > 0.9 {
		ref = vec{0, 0, 1}
	}
	side = axis.cross(ref).norm()
	up = side.cross(axis).norm()
	if roll != 0 {
		side, up = side.mul(math.Cos(roll)).add(up.mul(math.Sin(roll))), up.mul(math.Cos(roll)).sub(side.mul(math.Sin(roll)))
	}
	return side, up
}

func (p prism) faces() []face {
	axis := p.b.sub(p.a).norm()
	side, up := frameOf(axis, p.roll)
	ring := func(o vec) []vec {
		out := make([]vec, len(p.section))
		for i, q := range p.section {
			out[i] = o.add(side.mul(q.X)).add(up.mul(q.Y))
		}
		return out
	}
	ra, rb := ring(p.a), ring(p.b)
	fs := make([]face, 0, len(ra)+2)
	for i := range ra {
		j := (i + 1) % len(ra)
		fs = append(fs, face{pts: []vec{ra[i], ra[j], rb[j], rb[i]}, color: p.color, side: true})
	}
	capB := slices.Clone(rb)
	slices.Reverse(ra)
	fs = append(fs, face{pts: ra, color: p.color}, face{pts: capB, color: p.color})
	return fs
}

func centroid(pts []vec) vec {
	var c vec
	for _, p := range pts {
		c = c.add(p)
	}
	return c.mul(1 / float64(len(pts)))
}

// render draws the scene's members onto the canvas: each member's faces that look at the
// camera, shaded by the sun, members far to near (steel members are slender, so their
// midpoints order them well enough).
func (s *scene) render(c *canvas, cam camera) {
	type item struct {
		faces []face
		depth float64
	}
	items := make([]item, 0, len(s.members))
	sun := s.sun.norm()
	for _, m := range s.members {
		mid := lerpVec(m.a, m.b, 0.5)
		var visible []face
		for _, f := range m.faces() {
			center := centroid(f.pts)
			// (side, up, axis) is a left-handed frame, so this order gives the outward normal.
			n := f.pts[2].sub(f.pts[1]).cross(f.pts[1].sub(f.pts[0]))
			if n.dot(n) == 0 {
				continue
			}
			n = n.norm()
			if n.dot(cam.eye.sub(center)) <= 0 {
				continue
			}
			light := s.ambient + (1-s.ambient)*math.Max(0, n.dot(sun))
			// A little light from the sky above.
			light += 0.12 * math.Max(0, n.Y)
			f.color = shade(f.color, light)
			visible = append(visible, f)
		}
		items = append(items, item{faces: visible, depth: mid.dist(cam.eye)})
	}
	slices.SortStableFunc(items, func(a, b item) int { return cmp.Compare(b.depth, a.depth) })
	for _, it := range items {
		for _, f := range it.faces {
			pts := make([]pt, 0, len(f.pts))
			ok := true
			for _, p := range f.pts {
				q, in := cam.project(p)
				if !in {
					ok = false
					break
				}
				pts = append(pts, q)
			}
			if !ok {
				continue
			}
			fill(c, cam, f, pts)
			if s.edges {
				edge := shade(f.color, 0.55)
				edge.A = 0x99
				for i := range pts {
					c.hairline(pts[i], pts[(i+1)%len(pts)], edge)
				}
			}
		}
	}
}

// fill fills a projected face. A long side face is filled in short pieces along the member,
// cut in 3D (so perspective stays exact) and overlapping by a sliver (so no seam shows): a
// polygon costs its bounding box, and a long diagonal member's box is most of the picture.
func fill(c *canvas, cam camera, f face, pts []pt) {
	if !f.side {
		c.polygon(pts, f.color)
		return
	}
	length := math.Hypot(pts[3].X-pts[0].X, pts[3].Y-pts[0].Y)
	n := min(int(length/32), 64)
	if n < 2 {
		c.polygon(pts, f.color)
		return
	}
	overlap := 0.6 / length
	for k := range n {
		t0, t1 := math.Max(float64(k)/float64(n)-overlap, 0), math.Min(float64(k+1)/float64(n)+overlap, 1)
		piece := make([]pt, 0, 4)
		for _, v := range []vec{lerpVec(f.pts[0], f.pts[3], t0), lerpVec(f.pts[1], f.pts[2], t0), lerpVec(f.pts[1], f.pts[2], t1), lerpVec(f.pts[0], f.pts[3], t1)} {
			q, _ := cam.project(v)
			piece = append(piece, q)
		}
		c.polygon(piece, f.color)
	}
}
