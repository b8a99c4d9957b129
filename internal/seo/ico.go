package seo

import (
	"bytes"
	"encoding/binary"
	"fmt"
	goimage "image"
)

// encodeICO packs images into one ICO file, each entry a PNG: every browser and Windows
// since Vista read PNG entries, so no bitmap encoder is needed. Browsers pick the entry
// whose size suits them.
func encodeICO(imgs ...goimage.Image) ([]byte, error) {
	type entry struct {
		w, h int
		png  []byte
	}
	entries := make([]entry, 0, len(imgs))
	for _, img := range imgs {
		b := img.Bounds()
		if b.Dx() > 256 || b.Dy() > 256 {
			return nil, fmt.Errorf("an ICO entry is at most 256 pixels square, not %dx%d", b.Dx(), b.Dy())
		}
		body, err := encodePNG(img)
		if err != nil {
			return nil, err
		}
		entries = append(entries, entry{b.Dx(), b.Dy(), body})
	}

	const headerSize, entrySize = 6, 16
	var out bytes.Buffer
	le := binary.LittleEndian
	// ICONDIR: reserved, type 1 (icon), count.
	out.Write(le.AppendUint16(le.AppendUint16(le.AppendUint16(nil, 0), 1), uint16(len(entries))))
	offset := headerSize + entrySize*len(entries)
	for _, e := range entries {
		// ICONDIRENTRY: width and height (0 is 256), no palette, reserved, one plane, 32 bits
		// per pixel, the PNG's length and where it starts.
		out.Write([]byte{byte(e.w), byte(e.h), 0, 0})
		out.Write(le.AppendUint16(le.AppendUint16(nil, 1), 32))
		out.Write(le.AppendUint32(le.AppendUint32(nil, uint32(len(e.png))), uint32(offset)))
		offset += len(e.png)
	}
	for _, e := range entries {
		out.Write(e.png)
	}
	return out.Bytes(), nil
}
