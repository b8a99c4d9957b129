package portal_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// openPortalProcedures are the portal procedures callable without a session.
var openPortalProcedures = map[string]bool{
	portalv1connect.PortalAuthServiceSignInProcedure:             true,
	portalv1connect.PortalAuthServiceSignInWithLinkProcedure:     true,
	portalv1connect.PortalAuthServiceSignInSecondFactorProcedure: true,
	portalv1connect.PortalAuthServiceRequestSignInLinkProcedure:  true,
	portalv1connect.PortalLinkServiceRequestFreshLinkProcedure:   true,
}

func TestPortalSignInLinks(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")

	t.Run("an invitation mails a link that signs the client in once", func(t *testing.T) {
		token := f.Invite(t, org, "Dana@Prairie.example")
		res, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: token}, ""))
		if err != nil {
			t.Fatalf("SignInWithLink: %v", err)
		}
		if got, want := res.Msg.GetUser().GetEmail(), "dana@prairie.example"; got != want {
			t.Errorf("user = %q, want %q", got, want)
		}
		me, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, res.Msg.GetToken()))
		if err != nil {
			t.Fatalf("GetMe: %v", err)
		}
		if got, want := me.Msg.GetUser().GetOrganizationName(), "Prairie Steel Fabricators"; got != want {
			t.Errorf("organization = %q, want %q", got, want)
		}
		_, err = f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: token}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated || !strings.Contains(err.Error(), "already been used") {
			t.Errorf("second use = %v, want unauthenticated saying the link was used", err)
		}
	})

	t.Run("a link used after 15 minutes says it has expired", func(t *testing.T) {
		token := f.Invite(t, org, "late@prairie.example")
		// The link's own row ages: the service compares it with the clock it runs on.
		if _, err := f.Pool.Exec(ctx, `UPDATE client_sign_in_links l SET expire_time = now() - interval '1 second'
			FROM client_users u WHERE u.id = l.user_id AND u.email = 'late@prairie.example'`); err != nil {
			t.Fatal(err)
		}
		_, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: token}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated || !strings.Contains(err.Error(), "expired") {
			t.Errorf("expired link = %v, want unauthenticated saying it expired", err)
		}
	})

	t.Run("an invitation lasts 7 days, a sign-in link asked for 15 minutes", func(t *testing.T) {
		f.Invite(t, org, "ttl@prairie.example")
		lifetime := func() float64 {
			t.Helper()
			var minutes float64
			if err := f.Pool.QueryRow(ctx, `SELECT extract(epoch FROM l.expire_time - l.create_time) / 60 FROM client_sign_in_links l
				JOIN client_users u ON u.id = l.user_id WHERE u.email = 'ttl@prairie.example' ORDER BY l.create_time DESC LIMIT 1`).Scan(&minutes); err != nil {
				t.Fatal(err)
			}
			return minutes
		}
		if got := lifetime(); got < 7*24*60-0.1 || got > 7*24*60+0.1 {
			t.Errorf("invitation lifetime = %.2f minutes, want 7 days", got)
		}
		if _, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: "ttl@prairie.example"}, "")); err != nil {
			t.Fatal(err)
		}
		if got := lifetime(); got < 14.9 || got > 15.1 {
			t.Errorf("sign-in link lifetime = %.2f minutes, want 15", got)
		}
	})

	t.Run("only the token's hash is stored", func(t *testing.T) {
		token := f.Invite(t, org, "hash@prairie.example")
		var n int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM client_sign_in_links WHERE encode(token_hash, 'escape') LIKE '%' || $1 || '%'`, token).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("%d links store the token itself", n)
		}
	})

	t.Run("a made-up link is refused", func(t *testing.T) {
		_, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: strings.Repeat("x", 43)}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("made-up link = %v, want unauthenticated", err)
		}
	})

	t.Run("an address of another organization cannot be invited", func(t *testing.T) {
		other := f.Organization(t, "Coastal Erectors")
		_, err := f.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: other, Email: "dana@prairie.example"}, f.Staff))
		if got := connect.CodeOf(err); got != connect.CodeAlreadyExists {
			t.Errorf("invite = %v, want already exists", err)
		}
	})

	t.Run("a bad address is a field error", func(t *testing.T) {
		_, err := f.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: org, Email: "not an address"}, f.Staff))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("invite = %v, want invalid argument", err)
		}
	})

	t.Run("a disabled client's session stops working and their link too", func(t *testing.T) {
		token := f.Client(t, org, "gone@prairie.example")
		users, err := f.Clients.ListClientUsers(ctx, sitetest.WithToken(&adminv1.ListClientUsersRequest{OrganizationId: org}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		var id string
		for _, u := range users.Msg.GetUsers() {
			if u.GetEmail() == "gone@prairie.example" {
				id = u.GetId()
			}
		}
		link := f.Invite(t, org, "gone@prairie.example")
		if _, err := f.Clients.SetClientUserDisabled(ctx, sitetest.WithToken(&adminv1.SetClientUserDisabledRequest{Id: id, Disabled: true}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, token)); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("GetMe of a disabled client = %v, want unauthenticated", err)
		}
		if _, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: link}, "")); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("link of a disabled client = %v, want unauthenticated", err)
		}
	})
}

func TestPortalPasswords(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	token := f.Client(t, org, "dana@prairie.example")

	t.Run("a client without a password cannot sign in with one", func(t *testing.T) {
		_, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: "dana@prairie.example", Password: ""}, ""))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("empty password = %v, want invalid argument", err)
		}
		_, err = f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: "dana@prairie.example", Password: "anything at all"}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("sign-in before a password is set = %v, want unauthenticated", err)
		}
	})

	t.Run("after a link sign-in the client sets a password and signs in with it", func(t *testing.T) {
		if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: "girders and bolts"}, token)); err != nil {
			t.Fatalf("SetPassword: %v", err)
		}
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: " DANA@prairie.example", Password: "girders and bolts"}, ""))
		if err != nil {
			t.Fatalf("SignIn: %v", err)
		}
		if !res.Msg.GetUser().GetHasPassword() {
			t.Error("has_password = false after setting one")
		}
	})

	t.Run("changing a password needs the current one", func(t *testing.T) {
		_, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: "wrong", NewPassword: "another long one"}, token))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("SetPassword with a wrong current password = %v, want permission denied", err)
		}
	})

	t.Run("signing out ends the session", func(t *testing.T) {
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: "dana@prairie.example", Password: "girders and bolts"}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Auth.SignOut(ctx, sitetest.WithToken(&portalv1.SignOutRequest{}, res.Msg.GetToken())); err != nil {
			t.Fatalf("SignOut: %v", err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, res.Msg.GetToken())); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("GetMe after sign-out = %v, want unauthenticated", err)
		}
	})

	t.Run("repeated wrong passwords are limited as staff sign-ins are", func(t *testing.T) {
		var last error
		for range 6 {
			_, last = f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: "dana@prairie.example", Password: "not the password"}, ""))
		}
		if got := connect.CodeOf(last); got != connect.CodeResourceExhausted {
			t.Errorf("sixth wrong password = %v, want resource exhausted", last)
		}
		_, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: "dana@prairie.example", Password: "girders and bolts"}, ""))
		if got := connect.CodeOf(err); got != connect.CodeResourceExhausted {
			t.Errorf("the right password during the lockout = %v, want resource exhausted", err)
		}
	})

	t.Run("a client's failed sign-in does not lock the staff account of the same name", func(t *testing.T) {
		if _, err := f.Svcs.Auth.CreateUser(ctx, "dana@prairie.example", sitetest.AdminPassword); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.Svcs.Auth.Login(ctx, "dana@prairie.example", sitetest.AdminPassword, "127.0.0.1:1"); err != nil {
			t.Errorf("staff sign-in after the client's lockout = %v, want a session", err)
		}
	})
}

// TestPortalSessionsAreTheirOwnKind: a client session never authorizes a staff call,
// and a staff session never passes as a client. Built from the service descriptors.
func TestPortalSessionsAreTheirOwnKind(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	client := f.Client(t, f.Organization(t, "Prairie Steel Fabricators"), "dana@prairie.example")
	staffProcedures := append(sitetest.ProceduresOf("gusset.admin.v1"), "/gusset.auth.v1.AuthService/Me")
	for _, p := range staffProcedures {
		t.Run(p+" refuses a client session", func(t *testing.T) {
			status, code := f.Site.ConnectJSON(t, p, "Bearer "+client)
			if (status == http.StatusMethodNotAllowed || status == http.StatusNotFound) && code == "" {
				t.Skipf("%s is described but not served by this build", p)
			}
			if status != http.StatusUnauthorized || code != "unauthenticated" {
				t.Errorf("%s with a client session = %d %q, want 401 unauthenticated", p, status, code)
			}
		})
	}
	procedures := sitetest.ProceduresOf("gusset.portal.v1")
	if len(procedures) < 9 {
		t.Fatalf("found %d portal procedures, expected every portal service to be registered", len(procedures))
	}
	for _, p := range procedures {
		if openPortalProcedures[p] {
			continue
		}
		for name, header := range map[string]string{"a staff session": "Bearer " + f.Staff, "no session": "", "a made-up token": "Bearer " + strings.Repeat("x", 43)} {
			t.Run(p+" refuses "+name, func(t *testing.T) {
				status, code := f.Site.ConnectJSON(t, p, header)
				if status != http.StatusUnauthorized || code != "unauthenticated" {
					t.Errorf("%s with %s = %d %q, want 401 unauthenticated", p, name, status, code)
				}
			})
		}
	}
}
