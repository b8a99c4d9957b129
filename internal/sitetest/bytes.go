package sitetest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
	"time"
)

// PDFBytes is a small but well-formed PDF.
func PDFBytes() []byte {
	return []byte("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
		"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
}

// PNGBytes is a real w×h PNG image.
func PNGBytes(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, 0, color.RGBA{R: 31, G: 122, B: 58, A: 255})
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// MP4Bytes starts like an MP4 video (an ISO base media "ftyp" box).
func MP4Bytes() []byte {
	b := append([]byte{0, 0, 0, 0x18}, []byte("ftypisom\x00\x00\x02\x00isomiso2")...)
	return append(b, bytes.Repeat([]byte{0}, 1024)...)
}

// WaitFor polls cond until it holds, failing after a generous bound.
func WaitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		<-tick.C
	}
}
