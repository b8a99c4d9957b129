package demo

import (
	"bytes"
	"fmt"
	"strings"
)

// pdfDocument writes a one-page PDF with a title and lines of text, with a correct
// cross-reference table so every viewer opens it.
func pdfDocument(title string, lines []string) []byte {
	var content strings.Builder
	content.WriteString("BT /F1 22 Tf 56 760 Td (" + pdfEscape(title) + ") Tj ET\n")
	content.WriteString("0.12 0.48 0.23 RG 4 w 56 740 m 540 740 l S\n")
	for i, l := range lines {
		fmt.Fprintf(&content, "BT /F1 12 Tf 56 %d Td (%s) Tj ET\n", 710-i*20, pdfEscape(l))
	}
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%sendstream", content.Len(), content.String()),
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

func pdfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`).Replace(s)
}
