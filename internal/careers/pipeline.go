package careers

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/textsearch"
	"github.com/gusset/gusset/internal/validate"
)

// Status is where an applicant stands in the hiring pipeline: New → Contacted →
// Interviewing → Offer → Hired, or Rejected from any of them. Staff may set any status
// from any other (a step back corrects a mis-click); the spec's Contacted checkbox is
// "Contacted or later".
type Status string

// Statuses, as stored.
const (
	StatusNew          Status = "NEW"
	StatusContacted    Status = "CONTACTED"
	StatusInterviewing Status = "INTERVIEWING"
	StatusOffer        Status = "OFFER"
	StatusHired        Status = "HIRED"
	StatusRejected     Status = "REJECTED"
)

// Valid reports whether s is one of the statuses.
func (s Status) Valid() bool {
	switch s {
	case StatusNew, StatusContacted, StatusInterviewing, StatusOffer, StatusHired, StatusRejected:
		return true
	}
	return false
}

// Contacted is the spec's checkbox for s.
func (s Status) Contacted() bool {
	switch s {
	case StatusContacted, StatusInterviewing, StatusOffer, StatusHired:
		return true
	case StatusNew, StatusRejected:
	}
	return false
}

// SearchFilter narrows a search across jobs; zero fields do not filter.
type SearchFilter struct {
	Status Status
	JobID  *uuid.UUID
	// From (inclusive) and To (exclusive) bound when the application was made.
	From, To *time.Time
	// Text is found in the name or e-mail address, case-insensitively.
	Text string
}

// Note is a staff member's private note on an applicant: the applicant's follow-up's
// (internal/followup).
type Note = followup.Note

// SetStatus moves an applicant to status.
func (s *Service) SetStatus(ctx context.Context, id string, status Status) (Application, error) {
	appID, err := apperr.ParseID(id, ErrApplicationNotFound)
	if err != nil {
		return Application{}, err
	}
	if !status.Valid() {
		return Application{}, &validate.Error{Violations: []validate.Violation{{Field: "status", Message: "Please choose a valid status"}}}
	}
	return s.store.ApplicationSetStatus(ctx, appID, status)
}

// Search lists applications across jobs newest first.
func (s *Service) Search(ctx context.Context, f SearchFilter, size int32, token string) ([]Application, string, error) {
	var c validate.Checker
	c.Check(f.Status == "" || f.Status.Valid(), "status", "Please choose a valid status")
	c.Check(f.From == nil || f.To == nil || f.From.Before(*f.To), "to_time", "The end of the date range must be after its start")
	f.Text = strings.TrimSpace(f.Text)
	c.MaxLen("text", "Search text", f.Text, textsearch.MaxLen)
	if err := c.Err(); err != nil {
		return nil, "", err
	}
	f.Text = textsearch.Escape(f.Text)
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Application, error) {
		return s.store.ApplicationSearch(ctx, f, p)
	}, func(a Application) (time.Time, uuid.UUID) { return a.CreateTime, a.ID })
}

// ListNotes lists an applicant's notes oldest first.
func (s *Service) ListNotes(ctx context.Context, applicationID string) ([]Note, error) {
	appID, err := s.visible(ctx, applicationID)
	if err != nil {
		return nil, err
	}
	notes, err := s.followUps.Notes(ctx, followup.Application, appID)
	return notes, followup.NotFoundAs(err, ErrApplicationNotFound)
}

// AddNote adds a note signed by author.
func (s *Service) AddNote(ctx context.Context, applicationID string, author actor.Actor, body string) (Note, error) {
	appID, err := apperr.ParseID(applicationID, ErrApplicationNotFound)
	if err != nil {
		return Note{}, err
	}
	if _, err := followup.CheckNote(body); err != nil {
		return Note{}, err
	}
	if _, err := s.visible(ctx, applicationID); err != nil {
		return Note{}, err
	}
	n, err := s.followUps.AddNote(ctx, followup.Application, appID, author, body)
	return n, followup.NotFoundAs(err, ErrApplicationNotFound)
}

// visible is the id of an application staff can see (not trashed, nor its job: the
// follow-up alone does not know the job).
func (s *Service) visible(ctx context.Context, applicationID string) (uuid.UUID, error) {
	appID, err := apperr.ParseID(applicationID, ErrApplicationNotFound)
	if err != nil {
		return uuid.UUID{}, err
	}
	_, err = s.store.ApplicationGet(ctx, appID)
	return appID, err
}
