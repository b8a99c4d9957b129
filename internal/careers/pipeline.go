package careers

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
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
type Status = adminv1.ApplicationStatus

// Statuses; StatusAny is no filter.
const (
	StatusAny          = adminv1.ApplicationStatus_APPLICATION_STATUS_UNSPECIFIED
	StatusNew          = adminv1.ApplicationStatus_APPLICATION_STATUS_NEW
	StatusContacted    = adminv1.ApplicationStatus_APPLICATION_STATUS_CONTACTED
	StatusInterviewing = adminv1.ApplicationStatus_APPLICATION_STATUS_INTERVIEWING
	StatusOffer        = adminv1.ApplicationStatus_APPLICATION_STATUS_OFFER
	StatusHired        = adminv1.ApplicationStatus_APPLICATION_STATUS_HIRED
	StatusRejected     = adminv1.ApplicationStatus_APPLICATION_STATUS_REJECTED
)

// ValidStatus reports whether s is one of the statuses: not UNSPECIFIED, nor a number a
// newer client sends that this build does not know (refused, never read as a default).
func ValidStatus(s Status) bool {
	_, ok := adminv1.ApplicationStatus_name[int32(s)]
	return ok && s != StatusAny
}

// Search is a search across jobs: every filter is optional.
type Search = adminv1.SearchApplicationsRequest

// SearchFilter is a checked search, as the store reads it; zero fields do not filter.
type SearchFilter struct {
	Status Status
	JobID  *uuid.UUID
	// From (inclusive) and To (exclusive) bound when the application was made.
	From, To *time.Time
	// Text is found in the name or e-mail address, case-insensitively (an escaped ILIKE
	// pattern's text).
	Text string
}

// Note is a staff member's private note on an applicant: the applicant's follow-up's
// (internal/followup).
type Note = adminv1.ApplicationNote

// toNote is a follow-up note as the applicant's notes show it.
func toNote(n followup.Note) *Note {
	return &Note{Id: n.ID.String(), Body: n.Body, Author: n.Author, CreateTime: timestamppb.New(n.CreateTime)}
}

// SetStatus moves an applicant to status.
func (s *Service) SetStatus(ctx context.Context, id string, status Status) (*Application, error) {
	appID, err := apperr.ParseID(id, ErrApplicationNotFound)
	if err != nil {
		return nil, err
	}
	if !ValidStatus(status) {
		return nil, &validate.Error{Violations: []validate.Violation{{Field: "status", Message: "Please choose a valid status"}}}
	}
	return s.store.ApplicationSetStatus(ctx, appID, status)
}

// Search lists applications across jobs newest first.
func (s *Service) Search(ctx context.Context, q *Search) ([]*Application, string, error) {
	f := SearchFilter{Status: q.GetStatus(), From: timeOf(q.GetFromTime()), To: timeOf(q.GetToTime()), Text: strings.TrimSpace(q.GetText())}
	if q.GetJobId() != "" {
		id, err := apperr.ParseID(q.GetJobId(), ErrJobNotFound)
		if err != nil {
			return nil, "", err
		}
		f.JobID = &id
	}
	var c validate.Checker
	c.Check(f.Status == StatusAny || ValidStatus(f.Status), "status", "Please choose a valid status")
	c.Check(f.From == nil || f.To == nil || f.From.Before(*f.To), "to_time", "The end of the date range must be after its start")
	c.MaxLen("text", "Search text", f.Text, textsearch.MaxLen)
	if err := c.Err(); err != nil {
		return nil, "", err
	}
	f.Text = textsearch.Escape(f.Text)
	return keyset.Fetch(q.GetPageSize(), q.GetPageToken(), func(p keyset.Request) ([]*Application, error) {
		return s.store.ApplicationSearch(ctx, f, p)
	}, applicationKey)
}

// timeOf is an optional time of a request: unset stays nil.
func timeOf(t *timestamppb.Timestamp) *time.Time {
	if t == nil {
		return nil
	}
	v := t.AsTime()
	return &v
}

// ListNotes lists an applicant's notes oldest first.
func (s *Service) ListNotes(ctx context.Context, applicationID string) ([]*Note, error) {
	appID, err := s.visible(ctx, applicationID)
	if err != nil {
		return nil, err
	}
	notes, err := s.followUps.Notes(ctx, followup.Application, appID)
	if err != nil {
		return nil, followup.NotFoundAs(err, ErrApplicationNotFound)
	}
	out := make([]*Note, len(notes))
	for i, n := range notes {
		out[i] = toNote(n)
	}
	return out, nil
}

// AddNote adds a note signed by author.
func (s *Service) AddNote(ctx context.Context, applicationID string, author actor.Actor, body string) (*Note, error) {
	appID, err := apperr.ParseID(applicationID, ErrApplicationNotFound)
	if err != nil {
		return nil, err
	}
	if _, err := followup.CheckNote(body); err != nil {
		return nil, err
	}
	if _, err := s.visible(ctx, applicationID); err != nil {
		return nil, err
	}
	n, err := s.followUps.AddNote(ctx, followup.Application, appID, author, body)
	if err != nil {
		return nil, followup.NotFoundAs(err, ErrApplicationNotFound)
	}
	return toNote(n), nil
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
