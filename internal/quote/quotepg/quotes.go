package quotepg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"google.golang.org/protobuf/encoding/protojson"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/quote"
)

func (s *Store) Create(ctx context.Context, n quote.NewQuote) (uuid.UUID, error) {
	content, err := protojson.Marshal(n.Saved.Content)
	if err != nil {
		return uuid.Nil, err
	}
	var id uuid.UUID
	err = database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.EstimateRequestGetForUpdate(ctx, n.RequestID); err != nil {
			return database.Translate(err, requestErrors)
		}
		if err := organization(ctx, q, n.Saved.OrganizationID); err != nil {
			return err
		}
		// The counter's row stays locked until the commit: a quote that is not stored
		// gives its number back, so the numbers have no gaps.
		seq, err := q.QuoteNumberNext(ctx, int32(n.Year))
		if err != nil {
			return err
		}
		id, err = q.QuoteCreate(ctx, sqlc.QuoteCreateParams{
			EstimateRequestID: n.RequestID, Year: int32(n.Year), Seq: seq, Revision: 1, Content: content,
			TermsTemplateID: n.Saved.TermsID, TermsTitle: n.Saved.TermsTitle, TermsBody: n.Saved.TermsBody, TermsVersion: n.Saved.TermsVersion,
			Currency: quote.Currency(n.Saved.Content.GetCurrency()), TotalCents: n.Saved.Totals.GetTotalCents(),
			ValidUntil: date(n.Saved.ValidUntil), OrganizationID: n.Saved.OrganizationID, CreatedBy: n.By, Now: n.Now,
		})
		return database.Translate(err, quoteErrors)
	})
	return id, err
}

func (s *Store) Update(ctx context.Context, id uuid.UUID, sv quote.Saved, now time.Time) error {
	content, err := protojson.Marshal(sv.Content)
	if err != nil {
		return err
	}
	err = database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if err := organization(ctx, q, sv.OrganizationID); err != nil {
			return err
		}
		_, err := q.QuoteUpdateContent(ctx, sqlc.QuoteUpdateContentParams{
			ID: id, Content: content, TermsTemplateID: sv.TermsID, TermsTitle: sv.TermsTitle, TermsBody: sv.TermsBody,
			TermsVersion: sv.TermsVersion, Currency: quote.Currency(sv.Content.GetCurrency()), TotalCents: sv.Totals.GetTotalCents(),
			ValidUntil: date(sv.ValidUntil), OrganizationID: sv.OrganizationID, Now: now,
		})
		return database.Translate(err, database.Errors{NoRows: quote.ErrNotDraft})
	})
	return err
}

// organization checks that the organization staff chose exists.
func organization(ctx context.Context, q *sqlc.Queries, id *uuid.UUID) error {
	if id == nil {
		return nil
	}
	_, err := q.ClientOrganizationGet(ctx, *id)
	return database.Translate(err, database.Errors{NoRows: quote.ErrOrganization})
}

func (s *Store) Revise(ctx context.Context, id uuid.UUID, by string, now time.Time) (uuid.UUID, error) {
	var next uuid.UUID
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		r, err := q.QuoteGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, quoteErrors)
		}
		newest, err := q.QuoteNewestForUpdate(ctx, sqlc.QuoteNewestForUpdateParams{Year: r.Year, Seq: r.Seq})
		if err != nil {
			return err
		}
		switch newest.Status {
		case "DRAFT":
			return quote.ErrDraftExists
		case "ACCEPTED", "DECLINED":
			return quote.ErrClosed
		}
		next, err = q.QuoteCreate(ctx, sqlc.QuoteCreateParams{
			EstimateRequestID: newest.EstimateRequestID, Year: newest.Year, Seq: newest.Seq, Revision: newest.Revision + 1,
			Content: newest.Content, TermsTemplateID: newest.TermsTemplateID, TermsTitle: newest.TermsTitle, TermsBody: newest.TermsBody,
			TermsVersion: newest.TermsVersion, Currency: newest.Currency, TotalCents: newest.TotalCents, ValidUntil: newest.ValidUntil,
			OrganizationID: newest.OrganizationID, CreatedBy: by, Now: now,
		})
		return database.Translate(err, reviseErrors)
	})
	return next, err
}

func (s *Store) Send(ctx context.Context, id uuid.UUID, now time.Time, msg func(*quote.Quote) (mail.Message, error)) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		r, err := q.QuoteGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, quoteErrors)
		}
		if r.Status != "DRAFT" {
			return quote.ErrNotDraft
		}
		// The newest revision sent is locked with it: a decline or an accept of it waits.
		if _, err := q.QuoteNewestForUpdate(ctx, sqlc.QuoteNewestForUpdateParams{Year: r.Year, Seq: r.Seq}); err != nil {
			return err
		}
		if err := q.QuoteSupersede(ctx, sqlc.QuoteSupersedeParams{Year: r.Year, Seq: r.Seq, Now: now}); err != nil {
			return err
		}
		if err := q.QuoteSetSent(ctx, sqlc.QuoteSetSentParams{ID: id, Now: now}); err != nil {
			return err
		}
		if err := q.EstimateRequestQuoted(ctx, r.EstimateRequestID); err != nil {
			return err
		}
		full, err := get(ctx, q, id)
		if err != nil {
			return err
		}
		m, err := msg(full)
		if err != nil {
			return err
		}
		return s.outbox.Enqueue(ctx, tx, m)
	})
}

func (s *Store) Note(ctx context.Context, id uuid.UUID, n followup.NewNote, msg *mail.Message) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		r, err := q.QuoteGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, quoteErrors)
		}
		if err := followuppg.Lock(ctx, q, followup.Estimate, r.EstimateRequestID); err != nil {
			return err
		}
		if _, err := followuppg.AddNote(ctx, q, followup.Estimate, r.EstimateRequestID, n); err != nil {
			return err
		}
		if msg == nil {
			return nil
		}
		return s.outbox.Enqueue(ctx, tx, *msg)
	})
}

func (s *Store) Decline(ctx context.Context, id uuid.UUID, reason string, today, now time.Time, expired error) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if err := answerable(ctx, q, id, today, expired); err != nil {
			return err
		}
		return q.QuoteSetAnswer(ctx, sqlc.QuoteSetAnswerParams{ID: id, Status: "DECLINED", Now: now, DeclineReason: reason})
	})
}

// answerable locks revision id and answers why it may not be answered now (nil: it may).
func answerable(ctx context.Context, q *sqlc.Queries, id uuid.UUID, today time.Time, expired error) error {
	r, err := q.QuoteGetForUpdate(ctx, id)
	if err != nil {
		return database.Translate(err, quoteErrors)
	}
	switch r.Status {
	case "SUPERSEDED":
		return quote.ErrRevised
	case "ACCEPTED":
		return quote.ErrAccepted
	case "DECLINED":
		return quote.ErrDeclined
	case "DRAFT":
		return quote.ErrBadLink
	}
	if r.ValidUntil.Time.Before(today) {
		return expired
	}
	return nil
}
