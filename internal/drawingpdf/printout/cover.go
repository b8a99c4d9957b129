package printout

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Transmittal is what a transmittal's cover sheet shows.
type Transmittal struct {
	Letterhead Letterhead
	Project    string // the project's name (and number, as the caller prints it)
	Number     string // "T-0001"
	Date       time.Time
	Purpose    string    // "For approval", "Resubmittal", …
	Due        time.Time // when the review is due back; zero when none is asked
	From       string    // who sends it
	Recipients []Recipient
	Items      []Item
	Message    string
}

// Recipient is one person the transmittal goes to; Copy marks a copy (cc).
type Recipient struct {
	Name         string
	Organization string
	Email        string
	Copy         bool
}

// Item is one line of the transmittal's item table: a sheet revision or another file.
type Item struct {
	Sheet    string // the sheet number, or the file's name for another file
	Title    string
	Revision string
	Status   string // the item's review status so far ("Issued for approval")
}

// CoverSheet writes the transmittal's cover sheet as a PDF to w: the letterhead, the
// transmittal's number, date, project, purpose and due date, its recipients and copies,
// the item table (over as many pages as it needs, its heading repeated) and the message.
func CoverSheet(w io.Writer, t Transmittal) error {
	d := newDoc("P", "Transmittal "+t.Number)
	d.footer(t.Date, "Transmittal "+t.Number)
	d.AddPage()
	d.letterhead(t.Letterhead)

	d.SetFont("Helvetica", "B", 14)
	d.CellFormat(0, 20, d.text("TRANSMITTAL "+t.Number), "", 1, "L", false, 0, "")
	d.Ln(4)
	fields := [][2]string{
		{"Project", t.Project},
		{"Date", date(t.Date)},
		{"Purpose", t.Purpose},
	}
	if !t.Due.IsZero() {
		fields = append(fields, [2]string{"Review due", date(t.Due)})
	}
	if t.From != "" {
		fields = append(fields, [2]string{"From", t.From})
	}
	var to, cc []string
	for _, r := range t.Recipients {
		s := r.Name
		if r.Organization != "" {
			s += ", " + r.Organization
		}
		if r.Email != "" {
			s += " <" + r.Email + ">"
		}
		if r.Copy {
			cc = append(cc, s)
		} else {
			to = append(to, s)
		}
	}
	d.labelled(fields)
	d.listed("To", to)
	d.listed("Copies", cc)
	d.Ln(8)
	d.items(t.Items)
	if msg := strings.TrimSpace(t.Message); msg != "" {
		d.Ln(10)
		d.SetFont("Helvetica", "B", 10)
		d.CellFormat(0, lineH, "Message", "", 1, "L", false, 0, "")
		d.SetFont("Helvetica", "", 10)
		d.MultiCell(0, lineH, tr(msg), "", "L", false)
	}
	if err := d.Output(w); err != nil {
		return fmt.Errorf("write the cover sheet: %w", err)
	}
	return nil
}

const labelW = 90.0

// labelled prints label: value lines.
func (d *doc) labelled(fields [][2]string) {
	for _, f := range fields {
		d.SetFont("Helvetica", "B", 10)
		d.CellFormat(labelW, lineH, d.text(f[0]), "", 0, "L", false, 0, "")
		d.SetFont("Helvetica", "", 10)
		d.MultiCell(0, lineH, d.text(f[1]), "", "L", false)
	}
}

// listed prints a label beside a list, one entry a line; nothing when the list is empty.
func (d *doc) listed(label string, entries []string) {
	for i, e := range entries {
		d.SetFont("Helvetica", "B", 10)
		if i > 0 {
			label = ""
		}
		d.CellFormat(labelW, lineH, label, "", 0, "L", false, 0, "")
		d.SetFont("Helvetica", "", 10)
		d.MultiCell(0, lineH, d.text(e), "", "L", false)
	}
}

// The item table's columns: width in points and heading.
var itemColumns = []column{{90, "Sheet"}, {252, "Title"}, {50, "Rev."}, {140, "Status"}}

// items prints the item table.
func (d *doc) items(items []Item) {
	rows := make([][]string, len(items))
	for i, it := range items {
		rows[i] = []string{it.Sheet, it.Title, it.Revision, it.Status}
	}
	d.table(itemColumns, rows)
}
