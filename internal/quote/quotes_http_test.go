package quote_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestQuotesAreNumberedPerYearWithoutGapsUnderConcurrency(t *testing.T) {
	f := start(t)
	const n = 12
	var reqs []string
	for i := range n {
		reqs = append(reqs, f.request(t, fmt.Sprintf("buyer%d@steel.example", i)).GetId())
	}
	// One create refused by its validation takes no number.
	_, err := f.admin.CreateQuote(context.Background(), sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: reqs[0], Content: content(-1, "2026-12-31")}, f.staff))
	if connect.CodeOf(err) != connect.CodeInvalidArgument {
		t.Fatalf("got %v, want InvalidArgument", err)
	}
	numbers := make([]string, n)
	var wg sync.WaitGroup
	for i, id := range reqs {
		wg.Go(func() {
			res, err := f.admin.CreateQuote(context.Background(), sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: id, Content: content(1000_00, "2026-12-31")}, f.staff))
			if err != nil {
				t.Errorf("CreateQuote: %v", err)
				return
			}
			numbers[i] = res.Msg.GetQuote().GetNumber() + fmt.Sprintf(" r%d", res.Msg.GetQuote().GetRevision())
		})
	}
	wg.Wait()
	slices.Sort(numbers)
	for i, got := range numbers {
		if want := fmt.Sprintf("Q-2026-%04d r1", i+1); got != want {
			t.Errorf("got %v, want Q-2026-0001 … Q-2026-%04d, each once, revision 1", numbers, n)
			break
		}
	}
	t.Run("the next year starts again at 0001", func(t *testing.T) {
		f.clock.set(today.AddDate(0, 2, 0))
		if got := f.create(t, reqs[0], content(1_00, "2027-02-28")).GetNumber(); got != "Q-2027-0001" {
			t.Errorf("got %v, want Q-2027-0001", got)
		}
	})
}

func TestAQuoteWithoutPriceOrScopeOrWithANegativeQuantityIsRefusedByField(t *testing.T) {
	f := start(t)
	req := f.request(t, "dana@prairie-steel.example").GetId()
	perTon := func(q string) *sitev1.QuoteContent {
		c := content(0, "2026-12-31")
		c.Pricing, c.UnitPriceCents, c.Quantity = sitev1.QuotePricing_QUOTE_PRICING_PER_TON, 450_00, q
		return c
	}
	noScope := content(1_00, "2026-12-31")
	noScope.Scope = []string{"  "}
	for _, c := range []struct {
		name string
		in   *sitev1.QuoteContent
		want map[string]string
	}{
		{"no price", content(0, "2026-12-31"), map[string]string{"content.lump_sum_cents": "Please enter the price"}},
		{"no scope", noScope, map[string]string{"content.scope": "Please describe the scope"}},
		{"a negative quantity", perTon("-3"), map[string]string{"content.quantity": "The quantity cannot be negative"}},
		{"a quantity with four decimals", perTon("1.2345"), map[string]string{"content.quantity": "Please enter a number with at most three decimals, up to 1,000,000"}},
		{"a validity date passed", content(1_00, "2026-11-27"), map[string]string{"content.valid_until": "Please choose a date that has not passed"}},
		{"no content at all", nil, map[string]string{
			"content.scope": "Please describe the scope", "content.currency": "Choose USD or CAD",
			"content.pricing": "Please choose how the price is made", "content.valid_until": "Please choose the last day the quote is valid"}},
	} {
		t.Run("a quote with "+c.name+" is refused", func(t *testing.T) {
			_, err := f.admin.CreateQuote(context.Background(), sitetest.WithToken(&adminv1.CreateQuoteRequest{EstimateRequestId: req, Content: c.in}, f.staff))
			sitetest.AssertViolations(t, err, c.want)
		})
	}
	if got := f.count(t, `SELECT count(*) FROM quotes`); got != 0 {
		t.Errorf("got %d quotes stored, want 0", got)
	}
}

