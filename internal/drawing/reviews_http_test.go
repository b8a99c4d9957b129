package drawing_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

const (
	approved = portalv1.ReviewStatus_REVIEW_STATUS_APPROVED
	asNoted  = portalv1.ReviewStatus_REVIEW_STATUS_APPROVED_AS_NOTED
	resubmit = portalv1.ReviewStatus_REVIEW_STATUS_REVISE_AND_RESUBMIT
)

func wantStatus(t *testing.T, f *sitetest.PortalFixture, a tenant, number string, want portalv1.SheetStatus) {
	t.Helper()
	if got := sheetStatus(t, f, a.client, a.project, number); got != want {
		t.Errorf("sheet %s is %v, want %v", number, got, want)
	}
}

func TestASheetGoesFromIssueThroughReviseAndResubmitToApproved(t *testing.T) {
	f, a := start(t)
	rev0 := addRealSheet(t, f, a.project, "B101", "0")
	first, err := send(f, forApproval(a.project, []string{a.clientID}, []string{rev0}))
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, f, a, "B101", portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL)

	up := mustMarkup(t, f, a.client, first.GetId(), "B101 marked.pdf", sheetPDF(t, "Move the splice 2 ft north"))
	res, err := submit(f, a.client, first.GetId(), item(first.GetItems()[0].GetId(), resubmit, "See the splice.", up))
	if err != nil {
		t.Fatalf("returning T-0001: %v", err)
	}
	if res.GetCloseTime() == nil {
		t.Error("got T-0001 open after its only item was returned, want it closed")
	}
	wantStatus(t, f, a, "B101", portalv1.SheetStatus_SHEET_STATUS_REVISE_AND_RESUBMIT)
	text := stampedText(t, f, a.client, res.GetReviews()[0].GetId())
	for _, want := range []string{"REVISE AND RESUBMIT", "Transmittal: T-0001", "Organization: Prairie Steel Fabricators", "Move the splice 2 ft north"} {
		if !strings.Contains(text, want) {
			t.Errorf("the stamped markup's text lacks %q: %q", want, text)
		}
	}

	// The firm revises the sheet and resubmits it, linked to the first transmittal.
	rev1 := addRealSheet(t, f, a.project, "B101", "1")
	wantStatus(t, f, a, "B101", portalv1.SheetStatus_SHEET_STATUS_NOT_ISSUED)
	in := forApproval(a.project, []string{a.clientID}, []string{rev1})
	in.Purpose, in.ResubmitsId = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL, first.GetId()
	second, err := send(f, in)
	if err != nil {
		t.Fatal(err)
	}
	if got := getTransmittal(t, f, a.client, second.GetId()); got.GetResubmitsId() != first.GetId() || got.GetResubmitsNumberText() != "T-0001" {
		t.Errorf("T-0002 resubmits %q (%q), want %s (T-0001)", got.GetResubmitsId(), got.GetResubmitsNumberText(), first.GetId())
	}
	list, err := portalClient(f).ListTransmittals(context.Background(), sitetest.WithToken(&portalv1.ListTransmittalsRequest{ProjectId: a.project}, a.client))
	if err != nil {
		t.Fatal(err)
	}
	if got := list.Msg.GetTransmittals()[0]; got.GetResubmitsNumberText() != "T-0001" {
		t.Errorf("the list shows T-0002 resubmitting %q, want T-0001", got.GetResubmitsNumberText())
	}
	wantStatus(t, f, a, "B101", portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL)

	// Returned without a markup: the issued sheet is stamped.
	res, err = submit(f, a.client, second.GetId(), item(second.GetItems()[0].GetId(), approved, "", ""))
	if err != nil {
		t.Fatalf("returning T-0002: %v", err)
	}
	wantStatus(t, f, a, "B101", portalv1.SheetStatus_SHEET_STATUS_APPROVED)
	text = stampedText(t, f, a.client, res.GetReviews()[0].GetId())
	for _, want := range []string{"APPROVED", "Transmittal: T-0002", "Sheet B101 rev 1"} {
		if !strings.Contains(text, want) {
			t.Errorf("the stamped sheet's text lacks %q: %q", want, text)
		}
	}
	if strings.Contains(text, "REVISE") {
		t.Errorf("the stamped sheet of T-0002 reads %q, want only its own status", text)
	}
	if got := getTransmittal(t, f, a.client, first.GetId()).GetItems()[0].GetReview(); got.GetStatus() != resubmit || got.GetMarkupFileName() != "B101 marked.pdf" {
		t.Errorf("T-0001's item shows review %v, want revise and resubmit with its markup", got)
	}
}

