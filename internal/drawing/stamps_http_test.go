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

func updateStamps(f *sitetest.PortalFixture, org string, stamps ...*portalv1.Stamp) (*portalv1.StampSet, error) {
	res, err := stampAdminClient(f).UpdateStampSet(context.Background(), sitetest.WithToken(&adminv1.UpdateStampSetRequest{
		StampSet: &portalv1.StampSet{OrganizationId: org, Stamps: stamps}}, f.Staff))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetStampSet(), nil
}

func labels(set *portalv1.StampSet) []string {
	var out []string
	for _, s := range set.GetStamps() {
		out = append(out, s.GetLabel())
	}
	return out
}

func TestStaffRenameAnOrganizationsStampsAndReviewersStampWithThem(t *testing.T) {
	f, a := start(t)
	ctx := context.Background()
	def, err := stampAdminClient(f).GetStampSetAdmin(ctx, sitetest.WithToken(&adminv1.GetStampSetAdminRequest{OrganizationId: a.org}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(labels(def.Msg.GetStampSet()), " · "), "Approved · Approved as noted · Revise and resubmit · Rejected · For record only"; got != want {
		t.Errorf("got the default set %q, want %q", got, want)
	}
	if got := def.Msg.GetStampSet().GetStamps()[2].GetAction(); got != portalv1.ReviewAction_REVIEW_ACTION_RESUBMIT {
		t.Errorf("revise and resubmit means %v, want resubmit", got)
	}

	set, err := updateStamps(f, a.org, &portalv1.Stamp{Status: approved, Label: "  No exceptions   taken "}, &portalv1.Stamp{Status: resubmit, Label: "Revise and resubmit"})
	if err != nil {
		t.Fatal(err)
	}
	if got := labels(set); got[0] != "No exceptions taken" || got[2] != "Revise and resubmit" || got[1] != "Approved as noted" {
		t.Errorf("got %v, want approved renamed and the others as they were", got)
	}
	if got := set.GetStamps()[0].GetAction(); got != portalv1.ReviewAction_REVIEW_ACTION_PROCEED {
		t.Errorf("the renamed stamp means %v, want proceed", got)
	}

	rev := addRealSheet(t, f, a.project, "S1", "0")
	tr, err := send(f, forApproval(a.project, []string{a.clientID}, []string{rev}))
	if err != nil {
		t.Fatal(err)
	}
	seen, err := reviewClient(f).GetStampSet(ctx, sitetest.WithToken(&portalv1.GetStampSetRequest{TransmittalId: tr.GetId()}, a.client))
	if err != nil || labels(seen.Msg.GetStampSet())[0] != "No exceptions taken" {
		t.Fatalf("the reviewer's stamp set: %v, %v", seen, err)
	}
	res, err := submit(f, a.client, tr.GetId(), item(tr.GetItems()[0].GetId(), approved, "", ""))
	if err != nil {
		t.Fatal(err)
	}
	if text := stampedText(t, f, a.client, res.GetReviews()[0].GetId()); !strings.Contains(text, "NO EXCEPTIONS TAKEN") {
		t.Errorf("the stamped sheet reads %q, want the organization's name for the stamp", text)
	}
	wantStatus(t, f, a, "S1", portalv1.SheetStatus_SHEET_STATUS_APPROVED)

	t.Run("an empty label restores the default name", func(t *testing.T) {
		set, err := updateStamps(f, a.org, &portalv1.Stamp{Status: approved, Label: ""})
		if err != nil || labels(set)[0] != "Approved" {
			t.Errorf("got %v, %v, want Approved", set, err)
		}
	})
	t.Run("a status outside the five, a stamp named twice and a long name are violations", func(t *testing.T) {
		_, err := updateStamps(f, a.org, &portalv1.Stamp{Status: 9, Label: "Maybe"})
		wantViolation(t, err, "stamp_set.stamps[0].status")
		_, err = updateStamps(f, a.org, &portalv1.Stamp{Status: approved, Label: "A"}, &portalv1.Stamp{Status: approved, Label: "B"})
		wantViolation(t, err, "stamp_set.stamps[1].status")
		_, err = updateStamps(f, a.org, &portalv1.Stamp{Status: approved, Label: strings.Repeat("x", 41)})
		wantViolation(t, err, "stamp_set.stamps[0].label")
	})
	t.Run("an unknown organization is not found", func(t *testing.T) {
		_, err := updateStamps(f, "00000000-0000-4000-8000-000000000000", &portalv1.Stamp{Status: approved, Label: "X"})
		if connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("got %v, want NotFound", err)
		}
	})
	t.Run("a resubmittal may not name another project's transmittal", func(t *testing.T) {
		b := newTenant(t, f, "Bow River Builders", "kim@bowriver.example", "J-2026-202")
		theirs, err := send(f, forApproval(b.project, []string{b.clientID}, []string{addRealSheet(t, f, b.project, "S1", "0")}))
		if err != nil {
			t.Fatal(err)
		}
		in := forApproval(a.project, []string{a.clientID}, []string{rev})
		in.Purpose, in.ResubmitsId = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_RESUBMITTAL, theirs.GetId()
		_, err = send(f, in)
		wantViolation(t, err, "transmittal.resubmits_id")
		in.Purpose, in.ResubmitsId = portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_APPROVAL, tr.GetId()
		_, err = send(f, in)
		wantViolation(t, err, "transmittal.resubmits_id")
	})
}
