package sitetest

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/auth"
)

// PortalFixture is a running site with a staff session and clients of both sides of
// the project portal.
type PortalFixture struct {
	*Site
	Staff    string
	Clients  adminv1connect.ClientAdminServiceClient
	Projects adminv1connect.ProjectAdminServiceClient
	Auth     portalv1connect.PortalAuthServiceClient
	Portal   portalv1connect.ProjectServiceClient
}

// NewPortalFixture is a new site with a portal fixture.
func NewPortalFixture(t testing.TB) *PortalFixture {
	t.Helper()
	return PortalFixtureOf(t, Start(t, auth.DefaultConfig))
}

// PortalFixtureOf gives the running site s portal clients and a staff session.
func PortalFixtureOf(t testing.TB, s *Site) *PortalFixture {
	t.Helper()
	return &PortalFixture{
		Site: s, Staff: s.StaffToken(t),
		Clients:  adminv1connect.NewClientAdminServiceClient(s.H1, s.URL),
		Projects: adminv1connect.NewProjectAdminServiceClient(s.H1, s.URL),
		Auth:     portalv1connect.NewPortalAuthServiceClient(s.H1, s.URL),
		Portal:   portalv1connect.NewProjectServiceClient(s.H1, s.URL),
	}
}

// Organization creates a client organization and answers its id.
func (f *PortalFixture) Organization(t testing.TB, name string) string {
	t.Helper()
	res, err := f.Clients.CreateOrganization(context.Background(), WithToken(&adminv1.CreateOrganizationRequest{Name: name}, f.Staff))
	if err != nil {
		t.Fatalf("CreateOrganization: %v", err)
	}
	return res.Msg.GetOrganization().GetId()
}

// LinkToken finds the token of a mailed sign-in link.
var LinkToken = regexp.MustCompile(`/portal/sign-in/link\?token=([A-Za-z0-9_-]+)`)

// Invite invites email to the organization and answers the token of the mailed link.
// An invitation needs a proof of the staff user from the last 10 minutes
// (auth.FreshProof), which f.Staff's sign-in may be past (a moved clock, a long test): it
// signs in anew.
func (f *PortalFixture) Invite(t testing.TB, orgID, email string) string {
	t.Helper()
	if _, err := f.Clients.InviteClientUser(context.Background(), WithToken(&adminv1.InviteClientUserRequest{OrganizationId: orgID, Email: email, Name: "Pat"}, f.StaffToken(t))); err != nil {
		t.Fatalf("InviteClientUser: %v", err)
	}
	return f.MailedToken(t, email)
}

// MailedToken reads the newest mail to email in the outbox for its sign-in link.
func (f *PortalFixture) MailedToken(t testing.TB, email string) string {
	t.Helper()
	var body string
	if err := f.Pool.QueryRow(context.Background(), `SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = 'portal.invite'
		ORDER BY create_time DESC LIMIT 1`, strings.ToLower(email)).Scan(&body); err != nil {
		t.Fatalf("the invitation to %s: %v", email, err)
	}
	m := LinkToken.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("the invitation has no sign-in link:\n%s", body)
	}
	return m[1]
}

// Client invites email into the organization and signs in with the link: the client's
// session token.
func (f *PortalFixture) Client(t testing.TB, orgID, email string) string {
	t.Helper()
	res, err := f.Auth.SignInWithLink(context.Background(), WithToken(&portalv1.SignInWithLinkRequest{Token: f.Invite(t, orgID, email)}, ""))
	if err != nil {
		t.Fatalf("SignInWithLink: %v", err)
	}
	return res.Msg.GetToken()
}

// Project creates a portal project of the organization and answers its id.
func (f *PortalFixture) Project(t testing.TB, orgID, job string) string {
	t.Helper()
	res, err := f.Projects.CreatePortalProject(context.Background(), WithToken(&adminv1.CreatePortalProjectRequest{OrganizationId: orgID, Project: &adminv1.PortalProjectInput{
		Name: "Warehouse " + job, JobNumber: job, Location: "Calgary", Status: portalv1.ProjectStatus_PROJECT_STATUS_DETAILING,
	}}, f.Staff))
	if err != nil {
		t.Fatalf("CreatePortalProject: %v", err)
	}
	return res.Msg.GetProject().GetId()
}