func TestARevisionSupersedesTheOneSentBeforeAndItsLink(t *testing.T) {
	f := start(t)
	email := "dana@prairie-steel.example"
	req := f.request(t, email)
	q1 := f.create(t, req.GetId(), content(12_000_00, "2026-12-31"))
	if q1.GetTotals().GetTotalCents() != 12_600_00 {
		t.Errorf("got total %d, want 12,600.00 with 5 %% GST", q1.GetTotals().GetTotalCents())
	}
	f.send(t, q1.GetId())
	old := f.mailedToken(t, email, 1)
	q2 := f.revise(t, q1.GetId())
	if q2.GetNumber() != q1.GetNumber() || q2.GetRevision() != 2 || q2.GetStatus() != sitev1.QuoteStatus_QUOTE_STATUS_DRAFT {
		t.Fatalf("got %s revision %d %v, want %s revision 2, a draft", q2.GetNumber(), q2.GetRevision(), q2.GetStatus(), q1.GetNumber())
	}
	t.Run("while the revision is a draft, the first link still works", func(t *testing.T) {
		p, err := f.public.GetProposal(context.Background(), connect.NewRequest(&sitev1.GetProposalRequest{Token: old}))
		if err != nil || p.Msg.GetProposal().GetStatus() != sitev1.QuoteStatus_QUOTE_STATUS_SENT {
			t.Fatalf("got %v %v, want the sent revision 1", p, err)
		}
	})
	c := content(11_500_00, "2027-01-15")
	if _, err := f.admin.UpdateQuote(context.Background(), sitetest.WithToken(&adminv1.UpdateQuoteRequest{Id: q2.GetId(), Content: c}, f.staff)); err != nil {
		t.Fatal(err)
	}
	f.send(t, q2.GetId())
	t.Run("the first revision is superseded and its link can no longer answer", func(t *testing.T) {
		p, err := f.public.GetProposal(context.Background(), connect.NewRequest(&sitev1.GetProposalRequest{Token: old}))
		if err != nil || p.Msg.GetProposal().GetStatus() != sitev1.QuoteStatus_QUOTE_STATUS_SUPERSEDED {
			t.Fatalf("got %v %v, want revision 1 shown as superseded", p, err)
		}
		_, err = f.public.AcceptProposal(context.Background(), connect.NewRequest(accept(old)))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Fatalf("got %v, want FailedPrecondition", err)
		}
	})
	t.Run("a sent revision cannot be edited, and a second draft cannot be started", func(t *testing.T) {
		_, err := f.admin.UpdateQuote(context.Background(), sitetest.WithToken(&adminv1.UpdateQuoteRequest{Id: q2.GetId(), Content: c}, f.staff))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Errorf("got %v, want FailedPrecondition", err)
		}
		f.revise(t, q2.GetId())
		_, err = f.admin.ReviseQuote(context.Background(), sitetest.WithToken(&adminv1.ReviseQuoteRequest{Id: q1.GetId()}, f.staff))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Errorf("got %v, want FailedPrecondition", err)
		}
	})
	t.Run("the request lists its revisions newest first and is marked Quoted", func(t *testing.T) {
		res, err := f.admin.ListQuotes(context.Background(), sitetest.WithToken(&adminv1.ListQuotesRequest{EstimateRequestId: req.GetId()}, f.staff))
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, q := range res.Msg.GetQuotes() {
			got = append(got, fmt.Sprintf("%d %s", q.GetRevision(), q.GetStatus()))
		}
		want := []string{"3 QUOTE_STATUS_DRAFT", "2 QUOTE_STATUS_SENT", "1 QUOTE_STATUS_SUPERSEDED"}
		if !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
		if n := f.count(t, `SELECT count(*) FROM estimate_requests WHERE id = $1 AND status = 'QUOTED'`, req.GetId()); n != 1 {
			t.Errorf("got the request not Quoted")
		}
	})
}
