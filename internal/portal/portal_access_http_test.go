package portal_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
)

func TestPortalTwoFactor(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	const email, password = "dana@prairie.example", "a long enough password"
	token := f.Client(t, org, email)
	if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: password}, token)); err != nil {
		t.Fatal(err)
	}
	secret, recovery := f.EnableTOTP(t, token)

	t.Run("the account says two-factor sign-in is on", func(t *testing.T) {
		me, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, token))
		if err != nil {
			t.Fatal(err)
		}
		if !me.Msg.GetUser().GetTotpEnabled() {
			t.Error("GetMe totp_enabled = false, want true")
		}
		if got := len(recovery); got != 10 {
			t.Errorf("%d recovery codes, want 10", got)
		}
	})

	t.Run("a password sign-in asks for the code and gives no session before it", func(t *testing.T) {
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Msg.GetSecondFactorRequired() || res.Msg.GetToken() != "" || res.Msg.GetChallengeToken() == "" {
			t.Fatalf("SignIn = %v, want a challenge and no session", res.Msg)
		}
		_, err = f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), Code: "000000"}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("a wrong code = %v, want unauthenticated", err)
		}
		done, err := f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), Code: sitetest.CodeAfter(t, secret)}, ""))
		if err != nil {
			t.Fatalf("the right code = %v", err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, done.Msg.GetToken())); err != nil {
			t.Errorf("the session of the second step = %v", err)
		}
		_, err = f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), Code: sitetest.CodeAfter(t, secret)}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("the challenge used again = %v, want unauthenticated", err)
		}
	})

	t.Run("a link sign-in asks for the code too, and a recovery code works once", func(t *testing.T) {
		res, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: f.Invite(t, org, email)}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Msg.GetSecondFactorRequired() || res.Msg.GetToken() != "" {
			t.Fatalf("SignInWithLink = %v, want a challenge and no session", res.Msg)
		}
		if _, err := f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), RecoveryCode: recovery[0]}, "")); err != nil {
			t.Fatalf("a recovery code = %v", err)
		}
		again, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: again.Msg.GetChallengeToken(), RecoveryCode: recovery[0]}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("a recovery code used twice = %v, want unauthenticated", err)
		}
	})

	t.Run("wrong codes end the challenge and count against the sign-in limits", func(t *testing.T) {
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		if err != nil {
			t.Fatal(err)
		}
		for range 5 {
			if _, err := f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), Code: "123456"}, "")); connect.CodeOf(err) != connect.CodeUnauthenticated {
				t.Fatalf("a wrong code = %v, want unauthenticated", err)
			}
		}
		_, err = f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		if got := connect.CodeOf(err); got != connect.CodeResourceExhausted {
			t.Errorf("the right password after 5 wrong codes = %v, want resource exhausted", err)
		}
		if _, err := f.Pool.Exec(ctx, `DELETE FROM login_limits`); err != nil {
			t.Fatal(err)
		}
		_, err = f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.Msg.GetChallengeToken(), Code: sitetest.CodeAfter(t, secret)}, ""))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("the right code on a challenge ended by wrong ones = %v, want unauthenticated", err)
		}
	})

	t.Run("turning it off needs the password or a code, and is in the audit trail", func(t *testing.T) {
		_, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: "not the password"}, token))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("wrong password = %v, want permission denied", err)
		}
		if _, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: password}, token)); err != nil {
			t.Fatal(err)
		}
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		if err != nil || res.Msg.GetToken() == "" {
			t.Errorf("sign-in after turning it off = %v, %v; want a session at once", res, err)
		}
		var n int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE entity_table = 'client_users' AND action IN ('totp_enrol', 'totp_disable', 'recovery_code_used')`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 3 {
			t.Errorf("%d two-factor events in the trail, want 3 (enrol, recovery code, disable)", n)
		}
	})
}

func TestPortalRequestSignInLink(t *testing.T) {
	f := sitetest.PortalFixtureOf(t, sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"),
		RateLimits: map[abuse.Action]abuse.Limit{abuse.PortalLink: abuse.DefaultLimits[abuse.PortalLink], abuse.PortalLinkAddress: abuse.DefaultLimits[abuse.PortalLinkAddress]}}))
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	f.Client(t, org, "dana@prairie.example")
	f.Client(t, org, "gone@prairie.example")
	users, err := f.Clients.ListClientUsers(ctx, sitetest.WithToken(&adminv1.ListClientUsersRequest{OrganizationId: org}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range users.Msg.GetUsers() {
		if u.GetEmail() == "gone@prairie.example" {
			if _, err := f.Clients.SetClientUserDisabled(ctx, sitetest.WithToken(&adminv1.SetClientUserDisabledRequest{Id: u.GetId(), Disabled: true}, f.Staff)); err != nil {
				t.Fatal(err)
			}
		}
	}

	t.Run("an enabled client's address gets a link that signs them in once", func(t *testing.T) {
		if _, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: " Dana@Prairie.example "}, "")); err != nil {
			t.Fatal(err)
		}
		token := f.MailedLink(t, "portal.link", "dana@prairie.example")
		if token == "" {
			t.Fatal("no link mailed")
		}
		res, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: token}, ""))
		if err != nil || res.Msg.GetUser().GetEmail() != "dana@prairie.example" {
			t.Fatalf("SignInWithLink = %v, %v", res, err)
		}
	})

	t.Run("unknown and disabled addresses get the same answer and no mail", func(t *testing.T) {
		for _, email := range []string{"nobody@prairie.example", "gone@prairie.example"} {
			res, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: email}, ""))
			if err != nil || res == nil {
				t.Errorf("RequestSignInLink(%s) = %v, want the same empty answer", email, err)
			}
			if got := f.MailedLink(t, "portal.link", email); got != "" {
				t.Errorf("a link was mailed to %s", email)
			}
		}
	})

	t.Run("one address is limited, known or not", func(t *testing.T) {
		var last error
		for range 6 {
			if _, last = f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: "flood@prairie.example"}, "")); last != nil {
				break
			}
		}
		if got := connect.CodeOf(last); got != connect.CodeResourceExhausted {
			t.Errorf("the 6th request for one address = %v, want resource exhausted", last)
		}
	})

	t.Run("one client address is limited across addresses", func(t *testing.T) {
		var last error
		for i := range 12 {
			if _, last = f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: string(rune('a'+i)) + "@spread.example"}, "")); last != nil {
				break
			}
		}
		if got := connect.CodeOf(last); got != connect.CodeResourceExhausted {
			t.Errorf("many requests from one client = %v, want resource exhausted", last)
		}
	})
}
