package portal_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestPortalMessagesUnreadCountsForBothSides(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	lee := f.Client(t, org, "lee@prairie.example")
	project := f.Project(t, org, "J-2026-010")

	thread := f.startThread(t, dana, project, "Connection at grid C4", "Can the shear tab\nbe welded?").GetThread().GetId()
	var audited int
	if err := f.Pool.QueryRow(ctx, `SELECT count(DISTINCT entity_table) FROM audit_events WHERE entity_table IN ('message_threads', 'messages')
		AND actor_username = 'dana@prairie.example (Prairie Steel Fabricators)' AND procedure = $1`, portalv1connect.MessageServiceStartThreadProcedure).Scan(&audited); err != nil {
		t.Fatal(err)
	}
	if audited != 2 {
		t.Errorf("tables audited for the client's new thread = %d, want 2 (the thread and its message), under the client", audited)
	}
	steps := []struct {
		what             string
		dana, lee, staff int32
		act              func()
	}{
		{"after a client starts a thread, it is unread for staff and the client's colleague, not its author", 0, 1, 1, func() {}},
		{"after staff read the thread, it is read for staff only", 0, 1, 0, func() {
			res, err := f.admin.GetPortalThread(ctx, sitetest.WithToken(&adminv1.GetPortalThreadRequest{Id: thread}, f.Staff))
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Msg.GetMessages(); len(got) != 1 || !got[0].GetUnread() || got[0].GetBody() != "Can the shear tab\nbe welded?" {
				t.Errorf("staff's first reading = %v, want the one message, unread, with its line break", got)
			}
			if got := res.Msg.GetThread(); got.GetMessageCount() != 1 || got.GetUnreadCount() != 0 {
				t.Errorf("the thread read = %d messages, %d unread; want 1, 0", got.GetMessageCount(), got.GetUnreadCount())
			}
		}},
		{"after staff answer, the answer is unread for both client users", 1, 2, 0, func() { f.staffPost(t, thread, "Yes, see the revised detail.") }},
		{"after a client reads the thread, it is read for that client only", 0, 2, 0, func() {
			res, err := f.msgs.GetThread(ctx, sitetest.WithToken(&portalv1.GetThreadRequest{Id: thread}, dana))
			if err != nil {
				t.Fatal(err)
			}
			var unread []bool
			for _, m := range res.Msg.GetMessages() {
				unread = append(unread, m.GetUnread())
			}
			if want := []bool{false, true}; !slices.Equal(unread, want) {
				t.Errorf("dana's messages unread = %v, want %v", unread, want)
			}
		}},
	}
	for _, s := range steps {
		t.Run(s.what, func(t *testing.T) {
			s.act()
			if got := f.clientUnread(t, dana, project); got != s.dana {
				t.Errorf("dana's unread = %d, want %d", got, s.dana)
			}
			if got := f.clientUnread(t, lee, project); got != s.lee {
				t.Errorf("lee's unread = %d, want %d", got, s.lee)
			}
			if got := f.staffUnread(t, project); got != s.staff {
				t.Errorf("staff's unread = %d, want %d", got, s.staff)
			}
		})
	}
}

