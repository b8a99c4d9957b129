// Package announcement is the home page's announcement: the spec's conference-exhibitor
// announcement (title, description, image, optional link) that staff edit and the home
// page shows in a dialog while it is active.
package announcement

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/validate"
)

// ErrNotFound is no announcement (none saved, or none active).
var ErrNotFound = apperr.NotFound("no announcement")

const (
	maxTitle       = 200
	maxDescription = 2000
	maxLink        = 2000
)

// Announcement is the stored announcement.
type Announcement struct {
	ID          uuid.UUID
	Version     int32
	Title       string
	Description string
	Image       *files.File
	LinkURL     string
	Enabled     bool
	StartTime   *time.Time
	EndTime     *time.Time
	UpdateTime  time.Time
}

// ActiveAt reports whether the announcement is shown at now: on, and inside its window
// (either end may be open; the end is exclusive).
func (a Announcement) ActiveAt(now time.Time) bool {
	return a.Enabled && (a.StartTime == nil || !a.StartTime.After(now)) && (a.EndTime == nil || now.Before(*a.EndTime))
}

// Input is the staff form.
type Input struct {
	Title         string
	Description   string
	ImageUploadID string
	RemoveImage   bool
	LinkURL       string
	Enabled       bool
	StartTime     *time.Time
	EndTime       *time.Time
}

// Store persists the one announcement.
type Store interface {
	// Get answers the announcement, or ErrNotFound.
	Get(ctx context.Context) (Announcement, error)
	// GetActive answers it while it is active (judged by the database's clock), or
	// ErrNotFound.
	GetActive(ctx context.Context) (Announcement, error)
	// Save creates or replaces it, claiming a new image upload and deleting the replaced
	// image's record in one transaction; it returns the object keys to remove after.
	Save(ctx context.Context, in Input) (Announcement, []string, error)
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Service is the announcement domain.
type Service struct {
	store   Store
	objects ObjectDeleter
}

// NewService returns the service.
func NewService(store Store, objects ObjectDeleter) *Service {
	return &Service{store: store, objects: objects}
}

// Get answers the announcement for staff, or ErrNotFound.
func (s *Service) Get(ctx context.Context) (Announcement, error) { return s.store.Get(ctx) }

// Active answers the active announcement, or ErrNotFound.
func (s *Service) Active(ctx context.Context) (Announcement, error) { return s.store.GetActive(ctx) }

// Save validates and stores the announcement; every save is a new version.
func (s *Service) Save(ctx context.Context, in Input) (Announcement, error) {
	in.Title = strings.TrimSpace(in.Title)
	in.Description = strings.TrimSpace(in.Description)
	in.LinkURL = strings.TrimSpace(in.LinkURL)
	in.ImageUploadID = strings.TrimSpace(in.ImageUploadID)
	var c validate.Checker
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, maxTitle)
	c.MaxLen("description", "Description", in.Description, maxDescription)
	c.Text("title", in.Title)
	c.Text("description", in.Description)
	if in.LinkURL != "" {
		in.LinkURL = lowerScheme(in.LinkURL)
		c.Check(len(in.LinkURL) <= maxLink && validate.WebLink(in.LinkURL), "link_url", "Link must be a full http:// or https:// address")
	}
	if in.StartTime != nil && in.EndTime != nil {
		c.Check(in.StartTime.Before(*in.EndTime), "end_time", "The end must be after the start")
	}
	if err := c.Err(); err != nil {
		return Announcement{}, err
	}
	a, stale, err := s.store.Save(ctx, in)
	if err != nil {
		return Announcement{}, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return a, nil
}

// lowerScheme writes an http(s) scheme typed in capitals ("HTTPS://…") in lower case, as
// the stored links are (the database checks the prefix).
func lowerScheme(link string) string {
	for _, scheme := range []string{"http://", "https://"} {
		if len(link) >= len(scheme) && strings.EqualFold(link[:len(scheme)], scheme) {
			return scheme + link[len(scheme):]
		}
	}
	return link
}
