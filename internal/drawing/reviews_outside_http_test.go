package drawing_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

// signInReviewer signs in the outside reviewer email with the one-time link of the newest
// transmittal mail to them, answering their session's token.
func signInReviewer(t *testing.T, f *sitetest.PortalFixture, email string) string {
	t.Helper()
	return f.SignInWithMailedLink(t, drawing.TopicTransmittal, email)
}

func TestAnOutsideReviewerReturnsTheItemsSentToThem(t *testing.T) {
	f, a := start(t)
	rev := addRealSheet(t, f, a.project, "E1", "0")
	in := forApproval(a.project, nil, []string{rev})
	in.Reviewers = []*portalv1.OutsideReviewer{{Email: "eor@engineers.example", Name: "Erin Engineer"}, {Email: "gc@contractor.example", Copy: true}}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	reviewer := signInReviewer(t, f, "eor@engineers.example")
	copied := signInReviewer(t, f, "gc@contractor.example")
	itemID := tr.GetItems()[0].GetId()

	t.Run("a reviewer named as a copy may read it but not return it", func(t *testing.T) {
		_, err := submit(f, copied, tr.GetId(), item(itemID, approved, "", ""))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("a copy's return: got %v, want permission denied", err)
		}
	})
	t.Run("the reviewer stamps with the client's stamps and their name", func(t *testing.T) {
		set, err := reviewClient(f).GetStampSet(context.Background(), sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: tr.GetId()}, reviewer))
		if err != nil {
			t.Fatal(err)
		}
		if got := set.Msg.GetStampSet().GetOrganizationId(); got != a.org {
			t.Errorf("the reviewer's stamp set is of %q, want the project's client %q", got, a.org)
		}
		up := mustMarkup(t, f, reviewer, tr.GetId(), "E1 marked.pdf", sheetPDF(t, "Add a stiffener"))
		res, err := submit(f, reviewer, tr.GetId(), item(itemID, asNoted, "One stiffener.", up))
		if err != nil {
			t.Fatalf("the reviewer's return: %v", err)
		}
		if res.GetCloseTime() == nil {
			t.Error("got the transmittal open after its only item was returned, want it closed")
		}
		wantStatus(t, f, a, "E1", portalv1.SheetStatus_SHEET_STATUS_APPROVED_AS_NOTED)
		// The client downloads the stamped return; it names the reviewer and no organization.
		text := stampedText(t, f, a.client, res.GetReviews()[0].GetId())
		if !strings.Contains(text, "Erin Engineer") || !strings.Contains(text, "Add a stiffener") {
			t.Errorf("the stamped markup's text %q lacks the reviewer's name or the markup", text)
		}
		if strings.Contains(text, "Organization:") {
			t.Errorf("the stamped markup's text %q names an organization, want none for an outside reviewer", text)
		}
	})
}
