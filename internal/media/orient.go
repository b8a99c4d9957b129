package media

import (
	"bytes"
	"encoding/binary"
	"image"

	"github.com/disintegration/imaging"
)

// Orientation is the EXIF orientation tag (1–8): how the stored pixels must be turned to
// show the picture upright. 0 or 1 is "as stored".
type Orientation int

// readOrientation finds the EXIF block of a JPEG (APP1), PNG (eXIf chunk) or WebP (EXIF
// chunk) in head, the start of the file, and returns its orientation; 0 when there is
// none or it cannot be read. imaging.AutoOrientation reads it from JPEG only, and turns
// the full-size image, which costs a second full-size buffer: we turn the small variants.
func readOrientation(head []byte) Orientation {
	return tiffOrientation(exifBlock(head))
}

func exifBlock(b []byte) []byte {
	switch {
	case len(b) > 2 && b[0] == 0xFF && b[1] == 0xD8:
		return jpegExif(b[2:])
	case len(b) > 8 && bytes.Equal(b[:8], []byte("\x89PNG\r\n\x1a\n")):
		return pngExif(b[8:])
	case len(b) > 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return webpExif(b[12:])
	}
	return nil
}

func jpegExif(b []byte) []byte {
	for len(b) >= 4 && b[0] == 0xFF {
		marker := b[1]
		if marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7) {
			b = b[2:]
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // image data starts: no EXIF before it
			return nil
		}
		n := int(binary.BigEndian.Uint16(b[2:4]))
		if n < 2 || len(b) < 2+n {
			return nil
		}
		seg := b[4 : 2+n]
		if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return seg[6:]
		}
		b = b[2+n:]
	}
	return nil
}

func pngExif(b []byte) []byte {
	for len(b) >= 12 {
		n := int(binary.BigEndian.Uint32(b[:4]))
		typ := string(b[4:8])
		if n < 0 || len(b) < 12+n {
			return nil
		}
		if typ == "eXIf" {
			return b[8 : 8+n]
		}
		if typ == "IDAT" || typ == "IEND" {
			return nil
		}
		b = b[12+n:]
	}
	return nil
}

func webpExif(b []byte) []byte {
	for len(b) >= 8 {
		typ := string(b[:4])
		n := int(binary.LittleEndian.Uint32(b[4:8]))
		if n < 0 || len(b) < 8+n {
			return nil
		}
		if typ == "EXIF" {
			return bytes.TrimPrefix(b[8:8+n], []byte("Exif\x00\x00"))
		}
		next := 8 + n + n%2 // chunks are padded to an even size
		if next > len(b) {
			return nil // the padding byte is missing: a cut file, or the end of head
		}
		b = b[next:]
	}
	return nil
}

// tiffOrientation reads tag 0x0112 of IFD0 of a TIFF-structured EXIF block.
func tiffOrientation(t []byte) Orientation {
	if len(t) < 8 {
		return 0
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	off := int(bo.Uint32(t[4:8]))
	if off < 8 || off+2 > len(t) {
		return 0
	}
	count := int(bo.Uint16(t[off:]))
	for i := range count {
		e := off + 2 + 12*i
		if e+12 > len(t) {
			return 0
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			v := Orientation(bo.Uint16(t[e+8:]))
			if v >= 1 && v <= 8 {
				return v
			}
			return 0
		}
	}
	return 0
}

// swapsAxes reports whether the upright picture's width is the stored height.
func (o Orientation) swapsAxes() bool { return o >= 5 && o <= 8 }

// apply turns img upright.
func (o Orientation) apply(img image.Image) image.Image {
	switch o {
	case 2:
		return imaging.FlipH(img)
	case 3:
		return imaging.Rotate180(img)
	case 4:
		return imaging.FlipV(img)
	case 5:
		return imaging.Transpose(img)
	case 6:
		return imaging.Rotate270(img)
	case 7:
		return imaging.Transverse(img)
	case 8:
		return imaging.Rotate90(img)
	}
	return img
}
