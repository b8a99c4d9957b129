package portal_test

import (
	"context"
	"maps"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// The messages' isolation cases, added to TestPortalIsolation's. Each tenant's thread,
// message and attachment are made on first use (staff start none: the client's own thread
// is what the other organization guesses at).
func init() {
	maps.Copy(portalIsolationCases, messageIsolationCases)
}

// tenantThread is a tenant's thread with a message and its attachment.
type tenantThread struct{ thread, message, attachment string }

var tenantThreads = map[string]tenantThread{}

func threadOf(t *testing.T, f *sitetest.PortalFixture, tn tenant) tenantThread {
	t.Helper()
	if th, ok := tenantThreads[tn.project]; ok {
		return th
	}
	m := messageFixtureOf(f)
	up, status := m.Upload(t, tn.token, "drawing.pdf", testPDF)
	if up == "" {
		t.Fatalf("upload = %d", status)
	}
	res := m.startThread(t, tn.token, tn.project, "Shop drawings of "+tn.email, "Private to "+tn.email, up)
	th := tenantThread{thread: res.GetThread().GetId(), message: res.GetMessage().GetId(), attachment: up}
	tenantThreads[tn.project] = th
	return th
}

var messageIsolationCases = map[string]func(t *testing.T, f *sitetest.PortalFixture, a, b tenant){
	portalv1connect.MessageServiceListThreadsProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		own, other := threadOf(t, f, a), threadOf(t, f, b)
		for what, id := range map[string]string{"b's project": b.project, "b's thread": other.thread, "a made-up id": uuid.NewString()} {
			_, err := m.msgs.ListThreads(context.Background(), sitetest.WithToken(&portalv1.ListThreadsRequest{ProjectId: id}, a.token))
			wantNotFound(t, "ListThreads of "+what, err)
		}
		res, err := m.msgs.ListThreads(context.Background(), sitetest.WithToken(&portalv1.ListThreadsRequest{ProjectId: a.project}, a.token))
		if err != nil {
			t.Fatal(err)
		}
		for _, th := range res.Msg.GetThreads() {
			if th.GetId() != own.thread {
				t.Errorf("a's project lists thread %s, want only a's %s", th.GetId(), own.thread)
			}
		}
	},
	portalv1connect.MessageServiceGetThreadProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		other := threadOf(t, f, b)
		for what, id := range map[string]string{"b's thread": other.thread, "b's message": other.message, "b's project": b.project, "a made-up id": uuid.NewString(), "a malformed id": "../" + other.thread} {
			_, err := m.msgs.GetThread(context.Background(), sitetest.WithToken(&portalv1.GetThreadRequest{Id: id}, a.token))
			wantNotFound(t, "GetThread of "+what, err)
		}
	},
	portalv1connect.MessageServiceStartThreadProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		threadOf(t, f, b)
		before := staffThreads(t, m, b.project)
		for what, id := range map[string]string{"b's project": b.project, "a made-up id": uuid.NewString()} {
			_, err := m.msgs.StartThread(context.Background(), sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: id, Subject: "Hello", Body: "Hello"}, a.token))
			wantNotFound(t, "StartThread on "+what, err)
		}
		if after := staffThreads(t, m, b.project); after != before {
			t.Errorf("b's project has %d threads, want %d", after, before)
		}
	},
	portalv1connect.MessageServicePostMessageProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		other := threadOf(t, f, b)
		for what, id := range map[string]string{"b's thread": other.thread, "b's project": b.project, "a made-up id": uuid.NewString()} {
			_, err := m.msgs.PostMessage(context.Background(), sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: id, Body: "Hello"}, a.token))
			wantNotFound(t, "PostMessage in "+what, err)
		}
		res, err := m.admin.GetPortalThread(context.Background(), sitetest.WithToken(&adminv1.GetPortalThreadRequest{Id: other.thread}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetMessages(); len(got) != 1 || got[0].GetId() != other.message {
			t.Errorf("b's thread has %d messages, want only b's own", len(got))
		}
	},
	portalv1connect.MessageServiceGetAttachmentUrlProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		own, other := threadOf(t, f, a), threadOf(t, f, b)
		for what, id := range map[string]string{"b's attachment": other.attachment, "b's message": other.message, "a made-up id": uuid.NewString()} {
			_, err := m.msgs.GetAttachmentUrl(context.Background(), sitetest.WithToken(&portalv1.GetAttachmentUrlRequest{Id: id}, a.token))
			wantNotFound(t, "GetAttachmentUrl of "+what, err)
		}
		if _, err := m.msgs.GetAttachmentUrl(context.Background(), sitetest.WithToken(&portalv1.GetAttachmentUrlRequest{Id: own.attachment}, a.token)); err != nil {
			t.Errorf("a's own attachment = %v", err)
		}
	},
	portalv1connect.MessageServiceSetMailChoiceProcedure: func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		m := messageFixtureOf(f)
		ctx := context.Background()
		if _, err := m.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_NONE}, a.token)); err != nil {
			t.Fatal(err)
		}
		defer func() {
			if _, err := m.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice_MAIL_CHOICE_EACH}, a.token)); err != nil {
				t.Fatal(err)
			}
		}()
		res, err := m.msgs.ListThreads(ctx, sitetest.WithToken(&portalv1.ListThreadsRequest{ProjectId: b.project}, b.token))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetMailChoice(); got != portalv1.MailChoice_MAIL_CHOICE_EACH {
			t.Errorf("b's mail choice after a chose none = %v, want each message", got)
		}
		_, err = m.msgs.SetMailChoice(ctx, sitetest.WithToken(&portalv1.SetMailChoiceRequest{MailChoice: portalv1.MailChoice(99)}, a.token))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Errorf("an unknown choice = %v, want invalid argument", err)
		}
	},
}

func staffThreads(t *testing.T, m *messageFixture, project string) int {
	t.Helper()
	res, err := m.admin.ListPortalThreads(context.Background(), sitetest.WithToken(&adminv1.ListPortalThreadsRequest{ProjectId: project}, m.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return len(res.Msg.GetThreads())
}
