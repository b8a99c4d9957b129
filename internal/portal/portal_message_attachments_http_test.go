package portal_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

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
