package portal_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/sitetest"
)

// listSummary is what a client's list shows of each project, in one line per project.
func listSummary(t *testing.T, c portalv1connect.ProjectServiceClient, token string) string {
	t.Helper()
	res, err := c.ListProjects(context.Background(), sitetest.WithToken(&portalv1.ListProjectsRequest{}, token))
	if err != nil {
		t.Fatalf("ListProjects: %v", err)
	}
	var lines []string
	for _, p := range res.Msg.GetProjects() {
		var team []string
		for _, m := range p.GetTeam() {
			team = append(team, m.GetUsername())
		}
		line := fmt.Sprintf("%s next=%s firm=%d client=%d team=%s",
			p.GetName(), p.GetNextMilestone().GetDueDate(), p.GetWithFirm(), p.GetWithClient(), strings.Join(team, ","))
		if n := p.GetRfisWithClient(); n > 0 {
			line += fmt.Sprintf(" rfis=%d", n)
		}
		lines = append(lines, line)
	}
	slices.Sort(lines)
	return strings.Join(lines, "; ")
}

// settleQuietly waits, as settle does, until c has handled every notice sent so far, with
// a notice that drops nothing (settle's drops everything, the lists among it).
func settleQuietly(t *testing.T, s *sitetest.Site, c *pubcache.Cache) {
	t.Helper()
	c.OnTopic("test-mark", func(bool) {})
	mark := fmt.Sprintf("test-mark:%d", time.Now().UnixNano())
	if _, err := s.Pool.Exec(context.Background(), "SELECT pg_notify($1, $2)", pubcache.Channel, mark); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); c.LastNotice() != mark; {
		if time.Now().After(deadline) {
			t.Fatal("the cache did not handle a notice within 10 s")
		}
		time.Sleep(5 * time.Millisecond) // polling a state, not standing in for one
	}
}

// TestPortalProjectListCache: the client's list is kept in memory per organization
// (docs/portal.md), yet every write to what it shows is in the next list on this instance
// and on another, and no organization ever gets another's.
func TestPortalProjectListCache(t *testing.T) {
	ctx := context.Background()
	f := sitetest.NewPortalFixture(t)
	otherURL, otherCache := f.OtherApp(t)
	sitetest.WaitLive(t, f.Cache)
	sitetest.WaitLive(t, otherCache)
	other := portalv1connect.NewProjectServiceClient(f.H1, otherURL)

	orgA, orgB := f.Organization(t, "Alpha Fabricators"), f.Organization(t, "Beta Erectors")
	tokenA, tokenB := f.Client(t, orgA, "pat@alpha.example"), f.Client(t, orgB, "sam@beta.example")
	projectA := f.Project(t, orgA, "A-1")
	f.Project(t, orgB, "B-1")
	due := time.Now().UTC().AddDate(0, 0, 10).Format(time.DateOnly)
	milestone := f.Milestone(t, projectA, "Approval drawings", due, portalv1.BallInCourt_BALL_IN_COURT_CLIENT)
	var staffID string
	if err := f.Pool.QueryRow(ctx, "SELECT id FROM staff_users WHERE username = $1", sitetest.AdminUser).Scan(&staffID); err != nil {
		t.Fatal(err)
	}
	// Both instances hold both lists before the writes.
	instances := []struct {
		name   string
		c      portalv1connect.ProjectServiceClient
		settle func()
	}{
		{"this instance", f.Portal, func() { settleQuietly(t, f.Site, f.Cache) }},
		{"another instance", other, func() { settleQuietly(t, f.Site, otherCache) }},
	}
	for _, in := range instances {
		listSummary(t, in.c, tokenA)
		listSummary(t, in.c, tokenB)
	}

	moved := time.Now().UTC().AddDate(0, 0, 20).Format(time.DateOnly)
	var rfi string // the RFI staff ask below
	writes := []struct {
		name  string
		write func(t *testing.T)
		want  string // organization A's list after it
	}{
		{"a client moves a milestone", func(t *testing.T) {
			if _, err := f.Portal.MoveMilestone(ctx, sitetest.WithToken(&portalv1.MoveMilestoneRequest{MilestoneId: milestone, DueDate: moved, Reason: "Steel is late"}, tokenA)); err != nil {
				t.Fatal(err)
			}
		}, "Warehouse A-1 next=" + moved + " firm=0 client=1 team="},
		{"a client hands a milestone back", func(t *testing.T) {
			if _, err := f.Portal.HandBackMilestone(ctx, sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: milestone, Reason: "Approved"}, tokenA)); err != nil {
				t.Fatal(err)
			}
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team="},
		{"staff put someone on the team", func(t *testing.T) {
			if _, err := f.Projects.UpdatePortalProject(ctx, sitetest.WithToken(&adminv1.UpdatePortalProjectRequest{Id: projectA, Project: &adminv1.PortalProjectInput{
				Name: "Warehouse A-1", JobNumber: "A-1", Location: "Calgary", Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING, TeamIds: []string{staffID},
			}}, f.Staff)); err != nil {
				t.Fatal(err)
			}
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team=" + sitetest.AdminUser},
		{"a staff member's name changes", func(t *testing.T) {
			if _, err := f.Pool.Exec(ctx, "UPDATE staff_users SET username = 'renamed' WHERE id = $1", staffID); err != nil {
				t.Fatal(err)
			}
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team=renamed"},
		{"staff add a project", func(t *testing.T) {
			f.Project(t, orgA, "A-2")
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team=renamed; Warehouse A-2 next= firm=0 client=0 team="},
		{"staff ask the client an RFI", func(t *testing.T) {
			var asked string
			if err := f.Pool.QueryRow(ctx, "SELECT id FROM client_users WHERE email = 'pat@alpha.example'").Scan(&asked); err != nil {
				t.Fatal(err)
			}
			res, err := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL).CreateRfiAdmin(ctx, sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: &portalv1.RfiInput{
				ProjectId: projectA, Subject: "Beam B12 at grid C/4", Question: "<p>Moment or shear tab?</p>", AssigneeId: asked,
			}}, f.Staff))
			if err != nil {
				t.Fatal(err)
			}
			rfi = res.Msg.GetRfi().GetId()
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team=renamed rfis=1; Warehouse A-2 next= firm=0 client=0 team="},
		{"the client answers it", func(t *testing.T) {
			if _, err := portalv1connect.NewRfiServiceClient(f.H1, f.URL).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: rfi, Answer: "Shear tab."}, tokenA)); err != nil {
				t.Fatal(err)
			}
		}, "Warehouse A-1 next=" + moved + " firm=1 client=0 team=renamed; Warehouse A-2 next= firm=0 client=0 team="},
	}
	for _, w := range writes {
		t.Run(w.name+": the next list shows it, on this instance and another", func(t *testing.T) {
			w.write(t)
			for _, in := range instances {
				// Wait until the instance has heard the write's notice (and any before).
				in.settle()
				if got := listSummary(t, in.c, tokenA); got != w.want {
					t.Errorf("%s: list = %q, want %q", in.name, got, w.want)
				}
			}
		})
	}
	t.Run("two organizations never see each other's list", func(t *testing.T) {
		for _, in := range instances {
			for range 2 { // the second answer comes from the cache
				if got, want := listSummary(t, in.c, tokenB), "Warehouse B-1 next= firm=0 client=0 team="; got != want {
					t.Errorf("%s: organization B's list = %q, want %q", in.name, got, want)
				}
				if got := listSummary(t, in.c, tokenA); strings.Contains(got, "B-1") {
					t.Errorf("%s: organization A's list = %q, shows B's project", in.name, got)
				}
			}
		}
	})
}
