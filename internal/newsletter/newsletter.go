// Package newsletter is the newsletter sign-up block and the staff list of subscribers.
package newsletter

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/validate"
)

// Subscriber is a newsletter subscription.
type Subscriber struct {
	ID         uuid.UUID
	Email      string
	CreateTime time.Time
}

// Store persists subscribers.
type Store interface {
	// Subscribe adds email unless it is already subscribed.
	Subscribe(ctx context.Context, email string) error
	List(ctx context.Context, p page.Request) ([]Subscriber, error)
}

// Service is the newsletter domain.
type Service struct {
	store Store
}

// NewService returns the service.
func NewService(store Store) *Service { return &Service{store: store} }

// Subscribe signs email up. Signing up twice succeeds and keeps one subscription, so the
// answer cannot be used to learn who is subscribed.
func (s *Service) Subscribe(ctx context.Context, email string) error {
	// Lower-cased so that one mailbox typed two ways is one subscription.
	email = strings.ToLower(strings.TrimSpace(email))
	var c validate.Checker
	if email == "" {
		c.Add("email", "Email is required")
	} else {
		// validate.Email also caps the length at what an address can be.
		c.Check(validate.Email(email), "email", "Please enter a valid email address")
	}
	if err := c.Err(); err != nil {
		return err
	}
	return s.store.Subscribe(ctx, email)
}

// List lists subscribers newest first.
func (s *Service) List(ctx context.Context, size int32, token string) ([]Subscriber, string, error) {
	return page.Fetch(size, token, func(p page.Request) ([]Subscriber, error) {
		return s.store.List(ctx, p)
	}, func(sub Subscriber) (time.Time, uuid.UUID) { return sub.CreateTime, sub.ID })
}