func TestPartialReturnsLeaveTheTransmittalOpenAndTheLastClosesIt(t *testing.T) {
	f, a := start(t)
	revs := []string{addRealSheet(t, f, a.project, "E1", "0"), addRealSheet(t, f, a.project, "E2", "0"), addRealSheet(t, f, a.project, "E3", "0")}
	tr, err := send(f, forApproval(a.project, []string{a.clientID}, revs))
	if err != nil {
		t.Fatal(err)
	}
	items := tr.GetItems()
	res, err := submit(f, a.client, tr.GetId(), item(items[0].GetId(), approved, "", ""), item(items[1].GetId(), asNoted, "Check the bolt count.", ""))
	if err != nil {
		t.Fatal(err)
	}
	if res.GetCloseTime() != nil || getTransmittal(t, f, a.client, tr.GetId()).GetCloseTime() != nil {
		t.Error("got the transmittal closed after two of three items, want it open")
	}
	if len(res.GetReviews()) != 2 || res.GetReviews()[1].GetComment() != "Check the bolt count." || res.GetReviews()[1].GetLabel() != "Approved as noted" {
		t.Errorf("got reviews %v, want the two returned", res.GetReviews())
	}
	wantStatus(t, f, a, "E3", portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL)

	t.Run("a status once given is final", func(t *testing.T) {
		_, err := submit(f, a.client, tr.GetId(), item(items[0].GetId(), resubmit, "", ""), item(items[2].GetId(), approved, "", ""))
		wantViolation(t, err, "items[0].item_id")
		wantStatus(t, f, a, "E1", portalv1.SheetStatus_SHEET_STATUS_APPROVED)
		wantStatus(t, f, a, "E3", portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL)
	})

	res, err = submit(f, a.client, tr.GetId(), item(items[2].GetId(), resubmit, "", ""))
	if err != nil {
		t.Fatal(err)
	}
	got := getTransmittal(t, f, a.client, tr.GetId())
	if res.GetCloseTime() == nil || got.GetCloseTime() == nil || !got.GetCloseTime().AsTime().Equal(res.GetCloseTime().AsTime()) {
		t.Errorf("got close times %v and %v after the last item, want the same, set", res.GetCloseTime(), got.GetCloseTime())
	}
	if n := stampedObjects(t, f); n != 3 {
		t.Errorf("got %d stamped files, want 3", n)
	}
	staff, err := stampAdminClient(f).GetStampedFileUrlAdmin(context.Background(), sitetest.WithToken(&adminv1.GetStampedFileUrlAdminRequest{ReviewId: got.GetItems()[2].GetReview().GetId()}, f.Staff))
	if err != nil || !strings.HasPrefix(staff.Msg.GetUrl(), "/drawings/stamped/") {
		t.Errorf("staff's stamped link: %v, %v", staff, err)
	}
}

// wantViolation checks err is InvalidArgument with field its one violation.
func wantViolation(t *testing.T, err error, field string) {
	t.Helper()
	if v := sitetest.Violations(err); connect.CodeOf(err) != connect.CodeInvalidArgument || len(v) != 1 || v[0] != field {
		t.Errorf("got %v, want a violation of %s", err, field)
	}
}
