package portal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// messageFixture adds the messages' clients to the portal fixture.
type messageFixture struct {
	*sitetest.PortalFixture
	msgs  portalv1connect.MessageServiceClient
	admin adminv1connect.PortalMessageAdminServiceClient
}

func newMessageFixture(t *testing.T) *messageFixture {
	t.Helper()
	return messageFixtureOf(sitetest.NewPortalFixture(t))
}

func messageFixtureOf(f *sitetest.PortalFixture) *messageFixture {
	return &messageFixture{PortalFixture: f,
		msgs:  portalv1connect.NewMessageServiceClient(f.H1, f.URL),
		admin: adminv1connect.NewPortalMessageAdminServiceClient(f.H1, f.URL)}
}

var testPDF = []byte("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")

// upload posts a message attachment with token (a client's or staff's) and answers the
// upload id, or "" with the status when it is refused.
func (f *messageFixture) Upload(t *testing.T, token, name string, data []byte) (string, int) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, f.URL+"/uploads/portal_attachment?name="+url.QueryEscape(name), bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := f.H1.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		return "", res.StatusCode
	}
	var up struct{ ID string }
	if err := json.NewDecoder(res.Body).Decode(&up); err != nil {
		t.Fatal(err)
	}
	return up.ID, res.StatusCode
}

func (f *messageFixture) startThread(t *testing.T, token, project, subject, body string, uploads ...string) *portalv1.StartThreadResponse {
	t.Helper()
	res, err := f.msgs.StartThread(context.Background(), sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: project, Subject: subject, Body: body, AttachmentUploadIds: uploads}, token))
	if err != nil {
		t.Fatalf("StartThread: %v", err)
	}
	return res.Msg
}

func (f *messageFixture) staffPost(t *testing.T, thread, body string) {
	t.Helper()
	if _, err := f.admin.PostPortalMessage(context.Background(), sitetest.WithToken(&adminv1.PostPortalMessageRequest{ThreadId: thread, Body: body}, f.Staff)); err != nil {
		t.Fatalf("PostPortalMessage: %v", err)
	}
}

func (f *messageFixture) clientUnread(t *testing.T, token, project string) int32 {
	t.Helper()
	res, err := f.msgs.ListThreads(context.Background(), sitetest.WithToken(&portalv1.ListThreadsRequest{ProjectId: project}, token))
	if err != nil {
		t.Fatalf("ListThreads: %v", err)
	}
	return res.Msg.GetUnreadCount()
}

func (f *messageFixture) staffUnread(t *testing.T, project string) int32 {
	t.Helper()
	res, err := f.admin.ListUnreadMessageCounts(context.Background(), sitetest.WithToken(&adminv1.ListUnreadMessageCountsRequest{}, f.Staff))
	if err != nil {
		t.Fatalf("ListUnreadMessageCounts: %v", err)
	}
	for _, p := range res.Msg.GetProjects() {
		if p.GetProjectId() == project {
			return p.GetUnreadCount()
		}
	}
	return 0
}

