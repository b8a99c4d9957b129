// Package dashboard counts what the back office manages.
package dashboard

import "context"

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
}

// Service is the dashboard domain.
type Service struct {
	store Store
}

// NewService returns the service.
func NewService(store Store) *Service { return &Service{store: store} }

// Counts returns the dashboard's counts.
func (s *Service) Counts(ctx context.Context) (Counts, error) {
	return s.store.Counts(ctx)
}
