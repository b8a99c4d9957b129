package portal_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The RFIs in TestPortalIsolation: b's project and RFI, a made-up and a malformed id are
// NotFound to a's client, and nothing of b's changes; a's own answer.
func init() {
	rfis := func(f *sitetest.PortalFixture) portalv1connect.RfiServiceClient {
		return portalv1connect.NewRfiServiceClient(f.H1, f.URL)
	}
	tenantRfi := func(t *testing.T, f *sitetest.PortalFixture, tn tenant) *portalv1.Rfi {
		t.Helper()
		var user string
		if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE email = $1`, tn.email).Scan(&user); err != nil {
			t.Fatal(err)
		}
		return raiseRfi(t, f, tn.project, user)
	}
	// unchanged checks that b's RFI is as it was: open, no thread.
	unchanged := func(t *testing.T, f *sitetest.PortalFixture, id string) {
		t.Helper()
		res, err := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL).GetRfiAdmin(context.Background(), sitetest.WithToken(&adminv1.GetRfiAdminRequest{Id: id}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if r := res.Msg.GetRfi(); r.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN || len(r.GetThread()) != 0 || len(r.GetHistory()) != 1 {
			t.Errorf("b's RFI is %v with %d posts and %d changes, want open and untouched", r.GetStatus(), len(r.GetThread()), len(r.GetHistory()))
		}
	}
	portalIsolationCases[portalv1connect.RfiServiceListRfisProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		tenantRfi(t, f, b)
		for what, id := range otherIDs(b.project) {
			_, err := rfis(f).ListRfis(context.Background(), sitetest.WithToken(&portalv1.ListRfisRequest{ProjectId: id}, a.token))
			wantNotFound(t, "ListRfis of "+what+" project", err)
		}
		if _, err := rfis(f).ListRfis(context.Background(), sitetest.WithToken(&portalv1.ListRfisRequest{ProjectId: a.project}, a.token)); err != nil {
			t.Errorf("ListRfis of a's own project = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.RfiServiceGetRfiProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		for what, id := range otherIDs(tenantRfi(t, f, b).GetId()) {
			_, err := rfis(f).GetRfi(context.Background(), sitetest.WithToken(&portalv1.GetRfiRequest{Id: id}, a.token))
			wantNotFound(t, "GetRfi of "+what+" RFI", err)
		}
		if _, err := rfis(f).GetRfi(context.Background(), sitetest.WithToken(&portalv1.GetRfiRequest{Id: tenantRfi(t, f, a).GetId()}, a.token)); err != nil {
			t.Errorf("GetRfi of a's own RFI = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.RfiServiceCreateRfiProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		for what, id := range otherIDs(b.project) {
			_, err := rfis(f).CreateRfi(context.Background(), sitetest.WithToken(&portalv1.CreateRfiRequest{Rfi: &portalv1.RfiInput{
				ProjectId: id, Subject: "Mine", Question: "<p>In b's project?</p>"}}, a.token))
			wantNotFound(t, "CreateRfi in "+what+" project", err)
		}
		var n int
		if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM rfis WHERE project_id = $1 AND NOT raised_by_firm`, b.project).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("b's project has %d client RFIs, want 0", n)
		}
	}
	portalIsolationCases[portalv1connect.RfiServiceAnswerRfiProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantRfi(t, f, b).GetId()
		for what, id := range otherIDs(theirs) {
			_, err := rfis(f).AnswerRfi(context.Background(), sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: id, Answer: "Yes"}, a.token))
			wantNotFound(t, "AnswerRfi of "+what+" RFI", err)
		}
		unchanged(t, f, theirs)
	}
	portalIsolationCases[portalv1connect.RfiServicePostRfiCommentProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantRfi(t, f, b).GetId()
		for what, id := range otherIDs(theirs) {
			_, err := rfis(f).PostRfiComment(context.Background(), sitetest.WithToken(&portalv1.PostRfiCommentRequest{Id: id, Body: "Hello"}, a.token))
			wantNotFound(t, "PostRfiComment of "+what+" RFI", err)
		}
		unchanged(t, f, theirs)
	}
}

// raiseRfi is an open RFI staff raise on project, assigned to the person assignee.
func raiseRfi(t *testing.T, f *sitetest.PortalFixture, project, assignee string) *portalv1.Rfi {
	t.Helper()
	res, err := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL).CreateRfiAdmin(context.Background(), sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: &portalv1.RfiInput{
		ProjectId: project, Subject: "Which detail governs?", Question: "<p>S-201 or 5/S-501?</p>", AssigneeId: assignee,
	}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetRfi()
}
