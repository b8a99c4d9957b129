package followup

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// Errors.
var (
	// ErrNotFound: the subject is missing or in the trash. Services check their subject
	// first and answer their own error; this one answers a subject trashed meanwhile.
	ErrNotFound = apperr.NotFound("This was not found (it may be in the trash).")
	// ErrAssignee is an assignee that is not an enabled staff account.
	ErrAssignee = &validate.Error{Violations: []validate.Violation{{Field: "assignee_id", Message: "Choose an active staff member"}}}
)

// MaxNote bounds a note (a reply may be longer: its kind says so).
const MaxNote = 5000

// Store persists follow-ups. Each write locks the follow-up and answers ErrNotFound when
// the subject is missing or trashed.
type Store interface {
	Notes(ctx context.Context, k Kind, id uuid.UUID) ([]Note, error)
	AddNote(ctx context.Context, k Kind, id uuid.UUID, n NewNote) (Note, error)
	// Assign answers ErrAssignee when assignee is not an enabled staff account.
	Assign(ctx context.Context, k Kind, id uuid.UUID, assignee *uuid.UUID) error
	Figures(ctx context.Context, k Kind, since time.Time, within time.Duration) (Figures, error)
}

// Service is the follow-up domain.
type Service struct {
	store Store
	now   func() time.Time
}

// NewService returns the service over store.
func NewService(store Store) *Service { return &Service{store: store, now: time.Now} }

// Notes lists a subject's history, oldest first.
func (s *Service) Notes(ctx context.Context, k Kind, id uuid.UUID) ([]Note, error) {
	return s.store.Notes(ctx, k, id)
}

// CheckNote is body as stored, or the field error on body.
func CheckNote(body string) (string, error) {
	body = strings.TrimSpace(body)
	var c validate.Checker
	c.Text("body", body)
	c.Require("body", body, "Please write a note")
	c.Check(utf8.RuneCountInString(body) <= MaxNote, "body", "A note can be at most 5000 characters")
	return body, c.Err()
}

// AddNote adds a private note signed by author; a note answers the subject when its kind
// says so.
func (s *Service) AddNote(ctx context.Context, k Kind, id uuid.UUID, author actor.Actor, body string) (Note, error) {
	body, err := CheckNote(body)
	if err != nil {
		return Note{}, err
	}
	return s.store.AddNote(ctx, k, id, NewNote{Kind: KindNote, Author: author, Body: body, Responds: k.NotesRespond})
}

// Assign gives the subject to a staff member (assigneeID "" for nobody).
func (s *Service) Assign(ctx context.Context, k Kind, id uuid.UUID, assigneeID string) error {
	var assignee *uuid.UUID
	if assigneeID != "" {
		a, err := apperr.ParseCanonical(assigneeID)
		if err != nil {
			return ErrAssignee
		}
		assignee = &a
	}
	return s.store.Assign(ctx, k, id, assignee)
}

// Figures are k's numbers over the subjects received in the last days days, against the
// promise.
func (s *Service) Figures(ctx context.Context, k Kind, days int) (Figures, error) {
	return s.store.Figures(ctx, k, s.now().Add(-time.Duration(days)*24*time.Hour), Promise)
}

// NotFoundAs is err, with ErrNotFound answered as the subject's own not-found error.
func NotFoundAs(err, notFound error) error {
	if errors.Is(err, ErrNotFound) {
		return notFound
	}
	return err
}
