package portal_test

import (
	"context"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

const (
	firm   = portalv1.BallInCourt_BALL_IN_COURT_FIRM
	client = portalv1.BallInCourt_BALL_IN_COURT_CLIENT
)

func TestPortalMilestoneHistory(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	token := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-010")
	staffMove := func(id, due string, ball portalv1.BallInCourt, reason string) error {
		_, err := f.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: id, Reason: reason, Milestone: &adminv1.MilestoneInput{
			Name: "Erection drawings", DueDate: due, BallInCourt: ball,
		}}, f.Staff))
		return err
	}
	history := func(t *testing.T) []*portalv1.MilestoneChange {
		t.Helper()
		return staffView(t, f, project).GetHistory()
	}

	t.Run("staff moving a date without a reason are refused and nothing changes", func(t *testing.T) {
		id := f.Milestone(t, project, "Erection drawings", "2030-05-01", firm)
		err := staffMove(id, "2030-05-08", firm, "  ")
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Fatalf("UpdateMilestone without a reason = %v, want invalid argument", err)
		}
		if got := len(history(t)); got != 0 {
			t.Errorf("history has %d entries after a refused change, want 0", got)
		}
		if got := staffView(t, f, project).GetMilestones()[0].GetDueDate(); got != "2030-05-01" {
			t.Errorf("due date = %s after a refused change, want 2030-05-01", got)
		}
	})

	t.Run("a staff date change records who, when, old and new date and why", func(t *testing.T) {
		id := staffView(t, f, project).GetMilestones()[0].GetId()
		before := time.Now().Add(-time.Minute)
		if err := staffMove(id, "2030-05-08", firm, "Grid lines revised"); err != nil {
			t.Fatal(err)
		}
		h := history(t)
		if len(h) != 1 {
			t.Fatalf("history has %d entries, want 1", len(h))
		}
		c := h[0]
		if c.GetActorKind() != "staff" || c.GetActorName() != sitetest.AdminUser || c.GetOldDueDate() != "2030-05-01" || c.GetNewDueDate() != "2030-05-08" ||
			c.GetReason() != "Grid lines revised" || c.GetMilestoneName() != "Erection drawings" || c.GetCreateTime().AsTime().Before(before) {
			t.Errorf("history entry = %v", c)
		}
	})

	t.Run("handing the ball to the client is recorded without a reason", func(t *testing.T) {
		id := staffView(t, f, project).GetMilestones()[0].GetId()
		if err := staffMove(id, "2030-05-08", client, ""); err != nil {
			t.Fatal(err)
		}
		c := history(t)[0]
		if c.GetOldBallInCourt() != firm || c.GetNewBallInCourt() != client || c.GetOldDueDate() != c.GetNewDueDate() {
			t.Errorf("history entry = %v, want the ball from firm to client", c)
		}
	})

	t.Run("a change of name only is not in the history", func(t *testing.T) {
		id := staffView(t, f, project).GetMilestones()[0].GetId()
		n := len(history(t))
		_, err := f.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: id, Milestone: &adminv1.MilestoneInput{
			Name: "Erection drawings, revision 1", DueDate: "2030-05-08", BallInCourt: client,
		}}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(history(t)); got != n {
			t.Errorf("history has %d entries, want %d", got, n)
		}
	})

	t.Run("the client moves a date in their court only with a reason", func(t *testing.T) {
		id := staffView(t, f, project).GetMilestones()[0].GetId()
		_, err := f.Portal.MoveMilestone(ctx, sitetest.WithToken(&portalv1.MoveMilestoneRequest{MilestoneId: id, DueDate: "2030-05-15"}, token))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("MoveMilestone without a reason = %v, want invalid argument", err)
		}
		res, err := f.Portal.MoveMilestone(ctx, sitetest.WithToken(&portalv1.MoveMilestoneRequest{MilestoneId: id, DueDate: "2030-05-15", Reason: "Architect's revision pending"}, token))
		if err != nil {
			t.Fatalf("MoveMilestone: %v", err)
		}
		if got := res.Msg.GetMilestone().GetDueDate(); got != "2030-05-15" {
			t.Errorf("due date = %s, want 2030-05-15", got)
		}
		c := history(t)[0]
		if c.GetActorKind() != "client" || c.GetActorName() != "dana@prairie.example (Prairie Steel Fabricators)" || c.GetReason() != "Architect's revision pending" {
			t.Errorf("history entry = %v, want the client's move", c)
		}
	})

	t.Run("both sides read the same history", func(t *testing.T) {
		res, err := f.Portal.GetProject(ctx, sitetest.WithToken(&portalv1.GetProjectRequest{Id: project}, token))
		if err != nil {
			t.Fatal(err)
		}
		staff := history(t)
		if got, want := len(res.Msg.GetHistory()), len(staff); got != want {
			t.Fatalf("client sees %d entries, staff %d", got, want)
		}
		for i, c := range res.Msg.GetHistory() {
			if c.GetReason() != staff[i].GetReason() || c.GetNewDueDate() != staff[i].GetNewDueDate() {
				t.Errorf("entry %d: client %v, staff %v", i, c, staff[i])
			}
		}
	})

	t.Run("the client hands the ball back, and then the milestone is the firm's to move", func(t *testing.T) {
		id := staffView(t, f, project).GetMilestones()[0].GetId()
		res, err := f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: id, Reason: "Approved as noted"}, token))
		if err != nil {
			t.Fatalf("HandBackMilestone: %v", err)
		}
		if got := res.Msg.GetMilestone().GetBallInCourt(); got != firm {
			t.Errorf("ball = %v, want the firm", got)
		}
		_, err = f.Portal.MoveMilestone(ctx, sitetest.WithToken(&portalv1.MoveMilestoneRequest{MilestoneId: id, DueDate: "2030-06-01", Reason: "More time"}, token))
		if got := connect.CodeOf(err); got != connect.CodeFailedPrecondition {
			t.Errorf("moving a milestone the firm holds = %v, want failed precondition", err)
		}
	})

	t.Run("a client's writes are in the audit trail under the client", func(t *testing.T) {
		var n int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE procedure = $1 AND entity_table IN ('milestones', 'milestone_changes')
			AND actor_username = 'dana@prairie.example (Prairie Steel Fabricators)' AND actor_id IS NOT NULL AND client_addr <> ''`,
			portalv1connect.ProjectServiceMoveMilestoneProcedure).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n < 2 {
			t.Errorf("audit rows of the client's move = %d, want the milestone's update and its history entry", n)
		}
	})
}

func TestPortalSnapshot(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	token := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-020")
	day := func(d int) string { return time.Now().UTC().AddDate(0, 0, d).Format(time.DateOnly) }
	f.Milestone(t, project, "Advance bill of materials", day(-3), firm)
	f.Milestone(t, project, "Approval", day(-1), client)
	f.Milestone(t, project, "Erection drawings", day(0), firm)
	f.Milestone(t, project, "Shop drawings", day(6), client)
	f.Milestone(t, project, "Released for fabrication", day(7), firm)
	done := f.Milestone(t, project, "Anchor bolts", day(-10), firm)
	if _, err := f.Projects.UpdateMilestone(ctx, sitetest.WithToken(&adminv1.UpdateMilestoneRequest{Id: done, Milestone: &adminv1.MilestoneInput{
		Name: "Anchor bolts", DueDate: day(-10), BallInCourt: firm, Done: true,
	}}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	res, err := f.Portal.ListProjects(ctx, sitetest.WithToken(&portalv1.ListProjectsRequest{}, token))
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Msg.GetProjects()) != 1 {
		t.Fatalf("projects = %d, want 1", len(res.Msg.GetProjects()))
	}
	p := res.Msg.GetProjects()[0]
	for _, c := range []struct {
		name      string
		got, want int32
	}{
		{"overdue", p.GetOverdue(), 2},
		{"due this week", p.GetDueThisWeek(), 2},
		{"with the firm", p.GetWithFirm(), 3},
		{"with the client", p.GetWithClient(), 2},
	} {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
	if got := p.GetNextMilestone().GetName(); got != "Advance bill of materials" {
		t.Errorf("next milestone = %q, want the earliest open one", got)
	}
}

func TestPortalConvertEstimate(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	res, err := sitetest.SubmitEstimate(t, f.URL, sitetest.ValidEstimate(""))
	if err != nil {
		t.Fatal(err)
	}
	estimate := res.GetId()
	convert := func(job string) (*adminv1.ConvertEstimateResponse, error) {
		r, err := f.Projects.ConvertEstimate(ctx, sitetest.WithToken(&adminv1.ConvertEstimateRequest{EstimateId: estimate, OrganizationName: "Won Fabricators " + job,
			Project: &adminv1.PortalProjectInput{Name: "Distribution centre", JobNumber: job, Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING}}, f.Staff))
		if err != nil {
			return nil, err
		}
		return r.Msg, nil
	}

	t.Run("a won estimate request becomes an organization and a project in one step", func(t *testing.T) {
		out, err := convert("J-2026-030")
		if err != nil {
			t.Fatalf("ConvertEstimate: %v", err)
		}
		if got := out.GetProject().GetEstimateRequestId(); got != estimate {
			t.Errorf("project's estimate = %q, want %q", got, estimate)
		}
		if got := out.GetProject().GetOrganizationName(); got != "Won Fabricators J-2026-030" {
			t.Errorf("organization = %q", got)
		}
		var status string
		if err := f.Pool.QueryRow(ctx, `SELECT status FROM estimate_requests WHERE id = $1`, estimate).Scan(&status); err != nil {
			t.Fatal(err)
		}
		if status != "WON" {
			t.Errorf("estimate status = %s, want WON", status)
		}
	})

	t.Run("converting it again is refused and leaves no new organization", func(t *testing.T) {
		orgs := f.Site.CountRows(t, "client_organizations")
		_, err := convert("J-2026-031")
		if got := connect.CodeOf(err); got != connect.CodeAlreadyExists {
			t.Errorf("second conversion = %v, want already exists", err)
		}
		if got := f.Site.CountRows(t, "client_organizations"); got != orgs {
			t.Errorf("organizations = %d after a refused conversion, want %d", got, orgs)
		}
	})
}
