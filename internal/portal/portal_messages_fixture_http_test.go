package portal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

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
