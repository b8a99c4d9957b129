// Package audit is the audit trail: who changed what, when and from where.
//
// Staff writes are recorded by the database itself: a trigger on every audited table
// inserts an audit_events row in the transaction of the write, reading the actor from
// settings that the connection pool puts on the connection (see database.NewPool) from
// the Origin on the request's context. The application records only what is not a row
// write (sign-in events), through Recorder.
package audit

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// Origin is where a request's writes come from: who acted (a staff or client user; the
// system, with no id, for a stranger at a sign-in form), from which client address,
// through which procedure. The trail records the actor's id and name, not their kind.
type Origin struct {
	actor.Actor
	Addr      string
	Procedure string
}

type ctxKey struct{}

// WithOrigin returns ctx whose database writes are recorded as coming from o.
func WithOrigin(ctx context.Context, o Origin) context.Context {
	return context.WithValue(ctx, ctxKey{}, o)
}

// OriginFrom returns the origin of ctx, if any.
func OriginFrom(ctx context.Context) (Origin, bool) {
	o, ok := ctx.Value(ctxKey{}).(Origin)
	return o, ok
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
	ActionReauthenticate   = "reauthenticate"
)

// Claimed is a name a stranger typed (the username of a failed sign-in) as the trail
// keeps it: in the entry's summary as claimed_username, never as its actor, and without
// control or formatting characters (U+202E and the other bidirectional controls among
// them), so it can neither pass for another entry's text nor reorder what is shown
// around it.
func Claimed(name string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, name)
}

// Event is one row of the trail.
type Event struct {
	ID         int64
	CreateTime time.Time
	// ActorID and ActorName are who acted as the trail kept them (ActorID is uuid.Nil when
	// unknown); Addr and Procedure where from (Origin).
	ActorID     uuid.UUID
	ActorName   string
	Addr        string
	Procedure   string
	Action      string
	EntityTable string
	EntityID    string
	// Label names the entity as it was when written ("Warehouse Truss"); "" when unknown.
	Label   string
	Summary json.RawMessage
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
	// Usernames maps the staff users among ids that exist to their usernames.
	Usernames(ctx context.Context, ids []uuid.UUID) (map[string]string, error)
}

// Query is a request for a page of the trail, as the caller sent it.
type Query struct {
	ActorID     string
	EntityTable string
	From, To    time.Time
	PageSize    int32
	PageToken   string
}

// Service reads the audit trail.
type Service struct {
	store Store
	// zone answers the firm's time zone; nil: UTC.
	zone func(ctx context.Context) *time.Location
}

// NewService returns the service over store.
func NewService(store Store) *Service { return &Service{store: store} }

// SetZone names where the firm's time zone comes from (the site settings): the words
// write times in it. Without it they are written in UTC, named.
func (s *Service) SetZone(zone func(ctx context.Context) *time.Location) { s.zone = zone }

// List answers a page of events, newest first, and the next page's token ("" on the
// last page). Page tokens are the last event's id (ids grow with time).
func (s *Service) List(ctx context.Context, q Query) ([]Event, string, error) {
	var c validate.Checker
	c.Check(q.PageSize >= 0 && q.PageSize <= 100, "page_size", "Page size must be between 1 and 100")
	f := Filter{EntityTable: q.EntityTable, From: q.From, To: q.To, Limit: int(q.PageSize)}
	if f.Limit == 0 {
		f.Limit = 50
	}
	if q.ActorID != "" {
		id, err := apperr.ParseCanonical(q.ActorID)
		c.Check(err == nil, "actor_id", "The staff member is not a staff user id")
		f.ActorID = id
	}
	if q.PageToken != "" {
		id, err := strconv.ParseInt(q.PageToken, 10, 64)
		c.Check(err == nil && id > 0, "page_token", "The page token is invalid; start again from the first page")
		f.BeforeID = id
	}
	c.Check(utf8.ValidString(q.EntityTable) && !strings.ContainsRune(q.EntityTable, 0) && len(q.EntityTable) <= 100, "entity_table", "The entity type is not valid")
	if err := c.Err(); err != nil {
		return nil, "", err
	}
	want := f.Limit
	f.Limit++
	events, err := s.store.List(ctx, f)
	if err != nil {
		return nil, "", err
	}
	if len(events) > want {
		events = events[:want]
		return events, strconv.FormatInt(events[want-1].ID, 10), nil
	}
	return events, "", nil
}

// Describe puts events in words (Describe), with the usernames of the staff users their
// changes name.
func (s *Service) Describe(ctx context.Context, events []Event) ([]Words, error) {
	var ids []uuid.UUID
	for _, e := range events {
		ids = append(ids, StaffIDs(e)...)
	}
	names := map[string]string{}
	if len(ids) > 0 {
		var err error
		if names, err = s.store.Usernames(ctx, ids); err != nil {
			return nil, err
		}
	}
	var loc *time.Location
	if s.zone != nil {
		loc = s.zone(ctx)
	}
	out := make([]Words, len(events))
	for i, e := range events {
		out[i] = Describe(e, names, loc)
	}
	return out, nil
}
