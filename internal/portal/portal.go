// Package portal is the project portal of the firm's clients: client
// organizations and their people, their sign-in (one-time e-mailed links or a password)
// into sessions of their own, and the projects and milestones both sides follow.
//
// Isolation: every client-facing method takes the caller's Session and reads or writes
// only what belongs to the session's organization; anything else answers ErrNotFound, as
// an unknown id does.
package portal

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/audit"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/mail"
)

// Sentinel errors.
var (
	ErrNotFound             = apperr.NotFound("not found")
	ErrOrganizationNotFound = apperr.NotFound("client organization not found")
	ErrOrganizationTaken    = apperr.Conflict("an organization with that name already exists")
	ErrUserNotFound         = apperr.NotFound("client user not found")
	ErrEmailTaken           = apperr.Conflict("that e-mail address belongs to a user of another organization")
	ErrEmailReviewer        = apperr.Conflict("that e-mail address is an outside reviewer's, who belongs to no organization")
	ErrProjectNotFound      = apperr.NotFound("project not found")
	ErrJobNumberTaken       = apperr.Conflict("a project with that job number already exists")
	ErrMilestoneNotFound    = apperr.NotFound("milestone not found")
	ErrEstimateNotFound     = apperr.NotFound("estimate request not found")
	ErrEstimateConverted    = apperr.Conflict("that estimate request is already a project")
	ErrStaffNotFound        = apperr.NotFound("staff user not found")
	// ErrUnauthenticated: no client session, or an expired or revoked one.
	ErrUnauthenticated = apperr.Unauthenticated("sign-in required: the portal session is missing, expired or revoked")
	// ErrInvalidCredentials never says whether the address or the password was wrong.
	ErrInvalidCredentials = apperr.Unauthenticated("invalid e-mail address or password")
	ErrLinkUsed           = apperr.Unauthenticated("this sign-in link has already been used: ask for a new one")
	ErrLinkExpired        = apperr.Unauthenticated("this sign-in link has expired: ask for a new one")
	ErrLinkUnknown        = apperr.Unauthenticated("this sign-in link is not valid: ask for a new one")
	ErrWrongPassword      = apperr.PermissionDenied("the current password is wrong")
	// ErrNotYourCourt: a client may change only a milestone in their own court.
	ErrNotYourCourt = apperr.FailedPrecondition("the firm holds this milestone: only a milestone in your court can be moved or handed back")
)

// LinkTTL is how long a one-time sign-in link asked for at the sign-in page works;
// InviteTTL an invitation's. LinkKeep is how long a link is kept past its expiry: its
// token can ask for a fresh one that long (RequestFreshLink).
const (
	LinkTTL   = 15 * time.Minute
	InviteTTL = 7 * 24 * time.Hour
	LinkKeep  = 30 * 24 * time.Hour
)

// Organization is a client (a fabricator, a contractor).
type Organization struct {
	ID        uuid.UUID
	Name      string
	UserCount int
}

// User is a person of a client organization.
type User struct {
	ID               uuid.UUID
	OrganizationID   uuid.UUID
	OrganizationName string
	Email, Name      string
	PasswordHash     string
	Disabled         bool
	CreateTime       time.Time
	LastSignInTime   time.Time // zero if never
	// TotpEnabled: sign-ins ask for an authenticator code (TotpSecret, pending while off).
	TotpEnabled bool
	TotpSecret  string
	// Language is what they read the portal and their mail in: "en", "fr-CA", or ""
	// until they choose (then mail is in English).
	Language string
}

// Session is a signed-in client user: its own kind, never a staff session.
type Session struct {
	ID         uuid.UUID
	TokenHash  []byte
	User       User
	ExpireTime time.Time
	Browser    auth.Browser
	LastSeen   time.Time
}

// NewSession is what SessionCreate stores.
type NewSession struct {
	TokenHash             []byte
	UserID                uuid.UUID
	ExpireTime            time.Time
	ClientAddr, UserAgent string
	Browser               auth.Browser
	LastSeen              time.Time
}

