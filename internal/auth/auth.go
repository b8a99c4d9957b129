// Package auth signs staff in and out: password hashing, server-side sessions behind
// opaque bearer tokens, and brute-force limits on sign-in.
package auth

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
)

// Sentinel errors, each of an apperr kind that adapters map to Connect codes and HTTP
// statuses.
var (
	// ErrInvalidCredentials: the username or the password is wrong (never says which).
	ErrInvalidCredentials = apperr.Unauthenticated("invalid username or password")
	// ErrUnauthenticated: no session, or an expired or revoked one.
	ErrUnauthenticated = apperr.Unauthenticated("sign-in required: the session is missing, expired or revoked")
	// ErrRateLimited: too many failed sign-ins; see RateLimitedError for how long to wait.
	ErrRateLimited = apperr.RateLimited("too many failed sign-in attempts")
	// ErrUserNotFound: no staff user has that username.
	ErrUserNotFound = apperr.NotFound("staff user not found")
	// ErrUsernameTaken: a staff user with that username already exists.
	ErrUsernameTaken = apperr.Conflict("a staff user with that username already exists")
)

// RateLimitedError is ErrRateLimited with the time left before the next attempt.
type RateLimitedError struct {
	RetryAfter time.Duration
}

var _ apperr.Retrier = (*RateLimitedError)(nil)

func (e *RateLimitedError) Error() string {
	return fmt.Sprintf("%s: try again in %s", ErrRateLimited, e.RetryAfter.Round(time.Second))
}

// Unwrap makes errors.Is hold for ErrRateLimited and, through it, for its kind.
func (e *RateLimitedError) Unwrap() error { return ErrRateLimited }

// RetryDelay is how long the caller must wait, for a Retry-After answer.
func (e *RateLimitedError) RetryDelay() time.Duration { return e.RetryAfter }

// User is a staff account.
type User struct {
	ID           uuid.UUID
	Username     string
	PasswordHash string
	CreateTime   time.Time
}

// Session is a signed-in staff user.
type Session struct {
	User       User
	ExpireTime time.Time
}

// Store persists users and sessions. Lookups of absent rows answer ErrUserNotFound or
// ErrUnauthenticated; a duplicate username answers ErrUsernameTaken.
type Store interface {
	LimiterStore
	UserCreate(ctx context.Context, username, passwordHash string) (User, error)
	UserByUsername(ctx context.Context, username string) (User, error)
	UserList(ctx context.Context) ([]User, error)
	UserSetPassword(ctx context.Context, username, passwordHash string) error
	SessionCreate(ctx context.Context, tokenHash []byte, userID uuid.UUID, expire time.Time) error
	// SessionGet answers ErrUnauthenticated for an unknown or expired token hash.
	SessionGet(ctx context.Context, tokenHash []byte) (Session, error)
	SessionDelete(ctx context.Context, tokenHash []byte) (bool, error)
	SessionDeleteForUser(ctx context.Context, userID uuid.UUID) error
	SessionDeleteExpired(ctx context.Context) error
}

type ctxKey struct{}

// WithSession returns ctx carrying the caller's session.
func WithSession(ctx context.Context, s Session) context.Context {
	return context.WithValue(ctx, ctxKey{}, s)
}

// SessionFrom returns the caller's session, if the request carried a valid one.
func SessionFrom(ctx context.Context) (Session, bool) {
	s, ok := ctx.Value(ctxKey{}).(Session)
	return s, ok
}

// BearerToken extracts the token of an "Authorization: Bearer <token>" header.
func BearerToken(header string) string {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}
