package portal_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// An upload's id is no key to it: only the person who uploaded an attachment may attach
// it, and a refused post discards only its author's own uploads.
func TestPortalAttachmentsAreTheUploadersOnly(t *testing.T) {
	f := newMessageFixture(t)
	ctx := context.Background()
	orgA, orgB := f.Organization(t, "Prairie Steel Fabricators"), f.Organization(t, "Coastal Erectors")
	dana, sam := f.Client(t, orgA, "dana@prairie.example"), f.Client(t, orgB, "sam@coastal.example")
	colleague := f.Client(t, orgA, "lee@prairie.example")
	projectA, projectB := f.Project(t, orgA, "J-2026-201"), f.Project(t, orgB, "J-2026-202")
	thread := f.startThread(t, dana, projectA, "Base plates", "First").GetThread().GetId()
	upload := func(token string) string {
		t.Helper()
		id, status := f.Upload(t, token, "their drawing.pdf", testPDF)
		if id == "" {
			t.Fatalf("upload = %d, want 201", status)
		}
		return id
	}
	// attachable proves the upload is still there, unclaimed, for its uploader.
	attachable := func(t *testing.T, token, project, id string) {
		t.Helper()
		_, err := f.msgs.StartThread(ctx, sitetest.WithToken(&portalv1.StartThreadRequest{ProjectId: project, Subject: "Mine", Body: "Mine", AttachmentUploadIds: []string{id}}, token))
		if err != nil {
			t.Errorf("its uploader attaching it = %v, want it attached", err)
		}
	}

	for _, who := range []struct{ name, token string }{{"a client of another organization", dana}, {"a colleague of the same organization", colleague}} {
		t.Run(who.name+" cannot attach someone's upload", func(t *testing.T) {
			theirs := upload(sam)
			if who.token == colleague {
				theirs = upload(dana)
			}
			_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Look", AttachmentUploadIds: []string{theirs}}, who.token))
			if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
				t.Fatalf("attaching another's upload = %v, want invalid argument", err)
			}
			if who.token == colleague {
				attachable(t, dana, projectA, theirs)
			} else {
				attachable(t, sam, projectB, theirs)
			}
		})
	}
	t.Run("a refused post discards its author's uploads and leaves another's", func(t *testing.T) {
		own, theirs := upload(dana), upload(sam)
		files := f.Site.CountRows(t, "files")
		// No body: refused before anything is stored.
		_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, AttachmentUploadIds: []string{own, theirs}}, dana))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Fatalf("the post = %v, want invalid argument", err)
		}
		if got := f.Site.CountRows(t, "files"); got != files-1 {
			t.Errorf("files = %d, want %d: only the author's own upload removed", got, files-1)
		}
		attachable(t, sam, projectB, theirs)
	})
	t.Run("a post refused by the store leaves another's upload", func(t *testing.T) {
		theirs := upload(sam)
		// Valid, but naming another's upload: the store refuses the claim.
		_, err := f.msgs.PostMessage(ctx, sitetest.WithToken(&portalv1.PostMessageRequest{ThreadId: thread, Body: "Look", AttachmentUploadIds: []string{theirs}}, dana))
		if got := connect.CodeOf(err); got != connect.CodeInvalidArgument {
			t.Fatalf("the post = %v, want invalid argument", err)
		}
		attachable(t, sam, projectB, theirs)
	})
}
