package database

import (
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/gusset/gusset/internal/apperr"
)

// SQLSTATE codes that stand for a domain error rather than a fault.
const (
	uniqueViolation     = "23505"
	foreignKeyViolation = "23503"
)

// Domain errors for failures whose statement names no more precise one. Their kinds
// answer NotFound and AlreadyExists; a caller that reaches one of them should usually
// have named its own.
var (
	ErrNoRow            = apperr.NotFound("record not found")
	ErrDuplicate        = apperr.Conflict("record already exists")
	ErrMissingReference = apperr.NotFound("referenced record not found")
)

// Errors names the domain errors that one statement's failures stand for. A nil field
// falls back to ErrNoRow, ErrDuplicate or ErrMissingReference.
type Errors struct {
	// NoRows: the statement found no row (pgx.ErrNoRows), e.g. blog.ErrPostNotFound.
	NoRows error
	// Unique: a unique constraint refused a duplicate, e.g. auth.ErrUsernameTaken.
	Unique error
	// ForeignKey: a row the statement refers to does not exist, e.g. careers.ErrJobNotFound
	// for an application of an unknown job.
	ForeignKey error
	// Constraints names the error of a unique or check violation of one named constraint,
	// e.g. "blog_posts_slug_key": blog.ErrSlugTaken; it takes precedence over Unique.
	Constraints map[string]error
}

// Translate is the one place where database errors become domain errors: no row,
// unique violation and foreign-key violation become the errors as names (or the generic
// ones). Any other error, nil included, is returned as it is, still wrapping its cause,
// and ends up internal.
func Translate(err error, as Errors) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, pgx.ErrNoRows) {
		return or(as.NoRows, ErrNoRow)
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return err
	}
	if named, ok := as.Constraints[pgErr.ConstraintName]; ok && pgErr.ConstraintName != "" {
		return named
	}
	switch pgErr.Code {
	case uniqueViolation:
		return or(as.Unique, ErrDuplicate)
	case foreignKeyViolation:
		return or(as.ForeignKey, ErrMissingReference)
	}
	return err
}

func or(named, generic error) error {
	if named != nil {
		return named
	}
	return generic
}

// FirstTime is the answer of a query for the first of some times (a :one query of one
// nullable column, which finds no row when there is none): the time and true, or false.
func FirstTime(t *time.Time, err error) (time.Time, bool, error) {
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && t == nil) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, Translate(err, Errors{})
	}
	return *t, true, nil
}
