package printout

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Log is the drawing log: the register of a project as printed for the fabricator's
// records.
type Log struct {
	Letterhead Letterhead
	Project    string
	Printed    time.Time // when it was made, in its footer
	Sheets     []LogSheet
}

// LogSheet is one sheet of the log.
type LogSheet struct {
	Sheet        string
	Title        string
	Revision     string
	Status       string
	Issued       time.Time // when the current revision was last issued; zero when never
	Returned     time.Time // when its last review came back; zero when none has
	Transmittals []string  // the numbers of the transmittals that carried it, oldest first
}

// The log's columns, across a landscape page (712 points between the margins).
var logColumns = []column{{70, "Sheet"}, {220, "Title"}, {36, "Rev."}, {120, "Status"}, {70, "Issued"}, {70, "Returned"}, {126, "Transmittals"}}

// DrawingLog writes the drawing log as a PDF to w: the letterhead and project on the
// first page, then one row a sheet, over as many landscape pages as the register needs,
// each with the column headings and "page n of m".
func DrawingLog(w io.Writer, l Log) error {
	d := newDoc("L", "Drawing log - "+l.Project)
	d.footer(l.Printed, "Drawing log - "+l.Project)
	d.AddPage()
	d.letterhead(l.Letterhead)
	d.SetFont("Helvetica", "B", 14)
	d.CellFormat(0, 20, "DRAWING LOG", "", 1, "L", false, 0, "")
	d.SetFont("Helvetica", "", 10)
	d.CellFormat(0, lineH, d.text(fmt.Sprintf("%s - %d sheets - as of %s", l.Project, len(l.Sheets), date(l.Printed))), "", 1, "L", false, 0, "")
	d.Ln(8)
	rows := make([][]string, len(l.Sheets))
	d.SetFont("Helvetica", "", 9) // the table's, for measuring
	for i, s := range l.Sheets {
		rows[i] = []string{s.Sheet, s.Title, s.Revision, s.Status, date(s.Issued), date(s.Returned),
			d.latest(s.Transmittals, logColumns[6].width)}
	}
	d.table(logColumns, rows)
	if err := d.Output(w); err != nil {
		return fmt.Errorf("write the drawing log: %w", err)
	}
	return nil
}

// latest is the transmittal numbers, as many of the newest as fit width points: the
// latest is what a fabricator looks for.
func (d *doc) latest(numbers []string, width float64) string {
	for i := range numbers {
		s := strings.Join(numbers[i:], ", ")
		if i > 0 {
			s = "... " + s
		}
		if d.GetStringWidth(d.text(s)) <= width-4 || i == len(numbers)-1 {
			return s
		}
	}
	return ""
}
