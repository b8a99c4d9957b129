package drawing_test

import (
	"context"
	"encoding/base64"
	"slices"
	"strconv"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// listAll walks a register's pages of size with the filter in req, answering the sheet
// numbers in the order met, each page's total, and each page's length.
func listAll(t *testing.T, f *sitetest.PortalFixture, req *adminv1.ListSheetsAdminRequest) (numbers []string, totals []int32, sizes []int) {
	t.Helper()
	for range 100 {
		res, err := adminClient(f).ListSheetsAdmin(context.Background(), sitetest.WithToken(req, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range res.Msg.GetSheets() {
			numbers = append(numbers, sh.GetSheetNumber())
		}
		totals, sizes = append(totals, res.Msg.GetTotalSize()), append(sizes, len(res.Msg.GetSheets()))
		if req.PageToken = res.Msg.GetNextPageToken(); req.PageToken == "" {
			return numbers, totals, sizes
		}
	}
	t.Fatal("the register's pages never end")
	return nil, nil, nil
}

// seedPaged gives project 250 sheets (B1…B250, shop drawings issued for approval), each
// with revisions 0 (in T-0001, closed) and 1 (in T-0002, open and not yet due); B7, B70
// and B170 are erection drawings titled "Anchor bolt plan", B2 and B20 are approved, and
// B5's current revision is also in T-0003, for approval and due ten days ago.
func seedPaged(t *testing.T, f *sitetest.PortalFixture, project string) {
	t.Helper()
	seedRegister(t, f, project, 250, 2)
	for _, q := range []string{
		`UPDATE drawing_sheets SET kind = 'ERECTION', title = 'Anchor bolt plan ' || sheet_number WHERE project_id = $1 AND sheet_number IN ('B7', 'B70', 'B170')`,
		`UPDATE drawing_sheets SET status = 'APPROVED' WHERE project_id = $1 AND sheet_number IN ('B2', 'B20')`,
		`UPDATE drawing_settings SET last_transmittal = 3 WHERE project_id = $1`,
		`INSERT INTO transmittals (project_id, number, purpose, message, issue_date, due_date, sender_name)
		 VALUES ($1, 3, 'FOR_APPROVAL', '', current_date - 24, current_date - 10, 'test')`,
		`INSERT INTO transmittal_items (transmittal_id, revision_id, position)
		 SELECT t.id, r.id, 1 FROM transmittals t, drawing_revisions r JOIN drawing_sheets s ON s.id = r.sheet_id
		 WHERE t.project_id = $1 AND t.number = 3 AND s.project_id = $1 AND s.sheet_number = 'B5' AND r.position = 2`,
	} {
		if _, err := f.Pool.Exec(context.Background(), q, project); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRegisterListPagesCurrentRevisions(t *testing.T) {
	f, a := start(t)
	seedPaged(t, f, a.project)
	ctx := context.Background()

	t.Run("paging walks every sheet exactly once, in sheet-number order", func(t *testing.T) {
		numbers, totals, sizes := listAll(t, f, &adminv1.ListSheetsAdminRequest{ProjectId: a.project, PageSize: 100})
		if !slices.Equal(sizes, []int{100, 100, 50}) {
			t.Errorf("got pages of %v sheets, want [100 100 50]", sizes)
		}
		if !slices.Equal(totals, []int32{250, 250, 250}) {
			t.Errorf("got totals %v, want 250 on each page", totals)
		}
		want := make([]string, 0, 250)
		for i := 1; i <= 250; i++ {
			want = append(want, "B"+strconv.Itoa(i))
		}
		slices.Sort(want) // the register's order: by number as text, case aside
		if !slices.Equal(numbers, want) {
			t.Errorf("got %d numbers (%v…), want each of the 250 once in order (%v…)", len(numbers), numbers[:min(5, len(numbers))], want[:5])
		}
	})
	t.Run("a page carries each sheet's current revision only, with its transmittals", func(t *testing.T) {
		res, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project, PageSize: 3}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range res.Msg.GetSheets() {
			revs := sh.GetRevisions()
			if len(revs) != 1 || revs[0].GetRevision() != "1" || !slices.Equal(revs[0].GetTransmittalNumbers(), []string{"T-0002"}) || sh.GetRevision() != "1" {
				t.Errorf("%s: got revision %q with %d revisions %v, want only revision 1 in T-0002", sh.GetSheetNumber(), sh.GetRevision(), len(revs), revs)
			}
		}
	})
	t.Run("the default page is 100 sheets", func(t *testing.T) {
		res, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Msg.GetSheets()); got != 100 || res.Msg.GetNextPageToken() == "" {
			t.Errorf("got %d sheets and token %q, want 100 and a next page", got, res.Msg.GetNextPageToken())
		}
	})
	for _, c := range []struct {
		name string
		req  *adminv1.ListSheetsAdminRequest
		want []string
	}{
		{"a search matches titles, case aside", &adminv1.ListSheetsAdminRequest{Query: "ANCHOR bolt"}, []string{"B170", "B7", "B70"}},
		{"a search matches numbers, case aside", &adminv1.ListSheetsAdminRequest{Query: "b17"}, []string{"B17", "B170", "B171", "B172", "B173", "B174", "B175", "B176", "B177", "B178", "B179"}},
		{"a kind keeps that kind", &adminv1.ListSheetsAdminRequest{Kind: portalv1.SheetKind_SHEET_KIND_ERECTION}, []string{"B170", "B7", "B70"}},
		{"a status keeps that status", &adminv1.ListSheetsAdminRequest{Status: portalv1.SheetStatus_SHEET_STATUS_APPROVED}, []string{"B2", "B20"}},
		{"filters combine", &adminv1.ListSheetsAdminRequest{Query: "b7", Kind: portalv1.SheetKind_SHEET_KIND_ERECTION}, []string{"B7", "B70"}},
		{"overdue only keeps the sheets whose current revision is overdue", &adminv1.ListSheetsAdminRequest{OverdueOnly: true}, []string{"B5"}},
		{"a search that matches nothing is an empty page", &adminv1.ListSheetsAdminRequest{Query: "no such sheet"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.req.ProjectId, c.req.PageSize = a.project, 2
			got, totals, _ := listAll(t, f, c.req)
			if !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
			if totals[0] != int32(len(c.want)) {
				t.Errorf("got total %d, want %d", totals[0], len(c.want))
			}
		})
	}
	t.Run("the overdue sheet is overdue in the list too", func(t *testing.T) {
		res, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project, Query: "b5", PageSize: 500}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range res.Msg.GetSheets() {
			if want := sh.GetSheetNumber() == "B5"; sh.GetOverdue() != want {
				t.Errorf("%s: got overdue %v, want %v", sh.GetSheetNumber(), sh.GetOverdue(), want)
			}
		}
	})
	t.Run("the client of the organization pages the register too", func(t *testing.T) {
		res, err := portalClient(f).ListSheets(ctx, sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: a.project, PageSize: 10, Query: "anchor"}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(res.Msg.GetSheets()); got != 3 || res.Msg.GetTotalSize() != 3 || res.Msg.GetNextPageToken() != "" {
			t.Errorf("got %d sheets of %d, token %q; want the 3 anchor bolt plans on one page", got, res.Msg.GetTotalSize(), res.Msg.GetNextPageToken())
		}
	})
}

func TestRegisterListRefusesBadPaging(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	token := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	for _, c := range []struct {
		name  string
		req   *adminv1.ListSheetsAdminRequest
		field string
	}{
		{"a token that is not one is refused", &adminv1.ListSheetsAdminRequest{PageToken: "not a token!"}, "page_token"},
		{"a token of another list's kind is refused", &adminv1.ListSheetsAdminRequest{PageToken: token("x:B1")}, "page_token"},
		{"a token whose key is not UTF-8 is refused", &adminv1.ListSheetsAdminRequest{PageToken: token("k:\xff\xfe")}, "page_token"},
		{"a token whose key holds NUL is refused", &adminv1.ListSheetsAdminRequest{PageToken: token("k:B\x001")}, "page_token"},
		{"a page over 500 is refused", &adminv1.ListSheetsAdminRequest{PageSize: 501}, "page_size"},
		{"a negative page is refused", &adminv1.ListSheetsAdminRequest{PageSize: -1}, "page_size"},
		{"a status outside the register's is refused", &adminv1.ListSheetsAdminRequest{Status: 99}, "status"},
		{"a kind outside the register's is refused", &adminv1.ListSheetsAdminRequest{Kind: 42}, "kind"},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.req.ProjectId = a.project
			_, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(c.req, f.Staff))
			if v := sitetest.Violations(err); len(v) != 1 || v[0] != c.field {
				t.Errorf("got %v, want a violation of %s", err, c.field)
			}
		})
	}
	t.Run("a good token of the last sheet answers an empty last page with the total", func(t *testing.T) {
		addSheets(t, f, a.project, "E1_R0.pdf", "E2_R0.pdf")
		res, err := adminClient(f).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: a.project, PageToken: token("k:E2")}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Msg.GetSheets()) != 0 || res.Msg.GetTotalSize() != 2 || res.Msg.GetNextPageToken() != "" {
			t.Errorf("got %d sheets of %d, token %q; want none of 2 and no token", len(res.Msg.GetSheets()), res.Msg.GetTotalSize(), res.Msg.GetNextPageToken())
		}
	})
}

