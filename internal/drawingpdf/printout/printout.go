// Package printout writes the printed documents of the drawing register as PDFs: a
// transmittal's cover sheet (CoverSheet) and the drawing log (DrawingLog). Inputs are
// plain values; the caller maps its messages and the site settings to them.
//
// Documents are composed with codeberg.org/go-pdf/fpdf, the maintained home of the Go
// port of FPDF (its GitHub copy, github.com/go-pdf/fpdf, was archived at v0.9.0): pure
// Go, with the table-making parts these documents need (cells that break pages, running
// footers, "page n of m"). It writes in the PDF core fonts (Helvetica), so nothing is
// embedded and every reader has them. They are in Windows-1252, which covers western
// European accents and signs; other characters print as "?".
package printout

import (
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/text/encoding/charmap"
)

// Letterhead is the firm as the site settings name it.
type Letterhead struct {
	Company string
	Address []string // the lines as printed: street, "Locality, Region PostalCode", country
	Phone   string
	Email   string
}

// Page geometry, in points (US Letter, the paper of the firm's clients).
const (
	margin   = 40.0
	lineH    = 14.0
	dateForm = "Jan 2, 2006"
)

// doc is a PDF being written.
type doc struct{ *fpdf.Fpdf }

func newDoc(orientation, title string) *doc {
	f := fpdf.New(orientation, "pt", "Letter", "")
	f.SetMargins(margin, margin, margin)
	f.SetAutoPageBreak(true, margin+lineH)
	f.SetTitle(title, true)
	f.SetCreator("Gusset", true)
	f.AliasNbPages("")
	return &doc{Fpdf: f}
}

// tr is s in Windows-1252, the core fonts' encoding (UTF-8 would print as its bytes),
// with "?" for a character it lacks.
func tr(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		c, ok := charmap.Windows1252.EncodeRune(r)
		if !ok {
			c = '?'
		}
		b = append(b, c)
	}
	return string(b)
}

// text is s as one printable line in the current font.
func (d *doc) text(s string) string {
	s = strings.Join(strings.Fields(s), " ") // line breaks and runs of spaces: one space
	return tr(s)
}

// fit is s in the current font, cut with "..." to fit width points.
func (d *doc) fit(s string, width float64) string {
	s = d.text(s)
	if d.GetStringWidth(s) <= width-4 {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && d.GetStringWidth(string(r)+"...") > width-4 {
		r = r[:len(r)-1]
	}
	return string(r) + "..."
}

// letterhead prints the firm's name, address and contacts, and a rule under them.
func (d *doc) letterhead(l Letterhead) {
	d.SetFont("Helvetica", "B", 16)
	d.CellFormat(0, 20, d.text(l.Company), "", 1, "L", false, 0, "")
	d.SetFont("Helvetica", "", 9)
	lines := append([]string{}, l.Address...)
	var contact []string
	for _, c := range []string{l.Phone, l.Email} {
		if c = strings.TrimSpace(c); c != "" {
			contact = append(contact, c)
		}
	}
	if len(contact) > 0 {
		lines = append(lines, strings.Join(contact, "  |  "))
	}
	for _, s := range lines {
		d.CellFormat(0, 11, d.text(s), "", 1, "L", false, 0, "")
	}
	d.Ln(4)
	w, _ := d.GetPageSize()
	d.Line(margin, d.GetY(), w-margin, d.GetY())
	d.Ln(10)
}

// footer numbers the pages and says when the document was made.
func (d *doc) footer(made time.Time, label string) {
	d.SetFooterFunc(func() {
		d.SetY(-margin)
		d.SetFont("Helvetica", "", 8)
		d.CellFormat(0, 10, d.text(label+" - "+made.Format(dateForm)), "", 0, "L", false, 0, "")
		d.SetX(margin)
		d.CellFormat(0, 10, "Page "+strconv.Itoa(d.PageNo())+" of {nb}", "", 0, "R", false, 0, "")
	})
}

// date is t as printed, or a dash when it is unset.
func date(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Format(dateForm)
}
