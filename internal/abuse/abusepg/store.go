// Package abusepg keeps rate-limit windows and spent challenges in PostgreSQL.
package abusepg

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/abuse"
)

// Store implements abuse.Store.
type Store struct{ q *sqlc.Queries }

var _ abuse.Store = (*Store)(nil)

// New returns a store over pool.
func New(pool *pgxpool.Pool) *Store { return &Store{q: sqlc.New(pool)} }

func (s *Store) Hit(ctx context.Context, action abuse.Action, client string, windowStart time.Time) (int, error) {
	n, err := s.q.RateLimitHit(ctx, sqlc.RateLimitHitParams{Action: string(action), Client: client, WindowStart: windowStart})
	return int(n), err
}

func (s *Store) Spend(ctx context.Context, signature string, expires time.Time) (bool, error) {
	n, err := s.q.SpentChallengeAdd(ctx, sqlc.SpentChallengeAddParams{Signature: signature, ExpireTime: expires})
	return n == 1, err
}

// Purge drops windows that ended over a day ago (no limit's window is longer) and
// challenges that expired.
func (s *Store) Purge(ctx context.Context, now time.Time) (int64, error) {
	a, err := s.q.RateLimitPurge(ctx, now.Add(-24*time.Hour))
	if err != nil {
		return 0, err
	}
	b, err := s.q.SpentChallengePurge(ctx, now)
	return a + b, err
}
