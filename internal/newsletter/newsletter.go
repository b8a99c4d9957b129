// Package newsletter is the newsletter: double opt-in sign-up, one-click unsubscribe,
// and the sends staff start, mailed in batches by the job queue.
package newsletter

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/validate"
)

// Status is where a subscription is.
type Status string

// The statuses of a subscription.
const (
	// Pending: signed up, not yet confirmed through the mailed link; never mailed a
	// newsletter, and removed once its link has long expired.
	Pending      Status = "pending"
	Confirmed    Status = "confirmed"
	Unsubscribed Status = "unsubscribed"
)

// Subscriber is a newsletter subscription.
type Subscriber struct {
	ID               uuid.UUID
	Email            string
	Status           Status
	CreateTime       time.Time
	ConfirmTime      *time.Time
	UnsubscribeTime  *time.Time
	UnsubscribeToken string
}

// ConfirmTTL is how long a confirmation link works; PurgeAfter is how long after that an
// unconfirmed address is kept.
const (
	ConfirmTTL = 48 * time.Hour
	PurgeAfter = 7 * 24 * time.Hour
)

// ErrBadToken is a confirmation or unsubscribe link that is unknown or expired.
var ErrBadToken = apperr.NotFound("This link is not valid or has expired")

// Store persists subscribers and sends.
type Store interface {
	// Subscribe signs email up, pending, with the confirmation link's hash, and queues
	// confirm's mail in the same transaction unless the address is already confirmed.
	Subscribe(ctx context.Context, email string, hash []byte, expires time.Time, confirm func(Subscriber) []mail.Message) error
	Confirm(ctx context.Context, hash []byte) (Subscriber, error)
	Unsubscribe(ctx context.Context, token string) (Subscriber, error)
	PurgeUnconfirmed(ctx context.Context, before time.Time) (int64, error)
	List(ctx context.Context, p keyset.Request) ([]Subscriber, error)
	SendStore
}

// Service is the newsletter domain.
type Service struct {
	store     Store
	sanitizer *richtext.Sanitizer
	mail      mail.Config
	sender    mail.Sender
	log       *slog.Logger
	now       func() time.Time
}

// NewService returns the service. sender mails newsletters (nil: written to log, as the
// outbox does without SMTP_URL).
func NewService(store Store, cfg mail.Config, sender mail.Sender, log *slog.Logger) *Service {
	return &Service{store: store, sanitizer: richtext.NewSanitizer(), mail: cfg, sender: sender, log: log, now: time.Now}
}

// Subscribe signs email up and mails it a confirmation link. Signing up twice succeeds
// and keeps one subscription, so the answer cannot be used to learn who is subscribed;
// an address that is already confirmed is not mailed again.
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
	token, hash := newToken()
	cfg := s.mail.At(ctx) // before the store's transaction, as contact.Service.Create
	return s.store.Subscribe(ctx, email, hash, s.now().Add(ConfirmTTL), func(sub Subscriber) []mail.Message {
		return []mail.Message{s.confirmation(cfg, sub.Email, token)}
	})
}

// Confirm confirms the subscription whose link carries token.
func (s *Service) Confirm(ctx context.Context, token string) (Subscriber, error) {
	if token == "" || len(token) > 100 {
		return Subscriber{}, ErrBadToken
	}
	return s.store.Confirm(ctx, hashToken(token))
}

// Unsubscribe ends the subscription whose newsletters carry token. Unsubscribing twice
// succeeds.
func (s *Service) Unsubscribe(ctx context.Context, token string) (Subscriber, error) {
	if token == "" || len(token) > 100 {
		return Subscriber{}, ErrBadToken
	}
	return s.store.Unsubscribe(ctx, token)
}

// PurgeUnconfirmed removes sign-ups whose confirmation link expired over PurgeAfter ago.
func (s *Service) PurgeUnconfirmed(ctx context.Context) (int64, error) {
	return s.store.PurgeUnconfirmed(ctx, s.now().Add(-PurgeAfter))
}

// List lists subscribers newest first.
func (s *Service) List(ctx context.Context, size int32, token string) ([]Subscriber, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Subscriber, error) {
		return s.store.List(ctx, p)
	}, func(sub Subscriber) (time.Time, uuid.UUID) { return sub.CreateTime, sub.ID })
}

// Company is the firm's name as the site settings hold it now.
func (s *Service) Company(ctx context.Context) string { return s.mail.At(ctx).Company }

// UnsubscribeURL is the page a subscriber leaves the list from, and the target of the
// one-click List-Unsubscribe POST.
func (s *Service) UnsubscribeURL(token string) string {
	return s.mail.SiteURL + "/newsletter/unsubscribe?token=" + token
}

// confirmation is the mail that asks to confirm a subscription; cfg names the firm.
func (s *Service) confirmation(cfg mail.Config, email, token string) mail.Message {
	return mail.Body{
		Paragraphs: []string{
			"Please confirm that you want to receive the " + cfg.Company + " newsletter at this address.",
			"If you did not sign up, ignore this e-mail: you will not be added to the list.",
		},
		Link:   &mail.Link{Label: "Confirm my subscription", URL: cfg.SiteURL + "/newsletter/confirm?token=" + token},
		Footer: []string{"The link works for 48 hours.", cfg.Company, cfg.SiteURL},
	}.Message("newsletter.confirm", email, "", "Confirm your subscription to the "+cfg.Company+" newsletter")
}

// newToken makes a link token (256 random bits) and the hash that is stored: a leaked
// database does not hold working confirmation links.
func newToken() (token string, hash []byte) {
	var b [32]byte
	_, _ = rand.Read(b[:])
	token = base64.RawURLEncoding.EncodeToString(b[:])
	return token, hashToken(token)
}

func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}
