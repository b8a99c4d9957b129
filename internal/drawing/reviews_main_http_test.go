package drawing_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strconv"
	"testing"

	"codeberg.org/go-pdf/fpdf"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"gocloud.dev/blob"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/sitetest"
)

func reviewClient(f *sitetest.PortalFixture) portalv1connect.ReviewServiceClient {
	return portalv1connect.NewReviewServiceClient(f.H1, f.URL)
}

func stampAdminClient(f *sitetest.PortalFixture) adminv1connect.StampAdminServiceClient {
	return adminv1connect.NewStampAdminServiceClient(f.H1, f.URL)
}

// sheetPDF is a real one-page PDF that shows text (the stamp has to read it).
func sheetPDF(t testing.TB, text string) []byte {
	t.Helper()
	p := fpdf.New("L", "pt", "Letter", "")
	p.SetFont("Helvetica", "", 14)
	p.AddPage()
	p.Text(40, 60, text)
	p.Line(40, 80, 700, 500)
	var b bytes.Buffer
	if err := p.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// encryptedPDF is pdf with a user password.
func encryptedPDF(t testing.TB, pdf []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(pdf), &out, model.NewAESConfiguration("user secret", "owner secret", 256)); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// addRealSheet uploads a real PDF showing "Sheet <number> rev <rev>" and commits it,
// answering the new revision's id.
func addRealSheet(t *testing.T, f *sitetest.PortalFixture, project, number, rev string) string {
	t.Helper()
	up := staffUpload(t, f, project, number+"_R"+rev+".pdf", sheetPDF(t, "Sheet "+number+" rev "+rev))
	res, err := adminClient(f).AddSheetRevisions(context.Background(), sitetest.WithToken(&adminv1.AddSheetRevisionsRequest{ProjectId: project,
		Revisions: []*adminv1.SheetRevisionInput{{UploadId: up, SheetNumber: number, Revision: rev, Title: "Sheet " + number}}}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetSheets()[0].GetRevisions()[0].GetId()
}

// markup uploads data as a reviewer's marked-up PDF for the transmittal with token,
// answering the creation's status and the upload's id.
func markup(t *testing.T, f *sitetest.PortalFixture, token, transmittal, name string, data []byte) (int, string) {
	t.Helper()
	c := sitetest.NewTusClient(f.URL)
	c.Header.Set("Authorization", "Bearer "+token)
	res := c.Do(t, http.MethodPost, "/drawings/uploads/tus/", nil, map[string]string{
		"Upload-Length":   strconv.Itoa(len(data)),
		"Upload-Metadata": tusMeta("transmittal", transmittal, "filename", name, "filetype", "application/pdf"),
	})
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		return res.StatusCode, ""
	}
	if status, n := c.Patch(t, res.Header.Get("Location"), 0, bytes.NewReader(data), nil); status != http.StatusNoContent || n != int64(len(data)) {
		t.Fatalf("PATCH of %s: status %d offset %d, want 204 at %d", name, status, n, len(data))
	}
	return res.StatusCode, res.Header.Get("Gusset-Upload-Id")
}

// mustMarkup is markup, which must be admitted.
func mustMarkup(t *testing.T, f *sitetest.PortalFixture, token, transmittal, name string, data []byte) string {
	t.Helper()
	status, id := markup(t, f, token, transmittal, name, data)
	if status != http.StatusCreated {
		t.Fatalf("starting the markup upload %s: %d, want 201", name, status)
	}
	return id
}

func submit(f *sitetest.PortalFixture, token, transmittal string, items ...*portalv1.ItemReviewInput) (*portalv1.SubmitReviewResponse, error) {
	res, err := reviewClient(f).SubmitReview(context.Background(), sitetest.WithToken(&portalv1.SubmitReviewRequest{TransmittalId: transmittal, Items: items}, token))
	if err != nil {
		return nil, err
	}
	return res.Msg, nil
}

func item(id string, status portalv1.ReviewStatus, comment, upload string) *portalv1.ItemReviewInput {
	return &portalv1.ItemReviewInput{ItemId: id, Status: status, Comment: comment, MarkupUploadId: upload}
}

// stampedText downloads a review's stamped PDF by its signed link and reads its text.
func stampedText(t *testing.T, f *sitetest.PortalFixture, token, reviewID string) string {
	t.Helper()
	link, err := reviewClient(f).GetStampedFileUrl(context.Background(), sitetest.WithToken(&portalv1.GetStampedFileUrlRequest{ReviewId: reviewID}, token))
	if err != nil {
		t.Fatal(err)
	}
	res, err := f.H1.Get(f.URL + link.Msg.GetUrl())
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	data, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("stamped download: %d %s, want 200 application/pdf", res.StatusCode, res.Header.Get("Content-Type"))
	}
	text, err := pdftext.Text(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// sheetStatus is the status of the project's sheet number as the client's register says.
func sheetStatus(t *testing.T, f *sitetest.PortalFixture, token, project, number string) portalv1.SheetStatus {
	t.Helper()
	res, err := portalClient(f).ListSheets(context.Background(), sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: project}, token))
	if err != nil {
		t.Fatal(err)
	}
	for _, sh := range res.Msg.GetSheets() {
		if sh.GetSheetNumber() == number {
			return sh.GetStatus()
		}
	}
	t.Fatalf("no sheet %s", number)
	return 0
}

// stampedObjects counts the bucket's stamped files.
func stampedObjects(t *testing.T, f *sitetest.PortalFixture) int {
	t.Helper()
	n := 0
	it := f.Bucket.List(&blob.ListOptions{Prefix: drawing.StampedPrefix})
	for {
		_, err := it.Next(context.Background())
		if err == io.EOF {
			return n
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
}

func getTransmittal(t *testing.T, f *sitetest.PortalFixture, token, id string) *portalv1.Transmittal {
	t.Helper()
	res, err := portalClient(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: id}, token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetTransmittal()
}
