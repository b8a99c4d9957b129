package portal_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
	"github.com/gusset/gusset/internal/sitetest"
)

var (
	reviewsMu   sync.Mutex
	reviewsMade = map[string]string{}
)

// tenantReview is tn's review of its transmittal's one item, returned with a marked-up
// PDF (stamped): made once per project, by tn's client.
func tenantReview(t *testing.T, f *sitetest.PortalFixture, tn tenant) string {
	t.Helper()
	d := tenantDrawings(t, f, tn)
	reviewsMu.Lock()
	defer reviewsMu.Unlock()
	if id, ok := reviewsMade[tn.project]; ok {
		return id
	}
	ctx := context.Background()
	data := pdftest.RedLeftHalf()
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+tn.token)
	res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{
		"Upload-Length": strconv.Itoa(len(data)), "Upload-Metadata": tusMeta("transmittal", d.transmittal, "filename", "E1 marked.pdf"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if status, _ := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent {
		t.Fatalf("uploading a markup: %d", status)
	}
	// The item's id from the table: b opening its transmittal would record an open, which
	// GetTransmittal's case checks a's tries never do.
	var itemID string
	if err := f.Pool.QueryRow(ctx, `SELECT id::text FROM transmittal_items WHERE transmittal_id = $1`, d.transmittal).Scan(&itemID); err != nil {
		t.Fatal(err)
	}
	out, err := reviews(f).SubmitReview(ctx, sitetest.WithToken(&portalv1.SubmitReviewRequest{TransmittalId: d.transmittal, Items: []*portalv1.ItemReviewInput{{
		ItemId: itemID, Status: portalv1.ReviewStatus_REVIEW_STATUS_APPROVED, MarkupUploadId: res.Header.Get("Gusset-Upload-Id"),
	}}}, tn.token))
	if err != nil {
		t.Fatal(err)
	}
	reviewsMade[tn.project] = out.Msg.GetReviews()[0].GetId()
	return reviewsMade[tn.project]
}

func reviews(f *sitetest.PortalFixture) portalv1connect.ReviewServiceClient {
	return portalv1connect.NewReviewServiceClient(f.H1, f.URL)
}

func init() {
	portalIsolationCases[portalv1connect.ReviewServiceGetStampSetProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantDrawings(t, f, b)
		for what, id := range otherIDs(theirs.transmittal) {
			_, err := reviews(f).GetStampSet(context.Background(), sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: id}, a.token))
			wantNotFound(t, "GetStampSet of "+what+" transmittal", err)
		}
		if _, err := reviews(f).GetStampSet(context.Background(), sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: tenantDrawings(t, f, a).transmittal}, a.token)); err != nil {
			t.Errorf("GetStampSet of a's own transmittal = %v", err)
		}
	}
	portalIsolationCases[portalv1connect.ReviewServiceSubmitReviewProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantDrawings(t, f, b)
		for what, id := range otherIDs(theirs.transmittal) {
			_, err := reviews(f).SubmitReview(context.Background(), sitetest.WithToken(&portalv1.SubmitReviewRequest{TransmittalId: id, Items: []*portalv1.ItemReviewInput{{
				ItemId: uuid.NewString(), Status: portalv1.ReviewStatus_REVIEW_STATUS_REJECTED,
			}}}, a.token))
			wantNotFound(t, "SubmitReview of "+what+" transmittal", err)
		}
		var n int
		if err := f.Pool.QueryRow(context.Background(), `SELECT count(*) FROM transmittal_reviews v JOIN transmittal_items i ON i.id = v.item_id
			WHERE i.transmittal_id = $1 AND v.status = 'REJECTED'`, theirs.transmittal).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Errorf("b's transmittal has %d rejections after a's tries, want 0", n)
		}
	}
	portalIsolationCases[portalv1connect.ReviewServiceGetStampedFileUrlProcedure] = func(t *testing.T, f *sitetest.PortalFixture, a, b tenant) {
		theirs := tenantReview(t, f, b)
		for what, id := range otherIDs(theirs) {
			_, err := reviews(f).GetStampedFileUrl(context.Background(), sitetest.WithToken(&portalv1.GetStampedFileUrlRequest{ReviewId: id}, a.token))
			wantNotFound(t, "GetStampedFileUrl of "+what+" review", err)
		}
		if _, err := reviews(f).GetStampedFileUrl(context.Background(), sitetest.WithToken(&portalv1.GetStampedFileUrlRequest{ReviewId: theirs}, b.token)); err != nil {
			t.Errorf("GetStampedFileUrl of b's own review = %v", err)
		}
	}
}
