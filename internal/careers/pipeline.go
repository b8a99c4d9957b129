package careers

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/page"
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

// Note is a staff member's private note on an applicant.
type Note struct {
	ID         uuid.UUID
	Body       string
	Author     string
	CreateTime time.Time
}

// Author is who writes a note.
type Author struct {
	ID   *uuid.UUID
	Name string
}

const maxNote = 5000

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
	return page.Fetch(size, token, func(p page.Request) ([]Application, error) {
		return s.store.ApplicationSearch(ctx, f, p)
	}, func(a Application) (time.Time, uuid.UUID) { return a.CreateTime, a.ID })
}

// ListNotes lists an applicant's notes oldest first.
func (s *Service) ListNotes(ctx context.Context, applicationID string) ([]Note, error) {
	appID, err := apperr.ParseID(applicationID, ErrApplicationNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.NoteList(ctx, appID)
}

// AddNote adds a note signed by author.
func (s *Service) AddNote(ctx context.Context, applicationID string, author Author, body string) (Note, error) {
	appID, err := apperr.ParseID(applicationID, ErrApplicationNotFound)
	if err != nil {
		return Note{}, err
	}
	body = strings.TrimSpace(body)
	var c validate.Checker
	c.Require("body", body, "Please write a note")
	c.Check(utf8.RuneCountInString(body) <= maxNote, "body", "A note can be at most 5000 characters")
	if err := c.Err(); err != nil {
		return Note{}, err
	}
	return s.store.NoteCreate(ctx, appID, author, body)
}
