package portal_test

import (
	"context"
	"testing"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The drawing clock's snapshot and the cover sheets: a client of a reaches nothing of b.
func init() {
	portalIsolationCases[portalv1connect.DrawingClockServiceGetDrawingSnapshotProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		tenantDrawings(t, f, b)
		clock := portalv1connect.NewDrawingClockServiceClient(f.H1, f.URL)
		for what, id := range otherIDs(b.project) {
			_, err := clock.GetDrawingSnapshot(context.Background(), sitetest.WithToken(&portalv1.GetDrawingSnapshotRequest{ProjectId: id}, a.token))
			wantNotFound(t, "GetDrawingSnapshot of "+what+" project", err)
		}
		if _, err := clock.GetDrawingSnapshot(context.Background(), sitetest.WithToken(&portalv1.GetDrawingSnapshotRequest{ProjectId: a.project}, a.token)); err != nil {
			t.Errorf("GetDrawingSnapshot of a's own project = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.DrawingDocumentServiceGetCoverSheetUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantDrawings(t, f, b)
		docs := portalv1connect.NewDrawingDocumentServiceClient(f.H1, f.URL)
		for what, id := range otherIDs(theirs.transmittal) {
			_, err := docs.GetCoverSheetUrl(context.Background(), sitetest.WithToken(&portalv1.GetCoverSheetUrlRequest{TransmittalId: id}, a.token))
			wantNotFound(t, "GetCoverSheetUrl of "+what+" transmittal", err)
		}
		mine := tenantDrawings(t, f, a)
		if _, err := docs.GetCoverSheetUrl(context.Background(), sitetest.WithToken(&portalv1.GetCoverSheetUrlRequest{TransmittalId: mine.transmittal}, a.token)); err != nil {
			t.Errorf("GetCoverSheetUrl of a's own transmittal = %v", err)
		}
	}
}