func TestPortalMessageMailGoesToTheOtherSideByChoice(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	each := f.Client(t, org, "each@prairie.example")
	digest := f.Client(t, org, "digest@prairie.example")
	none := f.Client(t, org, "none@prairie.example")
	for token, c := range map[string]portalv1.MailChoice{digest: portalv1.MailChoice_MAIL_CHOICE_DIGEST, none: portalv1.MailChoice_MAIL_CHOICE_NONE} {
		if _, err := f.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: c}, token)); err != nil {
			t.Fatal(err)
		}
	}
	project := f.Project(t, org, "J-2026-011")
	sales, err := f.Svcs.Site.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}

	thread := f.startThread(t, each, project, "Anchor bolts", "Which grade?").GetThread().GetId()
	if got, want := f.mailsTo(t, "portal.message"), []string{sales.Settings.Emails.Sales}; !slices.Equal(got, want) {
		t.Errorf("a client's message when no staff user gave an address mails %v, want the sales address %v", got, want)
	}

	f.clearOutbox(t)
	if _, err := f.admin.SetStaffMailChoice(ctx, sitetest.WithToken(&adminv1.SetStaffMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_EACH, Email: "Admin@Firm.example"}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "And the washers?"}, none)); err != nil {
		t.Fatal(err)
	}
	if got, want := f.mailsTo(t, "portal.message"), []string{"admin@firm.example"}; !slices.Equal(got, want) {
		t.Errorf("a client's message mails %v, want the staff user who gave an address %v", got, want)
	}

	f.clearOutbox(t)
	f.staffPost(t, thread, "Grade 105, with hardened washers.")
	if got, want := f.mailsTo(t, "portal.message"), []string{"each@prairie.example"}; !slices.Equal(got, want) {
		t.Errorf("a staff message mails %v, want only the client who chose each message %v", got, want)
	}
	var text string
	if err := f.Pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE topic = 'portal.message'`).Scan(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"admin", "Anchor bolts", "J-2026-011", "Grade 105, with hardened washers.", "/portal/projects/" + project} {
		if !strings.Contains(text, want) {
			t.Errorf("the mail does not say %q:\n%s", want, text)
		}
	}

	f.clearOutbox(t)
	if _, err := f.admin.SetStaffMailChoice(ctx, sitetest.WithToken(&adminv1.SetStaffMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE, Email: "admin@firm.example"}, f.Staff)); err != nil {
		t.Fatal(err)
	}
	if _, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Thanks."}, each)); err != nil {
		t.Fatal(err)
	}
	if got := f.mailsTo(t, "portal.message"); len(got) != 0 {
		t.Errorf("a client's message when the only staff user with an address chose no mail mails %v, want none", got)
	}
}

func TestPortalDigestIsMailedOnceWithTheUnreadMessages(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	startupDigestDone(t, f.Site)
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	reader := f.Client(t, org, "reader@prairie.example")
	for _, token := range []string{dana, reader} {
		if _, err := f.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_DIGEST}, token)); err != nil {
			t.Fatal(err)
		}
	}
	project := f.Project(t, org, "J-2026-012")
	read := f.startThread(t, dana, project, "Already read", "First").GetThread().GetId()
	f.staffPost(t, read, "Read before the digest")
	unread := f.startThread(t, dana, project, "Embed plates", "Second").GetThread().GetId()
	f.staffPost(t, unread, "Plates ship Monday")
	if _, err := f.msgs.GetThread(ctx, sitetest.WithToken(&portalv1.GetThreadRequest{Id: read}, dana)); err != nil {
		t.Fatal(err)
	}
	for _, to := range f.mailsTo(t, "portal.message") {
		if strings.HasSuffix(to, "@prairie.example") {
			t.Fatalf("a digest reader was mailed per message: %s", to)
		}
	}

	n, err := f.Svcs.PortalMessages.SendDigests(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := f.mailsTo(t, "portal.digest"), []string{"dana@prairie.example", "reader@prairie.example"}; n != 2 || !slices.Equal(got, want) {
		t.Fatalf("digests = %d to %v, want 2 to %v", n, got, want)
	}
	var text string
	if err := f.Pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE topic = 'portal.digest' AND to_addr = 'dana@prairie.example'`).Scan(&text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "Plates ship Monday") || strings.Contains(text, "Read before the digest") || strings.Contains(text, "Second") {
		t.Errorf("dana's digest should hold the unread staff message only:\n%s", text)
	}

	f.staffPost(t, unread, "After the digest")
	n, err = f.Svcs.PortalMessages.SendDigests(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.mailsTo(t, "portal.digest"); n != 0 || len(got) != 2 {
		t.Errorf("a second run the same day mailed %d (outbox %v), want none: a digest is daily", n, got)
	}
}
