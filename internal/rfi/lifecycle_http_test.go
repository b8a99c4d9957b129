package rfi_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestAnRfiIsRaisedAnsweredClosedAndReopened walks an RFI through its states over HTTP:
// who holds the ball, the answer, the history and the refusals of a wrong move.
func TestAnRfiIsRaisedAnsweredClosedAndReopened(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	shs := sheets(t, f, x.project, "B1", "B2")
	r := raise(t, f, question(x, ids(shs)...))

	t.Run("the raised RFI is open, numbered and in the client's court", func(t *testing.T) {
		if r.GetNumberText() != "RFI-001" || r.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN {
			t.Errorf("got %s %v, want RFI-001 open", r.GetNumberText(), r.GetStatus())
		}
		if r.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_CLIENT || r.GetAssignee().GetEmail() != x.email || r.GetBallInCourtName() != r.GetAssignee().GetName() {
			t.Errorf("got ball in %v (%q), assignee %v, want the client's (%s)", r.GetBallInCourt(), r.GetBallInCourtName(), r.GetAssignee(), x.email)
		}
		if strings.Contains(r.GetQuestion(), "script") || !strings.Contains(r.GetQuestion(), "Which governs?") {
			t.Errorf("got question %q, want it sanitized", r.GetQuestion())
		}
		if got := r.GetReferences(); !slices.Equal(got, []string{"S-201", "detail 5/S-501"}) {
			t.Errorf("got references %v, want [S-201 detail 5/S-501]", got)
		}
		if len(r.GetSheets()) != 2 || r.GetSheets()[0].GetSheetNumber() != "B1" {
			t.Errorf("got sheets %v, want B1 and B2", r.GetSheets())
		}
		// Friday plus 5 working days is the next Friday.
		if r.GetRequiredBy() != "2026-12-04" {
			t.Errorf("got required by %q, want 2026-12-04", r.GetRequiredBy())
		}
	})

	t.Run("the client lists and reads it", func(t *testing.T) {
		list, err := portal(f.Site).ListRfis(ctx, sitetest.WithToken(&portalv1.ListRfisRequest{ProjectId: x.project}, x.token))
		if err != nil {
			t.Fatal(err)
		}
		if list.Msg.GetTotalSize() != 1 || len(list.Msg.GetRfis()) != 1 || list.Msg.GetRfis()[0].GetId() != r.GetId() {
			t.Errorf("got %v, want RFI-001 only", list.Msg)
		}
	})

	var answered *portalv1.Rfi
	t.Run("the client's answer hands the ball back to the firm", func(t *testing.T) {
		res, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "<p>Use the shear tab.</p>"}, x.token))
		if err != nil {
			t.Fatal(err)
		}
		answered = res.Msg.GetRfi()
		if answered.GetStatus() != portalv1.RfiStatus_RFI_STATUS_ANSWERED || answered.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_FIRM {
			t.Errorf("got %v in %v's court, want answered in the firm's", answered.GetStatus(), answered.GetBallInCourt())
		}
		if answered.GetAnswer() != "<p>Use the shear tab.</p>" || answered.GetAnswerTime() == nil || !strings.Contains(answered.GetAnsweredByName(), x.email) {
			t.Errorf("got answer %q by %q at %v, want the client's", answered.GetAnswer(), answered.GetAnsweredByName(), answered.GetAnswerTime())
		}
	})

	t.Run("a second answer is refused as a wrong move", func(t *testing.T) {
		_, err := portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "again"}, x.token))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Errorf("got %v, want failed precondition", err)
		}
	})

	t.Run("staff close it and then an answer is refused", func(t *testing.T) {
		res, err := admin(f.Site).CloseRfi(ctx, sitetest.WithToken(&adminv1.CloseRfiRequest{Id: r.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetRfi(); got.GetStatus() != portalv1.RfiStatus_RFI_STATUS_CLOSED || got.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_UNSPECIFIED {
			t.Errorf("got %v in %v, want closed in no one's court", got.GetStatus(), got.GetBallInCourt())
		}
		_, err = portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "late"}, x.token))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition || !strings.Contains(err.Error(), "RFI-001 is Closed") {
			t.Errorf("got %v, want failed precondition naming RFI-001 closed", err)
		}
	})

	t.Run("a reopen needs a reason and returns it to open without its answer", func(t *testing.T) {
		_, err := admin(f.Site).ReopenRfi(ctx, sitetest.WithToken(&adminv1.ReopenRfiRequest{Id: r.GetId(), Reason: " "}, f.Staff))
		sitetest.AssertViolations(t, err, map[string]string{"reason": "Give the reason"})
		res, err := admin(f.Site).ReopenRfi(ctx, sitetest.WithToken(&adminv1.ReopenRfiRequest{Id: r.GetId(), Reason: "The engineer revised S-201"}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetRfi()
		if got.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN || got.GetAnswer() != "" || got.GetCloseTime() != nil {
			t.Errorf("got %v with answer %q closed %v, want open, unanswered", got.GetStatus(), got.GetAnswer(), got.GetCloseTime())
		}
	})

	t.Run("the thread and the history keep every change", func(t *testing.T) {
		if _, err := portal(f.Site).PostRfiComment(ctx, sitetest.WithToken(&portalv1.PostRfiCommentRequest{Id: r.GetId(), Body: "Asking the engineer now."}, x.token)); err != nil {
			t.Fatal(err)
		}
		res, err := admin(f.Site).GetRfiAdmin(ctx, sitetest.WithToken(&adminv1.GetRfiAdminRequest{Id: r.GetId()}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		var actions []string
		for _, e := range res.Msg.GetRfi().GetHistory() {
			actions = append(actions, e.GetAction())
		}
		if want := []string{"raised", "answered", "closed", "reopened"}; !slices.Equal(actions, want) {
			t.Errorf("got history %v, want %v", actions, want)
		}
		if h := res.Msg.GetRfi().GetHistory(); len(h) == 4 && h[3].GetNote() != "The engineer revised S-201" {
			t.Errorf("got reopen note %q, want the reason", h[3].GetNote())
		}
		if th := res.Msg.GetRfi().GetThread(); len(th) != 1 || th[0].GetBody() != "Asking the engineer now." || th[0].GetByFirm() {
			t.Errorf("got thread %v, want the client's one message", th)
		}
	})

	t.Run("a void needs a reason and ends it", func(t *testing.T) {
		res, err := admin(f.Site).VoidRfi(ctx, sitetest.WithToken(&adminv1.VoidRfiRequest{Id: r.GetId(), Reason: "Duplicate of RFI-002"}, f.Staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Msg.GetRfi().GetStatus(); got != portalv1.RfiStatus_RFI_STATUS_VOID {
			t.Errorf("got %v, want void", got)
		}
	})
}

// TestAClientRaisesAnRfiToTheFirm: the client's RFI opens at once in the firm's court;
// the client cannot answer it, staff can.
func TestAClientRaisesAnRfiToTheFirm(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	in := question(x)
	in.AssigneeId = ""
	res, err := portal(f.Site).CreateRfi(ctx, sitetest.WithToken(&portalv1.CreateRfiRequest{Rfi: in}, x.token))
	if err != nil {
		t.Fatal(err)
	}
	r := res.Msg.GetRfi()
	if r.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN || r.GetBallInCourt() != portalv1.RfiCourt_RFI_COURT_FIRM || r.GetRaisedByFirm() {
		t.Errorf("got %v in %v's court (firm %v), want open in the firm's", r.GetStatus(), r.GetBallInCourt(), r.GetRaisedByFirm())
	}
	_, err = portal(f.Site).AnswerRfi(ctx, sitetest.WithToken(&portalv1.AnswerRfiRequest{Id: r.GetId(), Answer: "mine"}, x.token))
	if connect.CodeOf(err) != connect.CodeFailedPrecondition {
		t.Errorf("got %v, want failed precondition", err)
	}
	ans, err := admin(f.Site).AnswerRfiAdmin(ctx, sitetest.WithToken(&adminv1.AnswerRfiAdminRequest{Id: r.GetId(), Answer: "Moment connection."}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if ans.Msg.GetRfi().GetStatus() != portalv1.RfiStatus_RFI_STATUS_ANSWERED {
		t.Errorf("got %v, want answered", ans.Msg.GetRfi().GetStatus())
	}
}

// TestAStaffDraftIsHiddenFromTheClientUntilOpened: a draft takes its number, holds
// nothing, is not shown to the client, and opens with the default required-by date.
func TestAStaffDraftIsHiddenFromTheClientUntilOpened(t *testing.T) {
	f, _, x := start(t)
	ctx := context.Background()
	res, err := admin(f.Site).CreateRfiAdmin(ctx, sitetest.WithToken(&adminv1.CreateRfiAdminRequest{Rfi: question(x), Draft: true}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	d := res.Msg.GetRfi()
	if d.GetStatus() != portalv1.RfiStatus_RFI_STATUS_DRAFT || d.GetRequiredBy() != "" {
		t.Errorf("got %v required by %q, want a draft without a date", d.GetStatus(), d.GetRequiredBy())
	}
	_, err = portal(f.Site).GetRfi(ctx, sitetest.WithToken(&portalv1.GetRfiRequest{Id: d.GetId()}, x.token))
	if connect.CodeOf(err) != connect.CodeNotFound {
		t.Errorf("client's GetRfi of a draft = %v, want not found", err)
	}
	op, err := admin(f.Site).OpenRfi(ctx, sitetest.WithToken(&adminv1.OpenRfiRequest{Id: d.GetId()}, f.Staff))
	if err != nil {
		t.Fatal(err)
	}
	if got := op.Msg.GetRfi(); got.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN || got.GetRequiredBy() != "2026-12-04" {
		t.Errorf("got %v required by %q, want open by 2026-12-04", got.GetStatus(), got.GetRequiredBy())
	}
	if _, err := portal(f.Site).GetRfi(ctx, sitetest.WithToken(&portalv1.GetRfiRequest{Id: d.GetId()}, x.token)); err != nil {
		t.Errorf("client's GetRfi once opened = %v", err)
	}
}