// mailsTo lists the recipients of the outbox's mail of topic, in order of address.
func (f *messageFixture) mailsTo(t *testing.T, topic string) []string {
	t.Helper()
	rows, err := f.Pool.Query(context.Background(), `SELECT to_addr FROM outbox_messages WHERE topic = $1 ORDER BY to_addr`, topic)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for rows.Next() {
		var a string
		if err := rows.Scan(&a); err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

func (f *messageFixture) clearOutbox(t *testing.T) {
	t.Helper()
	if _, err := f.Pool.Exec(context.Background(), `DELETE FROM outbox_messages WHERE topic LIKE 'portal.%' AND topic <> 'portal.invite'`); err != nil {
		t.Fatal(err)
	}
}

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

func TestPortalAttachmentIsClaimedAndDownloadedThroughASignedLink(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-013")

	if _, status := f.Upload(t, "", "a.pdf", testPDF); status != http.StatusUnauthorized {
		t.Errorf("an upload without a session = %d, want 401", status)
	}
	if _, status := f.Upload(t, dana, "a.exe", []byte("MZ\x90\x00 not a document")); status != http.StatusBadRequest {
		t.Errorf("an upload of a program = %d, want 400", status)
	}
	id, status := f.Upload(t, dana, "detail C4.pdf", testPDF)
	if id == "" {
		t.Fatalf("a client's upload = %d, want 201", status)
	}
	msg := f.startThread(t, dana, project, "Revised detail", "Attached.", id).GetMessage()
	if got := msg.GetAttachments(); len(got) != 1 || got[0].GetId() != id || got[0].GetFileName() != "detail C4.pdf" {
		t.Fatalf("attachments = %v, want the upload", got)
	}
	res, err := f.msgs.GetAttachmentUrl(ctx, sitetest.WithToken(&portalv1.GetAttachmentUrlRequest{Id: id}, dana))
	if err != nil {
		t.Fatal(err)
	}
	link := res.Msg.GetUrl()
	if !strings.Contains(link, "sig=") {
		t.Fatalf("the link %q is not signed", link)
	}
	get := func(path string) (int, []byte) {
		r, err := f.H1.Get(f.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Body.Close()
		b, _ := io.ReadAll(r.Body)
		return r.StatusCode, b
	}
	if code, body := get(link); code != http.StatusOK || !bytes.Equal(body, testPDF) {
		t.Errorf("the signed link = %d (%d bytes), want 200 with the file", code, len(body))
	}
	bare, _, _ := strings.Cut(link, "?")
	if code, _ := get(bare); code != http.StatusForbidden {
		t.Errorf("the file without its signature = %d, want 403", code)
	}
	staffLink, err := f.admin.GetPortalAttachmentUrl(ctx, sitetest.WithToken(&adminv1.GetPortalAttachmentUrlRequest{Id: id}, f.Staff))
	if err != nil || !strings.Contains(staffLink.Msg.GetUrl(), "sig=") {
		t.Errorf("staff's link = %v, %v; want a signed link", staffLink, err)
	}
	// A claimed upload cannot be attached again.
	_, err = f.msgs.StartThread(ctx, sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: project, Subject: "Again", Body: "Again", AttachmentUploadIds: []string{id}}, dana))
	if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
		t.Errorf("attaching a claimed upload again = %v, want invalid argument", err)
	}
}

func TestAFailedPostLeavesNoRowsAndNoFiles(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	org := f.Organization(t, "Prairie Steel Fabricators")
	dana := f.Client(t, org, "dana@prairie.example")
	project := f.Project(t, org, "J-2026-014")
	thread := f.startThread(t, dana, project, "Base plates", "First").GetThread().GetId()
	threads, messages, filesBefore, objects := f.Site.CountRows(t, "message_threads"), f.Site.CountRows(t, "messages"), f.Site.CountRows(t, "files"), f.ObjectCount(t)

	cases := []struct {
		what string
		post func(uploads []string) error
		code connect.Code
	}{
		{"a reply naming an upload that does not exist", func(up []string) error {
			_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Files", AttachmentUploadIds: append(up, uuid.NewString())}, dana))
			return err
		}, connect.CodeInvalidArgument},
		{"a new thread without a subject", func(up []string) error {
			_, err := f.msgs.StartThread(ctx, sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: project, Body: "Files", AttachmentUploadIds: up}, dana))
			return err
		}, connect.CodeInvalidArgument},
		{"a reply with eleven attachments", func(up []string) error {
			for len(up) < 11 {
				up = append(up, uuid.NewString())
			}
			_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Files", AttachmentUploadIds: up}, dana))
			return err
		}, connect.CodeInvalidArgument},
		{"a reply in a thread that does not exist", func(up []string) error {
			_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: uuid.NewString(), Body: "Files", AttachmentUploadIds: up}, dana))
			return err
		}, connect.CodeNotFound},
	}
	for _, c := range cases {
		t.Run(c.what+" leaves nothing behind", func(t *testing.T) {
			a, _ := f.Upload(t, dana, "one.pdf", testPDF)
			b, _ := f.Upload(t, dana, "two.pdf", testPDF)
			if a == "" || b == "" {
				t.Fatal("the uploads were refused")
			}
			if got := connect.CodeOf(c.post([]string{a, b})); got != c.code {
				t.Errorf("the post = %v, want %v", got, c.code)
			}
			if got := f.Site.CountRows(t, "message_threads"); got != threads {
				t.Errorf("threads = %d, want %d", got, threads)
			}
			if got := f.Site.CountRows(t, "messages"); got != messages {
				t.Errorf("messages = %d, want %d", got, messages)
			}
			if got := f.Site.CountRows(t, "files"); got != filesBefore {
				t.Errorf("files = %d, want %d: the refused post's uploads remain", got, filesBefore)
			}
			if got := f.ObjectCount(t); got != objects {
				t.Errorf("stored objects = %d, want %d", got, objects)
			}
		})
	}
}
