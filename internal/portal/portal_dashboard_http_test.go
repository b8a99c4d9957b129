package portal_test

import (
	"context"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestDashboardOverdueProjects(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	dash := adminv1connect.NewDashboardServiceClient(f.H1, f.URL)
	day := func(offset int) string { return time.Now().UTC().AddDate(0, 0, offset).Format(time.DateOnly) }
	client, firm := portalv1.BallInCourt_BALL_IN_COURT_CLIENT, portalv1.BallInCourt_BALL_IN_COURT_FIRM

	org := f.Organization(t, "Prairie Steel Fabricators")
	late := f.Project(t, org, "J-1")
	lateClient := f.Milestone(t, late, "Approval of shop drawings", day(-3), client)
	lateFirm := f.Milestone(t, late, "Erection drawings", day(-10), firm)
	f.Milestone(t, late, "Due today", day(0), client)
	done := f.Milestone(t, late, "Done long ago", day(-30), firm)
	if _, err := f.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: done, Milestone: &adminv1.MilestoneInput{
		Name: "Done long ago", DueDate: day(-30), BallInCourt: firm, Done: true,
	}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	onTime := f.Project(t, org, "J-2")
	f.Milestone(t, onTime, "Next week", day(7), client)
	closed := f.Project(t, f.Organization(t, "Coastal Erectors"), "J-3")
	f.Milestone(t, closed, "Forgotten", day(-100), client)
	if _, err := f.Pool.Exec(ctx, `UPDATE projects SET status = 'CLOSED' WHERE id = $1`, closed); err != nil {
		t.Fatal(err)
	}
	worse := f.Project(t, org, "J-4")
	f.Milestone(t, worse, "Anchor bolts", day(-20), client)

	res, err := dash.GetDashboard(ctx, sitetest.WithToken(&adminv1.GetDashboardRequest{}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	got := res.Msg.GetOverdueProjects()
	t.Run("only open projects with open milestones due before today are listed, the oldest first", func(t *testing.T) {
		var ids []string
		for _, p := range got {
			ids = append(ids, p.GetProjectId())
		}
		if len(ids) != 2 || ids[0] != worse || ids[1] != late {
			t.Fatalf("overdue projects = %v, want [%s %s]", ids, worse, late)
		}
	})
	t.Run("a project shows its overdue milestones, days overdue and who holds the ball", func(t *testing.T) {
		p := got[1]
		if p.GetOrganizationName() != "Prairie Steel Fabricators" || p.GetJobNumber() != "J-1" {
			t.Errorf("project = %v", p)
		}
		type row struct {
			id, ball string
			days     int32
		}
		var rows []row
		for _, m := range p.GetMilestones() {
			rows = append(rows, row{m.GetId(), m.GetBall(), m.GetDaysOverdue()})
		}
		want := []row{{lateFirm, "firm", 10}, {lateClient, "client", 3}}
		if len(rows) != len(want) || rows[0] != want[0] || rows[1] != want[1] {
			t.Errorf("milestones = %v, want %v", rows, want)
		}
	})
}
