package quote_test

import (
	"context"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestAQuestionLandsOnTheRequestsThreadAndTheAnswerIsMailedBack(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	q, token := f.sent(t, email)
	ctx := context.Background()
	_, err := f.public.AskProposalQuestion(ctx, connect.NewRequest(&sitev1.AskProposalQuestionRequest{Token: token, Question: " "}))
	sitetest.AssertViolations(t, err, map[string]string{"question": "Please write your question"})
	if _, err := f.public.AskProposalQuestion(ctx, connect.NewRequest(&sitev1.AskProposalQuestionRequest{Token: token, Question: "Does the price include the stair towers?"})); err != nil {
		t.Fatal(err)
	}
	if n := f.count(t, `SELECT count(*) FROM follow_up_notes WHERE follow_up_id = $1 AND kind = 'question' AND author_name = 'Dana Whitfield'
		AND body = 'Does the price include the stair towers?'`, q.GetEstimateRequestId()); n != 1 {
		t.Errorf("got %d questions on the request's thread, want 1", n)
	}
	if _, err := f.admin.AnswerQuoteQuestion(ctx, sitetest.WithToken(&adminv1.AnswerQuoteQuestionRequest{Id: q.GetId(), Body: "Yes, both towers."}, f.staff)); err != nil {
		t.Fatal(err)
	}
	if n := f.count(t, `SELECT count(*) FROM outbox_messages WHERE topic = 'quote.answer' AND to_addr = $1 AND text_body LIKE '%Yes, both towers.%'`, email); n != 1 {
		t.Errorf("got %d answers mailed, want 1", n)
	}
	if n := f.count(t, `SELECT count(*) FROM follow_up_notes WHERE follow_up_id = $1 AND kind = 'reply'`, q.GetEstimateRequestId()); n != 1 {
		t.Errorf("got %d replies on the thread, want 1", n)
	}
}

func TestADeclineIsRecordedWithItsReasonAndCountsInTheFigures(t *testing.T) {
	f := start(t)
	ctx := context.Background()
	_, lostToken := f.sent(t, "lost@steel.example")
	_, wonToken := f.sent(t, "won@steel.example")
	_, err := f.public.DeclineProposal(ctx, connect.NewRequest(&sitev1.DeclineProposalRequest{Token: lostToken}))
	sitetest.AssertViolations(t, err, map[string]string{"reason": "Please tell us why"})
	res, err := f.public.DeclineProposal(ctx, connect.NewRequest(&sitev1.DeclineProposalRequest{Token: lostToken, Reason: "Went with a local detailer"}))
	if err != nil {
		t.Fatal(err)
	}
	if p := res.Msg.GetProposal(); p.GetStatus() != sitev1.QuoteStatus_QUOTE_STATUS_DECLINED || p.GetDeclineReason() != "Went with a local detailer" {
		t.Errorf("got %v, want declined with its reason", p)
	}
	if _, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(lostToken))); connect.CodeOf(err) != connect.CodeFailedPrecondition {
		t.Errorf("got %v accepting a declined proposal, want FailedPrecondition", err)
	}
	if _, err := f.public.AcceptProposal(ctx, connect.NewRequest(accept(wonToken))); err != nil {
		t.Fatal(err)
	}
	stats, err := f.admin.GetQuoteStats(ctx, sitetest.WithToken(&adminv1.GetQuoteStatsRequest{}, f.staff))
	if err != nil {
		t.Fatal(err)
	}
	s := stats.Msg
	months := s.GetMonths()
	m := months[len(months)-1]
	if m.GetMonth() != "2026-11" || m.GetSent() != 2 || m.GetWon() != 1 || m.GetLost() != 1 || m.GetWonCadCents() != 42_000_00 || m.GetSentCadCents() != 84_000_00 {
		t.Errorf("got %v, want November: 2 sent (84,000.00 CAD), 1 won and 1 lost (42,000.00 CAD each)", m)
	}
	if s.GetWinRate() != 0.5 || s.GetFirstQuotes() != 2 || s.GetFirstQuotesInTime() != 2 {
		t.Errorf("got win rate %v, %d first quotes (%d in time), want 0.5, 2 and 2", s.GetWinRate(), s.GetFirstQuotes(), s.GetFirstQuotesInTime())
	}
	t.Run("a quote about to expire is listed and reminded once", func(t *testing.T) {
		_, _ = f.sent(t, "soon@steel.example")
		f.clock.set(today.AddDate(0, 0, 28)) // 2026-12-26: 5 days left
		stats, err := f.admin.GetQuoteStats(ctx, sitetest.WithToken(&adminv1.GetQuoteStatsRequest{}, f.staff))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(stats.Msg.GetNearingExpiry()); got != 1 {
			t.Errorf("got %d quotes nearing expiry, want 1", got)
		}
		for range 2 {
			if _, err := f.Svcs.Quotes.RemindExpiring(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if n := f.count(t, `SELECT count(*) FROM outbox_messages WHERE topic = 'quote.expiry'`); n != 1 {
			t.Errorf("got %d reminders, want 1", n)
		}
	})
}
