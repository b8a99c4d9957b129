package portal_test

import (
	"context"
	"testing"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// An outside reviewer reviews the transmittals sent to them and no other: the review
// procedures answer them NotFound for any other transmittal (their own returns are
// tested with the reviews, in internal/drawing).
func init() {
	others := func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) map[string]string {
		return map[string]string{
			"a client-only transmittal of the same project": tenantDrawings(t, f, a).transmittal,
			"a transmittal of another organization":         tenantDrawings(t, f, b).transmittal,
			"another reviewer's transmittal":                tenantReviewer(t, f, b, "reviewer."+b.email).transmittal,
			"a malformed id":                                "../" + r.transmittal,
		}
	}
	api := func(f *sitetest.PortalFixture) portalv1connect.ReviewServiceClient {
		return portalv1connect.NewReviewServiceClient(f.H1, f.URL)
	}
	reviewerMay[portalv1connect.ReviewServiceGetStampSetProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		for what, id := range others(t, f, r, a, b) {
			_, err := api(f).GetStampSet(context.Background(), sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: id}, r.token))
			wantNotFound(t, "GetStampSet of "+what, err)
		}
		if _, err := api(f).GetStampSet(context.Background(), sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: r.transmittal}, r.token)); err != nil {
			t.Errorf("GetStampSet of their own = %v", err)
		}
	}
	reviewerMay[portalv1connect.ReviewServiceSubmitReviewProcedure] = func(t *testing.T, f *sitetest.PortalFixture, r reviewerOf, a, b tenant) {
		for what, id := range others(t, f, r, a, b) {
			_, err := api(f).SubmitReview(context.Background(), sitetest.WithToken(&portalv1.SubmitReviewRequest{TransmittalId: id,
				Items: []*portalv1.ItemReviewInput{{ItemId: "x", Status: portalv1.ReviewStatus_REVIEW_STATUS_APPROVED}}}, r.token))
			wantNotFound(t, "SubmitReview of "+what, err)
		}
	}
}