// Invitation is what Invite stores: the user (created if new) and the link's hash.
type Invitation struct {
	OrganizationID uuid.UUID
	Email, Name    string
	// Language is the one staff chose for a new user ("" to let them choose); a user who
	// has not chosen yet takes it too.
	Language   string
	LinkHash   []byte
	ExpireTime time.Time
}

// Store persists the portal. Absent rows answer the domain's not-found errors.
type Store interface {
	Audit(ctx context.Context, a audit.Origin, action, table, id string, summary any) error

	OrganizationCreate(ctx context.Context, name string) (Organization, error)
	OrganizationGet(ctx context.Context, id uuid.UUID) (Organization, error)
	OrganizationList(ctx context.Context) ([]Organization, error)

	UserList(ctx context.Context, orgID uuid.UUID) ([]User, error)
	UserGet(ctx context.Context, id uuid.UUID) (User, error)
	UserByEmail(ctx context.Context, email string) (User, error)
	// Invite creates the user (or finds them in the organization: ErrEmailTaken in
	// another), ends their links not yet used, stores the new link and queues the mail
	// msg makes, in one transaction.
	Invite(ctx context.Context, in Invitation, msg func(User) mail.Message) (User, error)
	// UserSetPassword also ends the user's sessions but keepSession, in one transaction.
	UserSetPassword(ctx context.Context, id uuid.UUID, hash string, keepSession uuid.UUID) error
	// UserSetDisabled also ends the user's sessions.
	UserSetDisabled(ctx context.Context, id uuid.UUID, disabled bool) (User, error)
	UserSetLanguage(ctx context.Context, id uuid.UUID, language string) (User, error)

	// LinkUse spends a link, answering its user; ErrLinkUsed, ErrLinkExpired or
	// ErrLinkUnknown otherwise.
	LinkUse(ctx context.Context, hash []byte, now time.Time) (uuid.UUID, error)
	// LinkUser answers whom a link was mailed to, or ErrLinkUnknown.
	LinkUser(ctx context.Context, hash []byte) (uuid.UUID, error)

	// SessionCreate opens a session and records the sign-in.
	SessionCreate(ctx context.Context, s NewSession) (Session, error)
	// SessionGet answers ErrUnauthenticated for an unknown or expired token hash, or a
	// disabled user's.
	SessionGet(ctx context.Context, hash []byte) (Session, error)
	SessionDelete(ctx context.Context, hash []byte) (bool, error)
	// SessionTouch records a use of the session at seen (auth.KeepAlive).
	SessionTouch(ctx context.Context, hash []byte, seen time.Time) error

	ProjectStore
	AccessStore
	// ProjectSnapshots answers an organization's projects with their teams and their
	// snapshots as of today: the client's list.
	ProjectSnapshots(ctx context.Context, orgID uuid.UUID, today time.Time) ([]*Project, error)
}

type ctxKey struct{}

// WithSession returns ctx carrying the client's session.
func WithSession(ctx context.Context, s Session) context.Context {
	return context.WithValue(ctx, ctxKey{}, s)
}

// SessionFrom returns the client's session, if the request carried a valid one.
func SessionFrom(ctx context.Context) (Session, bool) {
	s, ok := ctx.Value(ctxKey{}).(Session)
	return s, ok
}

// ActorName is how the audit trail and milestone history name a client user: never to
// be taken for a staff username.
func ActorName(u User) string { return u.Email + " (" + u.OrganizationName + ")" }

// Actor is u as who acted: a client of their organization, named by ActorName, or an
// outside reviewer, named by their address.
func (u User) Actor() actor.Actor {
	if u.IsReviewer() {
		return actor.Reviewer(u.ID, u.Email+" (outside reviewer)")
	}
	return actor.Client(u.ID, ActorName(u), u.OrganizationID)
}

// IsReviewer reports whether u is an outside reviewer's account: the one kind without an
// organization (migration 00048). They sign in as clients do and see only the
// transmittals sent to them (docs/submittals.md).
func (u User) IsReviewer() bool { return u.OrganizationID == uuid.Nil }
