// Package newsletterpg stores newsletter subscribers in PostgreSQL.
package newsletterpg

import (
	"context"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/newsletter"
	"github.com/gusset/gusset/internal/page"
)

// Store implements newsletter.Store.
type Store struct {
	q *sqlc.Queries
}

var _ newsletter.Store = (*Store)(nil)

// New returns a store over db.
func New(db sqlc.DBTX) *Store { return &Store{q: sqlc.New(db)} }

// Subscribe relies on the unique address and ON CONFLICT DO NOTHING, so concurrent
// sign-ups of one address neither fail nor duplicate.
func (s *Store) Subscribe(ctx context.Context, email string) error {
	return s.q.NewsletterSubscriberCreate(ctx, email)
}

func (s *Store) List(ctx context.Context, p page.Request) ([]newsletter.Subscriber, error) {
	rows, err := s.q.NewsletterSubscriberList(ctx, sqlc.NewsletterSubscriberListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]newsletter.Subscriber, len(rows))
	for i, r := range rows {
		out[i] = newsletter.Subscriber{ID: r.ID, Email: r.Email, CreateTime: r.CreateTime}
	}
	return out, nil
}
