package drawing_test

import (
	"context"
	"io"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func send(f *sitetest.PortalFixture, in *adminv1.TransmittalInput) (*portalv1.Transmittal, error) {
	res, err := transmittalClient(f).SendTransmittal(context.Background(), sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: in}, f.Staff))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetTransmittal(), nil
}

func forApproval(project string, recipients, revisions []string) *adminv1.TransmittalInput {
	return &adminv1.TransmittalInput{ProjectId: project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL,
		RecipientIds: recipients, RevisionIds: revisions, Message: "Please review and return stamped."}
}

func TestConcurrentTransmittalsTakeConsecutiveNumbers(t *testing.T) {
	f, a := start(t)
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	const n = 12
	var wg sync.WaitGroup
	got := make([]int32, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			in := forApproval(a.project, []string{a.clientID}, revs)
			if i%4 == 3 {
				// A refused transmittal in the middle gives its number back.
				in.RecipientIds = []string{"00000000-0000-4000-8000-000000000000"}
			}
			t, err := send(f, in)
			errs[i] = err
			if err == nil {
				got[i] = t.GetNumber()
			}
		})
	}
	wg.Wait()
	var numbers []int32
	for i, err := range errs {
		if (err != nil) != (i%4 == 3) {
			t.Fatalf("transmittal %d: %v", i, err)
		}
		if err == nil {
			numbers = append(numbers, got[i])
		}
	}
	slices.Sort(numbers)
	for i, num := range numbers {
		if num != int32(i+1) {
			t.Fatalf("got numbers %v, want 1 to %d without gaps", numbers, len(numbers))
		}
	}
	list, err := transmittalClient(f).ListTransmittalsAdmin(context.Background(), sitetest.WithToken(&adminv1.ListTransmittalsAdminRequest{ProjectId: a.project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if first := list.Msg.GetTransmittals()[len(numbers)-1]; first.GetNumberText() != "T-0001" {
		t.Errorf("the oldest reads %q, want T-0001", first.GetNumberText())
	}
}

func TestSendingMailsEveryoneAndRecordsEachFirstOpenAndDownload(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	f.Invite(t, a.org, "lee@prairie.example")
	copyID := userID(t, f, "lee@prairie.example")
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf", "B102_R0.pdf"))
	in := forApproval(a.project, []string{a.clientID}, revs)
	in.CopyIds = []string{copyID, a.clientID}
	tr, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	today := time.Now().UTC()
	t.Run("the due date is the issue date plus 14 days", func(t *testing.T) {
		if want := today.AddDate(0, 0, 14).Format(time.DateOnly); tr.GetDueDate() != want || tr.GetIssueDate() != today.Format(time.DateOnly) {
			t.Errorf("got issued %s due %s, want due %s", tr.GetIssueDate(), tr.GetDueDate(), want)
		}
	})
	t.Run("a recipient named as a copy too is a recipient once", func(t *testing.T) {
		if got := len(tr.GetRecipients()); got != 2 || tr.GetRecipients()[0].GetCopy() || !tr.GetRecipients()[1].GetCopy() {
			t.Errorf("got %v, want dana as recipient and lee as copy", tr.GetRecipients())
		}
	})
	t.Run("each recipient and copy is mailed a link to the transmittal", func(t *testing.T) {
		rows, err := f.Pool.Query(ctx, `SELECT to_addr, text_body FROM outbox_messages WHERE topic = 'drawing.transmittal' ORDER BY to_addr`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var to []string
		for rows.Next() {
			var addr, body string
			if err := rows.Scan(&addr, &body); err != nil {
				t.Fatal(err)
			}
			to = append(to, addr)
			if link := "/portal/projects/" + a.project + "/transmittals/" + tr.GetId(); !strings.Contains(body, link) || !strings.Contains(body, "T-0001") {
				t.Errorf("the mail to %s lacks %s or the number:\n%s", addr, link, body)
			}
		}
		if !slices.Equal(to, []string{"dana@prairie.example", "lee@prairie.example"}) {
			t.Errorf("mailed %v, want dana and lee", to)
		}
	})
	t.Run("the sheets are issued for approval and name the transmittal", func(t *testing.T) {
		res, err := portalClient(f).ListSheets(ctx, sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: a.project}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		for _, sh := range res.Msg.GetSheets() {
			if sh.GetStatus() != portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL || !slices.Equal(sh.GetRevisions()[0].GetTransmittalNumbers(), []string{"T-0001"}) {
				t.Errorf("%s: got %v in %v, want issued for approval in T-0001", sh.GetSheetNumber(), sh.GetStatus(), sh.GetRevisions()[0].GetTransmittalNumbers())
			}
		}
	})
	t.Run("the first open is recorded for the recipient who opened it, once", func(t *testing.T) {
		first := openAs(t, f, a.client, tr.GetId())
		opened := first.GetRecipients()[0].GetFirstOpenTime()
		if opened == nil || first.GetRecipients()[1].GetFirstOpenTime() != nil {
			t.Fatalf("got opens %v, want dana's only", first.GetRecipients())
		}
		again := openAs(t, f, a.client, tr.GetId())
		if !again.GetRecipients()[0].GetFirstOpenTime().AsTime().Equal(opened.AsTime()) {
			t.Errorf("a second open moved the first from %v to %v", opened.AsTime(), again.GetRecipients()[0].GetFirstOpenTime().AsTime())
		}
	})
	t.Run("following a download link records the recipient's first download", func(t *testing.T) {
		res, err := portalClient(f).GetSheetRevisionUrl(ctx, sitetest.WithToken(&portalv1.GetSheetRevisionUrlRequest{RevisionId: revs[1]}, a.client))
		if err != nil {
			t.Fatal(err)
		}
		got, err := http.Get(f.URL + res.Msg.GetUrl())
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(got.Body)
		got.Body.Close()
		if got.StatusCode != http.StatusOK || string(body) != string(pdf("B102_R0.pdf")) {
			t.Fatalf("got %d %q, want the PDF", got.StatusCode, body)
		}
		after := openAs(t, f, a.client, tr.GetId())
		if after.GetRecipients()[0].GetFirstDownloadTime() == nil || after.GetRecipients()[1].GetFirstDownloadTime() != nil {
			t.Errorf("got downloads %v, want dana's only", after.GetRecipients())
		}
	})
	t.Run("the project's review days and a chosen due date set the due date", func(t *testing.T) {
		if _, err := adminClient(f).UpdateDrawingSettings(ctx, sitetest.WithToken(&adminv1.UpdateDrawingSettingsRequest{Settings: &adminv1.DrawingSettings{ProjectId: a.project, ReviewDays: 10}}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		t2, err := send(f, forApproval(a.project, []string{a.clientID}, revs[:1]))
		if err != nil {
			t.Fatal(err)
		}
		if want := today.AddDate(0, 0, 10).Format(time.DateOnly); t2.GetDueDate() != want || t2.GetNumberText() != "T-0002" {
			t.Errorf("got %s due %s, want T-0002 due %s", t2.GetNumberText(), t2.GetDueDate(), want)
		}
		in := forApproval(a.project, []string{a.clientID}, revs[:1])
		in.IssueDate, in.DueDate = "2030-01-02", "2030-01-30"
		t3, err := send(f, in)
		if err != nil {
			t.Fatal(err)
		}
		if t3.GetIssueDate() != "2030-01-02" || t3.GetDueDate() != "2030-01-30" {
			t.Errorf("got issued %s due %s, want 2030-01-02 and 2030-01-30", t3.GetIssueDate(), t3.GetDueDate())
		}
	})
}

func openAs(t *testing.T, f *sitetest.PortalFixture, token, id string) *portalv1.Transmittal {
	t.Helper()
	res, err := portalClient(f).GetTransmittal(context.Background(), sitetest.WithToken(&portalv1.GetTransmittalRequest{Id: id}, token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg.GetTransmittal()
}

func TestATransmittalWithBadInputIsRefusedWhole(t *testing.T) {
	f, a := start(t)
	b := newTenant(t, f, "Coastal Erectors", "sam@coastal.example", "J-2026-102")
	revs := revisionIDs(addSheets(t, f, a.project, "B101_R0.pdf"))
	theirs := revisionIDs(addSheets(t, f, b.project, "X1_R0.pdf"))
	for _, tc := range []struct {
		name string
		edit func(*adminv1.TransmittalInput)
		want map[string]string
	}{
		{"a transmittal without items", func(in *adminv1.TransmittalInput) { in.RevisionIds = nil },
			map[string]string{"transmittal.revision_ids": "Choose at least one sheet revision"}},
		{"a transmittal without recipients", func(in *adminv1.TransmittalInput) { in.RecipientIds = nil },
			map[string]string{"transmittal.recipient_ids": "Send it to at least one person"}},
		{"a purpose outside the set", func(in *adminv1.TransmittalInput) { in.Purpose = 42 },
			map[string]string{"transmittal.purpose": "Choose the purpose"}},
		{"a recipient of another organization", func(in *adminv1.TransmittalInput) { in.RecipientIds = []string{b.clientID} },
			map[string]string{"transmittal.recipient_ids[0]": "Not a person of the project's client"}},
		{"a revision of another project", func(in *adminv1.TransmittalInput) { in.RevisionIds = append(in.RevisionIds, theirs...) },
			map[string]string{"transmittal.revision_ids": "Choose sheet revisions of this project"}},
		{"a due date before the issue date", func(in *adminv1.TransmittalInput) { in.IssueDate, in.DueDate = "2030-02-01", "2030-01-01" },
			map[string]string{"transmittal.due_date": "The due date cannot be before the issue date"}},
	} {
		t.Run(tc.name+" is a field violation and writes nothing", func(t *testing.T) {
			in := forApproval(a.project, []string{a.clientID}, revs)
			tc.edit(in)
			_, err := send(f, in)
			sitetest.AssertViolations(t, err, tc.want)
			if n := f.CountRows(t, "transmittals"); n != 0 {
				t.Errorf("got %d transmittals, want 0", n)
			}
		})
	}
	t.Run("the next good transmittal is still T-0001", func(t *testing.T) {
		tr, err := send(f, forApproval(a.project, []string{a.clientID}, revs))
		if err != nil {
			t.Fatal(err)
		}
		if tr.GetNumberText() != "T-0001" {
			t.Errorf("got %s, want T-0001", tr.GetNumberText())
		}
	})
}
