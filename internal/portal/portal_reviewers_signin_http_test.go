package portal_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// An outside reviewer signs in as a client does: the transmittal's mail carries a
// one-time link, under the same rules as an invitation's (used once, expires), a new link
// is asked for with the address, and two-factor sign-in, once on, asks for a code.
func TestReviewerSignIn(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	a := newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-001")
	ctx := context.Background()
	signIn := func(token string) (*portalv1.SignInWithLinkResponse, error) {
		res, err := f.Auth.SignInWithLink(ctx, sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: token}, ""))
		if err != nil {
			return nil, err
		}
		return res.Msg, nil
	}

	t.Run("a transmittal's link signs the reviewer in once", func(t *testing.T) {
		_, link := sendToReviewer(t, f, a, "once@engineers.example")
		if _, err := signIn(link); err != nil {
			t.Fatalf("the first use = %v, want a session", err)
		}
		_, err := signIn(link)
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("the second use = %v, want unauthenticated", err)
		}
	})

	t.Run("the reviewer's mail signs in and leads to the transmittal; a client recipient's carries no link to spend", func(t *testing.T) {
		d := tenantDrawings(t, f, a)
		var client string
		if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM client_users WHERE email = $1`, a.email).Scan(&client); err != nil {
			t.Fatal(err)
		}
		sent, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
			ProjectId: a.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, RevisionIds: []string{d.revision},
			RecipientIds: []string{client}, Reviewers: []*portalv1.OutsideReviewer{{Email: "mail@engineers.example", Copy: true}},
		}}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := f.MailedLink(t, "drawing.transmittal", a.email); got != "" {
			t.Errorf("the client recipient's mail carries a sign-in link")
		}
		var body string
		if err := f.Pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE to_addr = 'mail@engineers.example' AND topic = 'drawing.transmittal'`).Scan(&body); err != nil {
			t.Fatal(err)
		}
		want := "next=" + url.QueryEscape("/portal/projects/"+a.project+"/transmittals/"+sent.Msg.GetTransmittal().GetId())
		if !strings.Contains(body, want) || !strings.Contains(body, "with a copy to you") {
			t.Errorf("the reviewer's mail should say it is a copy and lead to %s:\n%s", want, body)
		}
	})

	t.Run("an expired link is refused", func(t *testing.T) {
		_, link := sendToReviewer(t, f, a, "late@engineers.example")
		if _, err := f.Pool.Exec(ctx, `UPDATE client_sign_in_links SET expire_time = now() - interval '1 second'
			WHERE user_id = (SELECT id FROM client_users WHERE email = 'late@engineers.example')`); err != nil {
			t.Fatal(err)
		}
		_, err := signIn(link)
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("an expired link = %v, want unauthenticated", err)
		}
	})

	t.Run("a reviewer asks for a new link with their address", func(t *testing.T) {
		sendToReviewer(t, f, a, "again@engineers.example")
		if _, err := f.Auth.RequestSignInLink(ctx, sitetest.WithToken(&portalv1.RequestSignInLinkRequest{Email: "Again@Engineers.example"}, "")); err != nil {
			t.Fatal(err)
		}
		link := f.MailedLink(t, "portal.link", "again@engineers.example")
		if link == "" {
			t.Fatal("no link mailed to the reviewer")
		}
		res, err := signIn(link)
		if err != nil {
			t.Fatalf("the requested link = %v, want a session", err)
		}
		if got := myTransmittals(t, f, res.GetToken()); len(got) != 1 {
			t.Errorf("the reviewer's transmittals after a requested link = %v, want one", got)
		}
	})

	t.Run("with two-factor sign-in on, the next transmittal's link asks for a code", func(t *testing.T) {
		r := tenantReviewer(t, f, a, "totp@engineers.example")
		secret, _ := f.EnableTOTP(t, r.token)
		_, link := sendToReviewer(t, f, a, "totp@engineers.example")
		res, err := signIn(link)
		if err != nil {
			t.Fatal(err)
		}
		if res.GetToken() != "" || res.GetChallengeToken() == "" {
			t.Fatalf("the link with two-factor sign-in on answered a session %t, a challenge %t; want only a challenge", res.GetToken() != "", res.GetChallengeToken() != "")
		}
		second, err := f.Auth.SignInSecondFactor(ctx, sitetest.WithToken(&portalv1.SignInSecondFactorRequest{ChallengeToken: res.GetChallengeToken(), Code: sitetest.CodeAfter(t, secret)}, ""))
		if err != nil {
			t.Fatalf("the code = %v, want a session", err)
		}
		if got := myTransmittals(t, f, second.Msg.GetToken()); len(got) != 2 {
			t.Errorf("the reviewer of two transmittals lists %v, want both", got)
		}
	})

	t.Run("a reviewer's address cannot be invited into an organization", func(t *testing.T) {
		sendToReviewer(t, f, a, "invited@engineers.example")
		_, err := f.Clients.InviteClientUser(ctx, sitetest.WithToken(&adminv1.InviteClientUserRequest{OrganizationId: a.org, Email: "invited@engineers.example"}, f.Staff))
		if got := connect.CodeOf(err); got != connect.CodeAlreadyExists {
			t.Errorf("inviting a reviewer's address = %v, want already exists", err)
		}
	})

	t.Run("a client user's address cannot be named as an outside reviewer, and nothing is written", func(t *testing.T) {
		var before int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM transmittals`).Scan(&before); err != nil {
			t.Fatal(err)
		}
		_, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(ctx, sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
			ProjectId: a.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, RevisionIds: []string{tenantDrawings(t, f, a).revision},
			Reviewers: []*portalv1.OutsideReviewer{{Email: "ok@engineers.example"}, {Email: "DANA@prairie.example"}},
		}}, f.Staff))
		if got := sitetest.Violations(err); len(got) != 1 || got[0] != "transmittal.reviewers[1].email" {
			t.Errorf("naming a client user as a reviewer = %v (fields %v), want a violation of transmittal.reviewers[1].email", err, got)
		}
		var after, accounts int
		if err := f.Pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM transmittals), (SELECT count(*) FROM client_users WHERE email = 'ok@engineers.example')`).Scan(&after, &accounts); err != nil {
			t.Fatal(err)
		}
		if after != before || accounts != 0 {
			t.Errorf("after the refusal: %d transmittals (was %d), %d accounts of the other reviewer; want nothing written", after, before, accounts)
		}
	})
}
