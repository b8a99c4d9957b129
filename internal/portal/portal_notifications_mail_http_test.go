package portal_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestADigestReaderGetsOneDigestNotOnePerEventAndEachNotificationOnce(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	startupDigestDone(t, f.Site)
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	f.Client(t, org, "each@prairie.example")
	project := f.Project(t, org, "J-2026-050")
	other := f.Project(t, org, "J-2026-051")
	f.setClientChoice(t, dana, project, portalv1.MailChoice_MAIL_CHOICE_DIGEST)
	ms := f.Milestone(t, project, "Erection drawings", "2030-02-01", portalv1.BallInCourt_BALL_IN_COURT_FIRM)

	uploadPortalFile(t, f.tus(f.Staff), f.folderOf(t, dana, project, "Drawings"), "E-201.pdf", testPDF)
	if err := f.moveFirmMilestone(t, ms, "Erection drawings", "2030-02-15"); err != nil {
		t.Fatal(err)
	}
	uploadPortalFile(t, f.tus(f.Staff), f.folderOf(t, dana, other, "Drawings"), "Other job.pdf", testPDF)

	if got, want := f.msgs.mailsTo(t, "portal.notification"), []string{"dana@prairie.example", "each@prairie.example", "each@prairie.example", "each@prairie.example"}; !slices.Equal(got, want) {
		t.Errorf("mails per event = %v, want %v: dana chose a digest for J-2026-050 only", got, want)
	}
	if n, unread := f.clientNotes(t, dana); len(n) != 3 || unread != 3 {
		t.Errorf("dana's list = %d (unread %d), want all 3: the choice is of mail, not of the list", len(n), unread)
	}
	n, err := f.Svcs.PortalMessages.SendDigests(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.msgs.mailsTo(t, "portal.digest"); n != 1 || !slices.Equal(got, []string{"dana@prairie.example"}) {
		t.Fatalf("digests = %d to %v, want one to dana", n, got)
	}
	var text string
	if err := f.Pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE topic = 'portal.digest'`).Scan(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"uploaded E-201.pdf", "changed the milestone Erection drawings", "J-2026-050", "/portal/projects/" + project} {
		if !strings.Contains(text, want) {
			t.Errorf("the digest does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Other job.pdf") {
		t.Errorf("the digest repeats what was mailed on its own:\n%s", text)
	}

	// A day later the next digest is due: what the first held is not in it again.
	if _, err := f.Pool.Exec(ctx, `UPDATE message_mail_choices SET last_digest_time = now() - interval '2 days'`); err != nil {
		t.Fatal(err)
	}
	if n, err := f.Svcs.PortalMessages.SendDigests(ctx); err != nil || n != 0 {
		t.Errorf("a second digest with nothing new = %d, %v; want none", n, err)
	}
}

func TestAStaffUsersProjectChoiceOverridesTheirChoiceForEveryProject(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	quiet := f.Project(t, org, "J-2026-060")
	loud := f.Project(t, org, "J-2026-061")
	f.staffAddress(t, "admin@firm.example")
	res, err := f.staffN.SetStaffProjectMailChoice(ctx, sitetest.WithToken(&adminv1.SetStaffProjectMailChoiceRequest{ProjectId: quiet, MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE}, f.Staff))
	if err != nil || res.Msg.GetMailChoice() != portalv1.MailChoice_MAIL_CHOICE_NONE || !res.Msg.GetProjectSpecific() {
		t.Fatalf("SetStaffProjectMailChoice = %v, %v", res, err)
	}
	got, err := f.staffN.GetStaffProjectMailChoice(ctx, sitetest.WithToken(&adminv1.GetStaffProjectMailChoiceRequest{ProjectId: loud}, f.Staff))
	if err != nil || got.Msg.GetMailChoice() != portalv1.MailChoice_MAIL_CHOICE_EACH || got.Msg.GetProjectSpecific() {
		t.Errorf("the other project's choice = %v, %v; want EACH, from the choice for every project", got, err)
	}
	uploadPortalFile(t, f.tus(dana), f.folderOf(t, dana, quiet, "Drawings"), "quiet.pdf", testPDF)
	uploadPortalFile(t, f.tus(dana), f.folderOf(t, dana, loud, "Drawings"), "loud.pdf", testPDF)
	if got, want := f.msgs.mailsTo(t, "portal.notification"), []string{"admin@firm.example"}; !slices.Equal(got, want) {
		t.Errorf("mailed %v, want %v (only the loud project's)", got, want)
	}
	if notes, unread := f.staffNotes(t); len(notes) != 2 || unread != 2 {
		t.Errorf("staff's list = %d (unread %d), want both uploads", len(notes), unread)
	}
	// The project's choice covers its messages too.
	f.msgs.startThread(t, dana, quiet, "Anchor bolts", "Which grade?")
	if got := f.msgs.mailsTo(t, "portal.message"); len(got) != 0 {
		t.Errorf("a message on the quiet project mailed %v, want none", got)
	}
}

func TestAClientsUploadReachesTheSalesAddressWhenNoStaffUserGaveOne(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-070")
	uploadPortalFile(t, f.tus(dana), f.folderOf(t, dana, project, "Drawings"), "markup.pdf", testPDF)
	site, err := f.Svcs.Site.Current(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := f.msgs.mailsTo(t, "portal.notification"), []string{site.Settings.Emails.Sales}; !slices.Equal(got, want) {
		t.Errorf("a client's upload when no staff user gave an address mails %v, want the sales address %v", got, want)
	}
	if notes, _ := f.staffNotes(t); len(notes) != 1 {
		t.Errorf("staff's list = %d, want the upload: the list is per staff user regardless", len(notes))
	}
}

// TestAnRfiReachesADigestReaderInTheDigestAndEveryoneInTheList: an RFI's change is in the
// other side's list; its own mail (rfi.change) reaches who follows it and chose a mail for
// each, with no second mail per event; a reader who chose the digest finds it there, once.
func TestAnRfiReachesADigestReaderInTheDigestAndEveryoneInTheList(t *testing.T) {
	f := newNoteFixture(t)
	ctx := context.Background()
	startupDigestDone(t, f.Site)
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	pat := f.Client(t, org, "pat@prairie.example")
	project := f.Project(t, org, "J-2026-060")
	f.setClientChoice(t, dana, project, portalv1.MailChoice_MAIL_CHOICE_DIGEST)
	var asked string
	if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM client_users WHERE email = 'pat@prairie.example'`).Scan(&asked); err != nil {
		t.Fatal(err)
	}
	rfis := adminv1connect.NewRfiAdminServiceClient(f.H1, f.URL)
	raise := func(draft bool) {
		t.Helper()
		if _, err := rfis.CreateRfiAdmin(ctx, sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Draft: draft, Rfi: &portalv1.RfiInput{
			ProjectId: project, Subject: "Beam B12 at grid C/4", Question: "<p>Moment or shear tab?</p>", AssigneeId: asked, DistributionIds: []string{},
		}}, f.Staff)); err != nil {
			t.Fatal(err)
		}
	}
	raise(true) // a draft: the firm's own, heard by no one
	raise(false)

	if got := f.msgs.mailsTo(t, "portal.notification"); len(got) != 0 {
		t.Errorf("notification mails = %v, want none: the RFI's own mail is the mail for each", got)
	}
	if got := f.msgs.mailsTo(t, "rfi.change"); !slices.Equal(got, []string{"pat@prairie.example"}) {
		t.Errorf("RFI mails = %v, want pat's, who must answer", got)
	}
	for _, who := range []struct{ name, token string }{{"dana", dana}, {"pat", pat}} {
		n, unread := f.clientNotes(t, who.token)
		if len(n) != 1 || unread != 1 || n[0].GetKind() != portalv1.NotificationKind_NOTIFICATION_KIND_RFI_CHANGED || n[0].GetTitle() != "RFI-002 Beam B12 at grid C/4" {
			t.Errorf("%s's list = %v (unread %d), want the open RFI-002 alone", who.name, n, unread)
		}
	}
	if _, err := f.Svcs.PortalMessages.SendDigests(ctx); err != nil {
		t.Fatal(err)
	}
	if got := f.msgs.mailsTo(t, "portal.digest"); !slices.Equal(got, []string{"dana@prairie.example"}) {
		t.Fatalf("digests to %v, want one to dana", got)
	}
	var text string
	if err := f.Pool.QueryRow(ctx, `SELECT text_body FROM outbox_messages WHERE topic = 'portal.digest'`).Scan(&text); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "updated RFI-002 Beam B12 at grid C/4") {
		t.Errorf("the digest does not name the RFI:\n%s", text)
	}
}
