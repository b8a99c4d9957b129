package dbfault_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/gusset/gusset/internal/dbfault"
)

func TestUnavailable(t *testing.T) {
	// A real failed connection: a socket folder where no server listens.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, connErr := pgx.Connect(ctx, "postgres://x@/db?host="+t.TempDir()+"&connect_timeout=2")
	if connErr == nil {
		t.Fatal("connected to nothing")
	}
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"a refused connection", connErr, true},
		{"a refused connection wrapped by a store", fmt.Errorf("list posts: %w", connErr), true},
		{"the server shutting down", &pgconn.PgError{Code: "57P01"}, true},
		{"the server starting up", &pgconn.PgError{Code: "57P03"}, true},
		{"a connection exception", &pgconn.PgError{Code: "08006"}, true},
		{"a unique violation is the statement's failure", &pgconn.PgError{Code: "23505"}, false},
		{"no rows", pgx.ErrNoRows, false},
		{"another error", errors.New("boom"), false},
		{"nil", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := dbfault.Unavailable(tt.err); got != tt.want {
				t.Errorf("Unavailable(%v) = %v, want %v", tt.err, got, tt.want)
			}
		})
	}
}
