package database

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
)

// SharedSecret answers the secret stored under name, generating size random bytes and
// storing them the first time: every process on one database gets the same secret, so
// what one instance signs, any other verifies, across restarts too.
func SharedSecret(ctx context.Context, pool *pgxpool.Pool, name string, size int) ([]byte, error) {
	fresh := make([]byte, size)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	q := sqlc.New(pool)
	// A process that inserts at the same moment makes the statement wait for it and
	// then see no row (its snapshot predates the other's commit): a second try reads it.
	for range 2 {
		v, err := q.SiteSettingEnsure(ctx, sqlc.SiteSettingEnsureParams{Name: name, Value: fresh})
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("shared secret %s: %w", name, err)
		}
		return v, nil
	}
	return nil, fmt.Errorf("shared secret %s: not found after it was stored", name)
}
