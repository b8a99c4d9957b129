// Package audit is the audit trail: who changed what, when and from where.
//
// Staff writes are recorded by the database itself: a trigger on every audited table
// inserts an audit_events row in the transaction of the write, reading the actor from
// settings that the connection pool puts on the connection (see database.NewPool) from
// the Actor on the request's context. The application records only what is not a row
// write (sign-in events), through Recorder.
package audit

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
)

// Actor is the staff user on whose behalf a request writes.
type Actor struct {
	UserID    uuid.UUID
	Username  string
	Addr      string
	Procedure string
}

type ctxKey struct{}

// WithActor returns ctx whose database writes are recorded as done by a.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, ctxKey{}, a)
}

// ActorFrom returns the actor of ctx, if any.
func ActorFrom(ctx context.Context) (Actor, bool) {
	a, ok := ctx.Value(ctxKey{}).(Actor)
	return a, ok
}

// Actions recorded by the application (the triggers record insert, update, delete).
const (
	ActionSignIn           = "sign_in"
	ActionSignInFailed     = "sign_in_failed"
	ActionSignOut          = "sign_out"
	ActionPasswordChange   = "password_change"
	ActionPasswordReset    = "password_reset"
	ActionTotpEnrol        = "totp_enrol"
	ActionTotpDisable      = "totp_disable"
	ActionRecoveryCodeUsed = "recovery_code_used"
)

// Event is one row of the trail.
type Event struct {
	ID          int64
	CreateTime  time.Time
	Actor       Actor // UserID is uuid.Nil when unknown
	Action      string
	EntityTable string
	EntityID    string
	Summary     json.RawMessage
}

// Filter selects events; zero fields match all.
type Filter struct {
	ActorID     uuid.UUID
	EntityTable string
	From, To    time.Time
	BeforeID    int64
	Limit       int
}

// Store reads the trail and appends application events.
type Store interface {
	List(ctx context.Context, f Filter) ([]Event, error)
}

// ErrBadPageToken: the page token was not made by this service.
var ErrBadPageToken = apperr.NotFound("page token not recognised")

// ErrBadActor: the actor filter is not a staff user id.
var ErrBadActor = apperr.NotFound("no staff user has that id")

// Service reads the audit trail.
type Service struct{ store Store }

// NewService returns the service over store.
func NewService(store Store) *Service { return &Service{store: store} }

// List answers up to f.Limit events newest first, and whether more follow.
func (s *Service) List(ctx context.Context, f Filter) ([]Event, bool, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 50
	}
	want := f.Limit
	f.Limit++
	events, err := s.store.List(ctx, f)
	if err != nil {
		return nil, false, err
	}
	if len(events) > want {
		return events[:want], true, nil
	}
	return events, false, nil
}
