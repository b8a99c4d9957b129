package portal_test

import (
	"context"
	"testing"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// A sheet's history, in TestPortalIsolation: b's sheet, a made-up and a malformed id are
// NotFound to a's client; a's own sheet answers.
func init() {
	sheetOf := func(t *testing.T, f *sitetest.PortalFixture, tn tenant) string {
		t.Helper()
		var id string
		if err := f.Pool.QueryRow(context.Background(), `SELECT sheet_id::text FROM drawing_revisions WHERE id = $1`, tenantDrawings(t, f, tn).revision).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	portalIsolationCases[portalv1connect.SheetServiceGetSheetProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		sheets := portalv1connect.NewSheetServiceClient(f.H1, f.URL)
		for what, id := range otherIDs(sheetOf(t, f, b)) {
			_, err := sheets.GetSheet(context.Background(), sitetest.WithToken(&portalv1.GetSheetRequest{Id: id}, a.token))
			wantNotFound(t, "GetSheet of "+what+" sheet", err)
		}
		if _, err := sheets.GetSheet(context.Background(), sitetest.WithToken(&portalv1.GetSheetRequest{Id: sheetOf(t, f, a)}, a.token)); err != nil {
			t.Errorf("GetSheet of a's own sheet = %v", err)
		}
	}
}
