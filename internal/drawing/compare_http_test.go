package drawing_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"strings"
	"sync"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawingpdf/compare"
	"github.com/gusset/gusset/internal/pdfpage"
	"github.com/gusset/gusset/internal/pdfpage/pdftest"
	"github.com/gusset/gusset/internal/sitetest"
)

// sheetPDF is a 600 × 400 point sheet: a frame, a beam and its label, and a line at
// height lineY (points from the bottom). Small, so that drawing it costs little.
func linedSheetPDF(lineY int) []byte {
	return pdftest.Page(600, 400, fmt.Sprintf("2 w 20 20 560 360 re S\n100 200 m 500 200 l 500 240 l 100 240 l h S\n"+
		"BT /F1 14 Tf 110 260 Td (B101) Tj ET\n1 w 100 %d m 500 %d l S", lineY, lineY))
}

// revise adds data as the next revision named by name (B101_R1.pdf), answering the
// sheet's id and the new revision's.
func revise(t *testing.T, f *sitetest.PortalFixture, project, name string, data []byte) (sheet, revision string) {
	t.Helper()
	id := staffUpload(t, f, project, name, data)
	ctx := context.Background()
	prop, err := adminClient(f).ProposeSheets(ctx, sitetest.WithToken(&adminv1.ProposeSheetsRequest{ProjectId: project, UploadIds: []string{id}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	p := prop.Msg.GetProposals()[0]
	res, err := adminClient(f).AddSheetRevisions(ctx, sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: project, Revisions: []*adminv1.SheetRevisionInput{
		{UploadId: p.GetUploadId(), SheetNumber: p.GetSheetNumber(), Revision: p.GetRevision()},
	}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	sh := res.Msg.GetSheets()[0]
	return sh.GetId(), sh.GetRevisions()[0].GetId()
}

func compareAdmin(f *sitetest.PortalFixture) adminv1connect.CompareAdminServiceClient {
	return adminv1connect.NewCompareAdminServiceClient(f.H1, f.URL)
}

// staffCompare compares as staff.
func staffCompare(f *sitetest.PortalFixture, sheet, earlier, later string) (*portalv1.RevisionComparison, error) {
	res, err := compareAdmin(f).CompareRevisionsAdmin(context.Background(), sitetest.WithToken(&adminv1.CompareRevisionsAdminRequest{
		SheetId: sheet, EarlierRevisionId: earlier, LaterRevisionId: later}, f.Staff))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetComparison(), nil
}

// picture fetches a picture's signed link and decodes it.
func picture(t *testing.T, f *sitetest.PortalFixture, link string) image.Image {
	t.Helper()
	res, body := f.Get(t, link, "")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("GET %s: %d %s, want 200 image/png", link, res.StatusCode, res.Header.Get("Content-Type"))
	}
	img, err := png.Decode(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("decoding %s: %v", link, err)
	}
	return img
}

// comparisonKeys are the bucket's objects of comparisons.
func comparisonKeys(t *testing.T, f *sitetest.PortalFixture) []string {
	t.Helper()
	var out []string
	for _, k := range f.AllObjectKeys(t) {
		if strings.HasPrefix(k, drawing.ComparePrefix) {
			out = append(out, k)
		}
	}
	return out
}

// warmPDFium compiles PDFium into the process's cache once, with no request's deadline
// on it: a minute or more under the race detector on a busy machine, seconds otherwise.
var warmPDFium = sync.OnceValue(func() error {
	r := pdfpage.New(pdfpage.Options{})
	defer func() { _ = r.Close() }()
	pdf := linedSheetPDF(100)
	_, err := r.FirstPageGray(context.Background(), bytes.NewReader(pdf), int64(len(pdf)), 10, 1<<20)
	return err
})

// startCompare is start with PDFium compiled.
func startCompare(t *testing.T) (*sitetest.PortalFixture, tenant) {
	t.Helper()
	if err := warmPDFium(); err != nil {
		t.Fatal(err)
	}
	return start(t)
}

func TestCompareRevisions(t *testing.T) {
	f, a := startCompare(t)
	sheet, rev0 := revise(t, f, a.project, "B101_R0.pdf", linedSheetPDF(100))
	_, rev1 := revise(t, f, a.project, "B101_R1.pdf", linedSheetPDF(100))
	_, rev2 := revise(t, f, a.project, "B101_R2.pdf", linedSheetPDF(140))

	t.Run("identical revisions give an empty difference", func(t *testing.T) {
		c, err := staffCompare(f, sheet, rev0, rev1)
		if err != nil {
			t.Fatal(err)
		}
		if c.GetAddedPixels() != 0 || c.GetRemovedPixels() != 0 {
			t.Errorf("got %d added and %d removed pixels, want none", c.GetAddedPixels(), c.GetRemovedPixels())
		}
		// 600 × 400 points at 150 dpi.
		if got := image.Pt(int(c.GetWidth()), int(c.GetHeight())); got != image.Pt(1250, 834) || c.GetDpi() != 150 {
			t.Errorf("got %v at %d dpi, want 1250x834 at 150", got, c.GetDpi())
		}
		for _, link := range []string{c.GetEarlierUrl(), c.GetLaterUrl(), c.GetOverlayUrl()} {
			if got := picture(t, f, link).Bounds().Size(); got != image.Pt(1250, 834) {
				t.Errorf("%s: got %v, want 1250x834", link, got)
			}
		}
	})
	t.Run("by default the current revision is compared with the one before, and one moved line differs", func(t *testing.T) {
		c, err := staffCompare(f, sheet, "", "")
		if err != nil {
			t.Fatal(err)
		}
		if c.GetEarlierRevisionId() != rev1 || c.GetLaterRevisionId() != rev2 || c.GetEarlierRevision() != "1" || c.GetLaterRevision() != "2" {
			t.Errorf("got %s (%s) to %s (%s), want revision 1 to 2", c.GetEarlierRevisionId(), c.GetEarlierRevision(), c.GetLaterRevisionId(), c.GetLaterRevision())
		}
		if c.GetAddedPixels() == 0 || c.GetRemovedPixels() == 0 {
			t.Fatalf("got %d added and %d removed pixels, want both above 0", c.GetAddedPixels(), c.GetRemovedPixels())
		}
		overlay := picture(t, f, c.GetOverlayUrl())
		// The line was at 100 points from the bottom, is at 140: rows from the top at 150 dpi.
		at := func(y int) any { return overlay.At(625, (400-y)*150/72) }
		if got, want := at(100), compare.Removed; got != want {
			t.Errorf("where the line was: got %v, want %v (removed)", got, want)
		}
		if got, want := at(140), compare.Added; got != want {
			t.Errorf("where the line is: got %v, want %v (added)", got, want)
		}
	})
	t.Run("a pair is drawn once and its pictures reused, in either order", func(t *testing.T) {
		first, err := staffCompare(f, sheet, rev1, rev2)
		if err != nil {
			t.Fatal(err)
		}
		again, err := staffCompare(f, sheet, rev2, rev1)
		if err != nil {
			t.Fatal(err)
		}
		if again.GetId() != first.GetId() || again.GetEarlierRevisionId() != rev1 {
			t.Errorf("got comparison %s from %s, want %s from revision 1", again.GetId(), again.GetEarlierRevisionId(), first.GetId())
		}
		if n := f.CountRows(t, "drawing_comparisons"); n != 2 {
			t.Errorf("got %d comparisons stored, want 2", n)
		}
		if got := len(comparisonKeys(t, f)); got != 6 {
			t.Errorf("got %d pictures in the bucket, want 6 (3 a comparison)", got)
		}
	})
	t.Run("concurrent requests for a new pair store one comparison and no orphan picture", func(t *testing.T) {
		ids := make([]string, 5)
		errs := make([]error, 5)
		var wg sync.WaitGroup
		for i := range ids {
			wg.Go(func() {
				c, err := staffCompare(f, sheet, rev0, rev2)
				ids[i], errs[i] = c.GetId(), err
			})
		}
		wg.Wait()
		for i := range ids {
			if errs[i] != nil || ids[i] != ids[0] {
				t.Errorf("request %d: got %q, %v, want comparison %q", i, ids[i], errs[i], ids[0])
			}
		}
		if n := f.CountRows(t, "drawing_comparisons"); n != 3 {
			t.Errorf("got %d comparisons stored, want 3", n)
		}
		if got := len(comparisonKeys(t, f)); got != 9 {
			t.Errorf("got %d pictures in the bucket, want 9", got)
		}
	})
	t.Run("the client of the organization compares and sees the pictures", func(t *testing.T) {
		res, err := portalv1connect.NewCompareServiceClient(f.H1, f.URL).CompareRevisions(context.Background(),
			sitetest.WithToken(&portalv1.CompareRevisionsRequest{SheetId: sheet}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		picture(t, f, res.Msg.GetComparison().GetOverlayUrl())
	})
	t.Run("a picture's link with another signature is not found", func(t *testing.T) {
		c, err := staffCompare(f, sheet, "", "")
		if err != nil {
			t.Fatal(err)
		}
		for _, link := range []string{
			strings.Replace(c.GetOverlayUrl(), "sig=", "sig=x", 1),
			strings.Replace(c.GetOverlayUrl(), "overlay.png", "later.png", 1),
		} {
			if res, _ := f.Get(t, link, ""); res.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s: got %d, want 404", link, res.StatusCode)
			}
		}
	})
}

func TestCompareRevisionsRefusesBadInput(t *testing.T) {
	f, a := startCompare(t)
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	sheet, rev0 := revise(t, f, a.project, "B101_R0.pdf", linedSheetPDF(100))
	_, rev1 := revise(t, f, a.project, "B101_R1.pdf", linedSheetPDF(140))
	lone, loneRev := revise(t, f, a.project, "B102_R0.pdf", linedSheetPDF(100))
	broken, brokenRev := revise(t, f, a.project, "B103_R0.pdf", []byte("%PDF-1.7\n% cut short\n"))
	_, brokenNext := revise(t, f, a.project, "B103_R1.pdf", linedSheetPDF(100))
	theirs, theirRev := revise(t, f, b.project, "E1_R0.pdf", linedSheetPDF(100))
	revise(t, f, b.project, "E1_R1.pdf", linedSheetPDF(140))

	for _, tc := range []struct {
		name                  string
		sheet, earlier, later string
		violations            map[string]string
	}{
		{"a sheet of one revision has nothing to compare", lone, "", "", map[string]string{"sheet_id": "This sheet has one revision: there is nothing to compare it with yet"}},
		{"a revision of another sheet is refused", sheet, rev0, loneRev, map[string]string{"later_revision_id": "This revision is of another sheet: compare two revisions of the same sheet"}},
		{"a revision compared with itself is refused", sheet, rev0, rev0, map[string]string{"later_revision_id": "Choose two different revisions"}},
		{"one revision without the other is refused", sheet, rev0, "", map[string]string{"later_revision_id": "Choose the later revision too"}},
		{"a revision that cannot be drawn is named", broken, brokenRev, brokenNext, map[string]string{"earlier_revision_id": "Revision 0 (B103_R0.pdf) cannot be drawn: the file is damaged, encrypted or not a PDF"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := staffCompare(f, tc.sheet, tc.earlier, tc.later)
			sitetest.AssertViolations(t, err, tc.violations)
		})
	}
	t.Run("a failed drawing leaves no comparison and no picture", func(t *testing.T) {
		if n := f.CountRows(t, "drawing_comparisons"); n != 0 {
			t.Errorf("got %d comparisons, want 0", n)
		}
		if keys := comparisonKeys(t, f); len(keys) != 0 {
			t.Errorf("got pictures %v, want none", keys)
		}
	})
	for _, tc := range []struct{ name, sheet, earlier, later string }{
		{"an unknown sheet is not found", "0b6bd8a3-3f57-4b0e-9d3c-000000000000", "", ""},
		{"a malformed sheet id is not found", "../" + sheet, "", ""},
		{"an unknown revision is not found", sheet, rev0, "0b6bd8a3-3f57-4b0e-9d3c-000000000000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := staffCompare(f, tc.sheet, tc.earlier, tc.later); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("got %v, want not found", err)
			}
		})
	}
	t.Run("a client gets nothing of another organization's sheets", func(t *testing.T) {
		client := portalv1connect.NewCompareServiceClient(f.H1, f.URL)
		for what, req := range map[string]*portalv1.CompareRevisionsRequest{
			"their sheet":                   {SheetId: theirs},
			"their revision on a own sheet": {SheetId: sheet, EarlierRevisionId: rev0, LaterRevisionId: theirRev},
		} {
			if _, err := client.CompareRevisions(context.Background(), sitetest.WithToken(req, a.client)); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("%s: got %v, want not found", what, err)
			}
		}
		if _, err := client.CompareRevisions(context.Background(), sitetest.WithToken(&portalv1.CompareRevisionsRequest{SheetId: sheet, EarlierRevisionId: rev0, LaterRevisionId: rev1}, a.client)); err != nil {
			t.Errorf("their own sheet: got %v, want the comparison", err)
		}
	})
}
