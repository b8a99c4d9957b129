// Package authpg stores staff users and sessions in PostgreSQL.
package authpg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/audit/auditpg"
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
	userErrors      = database.Errors{NoRows: auth.ErrUserNotFound, Unique: auth.ErrUsernameTaken}
	sessionErrors   = database.Errors{NoRows: auth.ErrUnauthenticated, ForeignKey: auth.ErrUserNotFound}
	challengeErrors = database.Errors{NoRows: auth.ErrChallengeExpired, ForeignKey: auth.ErrUserNotFound}
)

type beginner interface {
	Begin(ctx context.Context) (pgx.Tx, error)
}

func (s *Store) InTx(ctx context.Context, fn func(auth.Store) error) error {
	b, ok := s.db.(beginner)
	if !ok {
		return errors.New("authpg: the store's connection cannot begin a transaction")
	}
	return pgx.BeginFunc(ctx, b, func(tx pgx.Tx) error { return fn(New(tx)) })
}

func (s *Store) Audit(ctx context.Context, a audit.Origin, action, table, id string, summary any) error {
	return auditpg.Record(ctx, s.q, a, action, table, id, summary)
}

func (s *Store) UserCreate(ctx context.Context, username, passwordHash string, mustChange bool) (auth.User, error) {
	row, err := s.q.StaffUserCreate(ctx, sqlc.StaffUserCreateParams{Username: username, PasswordHash: passwordHash, MustChangePassword: mustChange})
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

func (s *Store) UserByID(ctx context.Context, id uuid.UUID) (auth.User, error) {
	row, err := s.q.StaffUserGet(ctx, id)
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

func (s *Store) UserSetPassword(ctx context.Context, id uuid.UUID, passwordHash string, mustChange bool) error {
	n, err := s.q.StaffUserSetPassword(ctx, sqlc.StaffUserSetPasswordParams{ID: id, PasswordHash: passwordHash, MustChangePassword: mustChange})
	return found(n, err, auth.ErrUserNotFound)
}

func (s *Store) UserLockActive(ctx context.Context) ([]uuid.UUID, error) {
	return s.q.StaffUserLockActive(ctx)
}

func (s *Store) UserSetDisabled(ctx context.Context, id uuid.UUID, disabled bool) error {
	n, err := s.q.StaffUserSetDisabled(ctx, sqlc.StaffUserSetDisabledParams{ID: id, Disabled: disabled})
	return found(n, err, auth.ErrUserNotFound)
}

func (s *Store) UserSignedIn(ctx context.Context, id uuid.UUID) error {
	return s.q.StaffUserSignedIn(ctx, id)
}

func (s *Store) UserSetTotpSecret(ctx context.Context, id uuid.UUID, secret string) (bool, error) {
	n, err := s.q.StaffUserSetTotpSecret(ctx, sqlc.StaffUserSetTotpSecretParams{ID: id, TotpSecret: secret})
	return n > 0, err
}

func (s *Store) UserEnableTotp(ctx context.Context, id uuid.UUID, step int64) (bool, error) {
	n, err := s.q.StaffUserEnableTotp(ctx, sqlc.StaffUserEnableTotpParams{ID: id, TotpLastStep: step})
	return n > 0, err
}

func (s *Store) UserDisableTotp(ctx context.Context, id uuid.UUID) (bool, error) {
	n, err := s.q.StaffUserDisableTotp(ctx, id)
	return n > 0, err
}

func (s *Store) UserUseTotpStep(ctx context.Context, id uuid.UUID, step int64) (bool, error) {
	n, err := s.q.StaffUserUseTotpStep(ctx, sqlc.StaffUserUseTotpStepParams{ID: id, TotpLastStep: step})
	return n > 0, err
}

func (s *Store) RecoveryCodesReplace(ctx context.Context, userID uuid.UUID, hashes [][]byte) error {
	if err := s.q.StaffRecoveryCodeDeleteForUser(ctx, userID); err != nil {
		return err
	}
	for _, h := range hashes {
		if err := s.q.StaffRecoveryCodeCreate(ctx, sqlc.StaffRecoveryCodeCreateParams{UserID: userID, CodeHash: h}); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) RecoveryCodeUse(ctx context.Context, userID uuid.UUID, hash []byte) (bool, error) {
	n, err := s.q.StaffRecoveryCodeUse(ctx, sqlc.StaffRecoveryCodeUseParams{UserID: userID, CodeHash: hash})
	return n > 0, err
}

func (s *Store) ChallengeCreate(ctx context.Context, tokenHash []byte, userID uuid.UUID, expire time.Time) error {
	err := s.q.StaffLoginChallengeCreate(ctx, sqlc.StaffLoginChallengeCreateParams{TokenHash: tokenHash, UserID: userID, ExpireTime: expire})
	if err != nil {
		return database.Translate(err, challengeErrors)
	}
	return s.q.StaffLoginChallengeDeleteExpired(ctx)
}

func (s *Store) ChallengeGet(ctx context.Context, tokenHash []byte) (uuid.UUID, error) {
	row, err := s.q.StaffLoginChallengeGet(ctx, tokenHash)
	if err != nil {
		return uuid.Nil, database.Translate(err, challengeErrors)
	}
	return row.UserID, nil
}

func (s *Store) ChallengeFail(ctx context.Context, tokenHash []byte) (int, error) {
	n, err := s.q.StaffLoginChallengeFail(ctx, tokenHash)
	if err != nil {
		return 0, database.Translate(err, challengeErrors)
	}
	return int(n), nil
}

func (s *Store) ChallengeDelete(ctx context.Context, tokenHash []byte) error {
	_, err := s.q.StaffLoginChallengeDelete(ctx, tokenHash)
	return err
}

func (s *Store) SessionCreate(ctx context.Context, ns auth.NewSession) (auth.Session, error) {
	row, err := s.q.StaffSessionCreate(ctx, sqlc.StaffSessionCreateParams{
		TokenHash: ns.TokenHash, UserID: ns.UserID, ExpireTime: ns.ExpireTime, ClientAddr: ns.ClientAddr, UserAgent: ns.UserAgent,
		Browser: ns.Browser.Cookie, IdleSeconds: int32(ns.Browser.IdleLimit / time.Second), LastSeenTime: ns.LastSeen,
	})
	if err != nil {
		return auth.Session{}, database.Translate(err, sessionErrors)
	}
	return session(row, auth.User{ID: row.UserID}), nil
}

func (s *Store) SessionGet(ctx context.Context, tokenHash []byte) (auth.Session, error) {
	row, err := s.q.StaffSessionGet(ctx, tokenHash)
	if err != nil {
		return auth.Session{}, database.Translate(err, sessionErrors)
	}
	return session(row.StaffSession, user(row.StaffUser)), nil
}

func (s *Store) SessionListForUser(ctx context.Context, userID uuid.UUID) ([]auth.Session, error) {
	rows, err := s.q.StaffSessionListForUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]auth.Session, len(rows))
	for i, r := range rows {
		out[i] = session(r, auth.User{ID: r.UserID})
	}
	return out, nil
}

func (s *Store) SessionDelete(ctx context.Context, tokenHash []byte) (bool, error) {
	n, err := s.q.StaffSessionDelete(ctx, tokenHash)
	return n > 0, err
}

func (s *Store) SessionDeleteByID(ctx context.Context, userID, id uuid.UUID) (bool, error) {
	n, err := s.q.StaffSessionDeleteByID(ctx, sqlc.StaffSessionDeleteByIDParams{UserID: userID, ID: id})
	return n > 0, err
}

func (s *Store) SessionDeleteOthers(ctx context.Context, userID uuid.UUID, keep []byte) (int64, error) {
	return s.q.StaffSessionDeleteOthers(ctx, sqlc.StaffSessionDeleteOthersParams{UserID: userID, TokenHash: keep})
}

func (s *Store) SessionDeleteForUser(ctx context.Context, userID uuid.UUID) error {
	_, err := s.q.StaffSessionDeleteForUser(ctx, userID)
	return err
}

func (s *Store) SessionTouch(ctx context.Context, tokenHash []byte, seen time.Time) error {
	return s.q.StaffSessionTouch(ctx, sqlc.StaffSessionTouchParams{TokenHash: tokenHash, Seen: seen})
}

func (s *Store) SessionReauthenticate(ctx context.Context, tokenHash []byte, at time.Time) (bool, error) {
	n, err := s.q.StaffSessionReauthenticate(ctx, sqlc.StaffSessionReauthenticateParams{TokenHash: tokenHash, At: at})
	return n > 0, err
}

func (s *Store) SessionDeleteExpired(ctx context.Context) error {
	_, err := s.q.StaffSessionDeleteExpired(ctx)
	return err
}

func found(n int64, err error, notFound error) error {
	if err != nil {
		return err
	}
	if n == 0 {
		return notFound
	}
	return nil
}

func session(r sqlc.StaffSession, u auth.User) auth.Session {
	return auth.Session{
		ID: r.ID, TokenHash: r.TokenHash, User: u, CreateTime: r.CreateTime, ExpireTime: r.ExpireTime, ClientAddr: r.ClientAddr, UserAgent: r.UserAgent,
		Browser:  auth.Browser{Cookie: r.Browser, Remember: r.IdleSeconds > 0, IdleLimit: time.Duration(r.IdleSeconds) * time.Second},
		LastSeen: r.LastSeenTime, AuthTime: r.AuthenticatedTime,
	}
}

func user(r sqlc.StaffUser) auth.User {
	u := auth.User{
		ID: r.ID, Username: r.Username, PasswordHash: r.PasswordHash, CreateTime: r.CreateTime,
		Disabled: r.DisabledTime != nil, MustChangePassword: r.MustChangePassword,
		TotpEnabled: r.TotpEnabled, TotpSecret: r.TotpSecret,
	}
	if r.LastSignInTime != nil {
		u.LastSignInTime = *r.LastSignInTime
	}
	return u
}
