package database_test

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// Domain errors as a domain package would declare them.
var (
	errJobNotFound  = apperr.NotFound("job not found")
	errNameTaken    = apperr.Conflict("a staff user with that username already exists")
	errJobForAnswer = apperr.NotFound("the job applied to does not exist")
)

func TestTranslateTurnsDatabaseErrorsIntoDomainErrors(t *testing.T) {
	pool := pgtest.New(t)
	ctx := context.Background()

	absentJob := func() error {
		var id uuid.UUID
		return pool.QueryRow(ctx, "SELECT id FROM jobs WHERE id = $1", uuid.New()).Scan(&id)
	}
	duplicateUser := func(name string) func() error {
		return func() error {
			insert := func() error {
				_, err := pool.Exec(ctx, "INSERT INTO staff_users (username, password_hash) VALUES ($1, 'h')", name)
				return err
			}
			if err := insert(); err != nil {
				return err
			}
			return insert()
		}
	}
	applicationOfAbsentJob := func() error {
		_, err := pool.Exec(ctx, "INSERT INTO applications (job_id, name, email, phone) VALUES ($1, 'A', 'a@example.com', '1')", uuid.New())
		return err
	}

	tests := []struct {
		name     string
		provoke  func() error
		as       database.Errors
		want     error
		wantKind error
	}{
		{"no row answers the statement's not-found", absentJob, database.Errors{NoRows: errJobNotFound}, errJobNotFound, apperr.ErrNotFound},
		{"no row with no error named answers the generic not-found", absentJob, database.Errors{}, database.ErrNoRow, apperr.ErrNotFound},
		{"a unique violation answers the statement's conflict", duplicateUser("estimator"), database.Errors{Unique: errNameTaken}, errNameTaken, apperr.ErrConflict},
		{"a unique violation with no error named answers the generic conflict", duplicateUser("checker"), database.Errors{}, database.ErrDuplicate, apperr.ErrConflict},
		{"a foreign-key violation answers the not-found of the referenced record", applicationOfAbsentJob, database.Errors{NoRows: errJobNotFound, ForeignKey: errJobForAnswer}, errJobForAnswer, apperr.ErrNotFound},
		{"a foreign-key violation with no error named answers the generic not-found", applicationOfAbsentJob, database.Errors{}, database.ErrMissingReference, apperr.ErrNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cause := tt.provoke()
			if cause == nil {
				t.Fatal("the statement succeeded, want it to fail")
			}
			got := database.Translate(cause, tt.as)
			if got != tt.want {
				t.Errorf("Translate(%v) = %v, want %v", cause, got, tt.want)
			}
			if !errors.Is(got, tt.wantKind) {
				t.Errorf("Translate(%v) = %v, want an error of kind %v", cause, got, tt.wantKind)
			}
		})
	}

	t.Run("any other database error is returned as it is", func(t *testing.T) {
		_, cause := pool.Exec(ctx, "SELECT * FROM no_such_table")
		got := database.Translate(cause, database.Errors{NoRows: errJobNotFound, Unique: errNameTaken, ForeignKey: errJobForAnswer})
		var pgErr *pgconn.PgError
		if got != cause || !errors.As(got, &pgErr) {
			t.Errorf("Translate(%v) = %v, want the PostgreSQL error unchanged", cause, got)
		}
	})
	t.Run("no error stays no error", func(t *testing.T) {
		if got := database.Translate(nil, database.Errors{NoRows: errJobNotFound}); got != nil {
			t.Errorf("Translate(nil) = %v, want nil", got)
		}
	})
}

func TestFirstTime(t *testing.T) {
	at := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	boom := errors.New("connection lost")
	tests := []struct {
		name    string
		t       *time.Time
		err     error
		want    time.Time
		wantOK  bool
		wantErr error
	}{
		{"a row answers its time", &at, nil, at, true, nil},
		{"no row is no time, not an error", nil, pgx.ErrNoRows, time.Time{}, false, nil},
		{"a NULL is no time", nil, nil, time.Time{}, false, nil},
		{"another error stays an error", nil, boom, time.Time{}, false, boom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok, err := database.FirstTime(tt.t, tt.err)
			if !got.Equal(tt.want) || ok != tt.wantOK || !errors.Is(err, tt.wantErr) {
				t.Errorf("got %v, %v, %v; want %v, %v, %v", got, ok, err, tt.want, tt.wantOK, tt.wantErr)
			}
		})
	}
}
