// Package contactpg stores contact messages in PostgreSQL.
package contactpg

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/page"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements contact.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
}

var _ contact.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

// Create stores the message and queues its notices in one transaction: no message
// without its mail, no mail about a message that was not stored.
func (s *Store) Create(ctx context.Context, in contact.Input, notices func(contact.Message) []mail.Message) (contact.Message, error) {
	var m contact.Message
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		row, err := sqlc.New(tx).ContactMessageCreate(ctx, sqlc.ContactMessageCreateParams{
			Name: in.Name, Email: in.Email, Phone: in.Phone, Message: in.Message,
		})
		if err != nil {
			return err
		}
		m = toMessage(row)
		return s.outbox.Enqueue(ctx, tx, notices(m)...)
	})
	return m, err
}

func (s *Store) List(ctx context.Context, p page.Request) ([]contact.Message, error) {
	rows, err := s.q.ContactMessageList(ctx, sqlc.ContactMessageListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]contact.Message, len(rows))
	for i, r := range rows {
		out[i] = toMessage(r)
	}
	return out, nil
}

func toMessage(r sqlc.ContactMessage) contact.Message {
	return contact.Message{ID: r.ID, Name: r.Name, Email: r.Email, Phone: r.Phone, Message: r.Message, CreateTime: r.CreateTime}
}
