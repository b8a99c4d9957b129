// Package auth signs staff in and out: password hashing, server-side sessions behind
// opaque bearer tokens, and brute-force limits on sign-in.
package auth

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
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
	// ErrAccountDisabled: the account is disabled (the second step of a sign-in, which only
	// follows a right password; the first step answers ErrInvalidCredentials).
	ErrAccountDisabled = apperr.PermissionDenied("this staff account is disabled")
	// ErrLastActiveStaff: disabling would leave nobody able to sign in.
	ErrLastActiveStaff = apperr.FailedPrecondition("the last active staff account cannot be disabled")
	// ErrPasswordChangeRequired: the user must choose a new password before anything else.
	ErrPasswordChangeRequired = apperr.FailedPrecondition("password change required: choose a new password before using the back office")
	// ErrTotpEnrolmentRequired: two-factor sign-in is mandatory and not set up yet.
	ErrTotpEnrolmentRequired = apperr.FailedPrecondition("two-factor sign-in required: set up an authenticator app before using the back office")
	// ErrWrongPassword: the current password given to confirm a change is wrong.
	ErrWrongPassword = apperr.PermissionDenied("the current password is wrong")
	// ErrInvalidCode: a wrong, expired or already used authenticator or recovery code.
	ErrInvalidCode = apperr.Unauthenticated("the code is wrong, expired or already used")
	// ErrChallengeExpired: the second sign-in step came too late or too often wrong.
	ErrChallengeExpired = apperr.Unauthenticated("the sign-in has expired: sign in again with your password")
	// ErrTotpAlreadyEnabled / ErrTotpNotEnabled: the two-factor state refuses the change.
	ErrTotpAlreadyEnabled = apperr.FailedPrecondition("two-factor sign-in is already on: turn it off first")
	ErrTotpNotEnabled     = apperr.FailedPrecondition("two-factor sign-in is not on")
	ErrTotpNotStarted     = apperr.FailedPrecondition("start the authenticator set-up first")
	// ErrSessionNotFound: no session of the caller has that id.
	ErrSessionNotFound = apperr.NotFound("session not found")
	// ErrSecondFactorNeeded: the REST shim cannot carry the second step.
	ErrSecondFactorNeeded = apperr.PermissionDenied("this account uses two-factor sign-in: sign in from the back office (/admin/login)")
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

// Actor is u as who acted (actor.Actor).
func (u User) Actor() actor.Actor { return actor.Staff(u.ID, u.Username) }

// User is a staff account.
type User struct {
	ID                 uuid.UUID
	Username           string
	PasswordHash       string
	CreateTime         time.Time
	Disabled           bool
	MustChangePassword bool
	LastSignInTime     time.Time // zero if never
	TotpEnabled        bool
	// TotpSecret is the base32 secret: pending while TotpEnabled is false.
	TotpSecret string
}

// Session is a signed-in staff user.
type Session struct {
	ID         uuid.UUID
	TokenHash  []byte
	User       User
	CreateTime time.Time
	ExpireTime time.Time
	ClientAddr string
	UserAgent  string
	Browser    Browser
	// LastSeen is the session's last use.
	LastSeen time.Time
	// AuthTime is when its user last proved who they are: the sign-in, or the last
	// Reauthenticate (reauth.go).
	AuthTime time.Time
}

// NewSession is what SessionCreate stores.
type NewSession struct {
	TokenHash  []byte
	UserID     uuid.UUID
	ExpireTime time.Time
	ClientAddr string
	UserAgent  string
	Browser    Browser
	// LastSeen is the sign-in's time (the injected clock's); the session's AuthTime too.
	LastSeen time.Time
}

// Store persists users and sessions. Lookups of absent rows answer ErrUserNotFound or
// ErrUnauthenticated; a duplicate username answers ErrUsernameTaken.
type Store interface {
	LimiterStore
	// InTx runs fn with a store whose statements share one transaction.
	InTx(ctx context.Context, fn func(Store) error) error
	// Audit appends an application event to the audit trail (see package audit).
	Audit(ctx context.Context, a audit.Origin, action, table, id string, summary any) error

	UserCreate(ctx context.Context, username, passwordHash string, mustChange bool) (User, error)
	UserByUsername(ctx context.Context, username string) (User, error)
	UserByID(ctx context.Context, id uuid.UUID) (User, error)
	UserList(ctx context.Context) ([]User, error)
	UserSetPassword(ctx context.Context, id uuid.UUID, passwordHash string, mustChange bool) error
	// UserLockActive locks the active accounts until the transaction ends and lists them.
	UserLockActive(ctx context.Context) ([]uuid.UUID, error)
	UserSetDisabled(ctx context.Context, id uuid.UUID, disabled bool) error
	UserSignedIn(ctx context.Context, id uuid.UUID) error
	UserSetTotpSecret(ctx context.Context, id uuid.UUID, secret string) (bool, error)
	UserEnableTotp(ctx context.Context, id uuid.UUID, step int64) (bool, error)
	UserDisableTotp(ctx context.Context, id uuid.UUID) (bool, error)
	// UserUseTotpStep records step as used, unless it is not later than the last one.
	UserUseTotpStep(ctx context.Context, id uuid.UUID, step int64) (bool, error)

	RecoveryCodesReplace(ctx context.Context, userID uuid.UUID, hashes [][]byte) error
	RecoveryCodeUse(ctx context.Context, userID uuid.UUID, hash []byte) (bool, error)

	ChallengeCreate(ctx context.Context, tokenHash []byte, userID uuid.UUID, expire time.Time) error
	// ChallengeGet answers ErrChallengeExpired for an unknown or expired token hash.
	ChallengeGet(ctx context.Context, tokenHash []byte) (uuid.UUID, error)
	ChallengeFail(ctx context.Context, tokenHash []byte) (int, error)
	ChallengeDelete(ctx context.Context, tokenHash []byte) error

	SessionCreate(ctx context.Context, s NewSession) (Session, error)
	// SessionGet answers ErrUnauthenticated for an unknown or expired token hash, or a
	// disabled account's.
	SessionGet(ctx context.Context, tokenHash []byte) (Session, error)
	SessionListForUser(ctx context.Context, userID uuid.UUID) ([]Session, error)
	SessionDelete(ctx context.Context, tokenHash []byte) (bool, error)
	SessionDeleteByID(ctx context.Context, userID, id uuid.UUID) (bool, error)
	SessionDeleteOthers(ctx context.Context, userID uuid.UUID, keepTokenHash []byte) (int64, error)
	SessionDeleteForUser(ctx context.Context, userID uuid.UUID) error
	SessionDeleteExpired(ctx context.Context) error
	// SessionTouch records a use of the session at seen.
	SessionTouch(ctx context.Context, tokenHash []byte, seen time.Time) error
	// SessionReauthenticate sets the session's AuthTime; false when it has ended.
	SessionReauthenticate(ctx context.Context, tokenHash []byte, at time.Time) (bool, error)
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
