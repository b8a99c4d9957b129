// Package mediatest makes real image files for tests: JPEG, PNG and WebP pictures that
// carry an EXIF block with an orientation, a camera make and a GPS position, the way
// phones write them, and a "decompression bomb" PNG.
package mediatest

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"

	"github.com/gen2brain/webp"
)

// Make is the camera make written into the EXIF block; a variant must not contain it.
const Make = "GussetTestCam"

// Marked is the top-left colour of the stored pixels; the rest is Other.
var (
	Marked = color.NRGBA{R: 220, G: 30, B: 30, A: 255}
	Other  = color.NRGBA{R: 30, G: 60, B: 200, A: 255}
)

// Picture is a stored w×h picture: its top-left quarter Marked, the rest Other with a
// light texture (so it does not compress to nothing).
func Picture(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			c := Other
			if x < w/2 && y < h/2 {
				c = Marked
			}
			n := uint8((x*7 + y*13 + (x*y)%11) % 24)
			c.R, c.G, c.B = c.R-n/2, c.G+n/2, c.B-n/2
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// Exif is a little-endian TIFF block with IFD0 {Make, Orientation, GPS IFD pointer} and a
// GPS IFD {latitude ref "N", latitude 48°51'29"}.
func Exif(orientation uint16) []byte {
	le := binary.LittleEndian
	var b bytes.Buffer
	b.WriteString("II")
	binary.Write(&b, le, uint16(42))
	binary.Write(&b, le, uint32(8))
	const ifd0Entries = 3
	makeOff := uint32(8 + 2 + ifd0Entries*12 + 4)
	makeVal := append([]byte(Make), 0)
	gpsOff := makeOff + uint32(len(makeVal))
	entry := func(tag, typ uint16, count, value uint32) {
		binary.Write(&b, le, tag)
		binary.Write(&b, le, typ)
		binary.Write(&b, le, count)
		binary.Write(&b, le, value)
	}
	binary.Write(&b, le, uint16(ifd0Entries))
	entry(0x010F, 2, uint32(len(makeVal)), makeOff) // Make (ASCII)
	entry(0x0112, 3, 1, uint32(orientation))        // Orientation (SHORT, in the value's low bytes)
	entry(0x8825, 4, 1, gpsOff)                     // GPS IFD pointer
	binary.Write(&b, le, uint32(0))
	b.Write(makeVal)
	const gpsEntries = 2
	latOff := gpsOff + 2 + gpsEntries*12 + 4
	binary.Write(&b, le, uint16(gpsEntries))
	entry(0x0001, 2, 2, uint32('N')) // GPSLatitudeRef
	entry(0x0002, 5, 3, latOff)      // GPSLatitude (3 RATIONAL)
	binary.Write(&b, le, uint32(0))
	for _, v := range []uint32{48, 1, 51, 1, 29, 1} {
		binary.Write(&b, le, v)
	}
	return b.Bytes()
}

// JPEG encodes img with an APP1 EXIF segment right after the SOI marker.
func JPEG(img image.Image, orientation uint16) []byte {
	var enc bytes.Buffer
	if err := jpeg.Encode(&enc, img, &jpeg.Options{Quality: 95}); err != nil {
		panic(err)
	}
	raw := enc.Bytes()
	payload := append([]byte("Exif\x00\x00"), Exif(orientation)...)
	var out bytes.Buffer
	out.Write(raw[:2])
	out.Write([]byte{0xFF, 0xE1})
	binary.Write(&out, binary.BigEndian, uint16(len(payload)+2))
	out.Write(payload)
	out.Write(raw[2:])
	return out.Bytes()
}

// PNG encodes img with an eXIf chunk before the image data.
func PNG(img image.Image, orientation uint16) []byte {
	var enc bytes.Buffer
	if err := png.Encode(&enc, img); err != nil {
		panic(err)
	}
	raw := enc.Bytes()
	ihdrEnd := 8 + 12 + 13 // signature, then IHDR (length, type, 13 bytes, CRC)
	var out bytes.Buffer
	out.Write(raw[:ihdrEnd])
	out.Write(pngChunk("eXIf", Exif(orientation)))
	out.Write(raw[ihdrEnd:])
	return out.Bytes()
}

func pngChunk(typ string, data []byte) []byte {
	var c bytes.Buffer
	binary.Write(&c, binary.BigEndian, uint32(len(data)))
	c.WriteString(typ)
	c.Write(data)
	binary.Write(&c, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	return c.Bytes()
}

// WebP encodes img (lossy) in the extended format with an EXIF chunk.
func WebP(img image.Image, orientation uint16) []byte {
	var enc bytes.Buffer
	if err := webp.Encode(&enc, img, webp.Options{Quality: 90}); err != nil {
		panic(err)
	}
	raw := enc.Bytes()
	if string(raw[12:16]) != "VP8 " {
		panic("mediatest: expected a simple lossy WebP")
	}
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	vp8x := make([]byte, 10)
	vp8x[0] = 0x08 // EXIF present
	put24 := func(b []byte, v int) { b[0], b[1], b[2] = byte(v), byte(v>>8), byte(v>>16) }
	put24(vp8x[4:], w-1)
	put24(vp8x[7:], h-1)
	var body bytes.Buffer
	body.WriteString("WEBP")
	body.Write(riffChunk("VP8X", vp8x))
	body.Write(raw[12:])
	body.Write(riffChunk("EXIF", Exif(orientation)))
	var out bytes.Buffer
	out.WriteString("RIFF")
	binary.Write(&out, binary.LittleEndian, uint32(body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

func riffChunk(typ string, data []byte) []byte {
	var c bytes.Buffer
	c.WriteString(typ)
	binary.Write(&c, binary.LittleEndian, uint32(len(data)))
	c.Write(data)
	if len(data)%2 == 1 {
		c.WriteByte(0)
	}
	return c.Bytes()
}

// Bomb is a small PNG whose header claims w×h pixels: decoding it would allocate
// w×h×4 bytes (100000×100000 is 40 GB).
func Bomb(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 6 // 8-bit RGBA
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	out.Write(pngChunk("IHDR", ihdr))
	out.Write(pngChunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01}))
	out.Write(pngChunk("IEND", nil))
	return out.Bytes()
}