// Milestone adds a milestone to the project and answers its id.
func (f *PortalFixture) Milestone(t testing.TB, projectID, name, due string, ball portalv1.BallInCourt) string {
	t.Helper()
	res, err := f.Projects.AddMilestone(context.Background(), WithToken(&adminv1.AddMilestoneRequest{ProjectId: projectID, Milestone: &adminv1.MilestoneInput{
		Name: name, DueDate: due, BallInCourt: ball,
	}}, f.Staff))
	if err != nil {
		t.Fatalf("AddMilestone: %v", err)
	}
	return res.Msg.GetMilestone().GetId()
}

// EnableTOTP turns two-factor sign-in on for the client of token, answering the secret
// and the recovery codes. The code confirming it is the current step's: a sign-in right
// after uses CodeAfter (the next step's, within the allowed skew).
func (f *PortalFixture) EnableTOTP(t testing.TB, token string) (string, []string) {
	t.Helper()
	ctx := context.Background()
	begin, err := f.Auth.BeginTotp(ctx, WithToken(&portalv1.BeginTotpRequest{}, token))
	if err != nil {
		t.Fatalf("BeginTotp: %v", err)
	}
	secret := begin.Msg.GetSecret()
	res, err := f.Auth.ConfirmTotp(ctx, WithToken(&portalv1.ConfirmTotpRequest{Code: Code(t, secret, time.Now())}, token))
	if err != nil {
		t.Fatalf("ConfirmTotp: %v", err)
	}
	return secret, res.Msg.GetRecoveryCodes()
}

// CodeAfter is the next time step's code: accepted once after the current one was used.
func CodeAfter(t testing.TB, secret string) string {
	return Code(t, secret, time.Now().Add(30*time.Second))
}

// NewestMail is the subject and text of the newest mail of topic to email in the outbox.
func (f *PortalFixture) NewestMail(t testing.TB, topic, email string) (subject, text string) {
	t.Helper()
	if err := f.Pool.QueryRow(context.Background(), `SELECT subject, text_body FROM outbox_messages WHERE topic = $1 AND to_addr = $2
		ORDER BY create_time DESC LIMIT 1`, topic, strings.ToLower(email)).Scan(&subject, &text); err != nil {
		t.Fatalf("the %s mail to %s: %v", topic, email, err)
	}
	return subject, text
}

// MailedLink reads the newest mail of topic to email for its sign-in link's token ("" if none).
func (f *PortalFixture) MailedLink(t testing.TB, topic, email string) string {
	t.Helper()
	var body string
	err := f.Pool.QueryRow(context.Background(), `SELECT coalesce((SELECT text_body FROM outbox_messages WHERE to_addr = $1 AND topic = $2
		ORDER BY create_time DESC LIMIT 1), '')`, strings.ToLower(email), topic).Scan(&body)
	if err != nil {
		t.Fatal(err)
	}
	if m := LinkToken.FindStringSubmatch(body); m != nil {
		return m[1]
	}
	return ""
}

// SignInWithMailedLink signs email in with the sign-in link of the newest mail of topic to
// them (an outside reviewer's transmittal mail), answering the session's token.
func (f *PortalFixture) SignInWithMailedLink(t testing.TB, topic, email string) string {
	t.Helper()
	link := f.MailedLink(t, topic, email)
	if link == "" {
		t.Fatalf("the %s mail to %s has no sign-in link", topic, email)
	}
	res, err := f.Auth.SignInWithLink(context.Background(), WithToken(&portalv1.SignInWithLinkRequest{Token: link}, ""))
	if err != nil {
		t.Fatalf("SignInWithLink of %s: %v", email, err)
	}
	return res.Msg.GetToken()
}
