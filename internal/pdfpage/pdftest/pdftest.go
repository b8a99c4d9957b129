// Package pdftest writes small, real PDF files for tests.
package pdftest

import (
	"bytes"
	"fmt"
)

// Page is a one-page PDF of width × height points whose page draws content (PDF content
// stream operators; font /F1 is Helvetica).
func Page(width, height int, content string) []byte {
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>", width, height),
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content)+1, content),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

// RedLeftHalf is a 400 × 200 point page whose left half is red and whose right half is
// white with a line of black text.
func RedLeftHalf() []byte {
	return Page(400, 200, "1 0 0 rg 0 0 200 200 re f\n0 0 0 rg BT /F1 18 Tf 220 100 Td (Page one) Tj ET")
}
