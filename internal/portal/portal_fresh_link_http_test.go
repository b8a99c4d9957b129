package portal_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestInvitationsLastSevenDaysAndOfferAFreshLink(t *testing.T) {
	ctx := context.Background()
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	f := sitetest.PortalFixtureOf(t, sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), SessionClock: now}))
	org := f.Organization(t, "Acme Steel")
	links := portalv1connect.NewPortalLinkServiceClient(f.H1, f.URL)
	signIn := func(token string) error {
		_, err := f.Auth.SignInWithLink(ctx, connect.NewRequest(&portalv1.SignInWithLinkRequest{Token: token}))
		return err
	}

	t.Run("an invitation still signs in six days later", func(t *testing.T) {
		token := f.Invite(t, org, "pat@example.com")
		offset.Add(int64(6 * 24 * time.Hour))
		if err := signIn(token); err != nil {
			t.Errorf("SignInWithLink six days after the invitation = %v, want a session", err)
		}
		if err := signIn(token); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("the invitation's second use = %v, want unauthenticated", err)
		}
	})

	t.Run("an expired invitation's token mails a fresh link that signs in", func(t *testing.T) {
		token := f.Invite(t, org, "lee@example.com")
		offset.Add(int64(8 * 24 * time.Hour))
		if err := signIn(token); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Fatalf("SignInWithLink eight days after the invitation = %v, want unauthenticated", err)
		}
		if _, err := links.RequestFreshLink(ctx, connect.NewRequest(&portalv1.RequestFreshLinkRequest{Token: token})); err != nil {
			t.Fatalf("RequestFreshLink = %v", err)
		}
		fresh := f.MailedLink(t, "portal.link", "lee@example.com")
		if fresh == "" || fresh == token {
			t.Fatalf("fresh link = %q, want a new one mailed to lee@example.com", fresh)
		}
		if err := signIn(fresh); err != nil {
			t.Errorf("SignInWithLink with the fresh link = %v, want a session", err)
		}
	})

	t.Run("a token that names nobody gets the same answer and sends nothing", func(t *testing.T) {
		before := f.CountRows(t, "outbox_messages")
		if _, err := links.RequestFreshLink(ctx, connect.NewRequest(&portalv1.RequestFreshLinkRequest{Token: "not-a-link-anyone-was-sent"})); err != nil {
			t.Errorf("RequestFreshLink with an unknown token = %v, want the same empty answer", err)
		}
		if got := f.CountRows(t, "outbox_messages"); got != before {
			t.Errorf("outbox rows = %d, want %d: nothing to send", got, before)
		}
	})
}

func init() {
	// A fresh link goes only to whom the old link was sent: a's session and a token of
	// b's invitation mail nothing to a.
	portalIsolationCases[portalv1connect.PortalLinkServiceRequestFreshLinkProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		before := f.MailedLink(t, "portal.link", a.email)
		token := f.Invite(t, b.org, "fresh."+b.email)
		links := portalv1connect.NewPortalLinkServiceClient(f.H1, f.URL)
		if _, err := links.RequestFreshLink(context.Background(), sitetest.WithToken(&portalv1.RequestFreshLinkRequest{Token: token}, a.token)); err != nil {
			t.Fatal(err)
		}
		if got := f.MailedLink(t, "portal.link", a.email); got != before {
			t.Errorf("a fresh link for b's invitation went to a")
		}
		if f.MailedLink(t, "portal.link", "fresh."+b.email) == "" {
			t.Errorf("no fresh link went to b's invited address")
		}
	}
}
