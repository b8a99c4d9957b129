package portal_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The isolation cases of the access procedures (two-factor sign-in, requested links).
func init() {
	portalIsolationCases[portalv1connect.PortalAuthServiceSignInSecondFactorProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		// A session token is no challenge: a's token does not complete anyone's sign-in.
		for what, challenge := range map[string]string{"a's session token": a.token, "a made-up token": "made-up"} {
			_, err := f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: challenge, Code: "123456"}, ""))
			if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
				t.Errorf("SignInSecondFactor with %s = %v, want unauthenticated", what, err)
			}
		}
	}
	portalIsolationCases[portalv1connect.PortalAuthServiceRequestSignInLinkProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		before := f.MailedLink(t, "portal.link", a.email)
		if _, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: b.email}, a.token)); err != nil {
			t.Fatal(err)
		}
		if got := f.MailedLink(t, "portal.link", a.email); got != before {
			t.Error("a link for b's address was mailed to a")
		}
		link := f.MailedLink(t, "portal.link", b.email)
		res, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: link}, ""))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetUser().GetOrganizationId(); got != b.org {
			t.Errorf("b's requested link opened a session of %s, want %s", got, b.org)
		}
	}
	portalIsolationCases[portalv1connect.PortalAuthServiceBeginTotpProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		secretOf := func(email string) string {
			var s string
			if err := f.Pool.QueryRow(ctx, `SELECT totp_secret FROM client_users WHERE email = $1`, email).Scan(&s); err != nil {
				t.Fatal(err)
			}
			return s
		}
		before := secretOf(b.email)
		res, err := f.Auth.BeginTotp(ctx, sitetest.WithToken(&portalv1.BeginTotpRequest{}, a.token))
		if err != nil {
			t.Fatal(err)
		}
		if got := secretOf(a.email); got != res.Msg.GetSecret() {
			t.Error("a's set-up did not store a's pending secret")
		}
		if got := secretOf(b.email); got != before {
			t.Error("a's set-up changed b's secret")
		}
	}
	portalIsolationCases[portalv1connect.PortalAuthServiceConfirmTotpProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		f.EnableTOTP(t, a.token)
		// a's two-factor sign-in is put back off for the other cases.
		defer func() {
			if _, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: a.password}, a.token)); err != nil {
				t.Fatal(err)
			}
		}()
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: b.email, Password: b.password}, ""))
		if err != nil || res.Msg.GetSecondFactorRequired() {
			t.Errorf("b's sign-in after a turned two-factor on = %v, %v; want a session without a code", res, err)
		}
	}
	portalIsolationCases[portalv1connect.PortalAuthServiceDisableTotpProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		ctx := context.Background()
		f.EnableTOTP(t, b.token)
		defer func() {
			if _, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: b.password}, b.token)); err != nil {
				t.Fatal(err)
			}
		}()
		// a knows b's password, say: a's session still only reaches a's own account.
		_, err := f.Auth.DisableTotp(ctx, sitetest.WithToken(&portalv1.DisableTotpRequest{Password: b.password}, a.token))
		if got := connect.CodeOf(err); got != connect.CodeFailedPrecondition {
			t.Errorf("a turning off two-factor with b's password = %v, want failed precondition (a's is off)", err)
		}
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: b.email, Password: b.password}, ""))
		if err != nil || !res.Msg.GetSecondFactorRequired() {
			t.Errorf("b's sign-in = %v, %v; want b's two-factor still on", res, err)
		}
	}
}
