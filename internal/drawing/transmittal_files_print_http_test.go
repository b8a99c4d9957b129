package drawing_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestTheCoverSheetAndTheMailListTheFilesAfterTheSheets(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	bom := addProjectFile(t, f, a.project, "BOM.csv", []byte("mark,qty\nB101,4\n"))
	nc := addProjectFile(t, f, a.project, "NC files.zip", make([]byte, 12800))
	in := forApproval(a.project, []string{a.clientID}, revs)
	in.FileIds = []string{bom.file, nc.file}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	t.Run("the cover sheet's item table has each file with its size after the sheets", func(t *testing.T) {
		res, err := adminv1connect.NewDrawingDocumentAdminServiceClient(f.H1, f.URL).GetCoverSheetUrlAdmin(ctx,
			sitetest.WithToken(&adminv1.GetCoverSheetUrlAdminRequest{TransmittalId: tr.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		status, _, text := fetchPDF(t, f, res.Msg.GetUrl())
		if status != http.StatusOK {
			t.Fatalf("got %d, want 200", status)
		}
		sheet, first, second := strings.Index(text, "B101"), strings.Index(text, "BOM.csv (16 bytes)"), strings.Index(text, "NC files.zip (12.5 KB)")
		if sheet < 0 || first < sheet || second < first {
			t.Errorf("the cover sheet lists the sheet at %d and the files at %d and %d, want the sheet, then BOM.csv (16 bytes), then NC files.zip (12.5 KB):\n%s", sheet, first, second, text)
		}
	})
	t.Run("the mail names the files after the sheets", func(t *testing.T) {
		var subject, body string
		if err := f.Pool.QueryRow(ctx, `SELECT subject, text_body FROM outbox_messages WHERE to_addr = $1 AND topic = $2`,
			"dana@prairie.example", drawing.TopicTransmittal).Scan(&subject, &body); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(subject, "1 drawing(s) and 2 file(s)") {
			t.Errorf("got the subject %q, want it to count 1 drawing and 2 files", subject)
		}
		if !strings.Contains(body, "Items: B101 rev 0") || !strings.Contains(body, "Files: BOM.csv; NC files.zip.") {
			t.Errorf("got the mail\n%s\nwant its items, then Files: BOM.csv; NC files.zip.", body)
		}
	})
}
