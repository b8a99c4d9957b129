package demo

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
)

// picture is a kind of demo picture of steel work.
type picture int

const (
	pictureBuilding   picture = iota // a braced multi-storey frame, rendered
	pictureTruss                     // a roof on long-span trusses, rendered
	picturePEMB                      // a pre-engineered metal building's frames, rendered
	pictureConnection                // a bolted end-plate moment connection, close up
	pictureSheet                     // a framing plan and elevation with a title block
)

// draw makes a picture of the kind, w×h, the same pixels for the same seed. Made here
// rather than shipped so the repository stays small; real pixels, since uploads are
// checked by their content.
func (k picture) draw(seed uint64, w, h int, info sheetInfo) *image.RGBA {
	rng := rand.New(rand.NewPCG(seed, seed*7919+1))
	c := newCanvas(w, h)
	if k == pictureSheet {
		drawingSheet(c, rng, info)
		return c.RGBA
	}
	var (
		s           *scene
		eye, target vec
	)
	switch k {
	case pictureTruss:
		s, eye, target = trussScene(rng)
	case picturePEMB:
		s, eye, target = pembScene(rng)
	case pictureConnection:
		s, eye, target = connectionScene(rng)
	default:
		s, eye, target = buildingScene(rng)
	}
	fov := 0.95
	if k == pictureConnection {
		fov = 0.8
	}
	cam := newCamera(eye, target, fov, w, h)
	if k == pictureConnection {
		studio(c)
	} else {
		backdrop(c, cam, rng)
	}
	s.render(c, cam)
	c.grain(rng, 3)
	return c.RGBA
}

// encode makes the picture's file: a JPEG for a render (as a camera or a renderer
// would save it; a PNG of a shaded picture is ten times the bytes and the time), a PNG
// for a drawing sheet (lines and text stay crisp, and a flat sheet packs small). The
// name's extension is the format's.
func (k picture) encode(seed uint64, w, h int, info sheetInfo) (body []byte, ext string, err error) {
	var buf bytes.Buffer
	img := k.draw(seed, w, h, info)
	if k == pictureSheet {
		err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&buf, img)
		return buf.Bytes(), ".png", err
	}
	err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 88})
	return buf.Bytes(), ".jpg", err
}
