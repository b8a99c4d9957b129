package portal_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"slices"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/sitetest"
)

// reviewerMay are the portal procedures an outside reviewer may call; for every other
// one their session answers PermissionDenied. Written out here, not read from the server:
// a procedure added to the server's list fails TestReviewerIsolation until it has a case.
var reviewerMay = map[string]func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant){
	portalv1connect.DrawingServiceGetTransmittalProcedure: func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		others := map[string]string{
			"a client-only transmittal of the same project": tenantDrawings(t, f, a).transmittal,
			"a transmittal of another organization":         tenantDrawings(t, f, b).transmittal,
			"another reviewer's transmittal":                tenantReviewer(t, f, b, "reviewer."+b.email).transmittal,
			"a made-up transmittal":                         uuid.NewString(),
			"a malformed id":                                "../" + r.transmittal,
		}
		for what, id := range others {
			_, err := drawingAPI(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: id}, r.token))
			wantNotFound(t, "GetTransmittal of "+what, err)
		}
		res, err := drawingAPI(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: r.transmittal}, r.token))
		if err != nil {
			t.Fatalf("GetTransmittal of their own = %v", err)
		}
		var opened *portalv1.TransmittalRecipient
		for _, p := range res.Msg.GetTransmittal().GetRecipients() {
			if p.GetReviewerId() == r.id {
				opened = p
			}
		}
		if opened == nil || opened.GetFirstOpenTime() == nil || opened.GetClientUserId() != "" {
			t.Errorf("the reviewer's recipient row after opening = %v, want a reviewer with a first open", opened)
		}
	},
	portalv1connect.DrawingServiceGetSheetRevisionUrlProcedure: func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		for what, id := range otherIDs(tenantDrawings(t, f, b).revision) {
			_, err := drawingAPI(f).GetSheetRevisionUrl(context.Background(), sitetest.WithToken(&portalv1.GetSheetRevisionUrlRequest{RevisionId: id}, r.token))
			wantNotFound(t, "GetSheetRevisionUrl of "+what+" revision", err)
		}
		res, err := drawingAPI(f).GetSheetRevisionUrl(context.Background(), sitetest.WithToken(&portalv1.GetSheetRevisionUrlRequest{RevisionId: r.revision}, r.token))
		if err != nil {
			t.Fatalf("GetSheetRevisionUrl of their item = %v", err)
		}
		got, err := f.H1.Get(f.URL + res.Msg.GetUrl())
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, got.Body)
		got.Body.Close()
		if got.StatusCode != http.StatusOK {
			t.Fatalf("following the reviewer's link = %d, want 200", got.StatusCode)
		}
		var downloaded bool
		if err := f.Pool.QueryRow(context.Background(), `SELECT first_download_time IS NOT NULL FROM transmittal_recipients
			WHERE transmittal_id = $1 AND reviewer_id = $2`, r.transmittal, r.id).Scan(&downloaded); err != nil {
			t.Fatal(err)
		}
		if !downloaded {
			t.Error("the reviewer's first download was not recorded")
		}
	},
	portalv1connect.ReviewerServiceListMyTransmittalsProcedure: func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		if got := myTransmittals(t, f, r.token); !slices.Equal(got, []string{r.transmittal}) {
			t.Errorf("the reviewer lists %v, want only %s", got, r.transmittal)
		}
	},
	portalv1connect.PortalAuthServiceGetMeProcedure: func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		res, err := f.Auth.GetMe(context.Background(), sitetest.WithToken(&portalv1.GetMeRequest{}, r.token))
		if err != nil {
			t.Fatal(err)
		}
		if u := res.Msg.GetUser(); u.GetId() != r.id || u.GetOrganizationId() != "" || u.GetOrganizationName() != "" {
			t.Errorf("GetMe = %v, want the reviewer, of no organization", u)
		}
	},
	// Their own account's: signing out, and two-factor sign-in (portal_reviewers_signin_http_test.go).
	portalv1connect.PortalAuthServiceSignOutProcedure:     nil,
	portalv1connect.PortalAuthServiceBeginTotpProcedure:   nil,
	portalv1connect.PortalAuthServiceConfirmTotpProcedure: nil,
	portalv1connect.PortalAuthServiceDisableTotpProcedure: nil,
}

func drawingAPI(f *sitetest.PortalFixture) portalv1connect.DrawingServiceClient {
	return portalv1connect.NewDrawingServiceClient(f.H1, f.URL)
}

