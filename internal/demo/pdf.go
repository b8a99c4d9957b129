package demo

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"strings"
)

// pdfImage is a picture placed on a page: JPEG bytes (DCTDecode, which every viewer reads).
type pdfImage struct {
	jpeg          []byte
	width, height int
}

// writePDF writes a one-page PDF of the given size (points) whose content stream may use
// the fonts /F1 (Helvetica) and /F2 (Helvetica-Bold) and the images /Im1, /Im2, …, with a
// correct cross-reference table so every viewer opens it.
func writePDF(width, height int, content string, images []pdfImage) []byte {
	var xobjects strings.Builder
	for i := range images {
		fmt.Fprintf(&xobjects, " /Im%d %d 0 R", i+1, 7+i)
	}
	objects := [][]byte{
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		fmt.Appendf(nil, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> /XObject <<%s >> >> /Contents 6 0 R >>", width, height, xobjects.String()),
		[]byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"),
		[]byte("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"),
		fmt.Appendf(nil, "<< /Length %d >>\nstream\n%sendstream", len(content), content),
	}
	for _, im := range images {
		obj := fmt.Appendf(nil, "<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n", im.width, im.height, len(im.jpeg))
		obj = append(obj, im.jpeg...)
		objects = append(objects, append(obj, "\nendstream"...))
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		b.Write(o)
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}

// pdfDocument writes a one-page letter PDF with a title and lines of text.
func pdfDocument(title string, lines []string) []byte {
	var content strings.Builder
	content.WriteString("BT /F2 22 Tf 56 760 Td (" + pdfEscape(title) + ") Tj ET\n")
	content.WriteString("0.12 0.48 0.23 RG 4 w 56 740 m 540 740 l S\n")
	for i, l := range lines {
		fmt.Fprintf(&content, "BT /F1 12 Tf 56 %d Td (%s) Tj ET\n", 710-i*20, pdfEscape(l))
	}
	return writePDF(612, 792, content.String(), nil)
}

// portfolioItem is what a demo portfolio sheet shows.
type portfolioItem struct {
	title, description string
	facts              [][2]string
	render             picture
	seed               uint64
}

// portfolioSheet writes a portfolio's first page as a firm would issue it: a tabloid
// landscape sheet with the firm's band, the project's render, a drawing sheet and a
// connection beside it, the project's facts and a title strip.
func portfolioSheet(it portfolioItem) ([]byte, error) {
	const w, h = 1224, 792
	main, err := jpegOf(it.render.draw(it.seed, 1320, 880, sheetInfo{}))
	if err != nil {
		return nil, err
	}
	info := sheetInfo{project: strings.ToUpper(it.title), title: "GENERAL ARRANGEMENT", number: "E-001", location: strings.ToUpper(it.facts[0][1])}
	sheet, err := jpegOf(pictureSheet.draw(it.seed+1, 960, 640, info))
	if err != nil {
		return nil, err
	}
	detail, err := jpegOf(pictureConnection.draw(it.seed+2, 960, 640, sheetInfo{}))
	if err != nil {
		return nil, err
	}
	var c strings.Builder
	text := func(font string, size, x, y float64, s string) {
		fmt.Fprintf(&c, "BT /%s %.1f Tf %.1f %.1f Td (%s) Tj ET\n", font, size, x, y, pdfEscape(s))
	}
	// Page, band and rules in the brand's colours.
	c.WriteString("0.984 0.988 0.984 rg 0 0 1224 792 re f\n")
	c.WriteString("0.043 0.180 0.090 rg 0 712 1224 80 re f\n")
	c.WriteString("0.122 0.478 0.227 rg 0 706 1224 6 re f\n")
	c.WriteString("1 1 1 rg\n")
	text("F2", 26, 48, 742, "GUSSET STEEL DETAILING")
	c.WriteString("0.843 0.925 0.867 rg\n")
	text("F1", 12, 48, 724, "Structural and miscellaneous steel detailing for fabricators in the USA and Canada")
	text("F2", 14, 1000, 742, "PROJECT PORTFOLIO")
	// The render, large, and two smaller pictures under it.
	c.WriteString("q 780 0 0 520 48 168 cm /Im1 Do Q\n")
	c.WriteString("q 328 0 0 219 848 469 cm /Im2 Do Q\n")
	c.WriteString("q 328 0 0 219 848 186 cm /Im3 Do Q\n")
	c.WriteString("0.106 0.141 0.125 RG 0.8 w 48 168 780 520 re S 848 469 328 219 re S 848 186 328 219 re S\n")
	c.WriteString("0.357 0.400 0.376 rg\n")
	text("F1", 9, 848, 456, "Framing plan and elevation, as issued for approval")
	text("F1", 9, 848, 173, "Bolted end-plate moment connection, from the 3D model")
	// Title, description and facts.
	c.WriteString("0.106 0.141 0.125 rg\n")
	text("F2", 22, 48, 136, it.title)
	c.WriteString("0.357 0.400 0.376 rg\n")
	text("F1", 12, 48, 116, it.description)
	c.WriteString("0.910 0.953 0.925 rg 0 32 1224 64 re f\n")
	c.WriteString("0.122 0.478 0.227 RG 1.2 w 0 96 m 1224 96 l S\n")
	colW := 1128.0 / float64(len(it.facts))
	for i, f := range it.facts {
		x := 48 + float64(i)*colW
		if i > 0 {
			fmt.Fprintf(&c, "0.847 0.875 0.859 RG 0.8 w %.1f 40 m %.1f 88 l S\n", x-12, x-12)
		}
		c.WriteString("0.357 0.400 0.376 rg\n")
		text("F1", 9, x, 74, strings.ToUpper(f[0]))
		c.WriteString("0.086 0.349 0.165 rg\n")
		text("F2", 13, x, 52, f[1])
	}
	c.WriteString("0.357 0.400 0.376 rg\n")
	text("F1", 8, 48, 14, "Gusset Steel Detailing Pvt. Ltd.  -  sales@example.com  -  +1 (312) 555-0142")
	text("F1", 8, 1100, 14, "Sheet 1 of 1")
	return writePDF(w, h, c.String(), []pdfImage{main, sheet, detail}), nil
}

func jpegOf(img image.Image) (pdfImage, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		return pdfImage{}, err
	}
	return pdfImage{jpeg: buf.Bytes(), width: img.Bounds().Dx(), height: img.Bounds().Dy()}, nil
}

// pdfEscape writes s as a PDF string's bytes: WinAnsi for the dashes and quotes a title
// may have, escapes for the delimiters.
func pdfEscape(s string) string {
	s = strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`, "—", `\227`, "–", `\226`, "’", `\222`, "×", `\327`).Replace(s)
	return s
}
