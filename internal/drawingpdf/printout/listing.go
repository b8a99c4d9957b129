package printout

import (
	"fmt"
	"io"
	"time"
)

// Listing is a document of one table under a title: a log whose rows the caller has
// already written as text (the RFI log). A column of weight 0 is as wide as its widest
// cell (numbers, dates, codes: cut, they would mislead); the others share what is left of
// the landscape page in proportion to their weights, cutting long text with "...".
type Listing struct {
	Letterhead Letterhead
	Title      string // "RFI LOG"
	Subject    string // what it covers: "Warehouse (J-2026-101)"
	Count      string // "12 RFIs"
	Printed    time.Time
	Columns    []Weighted
	Rows       [][]string
}

// Weighted is a column's heading and its share of the width (0: its content's width).
type Weighted struct {
	Heading string
	Weight  float64
}

// ListingPDF writes l as a PDF to w: the letterhead, title and subject on the first
// page, then the table over as many landscape pages as it needs, each with the column
// headings and "page n of m".
func ListingPDF(w io.Writer, l Listing) error {
	label := l.Title + " - " + l.Subject
	d := newDoc("L", label)
	d.footer(l.Printed, label)
	d.AddPage()
	d.letterhead(l.Letterhead)
	d.SetFont("Helvetica", "B", 14)
	d.CellFormat(0, 20, d.text(l.Title), "", 1, "L", false, 0, "")
	d.SetFont("Helvetica", "", 10)
	d.CellFormat(0, lineH, d.text(fmt.Sprintf("%s - %s - as of %s", l.Subject, l.Count, date(l.Printed))), "", 1, "L", false, 0, "")
	d.Ln(8)
	pageW, _ := d.GetPageSize()
	cols := d.widths(l.Columns, l.Rows, pageW-2*margin)
	d.table(cols, l.Rows)
	if err := d.Output(w); err != nil {
		return fmt.Errorf("write %s: %w", l.Title, err)
	}
	return nil
}

// widths sizes the columns across avail points: weight 0 to its content (the heading in
// bold, the cells in the table's font, with the cell's padding), the rest by weight. When
// the content columns alone overflow, every column is scaled down to fit.
func (d *doc) widths(in []Weighted, rows [][]string, avail float64) []column {
	cols := make([]column, len(in))
	fixed, weights := 0.0, 0.0
	for i, c := range in {
		cols[i].heading = c.Heading
		if c.Weight > 0 {
			weights += c.Weight
			continue
		}
		d.SetFont("Helvetica", "B", 9)
		w := d.GetStringWidth(d.text(c.Heading))
		d.SetFont("Helvetica", "", 9)
		for _, r := range rows {
			if i < len(r) {
				w = max(w, d.GetStringWidth(d.text(r[i])))
			}
		}
		cols[i].width = w + 6
		fixed += cols[i].width
	}
	left := avail - fixed
	if weights > 0 && left > 0 {
		for i, c := range in {
			if c.Weight > 0 {
				cols[i].width = left * c.Weight / weights
			}
		}
		return cols
	}
	// Nothing left for the flexible columns (or none): share the page by content.
	for i, c := range in {
		if c.Weight > 0 {
			cols[i].width = avail / float64(len(in))
			fixed += cols[i].width
		}
	}
	for i := range cols {
		cols[i].width *= avail / fixed
	}
	return cols
}
