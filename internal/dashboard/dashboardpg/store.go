// Package dashboardpg reads the dashboard's counts from PostgreSQL.
package dashboardpg

import (
	"context"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/dashboard"
)

// Store implements dashboard.Store.
type Store struct {
	q *sqlc.Queries
}

var _ dashboard.Store = (*Store)(nil)

// New returns a store over db.
func New(db sqlc.DBTX) *Store { return &Store{q: sqlc.New(db)} }

// Counts runs DashboardCounts: a single statement sees a single snapshot, so no
// transaction is needed for the counts to agree.
func (s *Store) Counts(ctx context.Context) (dashboard.Counts, error) {
	r, err := s.q.DashboardCounts(ctx)
	if err != nil {
		return dashboard.Counts{}, err
	}
	return dashboard.Counts(r), nil
}
