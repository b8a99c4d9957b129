package printout

// column is a table's column: its width in points and its heading.
type column struct {
	width   float64
	heading string
}

const rowH = 16.0

// table prints rows under a heading row, one line each (a cell too long for its column
// is cut with "..."), starting a new page when the next row would not fit, with the
// heading again at its top.
func (d *doc) table(cols []column, rows [][]string) {
	d.heading(cols)
	_, pageH := d.GetPageSize()
	for i, row := range rows {
		if d.GetY()+rowH > pageH-margin-lineH {
			d.AddPage()
			d.heading(cols)
		}
		d.SetFont("Helvetica", "", 9)
		fill := i%2 == 1
		d.SetFillColor(242, 242, 242)
		for j, c := range cols {
			cell := ""
			if j < len(row) {
				cell = d.fit(row[j], c.width)
			}
			d.CellFormat(c.width, rowH, cell, "B", 0, "L", fill, 0, "")
		}
		d.Ln(-1)
	}
}

func (d *doc) heading(cols []column) {
	d.SetFont("Helvetica", "B", 9)
	d.SetFillColor(220, 220, 220)
	for _, c := range cols {
		d.CellFormat(c.width, rowH, d.text(c.heading), "TB", 0, "L", true, 0, "")
	}
	d.Ln(-1)
}
