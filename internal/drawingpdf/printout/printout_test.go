package printout_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/drawingpdf/printout"
)

var (
	firm = printout.Letterhead{
		Company: "Gusset Detailing",
		Address: []string{"120 Wacker Dr, Suite 400", "Chicago, IL 60606", "United States"},
		Phone:   "+1 312 555 0142",
		Email:   "projects@gusset.example",
	}
	day = time.Date(2026, 11, 28, 9, 30, 0, 0, time.UTC)
)

// read answers the text of pdf and its page count.
func read(t *testing.T, pdf []byte) (string, int) {
	t.Helper()
	text, err := pdftext.Text(bytes.NewReader(pdf))
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	n, err := api.PageCount(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		t.Fatalf("count pages: %v", err)
	}
	return text, n
}

func holds(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("got text %q, want it to hold %q", text, w)
		}
	}
}

func TestCoverSheet(t *testing.T) {
	tr := printout.Transmittal{
		Letterhead: firm,
		Project:    "Riverside Warehouse (P-2031)",
		Number:     "T-0001",
		Date:       day,
		Purpose:    "For approval",
		Due:        day.AddDate(0, 0, 14),
		From:       "Dana Ortiz",
		Recipients: []printout.Recipient{
			{Name: "Ann Lee", Organization: "Acme Builders", Email: "ann@acme.example"},
			{Name: "Jörg Müller", Organization: "Müller Engineering", Copy: true},
		},
		Items: []printout.Item{
			{Sheet: "E1", Title: "Erection plan, roof", Revision: "0", Status: "Issued for approval"},
			{Sheet: "B101", Title: "Beam B101", Revision: "2", Status: "Revise and resubmit"},
		},
		Message: "Please review the roof framing first.\nThe bracing follows next week.",
	}
	t.Run("the cover sheet shows the letterhead, the transmittal, its recipients and items", func(t *testing.T) {
		var b bytes.Buffer
		if err := printout.CoverSheet(&b, tr); err != nil {
			t.Fatalf("CoverSheet: %v", err)
		}
		text, pages := read(t, b.Bytes())
		holds(t, text, "Gusset Detailing", "Chicago, IL 60606", "+1 312 555 0142", "projects@gusset.example",
			"TRANSMITTAL T-0001", "Riverside Warehouse (P-2031)", "Nov 28, 2026", "For approval", "Review due", "Dec 12, 2026",
			"Dana Ortiz", "Ann Lee, Acme Builders <ann@acme.example>", "Copies", "Jörg Müller, Müller Engineering",
			"E1", "Erection plan, roof", "Issued for approval", "B101", "Revise and resubmit",
			"Please review the roof framing first.", "Page 1 of 1")
		if pages != 1 {
			t.Errorf("got %d pages, want 1", pages)
		}
	})
	t.Run("a character the core fonts lack prints as a question mark", func(t *testing.T) {
		tr := tr
		tr.Project = "Łódź depot"
		var b bytes.Buffer
		if err := printout.CoverSheet(&b, tr); err != nil {
			t.Fatal(err)
		}
		text, _ := read(t, b.Bytes())
		holds(t, text, "?ód? depot")
	})
	t.Run("without a due date the sheet has no due line", func(t *testing.T) {
		tr := tr
		tr.Due = time.Time{}
		var b bytes.Buffer
		if err := printout.CoverSheet(&b, tr); err != nil {
			t.Fatal(err)
		}
		if text, _ := read(t, b.Bytes()); strings.Contains(text, "Review due") {
			t.Errorf("got text %q, want no due line", text)
		}
	})
	t.Run("a long item list runs over pages, each with the table's heading", func(t *testing.T) {
		tr := tr
		tr.Items = nil
		for i := range 120 {
			tr.Items = append(tr.Items, printout.Item{Sheet: fmt.Sprintf("B%03d", i+1), Title: "Beam", Revision: "0", Status: "Issued for approval"})
		}
		var b bytes.Buffer
		if err := printout.CoverSheet(&b, tr); err != nil {
			t.Fatal(err)
		}
		text, pages := read(t, b.Bytes())
		if pages < 2 {
			t.Fatalf("got %d pages, want at least 2", pages)
		}
		holds(t, text, "B001", "B120", fmt.Sprintf("Page %d of %d", pages, pages))
		if got := strings.Count(text, "\nStatus\n"); got != pages {
			t.Errorf("got the heading %d times, want once a page (%d)", got, pages)
		}
	})
}

func TestDrawingLog(t *testing.T) {
	log := printout.Log{Letterhead: firm, Project: "Riverside Warehouse", Printed: day}
	for i := range 300 {
		log.Sheets = append(log.Sheets, printout.LogSheet{
			Sheet: fmt.Sprintf("B%03d", i+1), Title: fmt.Sprintf("Beam %d, level 2", i+1), Revision: "1",
			Status: "Approved as noted", Issued: day.AddDate(0, 0, -20), Returned: day.AddDate(0, 0, -9),
			Transmittals: []string{"T-0001", "T-0004"},
		})
	}
	log.Sheets[0].Title = strings.Repeat("Very long title ", 30)
	log.Sheets[1].Transmittals = []string{"T-0001", "T-0002", "T-0003", "T-0004", "T-0005", "T-0006", "T-0007", "T-0008"}
	log.Sheets[2].Issued, log.Sheets[2].Returned = time.Time{}, time.Time{}
	var b bytes.Buffer
	if err := printout.DrawingLog(&b, log); err != nil {
		t.Fatalf("DrawingLog: %v", err)
	}
	text, pages := read(t, b.Bytes())

	t.Run("every sheet of a long register is in the log, over many pages", func(t *testing.T) {
		if pages < 5 {
			t.Fatalf("got %d pages, want at least 5 for 300 sheets", pages)
		}
		for _, s := range log.Sheets {
			if !strings.Contains(text, "\n"+s.Sheet+"\n") {
				t.Fatalf("got no row for sheet %s", s.Sheet)
			}
		}
		holds(t, text, "DRAWING LOG", "Gusset Detailing", "Riverside Warehouse - 300 sheets", "Beam 300, level 2",
			"Approved as noted", "Nov 8, 2026", "Nov 19, 2026", "T-0001, T-0004", fmt.Sprintf("Page %d of %d", pages, pages))
		if got := strings.Count(text, "\nReturned\n"); got != pages {
			t.Errorf("got the heading %d times, want once a page (%d)", got, pages)
		}
	})
	t.Run("a title too long for its column is cut, not wrapped", func(t *testing.T) {
		start := strings.Index(text, "\nB001\n")
		row, _, _ := strings.Cut(text[start+len("\nB001\n"):], "\n")
		if !strings.HasPrefix(row, "Very long title Very long title") || !strings.HasSuffix(row, "...") || len(row) > 80 {
			t.Errorf("got the title %q, want its start cut with ...", row)
		}
	})
	t.Run("too many transmittals for the column keep the latest", func(t *testing.T) {
		holds(t, text, "T-0008")
		if strings.Contains(text, "T-0001, T-0002, T-0003") {
			t.Error("got the oldest transmittals, want the latest kept")
		}
	})
	t.Run("a sheet never issued shows dashes for its dates", func(t *testing.T) {
		holds(t, text, "B003\nBeam 3, level 2\n1\nApproved as noted\n-\n-\n")
	})
}
