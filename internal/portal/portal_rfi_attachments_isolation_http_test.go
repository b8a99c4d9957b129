package portal_test

import (
	"context"
	"net/http"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

const rfiUploads = "/rfis/uploads/tus/"

var rfiFile = []byte("%PDF-1.7\n% sketch\n%%EOF\n")

// rfiUpload is token's finished upload of a small PDF for the RFI rfiID.
func rfiUpload(t *testing.T, f *sitetest.PortalFixture, token, rfiID string) string {
	t.Helper()
	return sitetest.SignedInTus(f.URL, token).UploadTo(t, rfiUploads, rfiFile, "rfi", rfiID, "filename", "sketch.pdf")
}

// staffAttach attaches a file to the RFI as staff and answers the attachment's id.
func staffAttach(t *testing.T, f *sitetest.PortalFixture, rfiID string) string {
	t.Helper()
	res, err := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL).AttachRfiFileAdmin(context.Background(),
		sitetest.WithToken(&adminv1.AttachRfiFileAdminRequest{Id: rfiID, UploadId: rfiUpload(t, f, f.Staff, rfiID)}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	as := res.Msg.GetRfi().GetAttachments()
	return as[len(as)-1].GetId()
}

// rfiAttachments counts the attachments of the RFI.
func rfiAttachments(t *testing.T, f *sitetest.PortalFixture, rfiID string) int {
	t.Helper()
	var n int
	if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM rfi_attachments WHERE rfi_id::text = $1`, rfiID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// isRfi reports whether id names a stored RFI (not a made-up or malformed id).
func isRfi(t *testing.T, f *sitetest.PortalFixture, id string) bool {
	t.Helper()
	var ok bool
	if err := f.Pool.QueryRow(context.Background(), `SELECT EXISTS (SELECT 1 FROM rfis WHERE id::text = $1)`, id).Scan(&ok); err != nil {
		t.Fatal(err)
	}
	return ok
}

// The RFIs' attachments in TestPortalIsolation and TestReviewerIsolation: no upload
// starts for, attaches to, or links to what the caller does not see.
func init() {
	rfis := func(f *sitetest.PortalFixture) portalv1connect.RfiServiceClient {
		return portalv1connect.NewRfiServiceClient(f.H1, f.URL)
	}
	ctx := context.Background()
	userOf := func(t *testing.T, f *sitetest.PortalFixture, tn tenant) string {
		t.Helper()
		var id string
		if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM client_users WHERE email = $1`, tn.email).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	// attachTo tries token's upload as an attachment of the RFI to.
	attachTo := func(f *sitetest.PortalFixture, token, to, upload string) error {
		_, err := rfis(f).AttachRfiFile(ctx, sitetest.WithToken(&portalv1.AttachRfiFileRequest{Id: to, UploadId: upload}, token))
		return err
	}
	// noStart checks that token's holder cannot start an upload for each of the RFIs.
	noStart := func(t *testing.T, f *sitetest.PortalFixture, token string, rfiIDs map[string]string) {
		t.Helper()
		for what, id := range rfiIDs {
			if status, _, _ := sitetest.SignedInTus(f.URL, token).Start(t, rfiUploads, 10, "rfi", id, "filename", "x.pdf"); status != http.StatusNotFound {
				t.Errorf("an upload's start for %s RFI: %d, want 404", what, status)
			}
		}
	}

	portalIsolationCases[portalv1connect.RfiServiceAttachRfiFileProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := raiseRfi(t, f, b.project, userOf(t, f, b)).GetId()
		mine := raiseRfi(t, f, a.project, userOf(t, f, a)).GetId()
		noStart(t, f, a.token, otherIDs(theirs))
		own := rfiUpload(t, f, a.token, mine)
		for what, id := range otherIDs(theirs) {
			wantNotFound(t, "AttachRfiFile of a's upload to "+what+" RFI", attachTo(f, a.token, id, own))
		}
		bs := rfiUpload(t, f, b.token, theirs)
		wantNotFound(t, "AttachRfiFile of b's upload to b's RFI", attachTo(f, a.token, theirs, bs))
		wantNotFound(t, "AttachRfiFile of b's upload to a's RFI", attachTo(f, a.token, mine, bs))
		if n := rfiAttachments(t, f, theirs); n != 0 {
			t.Errorf("b's RFI has %d attachments, want 0", n)
		}
		if err := attachTo(f, a.token, mine, own); err != nil {
			t.Errorf("AttachRfiFile of a's upload to a's own RFI = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.RfiServiceGetRfiAttachmentUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := staffAttach(t, f, raiseRfi(t, f, b.project, userOf(t, f, b)).GetId())
		for what, id := range otherIDs(theirs) {
			_, err := rfis(f).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: id}, a.token))
			wantNotFound(t, "GetRfiAttachmentUrl of "+what+" attachment", err)
		}
		mine := staffAttach(t, f, raiseRfi(t, f, a.project, userOf(t, f, a)).GetId())
		if _, err := rfis(f).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: mine}, a.token)); err != nil {
			t.Errorf("GetRfiAttachmentUrl of a's own = %v", err)
		}
	}

	// theirsAndOthers are an RFI of a's project assigned to the reviewer r, and RFIs it is
	// not named on: one of the same project, one of b's, and ids of none.
	theirsAndOthers := func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) (string, map[string]string) {
		others := otherIDs(raiseRfi(t, f, b.project, userOf(t, f, b)).GetId())
		others["another RFI of the same project"] = raiseRfi(t, f, a.project, userOf(t, f, a)).GetId()
		return raiseRfi(t, f, a.project, r.id).GetId(), others
	}
	reviewerMay[portalv1connect.RfiServiceAttachRfiFileProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, others := theirsAndOthers(t, f, r, a, b)
		noStart(t, f, r.token, others)
		own := rfiUpload(t, f, r.token, mine)
		for what, id := range others {
			wantNotFound(t, "AttachRfiFile to "+what, attachTo(f, r.token, id, own))
			if isRfi(t, f, id) && rfiAttachments(t, f, id) != 0 {
				t.Errorf("%s has an attachment, want none", what)
			}
		}
		if err := attachTo(f, r.token, mine, own); err != nil {
			t.Errorf("AttachRfiFile to their own = %v", err)
		}
	}
	reviewerMay[portalv1connect.RfiServiceGetRfiAttachmentUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, others := theirsAndOthers(t, f, r, a, b)
		for what, id := range others {
			if isRfi(t, f, id) {
				id = staffAttach(t, f, id)
			}
			_, err := rfis(f).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: id}, r.token))
			wantNotFound(t, "GetRfiAttachmentUrl of an attachment of "+what, err)
		}
		if _, err := rfis(f).GetRfiAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetRfiAttachmentUrlRequest{Id: staffAttach(t, f, mine)}, r.token)); err != nil {
			t.Errorf("GetRfiAttachmentUrl of their own = %v", err)
		}
	}
}
