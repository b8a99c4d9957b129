package portal_test

import (
	"context"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// The client's list counts each snapshot in the database; staff's list counts it from
// the milestones. Both must say the same.
func TestPortalListSnapshotIsTheMilestonesSnapshot(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	day := func(offset int) string { return time.Now().UTC().AddDate(0, 0, offset).Format(time.DateOnly) }
	client, firm := portalv1.BallInCourt_BALL_IN_COURT_CLIENT, portalv1.BallInCourt_BALL_IN_COURT_FIRM
	org := f.Organization(t, "Prairie Steel Fabricators")
	token := f.Client(t, org, "dana@prairie.example")
	busy := f.Project(t, org, "J-1")
	for _, m := range []struct {
		due  int
		ball portalv1.BallInCourt
	}{{-5, client}, {-1, firm}, {0, client}, {6, firm}, {7, client}, {30, firm}} {
		f.Milestone(t, busy, "Milestone", day(m.due), m.ball)
	}
	done := f.Milestone(t, busy, "Done", day(-40), firm)
	if _, err := f.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: done, Milestone: &adminv1.MilestoneInput{Name: "Done", DueDate: day(-40), BallInCourt: firm, Done: true}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	f.Project(t, org, "J-2") // no milestones

	mine, err := f.Portal.ListProjects(ctx, sitetest.WithToken(&portalv1.ListProjectsRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	staff, err := f.Projects.ListPortalProjects(ctx, sitetest.WithToken(&adminv1.ListPortalProjectsRequest{OrganizationId: org}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if len(mine.Msg.GetProjects()) != 2 || len(staff.Msg.GetProjects()) != 2 {
		t.Fatalf("lists of %d and %d projects, want 2", len(mine.Msg.GetProjects()), len(staff.Msg.GetProjects()))
	}
	for i, got := range mine.Msg.GetProjects() {
		want := proto.Clone(staff.Msg.GetProjects()[i]).(*portalv1.Project)
		want.EstimateRequestId = ""
		if !proto.Equal(got, want) {
			t.Errorf("client list's project = %v\nwant the staff list's %v", got, want)
		}
	}
	if p := mine.Msg.GetProjects()[1]; p.GetId() == busy && (p.GetOverdue() != 2 || p.GetDueThisWeek() != 2 || p.GetWithClient() != 3 || p.GetWithFirm() != 3 || p.GetNextMilestone().GetDueDate() != day(-5)) {
		t.Errorf("snapshot = %v", p)
	}
}
