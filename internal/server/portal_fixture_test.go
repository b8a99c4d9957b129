package server_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// portalFixture is a running site with a staff session and clients of both sides of
// the project portal.
type portalFixture struct {
	*site
	staff    string
	clients  adminv1connect.ClientAdminServiceClient
	projects adminv1connect.ProjectAdminServiceClient
	auth     portalv1connect.PortalAuthServiceClient
	portal   portalv1connect.ProjectServiceClient
}

func newPortalFixture(t *testing.T) *portalFixture {
	t.Helper()
	return portalFixtureOf(t, startSite(t, auth.DefaultConfig))
}

func portalFixtureOf(t *testing.T, s *site) *portalFixture {
	t.Helper()
	return &portalFixture{
		site: s, staff: s.StaffToken(t),
		clients:  adminv1connect.NewClientAdminServiceClient(s.H1, s.URL),
		projects: adminv1connect.NewProjectAdminServiceClient(s.H1, s.URL),
		auth:     portalv1connect.NewPortalAuthServiceClient(s.H1, s.URL),
		portal:   portalv1connect.NewProjectServiceClient(s.H1, s.URL),
	}
}

func (f *portalFixture) organization(t *testing.T, name string) string {
	t.Helper()
	res, err := f.clients.CreateOrganization(context.Background(), sitetest.WithToken(&adminv1.CreateOrganizationRequest{Name: name}, f.staff))
	if err != nil {
		t.Fatalf("CreateOrganization: %v", err)
	}
	return res.Msg.GetOrganization().GetId()
}

var linkToken = regexp.MustCompile(`/portal/sign-in/link\?token=([A-Za-z0-9_-]+)`)

// invite invites email to the organization and answers the token of the mailed link.
func (f *portalFixture) invite(t *testing.T, orgID, email string) string {
	t.Helper()
	if _, err := f.clients.InviteClientUser(context.Background(), sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: orgID, Email: email, Name: "Pat"}, f.staff)); err != nil {
		t.Fatalf("InviteClientUser: %v", err)
	}
	return f.mailedToken(t, email)
}

// mailedToken reads the newest mail to email in the outbox for its sign-in link.
func (f *portalFixture) mailedToken(t *testing.T, email string) string {
	t.Helper()
	var body string
	if err := f.Pool.QueryRow(context.Background(), `SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = 'portal.invite'
		ORDER BY create_time DESC LIMIT 1`, strings.ToLower(email)).Scan(&body); err != nil {
		t.Fatalf("the invitation to %s: %v", email, err)
	}
	m := linkToken.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("the invitation has no sign-in link:\n%s", body)
	}
	return m[1]
}

// client invites email into the organization and signs in with the link: the client's
// session token.
func (f *portalFixture) client(t *testing.T, orgID, email string) string {
	t.Helper()
	res, err := f.auth.SignInWithLink(context.Background(), sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: f.invite(t, orgID, email)}, ""))
	if err != nil {
		t.Fatalf("SignInWithLink: %v", err)
	}
	return res.Msg.GetToken()
}

func (f *portalFixture) project(t *testing.T, orgID, job string) string {
	t.Helper()
	res, err := f.projects.CreatePortalProject(context.Background(), sitetest.WithToken(&adminv1.CreatePortalProjectRequest{OrganizationId: orgID, Project: &adminv1.PortalProjectInput{
		Name: "Warehouse " + job, JobNumber: job, Location: "Calgary", Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING,
	}}, f.staff))
	if err != nil {
		t.Fatalf("CreatePortalProject: %v", err)
	}
	return res.Msg.GetProject().GetId()
}

func (f *portalFixture) milestone(t *testing.T, projectID, name, due string, ball portalv1.BallInCourt) string {
	t.Helper()
	res, err := f.projects.AddMilestone(context.Background(), sitetest.WithToken(&adminv1.AddMilestoneRequest{ProjectId: projectID, Milestone: &adminv1.MilestoneInput{
		Name: name, DueDate: due, BallInCourt: ball,
	}}, f.staff))
	if err != nil {
		t.Fatalf("AddMilestone: %v", err)
	}
	return res.Msg.GetMilestone().GetId()
}
