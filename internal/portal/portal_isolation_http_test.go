package portal_test

import (
	"context"
	"slices"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// tenant is one client organization of the isolation test: a signed-in user with a
// password, a project, a milestone in the client's court and one the firm holds.
type tenant struct {
	org, email, password, token      string
	project, clientMilestone, firmMs string
}

func newTenant(t *testing.T, f *sitetest.PortalFixture, name, email, job string) tenant {
	t.Helper()
	tn := tenant{org: f.Organization(t, name), email: email, password: "password of " + email}
	tn.token = f.Client(t, tn.org, email)
	if _, err := f.Auth.SetPassword(context.Background(), sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: tn.password}, tn.token)); err != nil {
		t.Fatal(err)
	}
	tn.project = f.Project(t, tn.org, job)
	tn.clientMilestone = f.Milestone(t, tn.project, "Approval of shop drawings", "2030-03-01", portalv1.BallInCourt_BALL_IN_COURT_CLIENT)
	tn.firmMs = f.Milestone(t, tn.project, "Erection drawings", "2030-02-01", portalv1.BallInCourt_BALL_IN_COURT_FIRM)
	return tn
}

// wantNotFound: a foreign or unknown id answers NotFound, never PermissionDenied.
func wantNotFound(t *testing.T, what string, err error) {
	t.Helper()
	if got := connect.CodeOf(err); err == nil || got != connect.CodeNotFound {
		t.Errorf("%s = %v, want not found", what, err)
	}
}

