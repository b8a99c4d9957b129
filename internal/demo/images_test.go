package demo

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"testing"
)

var sampleSheet = sheetInfo{project: "REGIONAL MEDICAL CENTER EXPANSION", title: "FRAMING PLAN AND ELEVATION", number: "E-101", location: "HOUSTON, TEXAS"}

var pictures = []struct {
	name string
	kind picture
}{
	{"a braced frame", pictureBuilding},
	{"a truss roof", pictureTruss},
	{"a metal building's frames", picturePEMB},
	{"a bolted connection", pictureConnection},
	{"a drawing sheet", pictureSheet},
}

// detail measures how much a picture shows: its distinct colours (quantised to 5 bits a
// channel, so the grain alone does not count) and the share of pixels on an edge (a
// luminance step of more than 24 of 255 to the right or below).
func detail(img *image.RGBA) (colours int, edges float64) {
	b := img.Bounds()
	seen := map[uint32]bool{}
	lum := func(x, y int) float64 {
		i := img.PixOffset(x, y)
		return 0.2126*float64(img.Pix[i]) + 0.7152*float64(img.Pix[i+1]) + 0.0722*float64(img.Pix[i+2])
	}
	edge := 0
	for y := b.Min.Y; y < b.Max.Y-1; y++ {
		for x := b.Min.X; x < b.Max.X-1; x++ {
			i := img.PixOffset(x, y)
			seen[uint32(img.Pix[i]>>3)<<10|uint32(img.Pix[i+1]>>3)<<5|uint32(img.Pix[i+2]>>3)] = true
			l := lum(x, y)
			if math.Abs(l-lum(x+1, y)) > 24 || math.Abs(l-lum(x, y+1)) > 24 {
				edge++
			}
		}
	}
	return len(seen), float64(edge) / float64((b.Dx()-1)*(b.Dy()-1))
}

func TestPicturesShowSteelWorkNotAFlatPlaceholder(t *testing.T) {
	for _, p := range pictures {
		for _, seed := range []uint64{1, 2, 3} {
			t.Run(fmt.Sprintf("%s, seed %d, has shading and drawn edges", p.name, seed), func(t *testing.T) {
				colours, edges := detail(p.kind.draw(seed, 480, 320, sampleSheet))
				// A flat placeholder or a few filled rectangles (the blueprint frames the
				// demo drew before) have a handful of colours and few edges; a picture
				// of noise is edges everywhere. These measure 140 to 330 colours and
				// 0.03 to 0.21 edges.
				if colours < 100 {
					t.Errorf("got %d distinct colours, want at least 100", colours)
				}
				if testing.Verbose() {
					t.Logf("%d colours, %.3f edges", colours, edges)
				}
				if edges < 0.01 || edges > 0.35 {
					t.Errorf("got %.3f of the pixels on an edge, want between 0.01 and 0.35", edges)
				}
			})
		}
	}
}

func TestPicturesAreTheSameForTheSameSeed(t *testing.T) {
	for _, p := range pictures {
		t.Run(p.name+" is the same bytes twice and differs for another seed", func(t *testing.T) {
			a, _, err := p.kind.encode(5, 480, 320, sampleSheet)
			if err != nil {
				t.Fatal(err)
			}
			b, _, _ := p.kind.encode(5, 480, 320, sampleSheet)
			c, _, _ := p.kind.encode(6, 480, 320, sampleSheet)
			if !bytes.Equal(a, b) {
				t.Error("got different bytes for the same seed, want the same")
			}
			if bytes.Equal(a, c) {
				t.Error("got the same bytes for another seed, want a different picture")
			}
		})
	}
}
