// Package contactpg stores contact messages in PostgreSQL.
package contactpg

import (
	"context"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/page"
)

// Store implements contact.Store.
type Store struct {
	q *sqlc.Queries
}

var _ contact.Store = (*Store)(nil)

// New returns a store over db.
func New(db sqlc.DBTX) *Store { return &Store{q: sqlc.New(db)} }

func (s *Store) Create(ctx context.Context, in contact.Input) (contact.Message, error) {
	row, err := s.q.ContactMessageCreate(ctx, sqlc.ContactMessageCreateParams{
		Name: in.Name, Email: in.Email, Phone: in.Phone, Message: in.Message,
	})
	if err != nil {
		return contact.Message{}, err
	}
	return toMessage(row), nil
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
