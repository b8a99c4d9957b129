package quotepg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/quote"
)

func (s *Store) SentSince(ctx context.Context, since time.Time) ([]quote.Sent, error) {
	rows, err := s.q.QuoteSentSince(ctx, &since)
	if err != nil {
		return nil, err
	}
	out := make([]quote.Sent, len(rows))
	for i, r := range rows {
		out[i] = quote.Sent{Year: r.Year, Seq: r.Seq, Revision: r.Revision, Status: r.Status, Currency: r.Currency,
			TotalCents: r.TotalCents, SentTime: *r.SentTime, AnswerTime: r.AnswerTime}
	}
	return out, nil
}

func (s *Store) FirstQuotes(ctx context.Context, since time.Time) ([]quote.FirstQuote, error) {
	rows, err := s.q.QuoteFirstSent(ctx, &since)
	if err != nil {
		return nil, err
	}
	out := make([]quote.FirstQuote, len(rows))
	for i, r := range rows {
		out[i] = quote.FirstQuote{Received: r.ReceiveTime, FirstSent: r.FirstSent}
	}
	return out, nil
}

func (s *Store) NearingExpiry(ctx context.Context, today, until time.Time) ([]uuid.UUID, error) {
	return s.q.QuoteNearingExpiry(ctx, sqlc.QuoteNearingExpiryParams{Today: date(today), Until: date(until)})
}

func (s *Store) Reminders(ctx context.Context, today, until, now time.Time, msg func(quote.Reminder) mail.Message) (int, error) {
	n := 0
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		rows, err := q.QuoteReminderClaim(ctx, sqlc.QuoteReminderClaimParams{Now: now, Today: date(today), Until: date(until)})
		if err != nil {
			return err
		}
		msgs := make([]mail.Message, len(rows))
		for i, r := range rows {
			msgs[i] = msg(quote.Reminder{Number: quote.Number(r.Year, r.Seq), Revision: r.Revision, Reference: r.Reference,
				Company: r.Company, ProjectName: r.ProjectName, Assignee: r.Assignee, ValidUntil: r.ValidUntil.Time})
		}
		n = len(rows)
		if n == 0 {
			return nil
		}
		return s.outbox.Enqueue(ctx, tx, msgs...)
	})
	return n, err
}
