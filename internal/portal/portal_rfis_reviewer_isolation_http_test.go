package portal_test

import (
	"context"
	"testing"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The RFIs in TestReviewerIsolation: an outside reviewer reads, answers and discusses the
// RFIs assigned or copied to them, and nothing of any other RFI, of their own project or
// another organization's.
func init() {
	rfis := func(f *sitetest.PortalFixture) portalv1connect.RfiServiceClient {
		return portalv1connect.NewRfiServiceClient(f.H1, f.URL)
	}
	// theirs and others are an RFI of a's project assigned to the reviewer r, and RFIs it
	// is not named on: one of the same project, one of b's.
	setup := func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) (string, map[string]string) {
		var aUser, bUser string
		for email, into := range map[string]*string{a.email: &aUser, b.email: &bUser} {
			if err := f.Pool.QueryRow(context.Background(), `SELECT id::text FROM client_users WHERE email = $1`, email).Scan(into); err != nil {
				t.Fatal(err)
			}
		}
		others := otherIDs(raiseRfi(t, f, b.project, bUser).GetId())
		others["another RFI of the same project"] = raiseRfi(t, f, a.project, aUser).GetId()
		return raiseRfi(t, f, a.project, r.id).GetId(), others
	}
	ctx := context.Background()
	reviewerMay[portalv1connect.RfiServiceListRfisProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, _ := setup(t, f, r, a, b)
		for _, project := range []string{a.project, b.project} {
			res, err := rfis(f).ListRfis(ctx, sitetest.WithToken(&portalv1.ListRfisRequest{ProjectId: project}, r.token))
			if err != nil {
				t.Fatalf("ListRfis of a project = %v", err)
			}
			var got []string
			for _, x := range res.Msg.GetRfis() {
				got = append(got, x.GetId())
			}
			if project == a.project && (len(got) != 1 || got[0] != mine) {
				t.Errorf("ListRfis of the reviewer's project = %v, want only their RFI %s", got, mine)
			}
			if project == b.project && len(got) != 0 {
				t.Errorf("ListRfis of another organization's project = %v, want none", got)
			}
		}
	}
	reviewerMay[portalv1connect.RfiServiceGetRfiProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, others := setup(t, f, r, a, b)
		for what, id := range others {
			_, err := rfis(f).GetRfi(ctx, sitetest.WithToken(&portalv1.GetRfiRequest{Id: id}, r.token))
			wantNotFound(t, "GetRfi of "+what, err)
		}
		if _, err := rfis(f).GetRfi(ctx, sitetest.WithToken(&portalv1.GetRfiRequest{Id: mine}, r.token)); err != nil {
			t.Errorf("GetRfi of their own = %v", err)
		}
	}
	reviewerMay[portalv1connect.RfiServiceAnswerRfiProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, others := setup(t, f, r, a, b)
		for what, id := range others {
			_, err := rfis(f).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: id, Answer: "S-201 governs."}, r.token))
			wantNotFound(t, "AnswerRfi of "+what, err)
		}
		if _, err := rfis(f).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: mine, Answer: "S-201 governs."}, r.token)); err != nil {
			t.Errorf("AnswerRfi of their own = %v", err)
		}
	}
	reviewerMay[portalv1connect.RfiServicePostRfiCommentProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		mine, others := setup(t, f, r, a, b)
		for what, id := range others {
			_, err := rfis(f).PostRfiComment(ctx, sitetest.WithToken(&portalv1.PostRfiCommentRequest{Id: id, Body: "Checking."}, r.token))
			wantNotFound(t, "PostRfiComment on "+what, err)
		}
		if _, err := rfis(f).PostRfiComment(ctx, sitetest.WithToken(&portalv1.PostRfiCommentRequest{Id: mine, Body: "Checking."}, r.token)); err != nil {
			t.Errorf("PostRfiComment on their own = %v", err)
		}
	}
}
