package portal_test

import (
	"context"
	"sync"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

// reviewerOf is an outside reviewer of one transmittal of a tenant's project: the
// transmittal (which carries the tenant's one revision), their id and their session.
type reviewerOf struct{ transmittal, revision, id, token string }

var (
	reviewersMu   sync.Mutex
	reviewersMade = map[string]reviewerOf{}
)

// sendToReviewer sends the tenant's revision in a new transmittal to email as an outside
// reviewer, answering the transmittal and the mailed link's token.
func sendToReviewer(t *testing.T, f *sitetest.PortalFixture, tn tenant, email string) (*portalv1.Transmittal, string) {
	t.Helper()
	d := tenantDrawings(t, f, tn)
	sent, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(context.Background(), sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: &adminv1.TransmittalInput{
		ProjectId: tn.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, RevisionIds: []string{d.revision},
		Reviewers: []*portalv1.OutsideReviewer{{Email: email, Name: "Engineer of record"}},
	}}, f.Staff))
	if err != nil {
		t.Fatalf("SendTransmittal to %s: %v", email, err)
	}
	token := f.MailedLink(t, drawing.TopicTransmittal, email)
	if token == "" {
		t.Fatalf("the transmittal's mail to %s has no sign-in link", email)
	}
	return sent.Msg.GetTransmittal(), token
}

// tenantReviewer is the reviewer email of a transmittal of tn's project (made once),
// signed in with the transmittal mail's one-time link.
func tenantReviewer(t *testing.T, f *sitetest.PortalFixture, tn tenant, email string) reviewerOf {
	t.Helper()
	reviewersMu.Lock()
	defer reviewersMu.Unlock()
	key := tn.project + " " + email
	if r, ok := reviewersMade[key]; ok {
		return r
	}
	tr, link := sendToReviewer(t, f, tn, email)
	res, err := f.Auth.SignInWithLink(context.Background(), sitetest.WithToken(&portalv1.SignInWithLinkRequest{Token: link}, ""))
	if err != nil {
		t.Fatalf("the reviewer's SignInWithLink: %v", err)
	}
	r := reviewerOf{transmittal: tr.GetId(), revision: tr.GetItems()[0].GetRevisionId(), id: res.Msg.GetUser().GetId(), token: res.Msg.GetToken()}
	reviewersMade[key] = r
	return r
}

func reviewerClient(f *sitetest.PortalFixture) portalv1connect.ReviewerServiceClient {
	return portalv1connect.NewReviewerServiceClient(f.H1, f.URL)
}

// myTransmittals lists the transmittals the session of token may open as a reviewer.
func myTransmittals(t *testing.T, f *sitetest.PortalFixture, token string) []string {
	t.Helper()
	res, err := reviewerClient(f).ListMyTransmittals(context.Background(), sitetest.WithToken(&portalv1.ListMyTransmittalsRequest{}, token))
	if err != nil {
		t.Fatalf("ListMyTransmittals: %v", err)
	}
	var ids []string
	for _, tr := range res.Msg.GetTransmittals() {
		ids = append(ids, tr.GetId())
	}
	return ids
}
