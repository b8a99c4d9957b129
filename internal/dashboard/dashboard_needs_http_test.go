package dashboard_test

import (
	"context"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// needsOf is the dashboard's "needs someone" figures: unassigned new estimate requests,
// client messages waiting for the firm's answer and RFIs in the firm's court.
func needsOf(t *testing.T, f *sitetest.PortalFixture) [3]int32 {
	t.Helper()
	res, err := adminv1connect.NewDashboardServiceClient(f.H1, f.URL).GetDashboard(context.Background(), sitetest.WithToken(&adminv1.GetDashboardRequest{}, f.Staff))
	if err != nil {
		t.Fatalf("GetDashboard: %v", err)
	}
	return [3]int32{res.Msg.GetUnassignedEstimates(), res.Msg.GetUnansweredThreads(), res.Msg.GetRfisWithFirm()}
}

// TestTheDashboardSaysWhatNeedsSomeone: the day starts with what waits on the firm; each
// figure goes down when someone takes it on.
func TestTheDashboardSaysWhatNeedsSomeone(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	estimates := adminv1connect.NewEstimateRequestServiceClient(f.H1, f.URL)
	org := f.Organization(t, "Prairie Steel Fabricators")
	client := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-030")
	msgs := portalv1connect.NewMessageServiceClient(f.H1, f.URL)
	staffMsgs := adminv1connect.NewPortalMessageAdminServiceClient(f.H1, f.URL)
	var estimate, thread string

	t.Run("a quiet day needs nobody", func(t *testing.T) {
		if got := needsOf(t, f); got != [3]int32{0, 0, 0} {
			t.Errorf("got %v, want [0 0 0]", got)
		}
	})
	t.Run("a new estimate request and a client's new thread need someone", func(t *testing.T) {
		res, err := sitetest.SubmitEstimate(t, f.URL, sitetest.ValidEstimate(""))
		if err != nil {
			t.Fatalf("SubmitEstimate: %v", err)
		}
		estimate = res.GetId()
		started, err := msgs.StartThread(ctx, sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: project, Subject: "Grid line C", Body: "Is C/4 a moment connection?"}, client))
		if err != nil {
			t.Fatalf("StartThread: %v", err)
		}
		thread = started.Msg.GetThread().GetId()
		if got := needsOf(t, f); got != [3]int32{1, 1, 0} {
			t.Errorf("got %v, want [1 1 0]", got)
		}
	})
	t.Run("an assigned request and an answered thread need nobody", func(t *testing.T) {
		staff, err := adminv1connect.NewStaffServiceClient(f.H1, f.URL).ListStaff(ctx, sitetest.WithToken(&adminv1.ListStaffRequest{}, f.Staff))
		if err != nil {
			t.Fatalf("ListStaff: %v", err)
		}
		if _, err := estimates.SetEstimateAssignee(ctx, sitetest.WithToken(&adminv1.SetEstimateAssigneeRequest{Id: estimate, AssigneeId: staff.Msg.GetUsers()[0].GetId()}, f.Staff)); err != nil {
			t.Fatalf("SetEstimateAssignee: %v", err)
		}
		if _, err := staffMsgs.PostPortalMessage(ctx, sitetest.WithToken(&adminv1.PostPortalMessageRequest{ThreadId: thread, Body: "Yes: see detail 7."}, f.Staff)); err != nil {
			t.Fatalf("PostPortalMessage: %v", err)
		}
		if got := needsOf(t, f); got != [3]int32{0, 0, 0} {
			t.Errorf("got %v, want [0 0 0]", got)
		}
	})
	t.Run("the client's reply needs an answer again", func(t *testing.T) {
		if _, err := msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Thanks; and D/4?"}, client)); err != nil {
			t.Fatalf("PostMessage: %v", err)
		}
		if got := needsOf(t, f); got != [3]int32{0, 1, 0} {
			t.Errorf("got %v, want [0 1 0]", got)
		}
	})
	t.Run("a client's RFI waits on the firm until the firm closes it, not when it answers", func(t *testing.T) {
		raised, err := portalv1connect.NewRfiServiceClient(f.H1, f.URL).CreateRfi(ctx, sitetest.WithToken(&portalv1.CreateRfiRequest{Rfi: &portalv1.RfiInput{
			ProjectId: project, Subject: "Beam B12 at grid C/4", Question: "<p>Moment or shear tab?</p>",
		}}, client))
		if err != nil {
			t.Fatalf("CreateRfi: %v", err)
		}
		id := raised.Msg.GetRfi().GetId()
		rfis := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL)
		for _, step := range []struct {
			name string
			do   func() error
			want int32
		}{
			{"raised", func() error { return nil }, 1},
			{"answered", func() error {
				_, err := rfis.AnswerRfiAdmin(ctx, sitetest.WithToken(&adminv1.AnswerRfiAdminRequest{Id: id, Answer: "Shear tab."}, f.Staff))
				return err
			}, 1},
			{"closed", func() error {
				_, err := rfis.CloseRfi(ctx, sitetest.WithToken(&adminv1.CloseRfiRequest{Id: id}, f.Staff))
				return err
			}, 0},
		} {
			if err := step.do(); err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			if got := needsOf(t, f)[2]; got != step.want {
				t.Errorf("%s: got %d RFIs with the firm, want %d", step.name, got, step.want)
			}
		}
	})
}
