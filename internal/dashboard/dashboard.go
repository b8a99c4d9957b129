// Package dashboard counts what the back office manages.
package dashboard

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/followup"
)

// Sizes of the dashboard's lists.
const (
	// Weeks is how many weeks the series cover, the current one included.
	Weeks = 12
	// MostLiked is how many posts the most-liked list shows.
	MostLiked = 5
	// ClosingWithinDays is how soon a job's expiry must be to be "closing soon".
	ClosingWithinDays = 14
	// maxClosing caps the closing-soon list.
	maxClosing = 20
)

// Week is one week of the series.
type Week struct {
	// Start is Monday 00:00 UTC.
	Start           time.Time
	Applications    int64
	ContactMessages int64
}

// LikedPost is a post in the most-liked list.
type LikedPost struct {
	ID    uuid.UUID
	Title string
	Slug  string
	Likes int64
}

// ClosingJob is an active job whose posting expires soon.
type ClosingJob struct {
	ID         uuid.UUID
	Role       string
	ExpireTime time.Time
}

// Trends are the dashboard's series and lists.
type Trends struct {
	Weeks       []Week
	MostLiked   []LikedPost
	JobsClosing []ClosingJob
}

// Counts are the dashboard's numbers, all read from one snapshot so that they agree
// with each other (e.g. active jobs never exceed total jobs).
type Counts struct {
	TotalJobs             int64
	ActiveJobs            int64
	Applicants            int64
	GalleryImages         int64
	GalleryProjects       int64
	TotalPortfolios       int64
	BlogsPosted           int64
	ContactMessages       int64
	NewsletterSubscribers int64
}

// Store reads the counts in one consistent snapshot.
type Store interface {
	Counts(ctx context.Context) (Counts, error)
	// Weekly answers the last weeks weeks, oldest first, weeks with none included.
	Weekly(ctx context.Context, weeks int32) ([]Week, error)
	MostLiked(ctx context.Context, n int32) ([]LikedPost, error)
	JobsClosing(ctx context.Context, withinDays, n int32) ([]ClosingJob, error)
	OverdueStore
	NeedsStore
}

// Service is the dashboard domain.
type Service struct {
	store     Store
	followUps *followup.Service
}

// NewService returns the service; the lead figures are the follow-ups' (internal/followup).
func NewService(store Store, followUps *followup.Service) *Service {
	return &Service{store: store, followUps: followUps}
}

// Counts returns the dashboard's counts.
func (s *Service) Counts(ctx context.Context) (Counts, error) {
	return s.store.Counts(ctx)
}

// Trends returns the weekly series, the most liked posts and the jobs closing soon.
func (s *Service) Trends(ctx context.Context) (Trends, error) {
	var t Trends
	var err error
	if t.Weeks, err = s.store.Weekly(ctx, Weeks); err != nil {
		return Trends{}, err
	}
	if t.MostLiked, err = s.store.MostLiked(ctx, MostLiked); err != nil {
		return Trends{}, err
	}
	if t.JobsClosing, err = s.store.JobsClosing(ctx, ClosingWithinDays, maxClosing); err != nil {
		return Trends{}, err
	}
	return t, nil
}
