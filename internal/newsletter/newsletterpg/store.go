// Package newsletterpg stores newsletter subscribers and sends in PostgreSQL.
package newsletterpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/queue"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements newsletter.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	queue  *queue.Client
}

var _ newsletter.Store = (*Store)(nil)

var (
	tokenErrors = database.Errors{NoRows: newsletter.ErrBadToken}
	sendErrors  = database.Errors{NoRows: newsletter.ErrSendNotFound}
)

// New returns a store over pool: confirmation mail goes through outbox, sends are queued
// with the insert-only client q.
func New(pool *pgxpool.Pool, outbox Outbox, q *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox, queue: q}
}

// Subscribe relies on the unique address and ON CONFLICT, so concurrent sign-ups of one
// address neither fail nor duplicate; the last one's link is the one that works.
func (s *Store) Subscribe(ctx context.Context, email string, hash []byte, expires time.Time, confirm func(newsletter.Subscriber) []mail.Message) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		row, err := q.NewsletterSubscriberUpsertPending(ctx, sqlc.NewsletterSubscriberUpsertPendingParams{
			Email: email, ConfirmHash: hash, ConfirmExpireTime: &expires,
		})
		if err != nil {
			return err
		}
		if row.Status == string(newsletter.Confirmed) {
			return nil
		}
		return s.outbox.Enqueue(ctx, tx, confirm(toSubscriber(row))...)
	})
}

func (s *Store) Confirm(ctx context.Context, hash []byte) (newsletter.Subscriber, error) {
	row, err := s.q.NewsletterSubscriberConfirm(ctx, hash)
	if err != nil {
		return newsletter.Subscriber{}, database.Translate(err, tokenErrors)
	}
	return toSubscriber(row), nil
}

func (s *Store) Unsubscribe(ctx context.Context, token string) (newsletter.Subscriber, error) {
	row, err := s.q.NewsletterSubscriberUnsubscribe(ctx, token)
	if err != nil {
		return newsletter.Subscriber{}, database.Translate(err, tokenErrors)
	}
	return toSubscriber(row), nil
}

func (s *Store) PurgeUnconfirmed(ctx context.Context, before time.Time) (int64, error) {
	return s.q.NewsletterSubscriberPurgeUnconfirmed(ctx, &before)
}

func (s *Store) List(ctx context.Context, p keyset.Request) ([]newsletter.Subscriber, error) {
	rows, err := s.q.NewsletterSubscriberList(ctx, sqlc.NewsletterSubscriberListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]newsletter.Subscriber, len(rows))
	for i, r := range rows {
		out[i] = toSubscriber(r)
	}
	return out, nil
}

func toSubscriber(r sqlc.NewsletterSubscriber) newsletter.Subscriber {
	return newsletter.Subscriber{
		ID: r.ID, Email: r.Email, Status: newsletter.Status(r.Status), CreateTime: r.CreateTime,
		ConfirmTime: r.ConfirmTime, UnsubscribeTime: r.UnsubscribeTime, UnsubscribeToken: r.UnsubscribeToken,
	}
}

// SendCreate stores the send and queues its job together.
func (s *Store) SendCreate(ctx context.Context, in newsletter.SendInput, text string) (newsletter.Send, error) {
	var out newsletter.Send
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		row, err := q.NewsletterSendCreate(ctx, sqlc.NewsletterSendCreateParams{Subject: in.Subject, HtmlBody: in.HTML, TextBody: text, PostID: in.PostID})
		if err != nil {
			return database.Translate(err, database.Errors{ForeignKey: newsletter.ErrPostNotFound})
		}
		out = toSend(row)
		_, err = s.queue.InsertTx(ctx, tx, queue.NewsletterSend{SendID: row.ID}, nil)
		return err
	})
	return out, err
}

func (s *Store) SendGet(ctx context.Context, id uuid.UUID) (newsletter.Send, error) {
	row, err := s.q.NewsletterSendGet(ctx, id)
	if err != nil {
		return newsletter.Send{}, database.Translate(err, sendErrors)
	}
	return toSend(row), nil
}

func (s *Store) SendList(ctx context.Context, p keyset.Request) ([]newsletter.Send, error) {
	rows, err := s.q.NewsletterSendList(ctx, sqlc.NewsletterSendListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]newsletter.Send, len(rows))
	for i, r := range rows {
		out[i] = toSend(sqlc.NewsletterSend{
			ID: r.ID, Subject: r.Subject, HtmlBody: r.HtmlBody, TextBody: r.TextBody, PostID: r.PostID,
			Status: r.Status, Total: r.Total, CreateTime: r.CreateTime, FinishTime: r.FinishTime,
		})
		out[i].Sent, out[i].Failed, out[i].Skipped = int(r.Sent), int(r.Failed), int(r.Skipped)
	}
	return out, nil
}

func (s *Store) SendStart(ctx context.Context, id uuid.UUID) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.NewsletterDeliveryAbandon(ctx, id); err != nil {
			return err
		}
		return q.NewsletterSendStart(ctx, id)
	})
}

func (s *Store) SendClaim(ctx context.Context, id uuid.UUID, n int) ([]newsletter.Recipient, error) {
	rows, err := s.q.NewsletterDeliveryClaim(ctx, sqlc.NewsletterDeliveryClaimParams{SendID: id, MaxRows: int32(n)})
	if err != nil {
		return nil, err
	}
	out := make([]newsletter.Recipient, len(rows))
	for i, r := range rows {
		out[i] = newsletter.Recipient{SubscriberID: r.SubscriberID, Email: r.Email, Status: newsletter.Status(r.SubscriberStatus), UnsubscribeToken: r.UnsubscribeToken}
	}
	return out, nil
}

func (s *Store) SendDelivered(ctx context.Context, id, subscriber uuid.UUID, outcome, errText string) error {
	return s.q.NewsletterDeliveryDone(ctx, sqlc.NewsletterDeliveryDoneParams{SendID: id, SubscriberID: subscriber, Status: outcome, Error: errText})
}

func (s *Store) SendRelease(ctx context.Context, id, subscriber uuid.UUID) error {
	return s.q.NewsletterDeliveryRelease(ctx, sqlc.NewsletterDeliveryReleaseParams{SendID: id, SubscriberID: subscriber})
}

func (s *Store) SendFinish(ctx context.Context, id uuid.UUID) error {
	return s.q.NewsletterSendFinish(ctx, id)
}

func toSend(r sqlc.NewsletterSend) newsletter.Send {
	return newsletter.Send{
		ID: r.ID, Subject: r.Subject, HTML: r.HtmlBody, Text: r.TextBody, PostID: r.PostID,
		Started: r.Status != "queued", Done: r.Status == "done",
		Total: int(r.Total), CreateTime: r.CreateTime, FinishTime: r.FinishTime,
	}
}