func init() {
	// A client user has no transmittals of their own as a reviewer: refused, whatever
	// reviewers another organization's transmittals name.
	portalIsolationCases[portalv1connect.ReviewerServiceListMyTransmittalsProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		tenantReviewer(t, f, b, "reviewer."+b.email)
		_, err := reviewerClient(f).ListMyTransmittals(context.Background(), sitetest.WithToken(&portalv1.ListMyTransmittalsRequest{}, a.token))
		if got := connect.CodeOf(err); got != connect.CodePermissionDenied {
			t.Errorf("ListMyTransmittals of a client = %v, want permission denied", err)
		}
	}
}

// TestReviewerIsolation is built from the service descriptors: an outside reviewer of one
// transmittal gets nothing but it, of any portal procedure, and no staff procedure.
func TestReviewerIsolation(t *testing.T) {
	f := sitetest.NewPortalFixture(t)
	a := newTenant(t, f, "Prairie Steel Fabricators", "dana@prairie.example", "J-2026-001")
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-002")
	r := tenantReviewer(t, f, a, "eor@engineers.example")
	for _, p := range sitetest.ProceduresOf("gusset.portal.v1") {
		if openPortalProcedures[p] {
			continue
		}
		check, allowed := reviewerMay[p]
		if !allowed {
			t.Run(p+" refuses an outside reviewer", func(t *testing.T) {
				status, code := f.Site.ConnectJSON(t, p, "Bearer "+r.token)
				if status != http.StatusForbidden || code != "permission_denied" {
					t.Errorf("%s with a reviewer's session = %d %q, want 403 permission_denied", p, status, code)
				}
			})
			continue
		}
		if check != nil {
			t.Run(p+" gives an outside reviewer only the transmittal sent to them", func(t *testing.T) { check(t, f, r, a, b) })
		}
	}
	for _, p := range append(sitetest.ProceduresOf("gusset.admin.v1"), "/gusset.auth.v1.AuthService/Me") {
		t.Run(p+" refuses an outside reviewer's session", func(t *testing.T) {
			status, code := f.Site.ConnectJSON(t, p, "Bearer "+r.token)
			if (status == http.StatusMethodNotAllowed || status == http.StatusNotFound) && code == "" {
				t.Skipf("%s is described but not served by this build", p)
			}
			if status != http.StatusUnauthorized || code != "unauthenticated" {
				t.Errorf("%s with a reviewer's session = %d %q, want 401 unauthenticated", p, status, code)
			}
		})
	}
	t.Run("a client of another organization gets nothing of the reviewer's transmittal", func(t *testing.T) {
		_, err := drawingAPI(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: r.transmittal}, b.token))
		wantNotFound(t, "b's client's GetTransmittal of a's reviewer's transmittal", err)
		_, err = drawingAPI(f).GetSheetRevisionUrl(context.Background(), sitetest.WithToken(&portalv1.GetSheetRevisionUrlRequest{RevisionId: r.revision}, b.token))
		wantNotFound(t, "b's client's GetSheetRevisionUrl of the reviewer's item", err)
	})
	t.Run("the message service gives a reviewer no thread, behind the interceptor too", func(t *testing.T) {
		th := messageFixtureOf(f).startThread(t, a.token, a.project, "Connection at grid B", "See the attached sketch")
		who := actor.Reviewer(uuid.MustParse(r.id), "eor@engineers.example")
		_, _, err := f.Svcs.PortalMessages.Thread(context.Background(), who, th.GetThread().GetId())
		if !errors.Is(err, portal.ErrThreadNotFound) {
			t.Errorf("Messages.Thread by a reviewer = %v, want %v", err, portal.ErrThreadNotFound)
		}
	})
	t.Run("a reviewer named on transmittals of two organizations sees both, and only those", func(t *testing.T) {
		both := "both@engineers.example"
		ra, rb := tenantReviewer(t, f, a, both), tenantReviewer(t, f, b, both)
		if ra.id != rb.id {
			t.Errorf("one address is two reviewers: %s and %s", ra.id, rb.id)
		}
		got := myTransmittals(t, f, ra.token)
		slices.Sort(got)
		want := []string{ra.transmittal, rb.transmittal}
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("the reviewer of both lists %v, want %v", got, want)
		}
		for _, id := range want {
			if _, err := drawingAPI(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: id}, ra.token)); err != nil {
				t.Errorf("GetTransmittal %s by the reviewer of both = %v", id, err)
			}
		}
		_, err := drawingAPI(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: r.transmittal}, ra.token))
		wantNotFound(t, "GetTransmittal of another reviewer's transmittal", err)
	})
}