func TestSheetHistory(t *testing.T) {
	f, a := start(t)
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	seedRegister(t, f, a.project, 3, 4)
	ctx := context.Background()
	var sheet string
	if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM drawing_sheets WHERE project_id = $1 AND sheet_number = 'B2'`, a.project).Scan(&sheet); err != nil {
		t.Fatal(err)
	}
	wantHistory := func(t *testing.T, sh *portalv1.Sheet) {
		t.Helper()
		var got []string
		for _, r := range sh.GetRevisions() {
			got = append(got, r.GetRevision()+" in "+strings.Join(r.GetTransmittalNumbers(), ","))
		}
		if want := []string{"3 in T-0004", "2 in T-0003", "1 in T-0002", "0 in T-0001"}; !slices.Equal(got, want) || sh.GetSheetNumber() != "B2" {
			t.Errorf("got %s with %v, want B2 with %v", sh.GetSheetNumber(), got, want)
		}
	}
	t.Run("staff get a sheet with all its revisions, newest first", func(t *testing.T) {
		res, err := adminv1connect.NewSheetAdminServiceClient(f.H1, f.URL).GetSheetAdmin(ctx, sitetest.WithToken(&adminv1.GetSheetAdminRequest{Id: sheet}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		wantHistory(t, res.Msg.GetSheet())
	})
	portal := portalv1connect.NewSheetServiceClient(f.H1, f.URL)
	t.Run("the client of the organization gets it too", func(t *testing.T) {
		res, err := portal.GetSheet(ctx, sitetest.WithToken(&portalv1.GetSheetRequest{Id: sheet}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		wantHistory(t, res.Msg.GetSheet())
	})
	t.Run("a client of another organization gets NotFound", func(t *testing.T) {
		_, err := portal.GetSheet(ctx, sitetest.WithToken(&portalv1.GetSheetRequest{Id: sheet}, b.client))
		if connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("got %v, want NotFound", err)
		}
	})
	t.Run("an unknown or malformed id is NotFound", func(t *testing.T) {
		for _, id := range []string{"0b6c1d3e-8f7a-4b2c-9d1e-2f3a4b5c6d7e", "../" + sheet} {
			_, err := adminv1connect.NewSheetAdminServiceClient(f.H1, f.URL).GetSheetAdmin(ctx, sitetest.WithToken(&adminv1.GetSheetAdminRequest{Id: id}, f.Staff))
			if connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("GetSheetAdmin(%q) = %v, want NotFound", id, err)
			}
		}
	})
}
