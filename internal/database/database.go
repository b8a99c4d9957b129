// Package database opens the PostgreSQL pool and applies the schema migrations.
package database

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"github.com/gusset/gusset/db"
	"github.com/gusset/gusset/internal/queue"
)

// DefaultConnectTimeout bounds each new connection unless the URL sets connect_timeout:
// while the server is down a request waits at most this long for a connection before it
// answers "unavailable", instead of hanging.
const DefaultConnectTimeout = 3 * time.Second

// Open connects to url and checks the server answers.
func Open(ctx context.Context, url string) (*pgxpool.Pool, error) {
	pool, err := NewPool(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("database: %w", err)
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("database: cannot connect: %w", err)
	}
	return pool, nil
}

// Migrate applies every pending migration of db/migrations, logging each, then brings
// the job queue's own tables up to date (queue.Migrate).
func Migrate(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger) error {
	provider, closeDB, err := Migrations(pool)
	if err != nil {
		return err
	}
	defer closeDB()
	results, err := provider.Up(ctx)
	for _, r := range results {
		log.Info("migration applied", "version", r.Source.Version, "file", r.Source.Path, "duration", r.Duration)
	}
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return queue.Migrate(ctx, pool, log)
}

// Migrations is the migration provider of db/migrations on pool (tests step it up and
// down); closeDB releases its database/sql handle.
func Migrations(pool *pgxpool.Pool) (provider *goose.Provider, closeDB func() error, err error) {
	migrations, err := fs.Sub(db.Migrations, "migrations")
	if err != nil {
		return nil, nil, err
	}
	sqlDB := stdlib.OpenDBFromPool(pool)
	provider, err = goose.NewProvider(goose.DialectPostgres, sqlDB, migrations)
	if err != nil {
		_ = sqlDB.Close()
		return nil, nil, fmt.Errorf("migrations: %w", err)
	}
	return provider, sqlDB.Close, nil
}

// EnsureDatabase creates database name on the server of adminURL unless it exists.
func EnsureDatabase(ctx context.Context, adminURL, name string) error {
	conn, err := pgx.Connect(ctx, adminURL)
	if err != nil {
		return fmt.Errorf("database: %w", err)
	}
	defer conn.Close(ctx)
	var exists bool
	if err := conn.QueryRow(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return err
	}
	if exists {
		return nil
	}
	_, err = conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	var pgErr interface{ SQLState() string }
	if errors.As(err, &pgErr) && pgErr.SQLState() == "42P04" { // created concurrently
		return nil
	}
	return err
}
