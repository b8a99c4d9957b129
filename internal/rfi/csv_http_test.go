package rfi_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestTheRfiLogListsEachRfiWithItsDaysOpen: the CSV log of a project and across
// projects, each RFI with its dates, days open, status and impact; a subject that a
// spreadsheet would run is neutralized.
func TestTheRfiLogListsEachRfiWithItsDaysOpen(t *testing.T) {
	f, c, x := start(t)
	ctx := context.Background()
	y := newTenant(t, f, "Other Steel", "lee@other.example", "J-2026-202")
	first := raise(t, f, question(x))
	// A minute later: the log lists the newest first, and RFIs raised in one instant have
	// no order of their own.
	c.set(friday.Add(time.Minute))
	tricky := question(x)
	tricky.Subject = "=HYPERLINK(\"http://evil.example\")"
	raise(t, f, tricky)
	raise(t, f, question(y))
	c.set(time.Date(2026, 12, 2, 9, 0, 0, 0, time.UTC))
	if _, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: first.GetId(), Answer: "Shear tab."}, x.token)); err != nil {
		t.Fatal(err)
	}
	read := func(project string) [][]string {
		t.Helper()
		res, err := admin(f.Site).ExportRfisCsv(ctx, sitetest.WithToken(&adminv1.ExportRfisCsvRequest{ProjectId: project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(strings.NewReader(res.Msg.GetCsv())).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		return rows
	}
	t.Run("a project's log has its RFIs, newest first", func(t *testing.T) {
		rows := read(x.project)
		if len(rows) != 3 {
			t.Fatalf("got %d rows, want a header and 2", len(rows))
		}
		want := []string{"RFI-001", "J-2026-101", rows[2][2], "Beam B12 connection at grid C/4", "2026-11-27", "2026-12-04", "2026-12-02", "5", "", "Answered", "Firm", "Schedule"}
		if strings.Join(rows[2], "|") != strings.Join(want, "|") {
			t.Errorf("got %q, want %q", rows[2], want)
		}
		if got := rows[1][3]; !strings.HasPrefix(got, "'=") {
			t.Errorf("got subject cell %q, want it neutralized", got)
		}
	})
	t.Run("across projects it has every project's", func(t *testing.T) {
		if rows := read(""); len(rows) != 4 {
			t.Errorf("got %d rows, want a header and 3", len(rows))
		}
	})
	printed := func(project string) (string, string) {
		t.Helper()
		res, err := admin(f.Site).ExportRfisPdf(ctx, sitetest.WithToken(&adminv1.ExportRfisPdfRequest{ProjectId: project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		text, err := pdftext.Text(bytes.NewReader(res.Msg.GetPdf()))
		if err != nil {
			t.Fatalf("reading the PDF: %v", err)
		}
		return res.Msg.GetFileName(), strings.Join(strings.Fields(text), " ")
	}
	t.Run("printed, a project's log names the project and has the same cells, a formula as typed", func(t *testing.T) {
		name, text := printed(x.project)
		if name != "rfi-log-J-2026-101.pdf" {
			t.Errorf("got file name %q, want rfi-log-J-2026-101.pdf", name)
		}
		for _, want := range []string{"RFI LOG", "(J-2026-101) - 2 RFIs", "RFI-001", "Beam B12 connection", "2026-11-27", "2026-12-04", "2026-12-02", "Answered", "Schedule", "=HYPERLINK", "Page 1 of 1"} {
			if !strings.Contains(text, want) {
				t.Errorf("the printed log lacks %q: %s", want, text)
			}
		}
		if strings.Contains(text, "'=") || strings.Contains(text, "Project") {
			t.Errorf("the printed log has the CSV's quote or the project column: %s", text)
		}
	})
	t.Run("printed across projects, it has every project's with their jobs", func(t *testing.T) {
		name, text := printed("")
		if name != "rfi-log.pdf" {
			t.Errorf("got file name %q, want rfi-log.pdf", name)
		}
		for _, want := range []string{"All projects - 3 RFIs", "J-2026-101", "J-2026-202", "Project"} {
			if !strings.Contains(text, want) {
				t.Errorf("the printed log lacks %q: %s", want, text)
			}
		}
	})
}
