// Package notify is what one side of a project hears of what the other side did: a
// client's upload, milestone hand-back or message reaches the project's staff, and a staff
// upload, milestone change or message reaches the organization's clients — as a row per
// recipient in an in-app list with an unread count, and by mail as each recipient chose for
// the project (docs/portal.md, "Notifications").
package notify

import (
	"context"
	"slices"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

// Notification is the generated message itself (proto/gusset/portal/v1/notifications.proto).
type (
	Notification = portalv1.Notification
	Kind         = portalv1.NotificationKind
)

// The kinds of notification.
const (
	ClientUpload        = portalv1.NotificationKind_NOTIFICATION_KIND_CLIENT_UPLOAD
	StaffUpload         = portalv1.NotificationKind_NOTIFICATION_KIND_STAFF_UPLOAD
	MilestoneHandedBack = portalv1.NotificationKind_NOTIFICATION_KIND_MILESTONE_HANDED_BACK
	MilestoneChanged    = portalv1.NotificationKind_NOTIFICATION_KIND_MILESTONE_CHANGED
	ClientMessage       = portalv1.NotificationKind_NOTIFICATION_KIND_CLIENT_MESSAGE
	StaffMessage        = portalv1.NotificationKind_NOTIFICATION_KIND_STAFF_MESSAGE
	RfiChanged          = portalv1.NotificationKind_NOTIFICATION_KIND_RFI_CHANGED
)

// ErrNotFound is a notification that is not the caller's (or none at all).
var ErrNotFound = apperr.NotFound("notification not found")

// Event is a write the other side hears of, recorded in the write's transaction.
type Event struct {
	Kind      Kind
	ProjectID uuid.UUID
	// By acted: a client's act reaches the project's staff, staff's the clients.
	// (Reviewers' acts are not events.)
	By     actor.Actor
	Title  string
	Target *uuid.UUID
	// AlreadyMailed: the write mails it itself (a message, by the messages' own mail).
	AlreadyMailed bool
	// DigestOnly: the write mails those who chose a mail for each itself (an RFI's change,
	// to the people who follow the RFI); the notification waits only for digest readers.
	DigestOnly bool
}

// ProjectChoice is a user's mail choice for one project; Specific when it is the
// project's own rather than their choice for every project.
type ProjectChoice struct {
	Choice   portal.MailChoice
	Specific bool
}

// Store keeps the notifications.
type Store interface {
	// List is one page of recipient's notifications, newest first (of org's projects when
	// org is given).
	List(ctx context.Context, recipient uuid.UUID, org *uuid.UUID, p keyset.Request) ([]*Notification, error)
	Unread(ctx context.Context, recipient uuid.UUID, org *uuid.UUID) (int, error)
	// MarkRead answers ErrNotFound for a notification that is not recipient's.
	MarkRead(ctx context.Context, id, recipient uuid.UUID, org *uuid.UUID, now time.Time) error
	MarkAllRead(ctx context.Context, recipient uuid.UUID, org *uuid.UUID, now time.Time) error
	ChoiceGet(ctx context.Context, user, project uuid.UUID) (ProjectChoice, error)
	ChoiceSet(ctx context.Context, user uuid.UUID, client bool, project uuid.UUID, c portal.MailChoice) error
}

// Projects answers a project the actor may see (portal.ErrProjectNotFound otherwise).
type Projects interface {
	ProjectGet(ctx context.Context, id uuid.UUID, orgID *uuid.UUID) (*portal.ProjectDetail, error)
}

// Service is the in-app list and the mail choices per project, for both sides.
type Service struct {
	store    Store
	projects Projects
	now      func() time.Time
}

// NewService returns the service; now nil is time.Now.
func NewService(store Store, projects Projects, now func() time.Time) *Service {
	if now == nil {
		now = time.Now
	}
	return &Service{store: store, projects: projects, now: now}
}

// List is a page of r's notifications and r's unread count.
func (s *Service) List(ctx context.Context, r actor.Actor, size int32, token string) ([]*Notification, string, int, error) {
	items, next, err := keyset.Fetch(size, token, func(p keyset.Request) ([]*Notification, error) {
		return s.store.List(ctx, r.ID, r.Scope(), p)
	}, func(n *Notification) (time.Time, uuid.UUID) {
		return n.GetCreateTime().AsTime(), uuid.MustParse(n.GetId())
	})
	if err != nil {
		return nil, "", 0, err
	}
	unread, err := s.Unread(ctx, r)
	return items, next, unread, err
}

// Unread counts r's unread notifications.
func (s *Service) Unread(ctx context.Context, r actor.Actor) (int, error) {
	return s.store.Unread(ctx, r.ID, r.Scope())
}

// MarkRead marks one of r's notifications read and answers r's unread count.
func (s *Service) MarkRead(ctx context.Context, r actor.Actor, id string) (int, error) {
	nid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return 0, err
	}
	if err := s.store.MarkRead(ctx, nid, r.ID, r.Scope(), s.now()); err != nil {
		return 0, err
	}
	return s.Unread(ctx, r)
}

// MarkAllRead marks every one of r's notifications read.
func (s *Service) MarkAllRead(ctx context.Context, r actor.Actor) (int, error) {
	if err := s.store.MarkAllRead(ctx, r.ID, r.Scope(), s.now()); err != nil {
		return 0, err
	}
	return s.Unread(ctx, r)
}

// project parses a project id r may see.
func (s *Service) project(ctx context.Context, r actor.Actor, id string) (uuid.UUID, error) {
	pid, err := apperr.ParseID(id, portal.ErrProjectNotFound)
	if err != nil {
		return uuid.Nil, err
	}
	if _, err := s.projects.ProjectGet(ctx, pid, r.Scope()); err != nil {
		return uuid.Nil, err
	}
	return pid, nil
}

// Choice is r's mail choice for a project.
func (s *Service) Choice(ctx context.Context, r actor.Actor, project string) (ProjectChoice, error) {
	pid, err := s.project(ctx, r, project)
	if err != nil {
		return ProjectChoice{}, err
	}
	return s.store.ChoiceGet(ctx, r.ID, pid)
}

// SetChoice sets r's mail choice for a project (messages and notifications alike).
func (s *Service) SetChoice(ctx context.Context, r actor.Actor, project string, c portal.MailChoice) (ProjectChoice, error) {
	pid, err := s.project(ctx, r, project)
	if err != nil {
		return ProjectChoice{}, err
	}
	var v validate.Checker
	v.Check(slices.Contains([]portal.MailChoice{portal.MailEach, portal.MailDigest, portal.MailNone}, c), "mail_choice", "Choose how you are mailed about this project")
	if err := v.Err(); err != nil {
		return ProjectChoice{}, err
	}
	if err := s.store.ChoiceSet(ctx, r.ID, r.IsClient(), pid, c); err != nil {
		return ProjectChoice{}, err
	}
	return s.store.ChoiceGet(ctx, r.ID, pid)
}
