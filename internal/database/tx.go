package database

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
)

// InTx runs fn in a transaction, committing when it returns nil and rolling back
// otherwise, so a failed write leaves no half-written rows.
func InTx(ctx context.Context, pool *pgxpool.Pool, fn func(q *sqlc.Queries) error) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		return fn(sqlc.New(tx))
	})
}

// InTxWith is InTx for writes that also hand the transaction to another store (the
// outbox, the job queue), so everything they write commits or rolls back together.
func InTxWith(ctx context.Context, pool *pgxpool.Pool, fn func(tx pgx.Tx, q *sqlc.Queries) error) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		return fn(tx, sqlc.New(tx))
	})
}
