// Package outboxpg keeps the outbox in PostgreSQL and enqueues its deliveries on the job
// queue, in the caller's transaction.
package outboxpg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/outbox"
	"github.com/gusset/gusset/internal/queue"
)

// Store implements outbox.Store, and Enqueue for the stores whose records send mail.
type Store struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	queue *queue.Client
}

var _ outbox.Store = (*Store)(nil)

// New returns a store over pool that inserts jobs with the insert-only client q.
func New(pool *pgxpool.Pool, q *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), queue: q}
}

var outboxErrors = database.Errors{NoRows: outbox.ErrNotFound}

// Enqueue writes msgs to the outbox and queues their delivery, in tx: they exist, and
// will be sent, exactly when what tx writes is committed.
func (s *Store) Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error {
	_, err := s.EnqueueIDs(ctx, tx, msgs...)
	return err
}

// EnqueueIDs is Enqueue, answering the outbox ids of msgs (for a record that keeps its
// mail, such as a reply to a contact message).
func (s *Store) EnqueueIDs(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) ([]uuid.UUID, error) {
	q := sqlc.New(tx)
	ids := make([]uuid.UUID, 0, len(msgs))
	for _, m := range msgs {
		if err := m.Check(); err != nil {
			return nil, err
		}
		row, err := q.OutboxMessageCreate(ctx, sqlc.OutboxMessageCreateParams{
			Topic: m.Topic, ToAddr: m.To, ReplyTo: m.ReplyTo, Subject: m.Subject,
			TextBody: m.Text, HtmlBody: m.HTML, UnsubscribeUrl: m.UnsubscribeURL,
		})
		if err != nil {
			return nil, err
		}
		res, err := s.queue.InsertTx(ctx, tx, queue.Deliver{MessageID: row.ID}, nil)
		if err != nil {
			return nil, err
		}
		if err := q.OutboxMessageSetJob(ctx, sqlc.OutboxMessageSetJobParams{ID: row.ID, JobID: &res.Job.ID}); err != nil {
			return nil, err
		}
		ids = append(ids, row.ID)
	}
	return ids, nil
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (outbox.Entry, error) {
	row, err := s.q.OutboxMessageGet(ctx, id)
	if err != nil {
		return outbox.Entry{}, database.Translate(err, outboxErrors)
	}
	return toEntry(row), nil
}

func (s *Store) Attempted(ctx context.Context, id uuid.UUID, status outbox.Status, lastError string) error {
	_, err := s.q.OutboxMessageAttempted(ctx, sqlc.OutboxMessageAttemptedParams{ID: id, Status: string(status), LastError: lastError})
	return database.Translate(err, outboxErrors)
}

func (s *Store) List(ctx context.Context, status outbox.Status, p keyset.Request) ([]outbox.Entry, error) {
	var st *string
	if status != "" {
		v := string(status)
		st = &v
	}
	rows, err := s.q.OutboxMessageList(ctx, sqlc.OutboxMessageListParams{Status: st, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]outbox.Entry, len(rows))
	for i, r := range rows {
		out[i] = toEntry(r)
	}
	return out, nil
}

// Retry marks the message queued and makes its job run now: River's own retry of a job
// that is waiting for its next attempt or was discarded (a running one is left to
// finish). A job that River has already removed is replaced by a new one.
func (s *Store) Retry(ctx context.Context, id uuid.UUID) (outbox.Entry, error) {
	var e outbox.Entry
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		row, err := q.OutboxMessageRequeue(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) {
			if _, gerr := q.OutboxMessageGet(ctx, id); gerr != nil {
				return database.Translate(gerr, outboxErrors)
			}
			return outbox.ErrNotRetryable
		}
		if err != nil {
			return err
		}
		e = toEntry(row)
		if row.JobID != nil {
			_, err := s.queue.JobRetryTx(ctx, tx, *row.JobID)
			if !errors.Is(err, river.ErrNotFound) {
				return err
			}
		}
		res, err := s.queue.InsertTx(ctx, tx, queue.Deliver{MessageID: id}, nil)
		if err != nil {
			return err
		}
		return q.OutboxMessageSetJob(ctx, sqlc.OutboxMessageSetJobParams{ID: id, JobID: &res.Job.ID})
	})
	return e, err
}

func (s *Store) Counts(ctx context.Context) (map[outbox.Status]int, error) {
	rows, err := s.q.OutboxMessageCounts(ctx)
	if err != nil {
		return nil, err
	}
	out := map[outbox.Status]int{}
	for _, r := range rows {
		out[outbox.Status(r.Status)] = int(r.N)
	}
	return out, nil
}

func toEntry(r sqlc.OutboxMessage) outbox.Entry {
	return outbox.Entry{
		ID: r.ID,
		Message: mail.Message{
			Topic: r.Topic, To: r.ToAddr, ReplyTo: r.ReplyTo, Subject: r.Subject,
			Text: r.TextBody, HTML: r.HtmlBody, UnsubscribeURL: r.UnsubscribeUrl,
		},
		Status: outbox.Status(r.Status), Attempts: int(r.Attempts), LastError: r.LastError,
		CreateTime: r.CreateTime, SentTime: r.SentTime,
	}
}
