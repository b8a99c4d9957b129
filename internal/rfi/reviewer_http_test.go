package rfi_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

// outsideReviewer makes email an outside reviewer of x's project, as the firm does: a
// transmittal names them, and they sign in with its mailed link. It answers their id and
// session token.
func outsideReviewer(t *testing.T, f *sitetest.PortalFixture, x tenant, email string) (string, string) {
	t.Helper()
	ctx := context.Background()
	rev := sheets(t, f, x.project, "E1")[0].GetRevisions()[0].GetId()
	_, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
		ProjectId: x.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL,
		RecipientIds: []string{x.userID}, RevisionIds: []string{rev}, Message: "Please review and return stamped.",
		Reviewers: []*portalv1.OutsideReviewer{{Email: email, Name: "Erin Engineer"}},
	}}, f.Staff))
	if err != nil {
		t.Fatalf("SendTransmittal: %v", err)
	}
	token := f.SignInWithMailedLink(t, drawing.TopicTransmittal, email)
	var id string
	if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM client_users WHERE email = $1`, email).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id, token
}

// TestAnOutsideReviewerAnswersTheRfisAskedOfThem: the engineer of record, an outside
// reviewer of "Submittals", may be asked an RFI; they read and answer what names them and
// nothing else of the project, and do not raise RFIs.
func TestAnOutsideReviewerAnswersTheRfisAskedOfThem(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	reviewerID, reviewer := outsideReviewer(t, f, x, "eor@engineers.example")
	in := question(x)
	in.AssigneeId = reviewerID
	asked := raise(t, f, in)
	clients := raise(t, f, question(x))

	t.Run("the RFI asked of them is in their court, under their name", func(t *testing.T) {
		if asked.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_CLIENT || !asked.GetAssignee().GetReviewer() || asked.GetBallInCourtName() != "Erin Engineer" {
			t.Errorf("got ball in %v (%q), assignee %v, want the reviewer's", asked.GetBallInCourt(), asked.GetBallInCourtName(), asked.GetAssignee())
		}
	})
	t.Run("they list only the RFI asked of them", func(t *testing.T) {
		list, err := portal(f.Site).ListRfis(ctx, sitetest.WithToken(&portalv1.ListRfisRequest{ProjectId: x.project}, reviewer))
		if err != nil {
			t.Fatal(err)
		}
		if list.Msg.GetTotalSize() != 1 || len(list.Msg.GetRfis()) != 1 || list.Msg.GetRfis()[0].GetId() != asked.GetId() {
			t.Errorf("got %v, want %s only", list.Msg.GetRfis(), asked.GetNumberText())
		}
	})
	t.Run("the client's RFI is not found for them, to read or to answer", func(t *testing.T) {
		_, err := portal(f.Site).GetRfi(ctx, sitetest.WithToken(&portalv1.GetRfiRequest{Id: clients.GetId()}, reviewer))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("GetRfi: got %v, want not found", err)
		}
		_, err = portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: clients.GetId(), Answer: "<p>Mine now.</p>"}, reviewer))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("AnswerRfi: got %v, want not found", err)
		}
	})
	t.Run("they cannot raise an RFI", func(t *testing.T) {
		in := question(x)
		_, err := portal(f.Site).CreateRfi(ctx, sitetest.WithToken(&portalv1.CreateRfiRequest{Rfi: in}, reviewer))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("got %v, want permission denied", err)
		}
	})
	t.Run("their answer hands the ball back to the firm", func(t *testing.T) {
		res, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: asked.GetId(), Answer: "<p>The shear tab governs.</p>"}, reviewer))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetRfi()
		if got.GetStatus() != portalv1.RfiStatus_RFI_STATUS_ANSWERED || got.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_FIRM || !strings.Contains(got.GetAnsweredByName(), "eor@engineers.example") {
			t.Errorf("got %v in %v, answered by %q, want answered, the firm's, by the reviewer", got.GetStatus(), got.GetBallInCourt(), got.GetAnsweredByName())
		}
	})
}
