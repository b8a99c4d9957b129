package portal_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// drawingsOf is a tenant's project's one sheet revision, sent in one transmittal: made
// once per project, by staff.
type drawingsOf struct{ revision, transmittal string }

var (
	drawingsMu   sync.Mutex
	drawingsMade = map[string]drawingsOf{}
)

func tenantDrawings(t *testing.T, f *sitetest.PortalFixture, tn tenant) drawingsOf {
	t.Helper()
	drawingsMu.Lock()
	defer drawingsMu.Unlock()
	if d, ok := drawingsMade[tn.project]; ok {
		return d
	}
	ctx := context.Background()
	data := []byte("%PDF-1.7\n% " + tn.project + "\n")
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+f.Staff)
	res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{
		"Upload-Length": strconv.Itoa(len(data)), "Upload-Metadata": tusMeta("project", tn.project, "filename", "E1_R0.pdf"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if status, _ := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent {
		t.Fatalf("uploading a drawing: %d", status)
	}
	admin := adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL)
	added, err := admin.AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: tn.project, Revisions: []*adminv1.SheetRevisionInput{
		{UploadId: res.Header.Get("Gusset-Upload-Id"), SheetNumber: "E1", Revision: "0"},
	}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	var user string
	if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM client_users WHERE email = $1`, tn.email).Scan(&user); err != nil {
		t.Fatal(err)
	}
	rev := added.Msg.GetSheets()[0].GetRevisions()[0].GetId()
	sent, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
		ProjectId: tn.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, RecipientIds: []string{user}, RevisionIds: []string{rev},
	}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	d := drawingsOf{revision: rev, transmittal: sent.Msg.GetTransmittal().GetId()}
	drawingsMade[tn.project] = d
	return d
}

// otherIDs are ids a client of a must not reach: b's, made up and malformed.
func otherIDs(id string) map[string]string {
	return map[string]string{"b's": id, "a made-up": uuid.NewString(), "a malformed": "../" + id}
}

func init() {
	drawings := func(f *sitetest.PortalFixture) portalv1connect.DrawingServiceClient {
		return portalv1connect.NewDrawingServiceClient(f.H1, f.URL)
	}
	portalIsolationCases[portalv1connect.DrawingServiceListSheetsProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		tenantDrawings(t, f, b)
		for what, id := range otherIDs(b.project) {
			_, err := drawings(f).ListSheets(context.Background(), sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: id}, a.token))
			wantNotFound(t, "ListSheets of "+what+" project", err)
		}
		if _, err := drawings(f).ListSheets(context.Background(), sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: a.project}, a.token)); err != nil {
			t.Errorf("ListSheets of a's own project = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.DrawingServiceListTransmittalsProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		tenantDrawings(t, f, b)
		for what, id := range otherIDs(b.project) {
			_, err := drawings(f).ListTransmittals(context.Background(), sitetest.WithToken(&portalv1.ListTransmittalsRequest{ProjectId: id}, a.token))
			wantNotFound(t, "ListTransmittals of "+what+" project", err)
		}
	}
	portalIsolationCases[portalv1connect.DrawingServiceGetTransmittalProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantDrawings(t, f, b)
		for what, id := range otherIDs(theirs.transmittal) {
			_, err := drawings(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: id}, a.token))
			wantNotFound(t, "GetTransmittal of "+what+" transmittal", err)
		}
		var opened int
		if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM transmittal_recipients WHERE transmittal_id = $1 AND first_open_time IS NOT NULL`, theirs.transmittal).Scan(&opened); err != nil {
			t.Fatal(err)
		}
		if opened != 0 {
			t.Errorf("b's transmittal has %d opens after a's tries, want 0", opened)
		}
	}
	portalIsolationCases[portalv1connect.DrawingServiceGetSheetRevisionUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantDrawings(t, f, b)
		for what, id := range otherIDs(theirs.revision) {
			_, err := drawings(f).GetSheetRevisionUrl(context.Background(), sitetest.WithToken(&portalv1.GetSheetRevisionUrlRequest{RevisionId: id}, a.token))
			wantNotFound(t, "GetSheetRevisionUrl of "+what+" revision", err)
		}
	}
	portalIsolationCases[portalv1connect.CompareServiceCompareRevisionsProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs, ours := tenantDrawings(t, f, b), tenantDrawings(t, f, a)
		sheetOf := func(revision string) string {
			var id string
			if err := f.Pool.QueryRow(context.Background(), `SELECT sheet_id::text FROM drawing_revisions WHERE id = $1`, revision).Scan(&id); err != nil {
				t.Fatal(err)
			}
			return id
		}
		compare := portalv1connect.NewCompareServiceClient(f.H1, f.URL)
		for what, id := range otherIDs(sheetOf(theirs.revision)) {
			_, err := compare.CompareRevisions(context.Background(), sitetest.WithToken(&portalv1.CompareRevisionsRequest{SheetId: id}, a.token))
			wantNotFound(t, "CompareRevisions of "+what+" sheet", err)
		}
		for what, id := range otherIDs(theirs.revision) {
			_, err := compare.CompareRevisions(context.Background(), sitetest.WithToken(&portalv1.CompareRevisionsRequest{
				SheetId: sheetOf(ours.revision), EarlierRevisionId: ours.revision, LaterRevisionId: id}, a.token))
			wantNotFound(t, "CompareRevisions with "+what+" revision", err)
		}
	}
}
