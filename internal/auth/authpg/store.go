// Package authpg stores staff users and sessions in PostgreSQL.
package authpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/database"
)

// Store implements auth.Store.
type Store struct {
	db DB
	q  *sqlc.Queries
}

// DB is a pool or a transaction: the sign-in limiter needs transactions of its own.
type DB interface {
	sqlc.DBTX
	Begin(ctx context.Context) (pgx.Tx, error)
}

var _ auth.Store = (*Store)(nil)

// New returns a store over db (a pool or a transaction).
func New(db DB) *Store {
	return &Store{db: db, q: sqlc.New(db)}
}

// What the statements' failures mean to auth.
var (
	userErrors    = database.Errors{NoRows: auth.ErrUserNotFound, Unique: auth.ErrUsernameTaken}
	sessionErrors = database.Errors{NoRows: auth.ErrUnauthenticated, ForeignKey: auth.ErrUserNotFound}
)

func (s *Store) UserCreate(ctx context.Context, username, passwordHash string) (auth.User, error) {
	row, err := s.q.StaffUserCreate(ctx, sqlc.StaffUserCreateParams{Username: username, PasswordHash: passwordHash})
	if err != nil {
		return auth.User{}, database.Translate(err, userErrors)
	}
	return user(row), nil
}

func (s *Store) UserByUsername(ctx context.Context, username string) (auth.User, error) {
	row, err := s.q.StaffUserGetByUsername(ctx, username)
	if err != nil {
		return auth.User{}, database.Translate(err, userErrors)
	}
	return user(row), nil
}

func (s *Store) UserList(ctx context.Context) ([]auth.User, error) {
	rows, err := s.q.StaffUserList(ctx)
	if err != nil {
		return nil, err
	}
	users := make([]auth.User, len(rows))
	for i, r := range rows {
		users[i] = user(r)
	}
	return users, nil
}

func (s *Store) UserSetPassword(ctx context.Context, username, passwordHash string) error {
	n, err := s.q.StaffUserSetPassword(ctx, sqlc.StaffUserSetPasswordParams{Username: username, PasswordHash: passwordHash})
	if err != nil {
		return err
	}
	if n == 0 {
		return auth.ErrUserNotFound
	}
	return nil
}

func (s *Store) SessionCreate(ctx context.Context, tokenHash []byte, userID uuid.UUID, expire time.Time) error {
	_, err := s.q.StaffSessionCreate(ctx, sqlc.StaffSessionCreateParams{TokenHash: tokenHash, UserID: userID, ExpireTime: expire})
	return database.Translate(err, sessionErrors)
}

func (s *Store) SessionGet(ctx context.Context, tokenHash []byte) (auth.Session, error) {
	row, err := s.q.StaffSessionGet(ctx, tokenHash)
	if err != nil {
		return auth.Session{}, database.Translate(err, sessionErrors)
	}
	return auth.Session{User: user(row.StaffUser), ExpireTime: row.StaffSession.ExpireTime}, nil
}

func (s *Store) SessionDelete(ctx context.Context, tokenHash []byte) (bool, error) {
	n, err := s.q.StaffSessionDelete(ctx, tokenHash)
	return n > 0, err
}

func (s *Store) SessionDeleteForUser(ctx context.Context, userID uuid.UUID) error {
	_, err := s.q.StaffSessionDeleteForUser(ctx, userID)
	return err
}

func (s *Store) SessionDeleteExpired(ctx context.Context) error {
	_, err := s.q.StaffSessionDeleteExpired(ctx)
	return err
}

func user(r sqlc.StaffUser) auth.User {
	return auth.User{ID: r.ID, Username: r.Username, PasswordHash: r.PasswordHash, CreateTime: r.CreateTime}
}
