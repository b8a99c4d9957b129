package media

import (
	"encoding/binary"
	"testing"
)

// riff wraps chunks in a RIFF/WEBP header.
func riff(chunks ...[]byte) []byte {
	var body []byte
	for _, c := range chunks {
		body = append(body, c...)
	}
	out := append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(4+len(body)))...)
	return append(append(out, "WEBP"...), body...)
}

func chunk(typ string, data []byte) []byte {
	return append(append([]byte(typ), binary.LittleEndian.AppendUint32(nil, uint32(len(data)))...), data...)
}

// FuzzReadOrientation: whatever the head of an uploaded file holds, reading its
// orientation answers 0–8 and never panics (a panic would leave the image "processing"
// for good and stop `gusset media reprocess`).
func FuzzReadOrientation(f *testing.F) {
	f.Add([]byte{0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x08, 'E', 'x', 'i', 'f', 0, 0})
	f.Add([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x04eXIfMM\x00*"))
	// An odd-sized last chunk without its padding byte: this used to panic.
	f.Add(riff(chunk("VP8L", []byte{0x2f, 0, 0, 0, 0}), chunk("XYZW", []byte{1, 2, 3})))
	f.Add(riff(chunk("EXIF", []byte("Exif\x00\x00II*\x00\x08\x00\x00\x00"))))
	f.Fuzz(func(t *testing.T, head []byte) {
		if got := readOrientation(head); got < 0 || got > 8 {
			t.Errorf("got orientation %d, want 0–8", got)
		}
	})
}
