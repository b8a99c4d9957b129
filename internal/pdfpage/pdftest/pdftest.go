// Package pdftest writes small, real PDF files for tests.
package pdftest

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
)

// Page is a one-page PDF of width × height points whose page draws content (PDF content
// stream operators; font /F1 is Helvetica).
func Page(width, height int, content string) []byte {
	return onePage(width, height, "", stream("", []byte(content+"\n")))
}

// RedLeftHalf is a 400 × 200 point page whose left half is red and whose right half is
// white with a line of black text.
func RedLeftHalf() []byte {
	return Page(400, 200, "1 0 0 rg 0 0 200 200 re f\n0 0 0 rg BT /F1 18 Tf 220 100 Td (Page one) Tj ET")
}

// Strokes is a 600 × 800 point page that strokes n wide lines across itself, one path
// each, in one compressed content stream: at 300,000 paths, 14 KB that take PDFium
// minutes to draw.
func Strokes(n int) []byte {
	var b strings.Builder
	b.WriteString("20 w\n")
	for range n {
		b.WriteString("0 0 m 600 800 l S\n")
	}
	return onePage(600, 800, "", stream("/Filter /FlateDecode", deflate([]byte(b.String()))))
}

// onePage writes a PDF whose one page has the first stream as its content; resources are
// added to the page's (beside font /F1), extra are objects 6, 7, ….
func onePage(width, height int, resources string, content []byte, extra ...[]byte) []byte {
	objects := [][]byte{
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		fmt.Appendf(nil, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 4 0 R >> %s >> /Contents 5 0 R >>", width, height, resources),
		[]byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
		content,
	}
	objects = append(objects, extra...)
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

// stream is a stream object of data with the dictionary entries dict.
func stream(dict string, data []byte) []byte {
	b := fmt.Appendf(nil, "<< /Length %d %s >>\nstream\n", len(data), dict)
	b = append(b, data...)
	return append(b, "\nendstream"...)
}

func deflate(data []byte) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	_, _ = w.Write(data)
	_ = w.Close()
	return b.Bytes()
}

// HugeContent is a 600 × 800 point page whose content stream, a thousandth of n
// compressed, is n bytes once decompressed (a black rectangle, then spaces): PDFium holds
// it whole, and more (a probe raised the server to 2.5 GB with a 408 KB file).
func HugeContent(n int) []byte {
	var b bytes.Buffer
	w, _ := zlib.NewWriterLevel(&b, zlib.BestCompression)
	head := "0 0 0 rg 0 0 300 400 re f\n"
	_, _ = w.Write([]byte(head))
	chunk := bytes.Repeat([]byte{' '}, 1<<20)
	for left := n - len(head); left > 0; {
		k := min(left, len(chunk))
		_, _ = w.Write(chunk[:k])
		left -= k
	}
	_ = w.Close()
	return onePage(600, 800, "", stream("/Filter /FlateDecode", b.Bytes()))
}
