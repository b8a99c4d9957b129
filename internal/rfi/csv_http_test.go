package rfi_test

import (
	"context"
	"encoding/csv"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
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
}
