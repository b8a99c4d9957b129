package drawing_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestBulkAddProposesFromNamesAndCommitsAllOrNothing(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	admin := adminClient(f)
	ids := []string{
		staffUpload(t, f, a.project, "B101_R2.pdf", pdf("b101")),
		staffUpload(t, f, a.project, "E1-rev-A.pdf", pdf("e1")),
		staffUpload(t, f, a.project, "B102.pdf", pdf("b102")),
		staffUpload(t, f, a.project, "notes.pdf", []byte("not a PDF at all")),
	}
	prop, err := admin.ProposeSheets(ctx, sitetest.WithToken(&adminv1.ProposeSheetsRequest{ProjectId: a.project, UploadIds: ids}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"B101", "2"}, {"E1", "A"}, {"B102", "0"}, {"NOTES", "0"}}
	for i, p := range prop.Msg.GetProposals() {
		if got := [2]string{p.GetSheetNumber(), p.GetRevision()}; got != want[i] {
			t.Errorf("proposal of %s: got %v, want %v", p.GetFileName(), got, want[i])
		}
	}
	rows := make([]*adminv1.SheetRevisionInput, len(ids))
	for i, p := range prop.Msg.GetProposals() {
		rows[i] = &adminv1.SheetRevisionInput{UploadId: p.GetUploadId(), SheetNumber: p.GetSheetNumber(), Revision: p.GetRevision(), Title: "Plan " + p.GetSheetNumber()}
	}
	rows[2].Title, rows[2].Kind = "Column C3", portalv1.SheetKind_SHEET_KIND_SHOP

	t.Run("a set with a file that is not a PDF adds nothing and says which row", func(t *testing.T) {
		_, err := admin.AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: a.project, Revisions: rows}, f.Staff))
		sitetest.AssertViolations(t, err, map[string]string{"revisions[3].upload_id": "notes.pdf is not a PDF"})
		if n := f.CountRows(t, "drawing_sheets"); n != 0 {
			t.Errorf("got %d sheets after a refused set, want 0", n)
		}
	})
	t.Run("a revision the sheet has already refuses the whole set and writes nothing", func(t *testing.T) {
		first := addSheets(t, f, a.project, "C1_R0.pdf")
		again := staffUpload(t, f, a.project, "C1_R0.pdf", pdf("c1 again"))
		bad := append([]*adminv1.SheetRevisionInput{}, rows[:3]...)
		bad = append(bad, &adminv1.SheetRevisionInput{UploadId: again, SheetNumber: "c1", Revision: "0"})
		_, err := admin.AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: a.project, Revisions: bad}, f.Staff))
		sitetest.AssertViolations(t, err, map[string]string{"revisions[3].revision": "Sheet C1 already has revision 0"})
		list, err := admin.ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(list.Msg.GetSheets()); got != 1 || list.Msg.GetSheets()[0].GetId() != first.GetSheets()[0].GetId() {
			t.Errorf("got %d sheets, want only C1", got)
		}
	})
	t.Run("the corrected set becomes the sheets, current revision and not issued", func(t *testing.T) {
		res, err := admin.AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: a.project, Revisions: rows[:3]}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for i, sh := range res.Msg.GetSheets() {
			if sh.GetSheetNumber() != want[i][0] || sh.GetRevision() != want[i][1] || sh.GetStatus() != portalv1.SheetStatus_SHEET_STATUS_NOT_ISSUED {
				t.Errorf("sheet %d: got %s rev %s %v, want %s rev %s not issued", i, sh.GetSheetNumber(), sh.GetRevision(), sh.GetStatus(), want[i][0], want[i][1])
			}
		}
		if got := res.Msg.GetSheets()[2]; got.GetTitle() != "Column C3" || got.GetKind() != portalv1.SheetKind_SHEET_KIND_SHOP {
			t.Errorf("B102: got %q %v, want Column C3 shop", got.GetTitle(), got.GetKind())
		}
		var left int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM resumable_uploads WHERE id = ANY($1::uuid[])`, ids[:3]).Scan(&left); err != nil {
			t.Fatal(err)
		}
		if left != 0 {
			t.Errorf("got %d claimed uploads still pending, want 0", left)
		}
	})
	t.Run("an upload added once cannot be added again", func(t *testing.T) {
		_, err := admin.AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: a.project, Revisions: []*adminv1.SheetRevisionInput{
			{UploadId: ids[0], SheetNumber: "B101", Revision: "3"},
		}}, f.Staff))
		if v := sitetest.Violations(err); len(v) != 1 || v[0] != "revisions[0].upload_id" {
			t.Errorf("got %v, want a violation of revisions[0].upload_id", err)
		}
	})
	t.Run("the next revision of a sheet is proposed when a name gives none", func(t *testing.T) {
		id := staffUpload(t, f, a.project, "B101.pdf", pdf("b101 next"))
		prop, err := admin.ProposeSheets(ctx, sitetest.WithToken(&adminv1.ProposeSheetsRequest{ProjectId: a.project, UploadIds: []string{id}}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if p := prop.Msg.GetProposals()[0]; p.GetRevision() != "3" || p.GetSheetId() == "" || p.GetProblem() != "" {
			t.Errorf("got rev %q of sheet %q (%q), want rev 3 of the existing sheet", p.GetRevision(), p.GetSheetId(), p.GetProblem())
		}
	})
	t.Run("the client of the organization reads the register", func(t *testing.T) {
		res, err := portalClient(f).ListSheets(ctx, sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: a.project}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Msg.GetSheets()); got != 4 {
			t.Errorf("the client lists %d sheets, want 4", got)
		}
	})
	t.Run("a client cannot start a bulk add's upload", func(t *testing.T) {
		if status, _ := upload(t, f, a.client, a.project, "B103_R0.pdf", pdf("client")); status != http.StatusNotFound {
			t.Errorf("got status %d, want 404", status)
		}
	})
}

func TestSheetNumberIsUniquePerProject(t *testing.T) {
	f, a := start(t)
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	ctx := context.Background()
	admin := adminClient(f)
	create := func(project, number string) error {
		_, err := admin.CreateSheet(ctx, sitetest.WithToken(&adminv1.CreateSheetRequest{ProjectId: project, Sheet: &adminv1.SheetInput{SheetNumber: number, Title: "Anchor bolt plan"}}, f.Staff))
		return err
	}
	if err := create(a.project, "E1"); err != nil {
		t.Fatal(err)
	}
	t.Run("the same number in the project, case aside, is a field violation", func(t *testing.T) {
		sitetest.AssertViolations(t, create(a.project, "e1"), map[string]string{"sheet.sheet_number": "The project already has a sheet of that number"})
	})
	t.Run("another project may use the number", func(t *testing.T) {
		if err := create(b.project, "E1"); err != nil {
			t.Errorf("got %v, want the sheet", err)
		}
	})
	t.Run("a hold needs its reason", func(t *testing.T) {
		_, err := admin.CreateSheet(ctx, sitetest.WithToken(&adminv1.CreateSheetRequest{ProjectId: a.project, Sheet: &adminv1.SheetInput{SheetNumber: "E2", Hold: true}}, f.Staff))
		sitetest.AssertViolations(t, err, map[string]string{"sheet.hold_reason": "Say why the sheet is on hold"})
	})
	t.Run("an unknown project is not found", func(t *testing.T) {
		if got := connect.CodeOf(create("00000000-0000-4000-8000-000000000000", "E1")); got != connect.CodeNotFound {
			t.Errorf("got %v, want not found", got)
		}
	})
}

func TestTheDrawingLogIsTheRegisterAsCSV(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	admin := adminClient(f)
	addSheets(t, f, a.project, "B101_R2.pdf")
	if _, err := admin.CreateSheet(ctx, sitetest.WithToken(&adminv1.CreateSheetRequest{ProjectId: a.project, Sheet: &adminv1.SheetInput{
		SheetNumber: "E1", Title: "=HYPERLINK(\"http://evil.example\")", Kind: portalv1.SheetKind_SHEET_KIND_ERECTION, Hold: true, HoldReason: "RFI 12 open",
	}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	res, err := admin.ExportSheetsCsv(ctx, sitetest.WithToken(&adminv1.ExportSheetsCsvRequest{ProjectId: a.project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(res.Msg.GetCsv()), "\n")
	want := []string{
		"Sheet,Title,Kind,Area,Revision,Status,Hold,Revision added,Transmittals",
		"B101,Sheet B101,Other,,2,Not issued,,",
		`E1,"'=HYPERLINK(""http://evil.example"")",Erection,,,Not issued,RFI 12 open,,`,
	}
	if len(lines) != 3 || lines[0] != want[0] || !strings.HasPrefix(lines[1], want[1]) || lines[2] != want[2] {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
