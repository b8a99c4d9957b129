package drawing_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawingpdf/pdftext"
	"github.com/gusset/gusset/internal/sitetest"
)

// fetchPDF follows a signed link, answering its status, type and the PDF's text.
func fetchPDF(t *testing.T, f *sitetest.PortalFixture, link string) (int, string, string) {
	t.Helper()
	res, err := http.Get(f.URL + link)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		return res.StatusCode, res.Header.Get("Content-Type"), ""
	}
	text, err := pdftext.Text(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("reading the PDF at %s: %v", link, err)
	}
	return res.StatusCode, res.Header.Get("Content-Type"), text
}

func TestCoverSheetsAreServedToStaffAndThePeopleATransmittalWentTo(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	f.Invite(t, a.org, "lee@prairie.example")
	outsider := f.Client(t, a.org, "pat@prairie.example")
	names := []string{"B101_R0.pdf", "B102_R1.pdf", "E1-rev-A.pdf"}
	revs := revisionIDs(addSheets(t, f, a.project, names...))
	in := forApproval(a.project, []string{a.clientID}, revs)
	in.CopyIds = []string{userID(t, f, "lee@prairie.example")}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	admin := adminv1connect.NewDrawingDocumentAdminServiceClient(f.H1, f.URL)
	portal := portalv1connect.NewDrawingDocumentServiceClient(f.H1, f.URL)

	t.Run("staff's cover sheet holds the number, the project and every sheet number", func(t *testing.T) {
		res, err := admin.GetCoverSheetUrlAdmin(ctx, sitetest.WithToken(&adminv1.GetCoverSheetUrlAdminRequest{TransmittalId: tr.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		status, typ, text := fetchPDF(t, f, res.Msg.GetUrl())
		if status != http.StatusOK || typ != "application/pdf" {
			t.Fatalf("got %d %s, want 200 application/pdf", status, typ)
		}
		for _, want := range []string{"T-0001", "J-2026-101", "B101", "B102", "E1", "dana@prairie.example", "For approval"} {
			if !strings.Contains(text, want) {
				t.Errorf("the cover sheet lacks %q:\n%s", want, text)
			}
		}
	})
	t.Run("a recipient gets it through the portal", func(t *testing.T) {
		res, err := portal.GetCoverSheetUrl(ctx, sitetest.WithToken(&portalv1.GetCoverSheetUrlRequest{TransmittalId: tr.GetId()}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		if status, _, text := fetchPDF(t, f, res.Msg.GetUrl()); status != http.StatusOK || !strings.Contains(text, "T-0001") {
			t.Errorf("got %d with %q, want the cover sheet", status, text)
		}
	})
	t.Run("a user of the organization it was not sent to gets not found", func(t *testing.T) {
		_, err := portal.GetCoverSheetUrl(ctx, sitetest.WithToken(&portalv1.GetCoverSheetUrlRequest{TransmittalId: tr.GetId()}, outsider))
		if connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("got %v, want not found", err)
		}
	})
	t.Run("a link with its transmittal changed is refused", func(t *testing.T) {
		res, err := portal.GetCoverSheetUrl(ctx, sitetest.WithToken(&portalv1.GetCoverSheetUrlRequest{TransmittalId: tr.GetId()}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		other, err := send(f, in)
		if err != nil {
			t.Fatal(err)
		}
		forged := strings.Replace(res.Msg.GetUrl(), tr.GetId(), other.GetId(), 1)
		if status, _, _ := fetchPDF(t, f, forged); status != http.StatusNotFound {
			t.Errorf("got %d, want 404", status)
		}
	})
}

func TestTheDrawingLogAsPDFListsEverySheet(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf", "B102_R0.pdf", "E1-rev-A.pdf"))
	if _, err := send(f, forApproval(a.project, []string{a.clientID}, revs[:2])); err != nil {
		t.Fatal(err)
	}
	res, err := adminv1connect.NewDrawingDocumentAdminServiceClient(f.H1, f.URL).ExportSheetsPdf(ctx, sitetest.WithToken(&adminv1.ExportSheetsPdfRequest{ProjectId: a.project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	text, err := pdftext.Text(bytes.NewReader(res.Msg.GetPdf()))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"DRAWING LOG", "J-2026-101", "B101", "B102", "E1", "T-0001", "Issued for approval", "Not issued"} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, text)
		}
	}
	_, err = adminv1connect.NewDrawingDocumentAdminServiceClient(f.H1, f.URL).ExportSheetsPdf(ctx, sitetest.WithToken(&adminv1.ExportSheetsPdfRequest{ProjectId: "nope"}, f.Staff))
	if connect.CodeOf(err) != connect.CodeNotFound {
		t.Errorf("a malformed project: got %v, want not found", err)
	}
}