// staffView is a project as staff see it, to prove a refused call changed nothing.
func staffView(t *testing.T, f *sitetest.PortalFixture, project string) *adminv1.GetPortalProjectResponse {
	t.Helper()
	res, err := f.Projects.GetPortalProject(context.Background(), sitetest.WithToken(&adminv1.GetPortalProjectRequest{Id: project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg
}

// portalIsolationCases prove, for each procedure of gusset.Portal.v1, that a user of
// organization a gets nothing of organization b. A portal procedure without a case fails
// TestPortalIsolation.
var portalIsolationCases = map[string]func(t *testing.T, f *sitetest.PortalFixture, a, b tenant){
	portalv1connect.PortalAuthServiceGetMeProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		res, err := f.Auth.GetMe(context.Background(), sitetest.WithToken(&portalv1.GetMeRequest{}, a.token))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetUser(); got.GetOrganizationId() != a.org || got.GetEmail() != a.email {
			t.Errorf("GetMe = %s of %s, want %s of %s", got.GetEmail(), got.GetOrganizationId(), a.email, a.org)
		}
	},
	portalv1connect.PortalAuthServiceSignInProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		_, err := f.Auth.SignIn(context.Background(), sitetest.WithToken(&portalv1.SignInRequest{Email: b.email, Password: a.password}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("b's address with a's password = %v, want unauthenticated", err)
		}
	},
	portalv1connect.PortalAuthServiceSignInWithLinkProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		res, err := f.Auth.SignInWithLink(context.Background(), sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: f.Invite(t, a.org, "second."+a.email)}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetUser().GetOrganizationId(); got != a.org {
			t.Errorf("a's link opened a session of %s, want %s", got, a.org)
		}
		list, err := f.Portal.ListProjects(context.Background(), sitetest.WithToken(&portalv1.ListProjectsRequest{}, res.Msg.GetToken()))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range list.Msg.GetProjects() {
			if p.GetOrganizationId() != a.org {
				t.Errorf("a's link session lists project %s of %s", p.GetId(), p.GetOrganizationId())
			}
		}
	},
	portalv1connect.PortalAuthServiceSignOutProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		res, err := f.Auth.SignIn(context.Background(), sitetest.WithToken(&portalv1.SignInRequest{Email: a.email, Password: a.password}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Auth.SignOut(context.Background(), sitetest.WithToken(&portalv1.SignOutRequest{}, res.Msg.GetToken())); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Auth.GetMe(context.Background(), sitetest.WithToken(&portalv1.GetMeRequest{}, b.token)); err != nil {
			t.Errorf("b's session after a signed out = %v, want it working", err)
		}
	},
	portalv1connect.PortalAuthServiceSetPasswordProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		next := "new password of " + a.email
		if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: a.password, NewPassword: next}, a.token)); err != nil {
			t.Fatal(err)
		}
		// a's password is put back for the other cases.
		defer func() {
			if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: next, NewPassword: a.password}, a.token)); err != nil {
				t.Fatal(err)
			}
		}()
		if _, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: b.email, Password: b.password}, "")); err != nil {
			t.Errorf("b's own password after a changed theirs = %v, want a session", err)
		}
		_, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: b.email, Password: next}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("b's address with a's new password = %v, want unauthenticated", err)
		}
	},
	portalv1connect.PortalAuthServiceSetLanguageProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		if _, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "fr-CA"}, a.token)); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if _, err := f.Auth.SetLanguage(ctx, sitetest.WithToken(&portalv1.SetLanguageRequest{Language: "en"}, a.token)); err != nil {
				t.Fatal(err)
			}
		}()
		res, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, b.token))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetUser().GetLanguage(); got == "fr-CA" {
			t.Errorf("b's language after a chose French = %q, want b's own", got)
		}
	},
	portalv1connect.ProjectServiceListProjectsProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		res, err := f.Portal.ListProjects(context.Background(), sitetest.WithToken(&portalv1.ListProjectsRequest{}, a.token))
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, p := range res.Msg.GetProjects() {
			ids = append(ids, p.GetId())
		}
		if !slices.Equal(ids, []string{a.project}) {
			t.Errorf("a lists %v, want only %s", ids, a.project)
		}
	},
	portalv1connect.ProjectServiceGetProjectProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		for what, id := range map[string]string{"b's project": b.project, "a made-up id": uuid.NewString(), "a malformed id": "../" + b.project, "a's milestone": a.clientMilestone} {
			_, err := f.Portal.GetProject(context.Background(), sitetest.WithToken(&portalv1.GetProjectRequest{Id: id}, a.token))
			wantNotFound(t, "GetProject of "+what, err)
		}
		if _, err := f.Portal.GetProject(context.Background(), sitetest.WithToken(&portalv1.GetProjectRequest{Id: a.project}, a.token)); err != nil {
			t.Errorf("GetProject of a's own project = %v", err)
		}
	},
	portalv1connect.ProjectServiceMoveMilestoneProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		before := staffView(t, f, b.project)
		for what, id := range map[string]string{"b's milestone in the client's court": b.clientMilestone, "b's milestone the firm holds": b.firmMs, "b's project": b.project, "a made-up id": uuid.NewString()} {
			_, err := f.Portal.MoveMilestone(context.Background(), sitetest.WithToken(&portalv1.MoveMilestoneRequest{MilestoneId: id, DueDate: "2031-01-01", Reason: "We are late"}, a.token))
			wantNotFound(t, "MoveMilestone of "+what, err)
		}
		if after := staffView(t, f, b.project); !sameMilestones(before, after) {
			t.Errorf("b's milestones changed: %v → %v", before.GetMilestones(), after.GetMilestones())
		}
	},
	portalv1connect.ProjectServiceHandBackMilestoneProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		before := staffView(t, f, b.project)
		for what, id := range map[string]string{"b's milestone in the client's court": b.clientMilestone, "a made-up id": uuid.NewString()} {
			_, err := f.Portal.HandBackMilestone(context.Background(), sitetest.WithToken(&portalv1.HandBackMilestoneRequest{MilestoneId: id, Reason: "Approved"}, a.token))
			wantNotFound(t, "HandBackMilestone of "+what, err)
		}
		if after := staffView(t, f, b.project); !sameMilestones(before, after) {
			t.Errorf("b's milestones changed: %v → %v", before.GetMilestones(), after.GetMilestones())
		}
	},
}

func sameMilestones(a, b *adminv1.GetPortalProjectResponse) bool {
	if len(a.GetMilestones()) != len(b.GetMilestones()) || len(a.GetHistory()) != len(b.GetHistory()) {
		return false
	}
	for i, m := range a.GetMilestones() {
		n := b.GetMilestones()[i]
		if m.GetDueDate() != n.GetDueDate() || m.GetBallInCourt() != n.GetBallInCourt() {
			return false
		}
	}
	return true
}

// TestPortalIsolation is built from the service descriptors: every procedure of
// gusset.Portal.v1 must have a case proving that organization A gets nothing of B.
func TestPortalIsolation(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	a := newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-001")
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-002")
	procedures := sitetest.ProceduresOf("gusset.portal.v1")
	if len(procedures) < 9 {
		t.Fatalf("found %d portal procedures, expected every portal service to be registered", len(procedures))
	}
	for p := range portalIsolationCases {
		if !slices.Contains(procedures, p) {
			t.Errorf("isolation case for %s, which is not a portal procedure", p)
		}
	}
	for _, p := range procedures {
		check, ok := portalIsolationCases[p]
		if !ok {
			t.Errorf("%s is a portal procedure without an isolation case: add one to portalIsolationCases", p)
			continue
		}
		t.Run(p+" gives a user of one organization nothing of another", func(t *testing.T) {
			check(t, f, a, b)
			check(t, f, b, a)
		})
	}
}
