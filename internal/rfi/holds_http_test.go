package rfi_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/sitetest"
)

// holdsOf are the RFI numbers holding each sheet of the register, as the client and
// staff lists show them (which must agree), by sheet number.
func holdsOf(t *testing.T, f *sitetest.PortalFixture, x tenant) map[string]string {
	t.Helper()
	ctx := context.Background()
	client, err := portalv1connect.NewDrawingServiceClient(f.H1, f.URL).ListSheets(ctx, sitetest.WithToken(&portalv1.ListSheetsRequest{ProjectId: x.project}, x.token))
	if err != nil {
		t.Fatal(err)
	}
	staff, err := adminv1connect.NewDrawingAdminServiceClient(f.H1, f.URL).ListSheetsAdmin(ctx, sitetest.WithToken(&adminv1.ListSheetsAdminRequest{ProjectId: x.project}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	read := func(list []*portalv1.Sheet) map[string]string {
		out := map[string]string{}
		for _, sh := range list {
			var numbers []string
			for _, h := range sh.GetRfiHolds() {
				numbers = append(numbers, h.GetNumberText())
			}
			out[sh.GetSheetNumber()] = strings.Join(numbers, " ")
		}
		return out
	}
	got, alsoGot := read(client.Msg.GetSheets()), read(staff.Msg.GetSheets())
	for k, v := range got {
		if alsoGot[k] != v {
			t.Errorf("sheet %s: client sees holds %q, staff %q", k, v, alsoGot[k])
		}
	}
	return got
}

// fabricate sends the sheets' current revisions for fabrication to x's user.
func fabricate(f *sitetest.PortalFixture, x tenant, confirm bool, shs ...*portalv1.Sheet) (*portalv1.Transmittal, error) {
	in := &adminv1.TransmittalInput{ProjectId: x.project, Purpose: portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION,
		RecipientIds: []string{x.userID}, ConfirmRfiHolds: confirm}
	for _, sh := range shs {
		in.RevisionIds = append(in.RevisionIds, sh.GetRevisions()[0].GetId())
	}
	res, err := adminv1connect.NewTransmittalAdminServiceClient(f.H1, f.URL).SendTransmittal(context.Background(),
		sitetest.WithToken(&adminv1.SendTransmittalRequest{Transmittal: in}, f.Staff))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetTransmittal(), nil
}

// TestAnOpenRfiHoldsItsSheets: the sheets an open RFI references are on hold in the
// register's lists; issuing them for fabrication needs a confirmation, which the
// transmittal records (and the audit trail with it); the answer lifts the hold.
func TestAnOpenRfiHoldsItsSheets(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	shs := sheets(t, f, x.project, "B1", "B2", "B3")
	r := raise(t, f, question(x, shs[0].GetId(), shs[1].GetId()))

	t.Run("the referenced sheets show on hold with the RFI", func(t *testing.T) {
		got := holdsOf(t, f, x)
		if got["B1"] != "RFI-001" || got["B2"] != "RFI-001" || got["B3"] != "" {
			t.Errorf("got holds %v, want B1 and B2 held by RFI-001, B3 free", got)
		}
	})

	t.Run("issuing a held sheet for fabrication without confirming is refused", func(t *testing.T) {
		_, err := fabricate(f, x, false, shs[0], shs[2])
		if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "RFI-001") {
			t.Errorf("got %v, want failed precondition naming RFI-001", err)
		}
	})

	t.Run("issuing it with the confirmation records the RFIs confirmed over", func(t *testing.T) {
		tr, err := fabricate(f, x, true, shs[0])
		if err != nil {
			t.Fatal(err)
		}
		if tr.GetRfiHoldsConfirmed() != "RFI-001" {
			t.Errorf("got confirmed %q, want RFI-001", tr.GetRfiHoldsConfirmed())
		}
		var n int
		if err := f.Pool.QueryRow(ctx, `SELECT count(*) FROM audit_events WHERE entity_table = 'transmittals' AND entity_id = $1
			AND summary ? 'rfi_holds_confirmed'`, tr.GetId()).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Errorf("got %d audit rows of the confirmation, want at least 1", n)
		}
	})

	t.Run("a free sheet goes for fabrication without a confirmation", func(t *testing.T) {
		if _, err := fabricate(f, x, false, shs[2]); err != nil {
			t.Errorf("got %v, want it sent", err)
		}
	})

	t.Run("the answer lifts the hold", func(t *testing.T) {
		if _, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "Shear tab."}, x.token)); err != nil {
			t.Fatal(err)
		}
		if got := holdsOf(t, f, x); got["B1"] != "" || got["B2"] != "" {
			t.Errorf("got holds %v, want none", got)
		}
		if _, err := fabricate(f, x, false, shs[1]); err != nil {
			t.Errorf("got %v, want B2 sent once answered", err)
		}
	})

	t.Run("a reopen holds the sheets again", func(t *testing.T) {
		if _, err := admin(f.Site).ReopenRfi(ctx, sitetest.WithToken(&adminv1.ReopenRfiRequest{Id: r.GetId(), Reason: "Not what the engineer said"}, f.Staff)); err != nil {
			t.Fatal(err)
		}
		if got := holdsOf(t, f, x); got["B1"] != "RFI-001" {
			t.Errorf("got holds %v, want B1 held again", got)
		}
	})
}
