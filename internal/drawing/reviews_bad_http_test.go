package drawing_test

import (
	"context"
	"net/http"
	"testing"

	"connectrpc.com/connect"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// reviewsWritten counts the reviews, the stamped files and the markup uploads still
// unclaimed: a refused return changes none of them.
func reviewsWritten(t *testing.T, f *sitetest.PortalFixture) (reviews, stamped, uploads int) {
	t.Helper()
	ctx := context.Background()
	if err := f.Pool.QueryRow(ctx, `SELECT (SELECT count(*) FROM transmittal_reviews), (SELECT count(*) FROM resumable_uploads)`).Scan(&reviews, &uploads); err != nil {
		t.Fatal(err)
	}
	return reviews, stampedObjects(t, f), uploads
}

func TestBadReturnsAreRefusedAndWriteNothing(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	revs := []string{addRealSheet(t, f, a.project, "C1", "0"), addRealSheet(t, f, a.project, "C2", "0")}
	tr, err := send(f, forApproval(a.project, []string{a.clientID}, revs))
	if err != nil {
		t.Fatal(err)
	}
	other, err := send(f, forApproval(a.project, []string{a.clientID}, revs[:1]))
	if err != nil {
		t.Fatal(err)
	}
	// A stand-in sheet that starts like a PDF but is none: it cannot be stamped.
	broken := addSheets(t, f, a.project, "C9_R0.pdf").GetSheets()[0].GetRevisions()[0].GetId()
	brokenTr, err := send(f, forApproval(a.project, []string{a.clientID}, []string{broken}))
	if err != nil {
		t.Fatal(err)
	}
	c1, c2 := tr.GetItems()[0].GetId(), tr.GetItems()[1].GetId()
	good := sheetPDF(t, "marked")
	upload := func(name string, data []byte) string { return mustMarkup(t, f, a.client, tr.GetId(), name, data) }

	tests := []struct {
		name  string
		tr    string
		items func() []*portalv1.ItemReviewInput
		field string
	}{
		{"an item of another transmittal", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c1, approved, "", ""), item(other.GetItems()[0].GetId(), approved, "", "")}
		}, "items[1].item_id"},
		{"no status", tr.GetId(), func() []*portalv1.ItemReviewInput { return []*portalv1.ItemReviewInput{item(c1, 0, "", "")} }, "items[0].status"},
		{"a status outside the set", tr.GetId(), func() []*portalv1.ItemReviewInput { return []*portalv1.ItemReviewInput{item(c1, 42, "", "")} }, "items[0].status"},
		{"the same item twice", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c1, approved, "", ""), item(c1, resubmit, "", "")}
		}, "items[1].item_id"},
		{"no items", tr.GetId(), func() []*portalv1.ItemReviewInput { return nil }, "items"},
		{"a markup that is not a PDF, after a good item", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c1, approved, "", upload("ok.pdf", good)), item(c2, asNoted, "", upload("notes.pdf", []byte("Fix the bolts")))}
		}, "items[1].markup_upload_id"},
		{"an encrypted markup", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c1, asNoted, "", upload("locked.pdf", encryptedPDF(t, good)))}
		}, "items[0].markup_upload_id"},
		{"a broken markup", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c2, approved, "", ""), item(c1, asNoted, "", upload("cut.pdf", good[:len(good)/2]))}
		}, "items[1].markup_upload_id"},
		{"an issued sheet that cannot be stamped, with no markup", brokenTr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(brokenTr.GetItems()[0].GetId(), approved, "", "")}
		}, "items[0].markup_upload_id"},
		{"someone else's upload", tr.GetId(), func() []*portalv1.ItemReviewInput {
			return []*portalv1.ItemReviewInput{item(c1, approved, "", staffUpload(t, f, a.project, "C1_R1.pdf", good))}
		}, "items[0].markup_upload_id"},
	}
	for _, tc := range tests {
		t.Run(tc.name+" is a violation and writes nothing", func(t *testing.T) {
			items := tc.items()
			r0, s0, u0 := reviewsWritten(t, f)
			_, err := submit(f, a.client, tc.tr, items...)
			wantViolation(t, err, tc.field)
			if r, s, u := reviewsWritten(t, f); r != r0 || s != s0 || u != u0 {
				t.Errorf("got %d reviews, %d stamped files, %d uploads, want %d, %d, %d", r, s, u, r0, s0, u0)
			}
		})
	}
	wantStatus(t, f, a, "C1", portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL)

	t.Run("a copy, a stranger to the transmittal and staff may not review it", func(t *testing.T) {
		copyToken := f.Client(t, a.org, "copy@prairie.example")
		in := forApproval(a.project, []string{a.clientID}, revs[:1])
		in.CopyIds = []string{userID(t, f, "copy@prairie.example")}
		copied, err := send(f, in)
		if err != nil {
			t.Fatal(err)
		}
		_, err = submit(f, copyToken, copied.GetId(), item(copied.GetItems()[0].GetId(), approved, "", ""))
		if connect.CodeOf(err) != connect.CodePermissionDenied {
			t.Errorf("a copy's return: got %v, want PermissionDenied", err)
		}
		if status, _ := markup(t, f, copyToken, copied.GetId(), "m.pdf", good); status != http.StatusForbidden {
			t.Errorf("a copy's markup upload: got %d, want 403", status)
		}
		if status, _ := markup(t, f, f.Staff, copied.GetId(), "m.pdf", good); status != http.StatusForbidden {
			t.Errorf("staff's markup upload: got %d, want 403", status)
		}
		b := newTenant(t, f, "Bow River Builders", "kim@bowriver.example", "J-2026-202")
		_, err = submit(f, b.client, copied.GetId(), item(copied.GetItems()[0].GetId(), approved, "", ""))
		if connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("another organization's return: got %v, want NotFound", err)
		}
		if status, _ := markup(t, f, b.client, copied.GetId(), "m.pdf", good); status != http.StatusNotFound {
			t.Errorf("another organization's markup upload: got %d, want 404", status)
		}
		if _, err := reviewClient(f).GetStampSet(ctx, sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: copied.GetId()}, b.client)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("another organization's stamp set: got %v, want NotFound", err)
		}
	})
}
