package quote

import (
	"context"
	"slices"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/mail"
)

// The figures' windows.
const (
	firstQuoteDays = 90
	statsMonths    = 12
	expiryDays     = 7
	promise        = 24 * time.Hour
)

// Stats are the dashboard's and the Estimates screen's figures.
func (s *Service) Stats(ctx context.Context) (*adminv1.GetQuoteStatsResponse, error) {
	now := s.now().UTC()
	out := &adminv1.GetQuoteStatsResponse{}
	firsts, err := s.store.FirstQuotes(ctx, now.AddDate(0, 0, -firstQuoteDays))
	if err != nil {
		return nil, err
	}
	var hours []float64
	for _, f := range firsts {
		d := f.FirstSent.Sub(f.Received)
		hours = append(hours, d.Hours())
		if d <= promise {
			out.FirstQuotesInTime++
		}
	}
	out.FirstQuotes = int32(len(hours))
	out.MedianHoursToFirstQuote = median(hours)

	start := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 1-statsMonths, 0)
	months := map[string]*adminv1.QuoteMonth{}
	for i := range statsMonths {
		m := &adminv1.QuoteMonth{Month: start.AddDate(0, i, 0).Format("2006-01")}
		months[m.Month] = m
		out.Months = append(out.Months, m)
	}
	sent, err := s.store.SentSince(ctx, start)
	if err != nil {
		return nil, err
	}
	var won, lost int32
	for _, q := range newestSent(sent) {
		if m := months[q.first.Format("2006-01")]; m != nil {
			m.Sent++
			add(q.Currency, q.TotalCents, &m.SentUsdCents, &m.SentCadCents)
		}
		if q.AnswerTime == nil {
			continue
		}
		m := months[q.AnswerTime.UTC().Format("2006-01")]
		if m == nil {
			continue
		}
		switch q.Status {
		case "ACCEPTED":
			m.Won++
			won++
			add(q.Currency, q.TotalCents, &m.WonUsdCents, &m.WonCadCents)
		case "DECLINED":
			m.Lost++
			lost++
			add(q.Currency, q.TotalCents, &m.LostUsdCents, &m.LostCadCents)
		}
	}
	if won+lost > 0 {
		out.WinRate = float64(won) / float64(won+lost)
	}
	today := s.today()
	ids, err := s.store.NearingExpiry(ctx, today, today.AddDate(0, 0, expiryDays))
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		q, err := s.Get(ctx, id.String())
		if err != nil {
			continue // trashed meanwhile
		}
		out.NearingExpiry = append(out.NearingExpiry, q)
	}
	return out, nil
}

type sentQuote struct {
	Sent
	first time.Time
}

// newestSent is, per quote, its newest sent revision with the time its first was sent.
func newestSent(rows []Sent) []sentQuote {
	var out []sentQuote
	for _, r := range rows { // ordered by year, seq, revision
		if n := len(out); n > 0 && out[n-1].Year == r.Year && out[n-1].Seq == r.Seq {
			out[n-1].Sent = r
			continue
		}
		out = append(out, sentQuote{Sent: r, first: r.SentTime.UTC()})
	}
	return out
}

func add(currency string, cents int64, usd, cad *int64) {
	if currency == "CAD" {
		*cad += cents
	} else {
		*usd += cents
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	slices.Sort(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// RemindExpiring mails sales, once per revision, of each sent quote whose validity ends
// within 7 days, naming its assignee (staff accounts have no address of their own).
func (s *Service) RemindExpiring(ctx context.Context) (int, error) {
	today := s.today()
	cfg := s.mail.At(ctx)
	return s.store.Reminders(ctx, today, today.AddDate(0, 0, expiryDays), s.now(), func(r Reminder) mail.Message { return reminderMail(cfg, r) })
}
