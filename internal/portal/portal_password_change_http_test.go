package portal_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestAClientsPasswordChangeEndsTheirOtherSessions: as staff's does, a client's password
// change ends every other session of theirs (a shared computer, a stolen token) and keeps
// the one that made it; a "change" to the same password is refused.
func TestAClientsPasswordChangeEndsTheirOtherSessions(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	const email, password = "dana@prairie.example", "girders and bolts"
	mine := f.Client(t, org, email)
	if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{NewPassword: password}, mine)); err != nil {
		t.Fatal(err)
	}
	signIn := func(password string) (string, error) {
		res, err := f.Auth.SignIn(ctx, sitetest.WithToken(&portalv1.SignInRequest{Email: email, Password: password}, ""))
		return res.Msg.GetToken(), err
	}
	laptop, err := signIn(password)
	if err != nil {
		t.Fatal(err)
	}
	other := f.Client(t, f.Organization(t, "Coastal Erectors"), "sam@coastal.example")

	t.Run("the same password again is a field error and changes nothing", func(t *testing.T) {
		_, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: password, NewPassword: password}, mine))
		if connect.CodeOf(err) != connect.CodeInvalidArgument || !strings.Contains(err.Error(), "must differ") {
			t.Errorf("got %v, want invalid argument saying the new password must differ", err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, laptop)); err != nil {
			t.Errorf("the other session after the refused change: got %v, want it kept", err)
		}
	})

	t.Run("a change ends the other sessions and keeps the one that made it", func(t *testing.T) {
		if _, err := f.Auth.SetPassword(ctx, sitetest.WithToken(&portalv1.SetPasswordRequest{CurrentPassword: password, NewPassword: "a brand new password"}, mine)); err != nil {
			t.Fatal(err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, laptop)); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("the other session after the change: got %v, want unauthenticated", err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, mine)); err != nil {
			t.Errorf("the session that changed it: got %v, want it kept", err)
		}
		if _, err := f.Auth.GetMe(ctx, sitetest.WithToken(&portalv1.GetMeRequest{}, other)); err != nil {
			t.Errorf("another client's session: got %v, want it kept", err)
		}
		if _, err := signIn("a brand new password"); err != nil {
			t.Errorf("signing in with the new password: got %v, want a session", err)
		}
	})
}

// TestAReInvitationEndsTheEarlierLink: staff invite again when the first mail went
// astray; the link that went astray must stop working.
func TestAReInvitationEndsTheEarlierLink(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	first := f.Invite(t, org, "dana@prairie.example")
	second := f.Invite(t, org, "dana@prairie.example")
	if first == second {
		t.Fatal("the two invitations carry the same link")
	}
	_, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: first}, ""))
	if connect.CodeOf(err) != connect.CodeUnauthenticated {
		t.Errorf("the earlier link: got %v, want unauthenticated", err)
	}
	if _, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: second}, "")); err != nil {
		t.Errorf("the newest link: got %v, want a session", err)
	}
}
