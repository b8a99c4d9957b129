// Package outbox is the site's outgoing e-mail as staff see it: every message written
// with the record that caused it, its delivery by the job queue, and what became of it.
package outbox

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Status is where a message is.
type Status string

// The statuses of a message.
const (
	// Queued: waiting for its first attempt, or for its next after an error.
	Queued Status = "queued"
	Sent   Status = "sent"
	// Logged: no SMTP server is configured; the message went to the server's log.
	Logged Status = "logged"
	// Failed: given up after the queue's attempts; staff may retry it.
	Failed Status = "failed"
)

// Entry is one outgoing message and its fate.
type Entry struct {
	ID uuid.UUID
	mail.Message
	Status     Status
	Attempts   int
	LastError  string
	CreateTime time.Time
	SentTime   *time.Time
}

// ErrNotFound is an unknown message.
var ErrNotFound = apperr.NotFound("message not found")

// ErrNotRetryable is a retry of a message already delivered.
var ErrNotRetryable = apperr.Conflict("This message was already delivered")

// Store keeps the outbox.
type Store interface {
	Get(ctx context.Context, id uuid.UUID) (Entry, error)
	// Attempted records one delivery attempt's outcome.
	Attempted(ctx context.Context, id uuid.UUID, status Status, lastError string) error
	List(ctx context.Context, status Status, p keyset.Request) ([]Entry, error)
	// Retry queues a message that is not delivered for an attempt now.
	Retry(ctx context.Context, id uuid.UUID) (Entry, error)
	Counts(ctx context.Context) (map[Status]int, error)
}

// Service delivers and lists the outbox.
type Service struct {
	store  Store
	sender mail.Sender
	log    *slog.Logger
}

// NewService returns the service; a nil sender writes messages to log instead of
// sending them (no SMTP_URL), so nothing is lost and staff still see every message.
func NewService(store Store, sender mail.Sender, log *slog.Logger) *Service {
	return &Service{store: store, sender: sender, log: log}
}

// Sending reports whether messages leave the server (an SMTP server is configured).
func (s *Service) Sending() bool { return s.sender != nil }

// Deliver sends message id unless it was delivered before. An error means the queue
// should try again; on the last attempt the message is marked failed.
func (s *Service) Deliver(ctx context.Context, id uuid.UUID, lastAttempt bool) error {
	e, err := s.store.Get(ctx, id)
	if err != nil {
		return err
	}
	if e.Status == Sent || e.Status == Logged {
		return nil
	}
	if s.sender == nil {
		s.log.Info("mail not sent (no SMTP_URL): logged for the outbox", "topic", e.Topic, "to", e.To, "reply_to", e.ReplyTo, "subject", e.Subject, "text", e.Text)
		return s.store.Attempted(ctx, id, Logged, "")
	}
	if err := s.sender.Send(ctx, e.Message); err != nil {
		status := Queued
		if lastAttempt {
			status = Failed
		}
		s.log.Warn("mail not delivered", "topic", e.Topic, "id", id, "attempt", e.Attempts+1, "final", lastAttempt, "err", err)
		if serr := s.store.Attempted(context.WithoutCancel(ctx), id, status, err.Error()); serr != nil {
			s.log.Error("recording a failed delivery", "id", id, "err", serr)
		}
		return err
	}
	s.log.Info("mail sent", "topic", e.Topic, "id", id)
	return s.store.Attempted(context.WithoutCancel(ctx), id, Sent, "")
}

// List lists messages newest first, all or those of one status.
func (s *Service) List(ctx context.Context, status Status, size int32, token string) ([]Entry, string, error) {
	switch status {
	case "", Queued, Sent, Logged, Failed:
	default:
		var c validate.Checker
		c.Add("status", "Unknown status")
		return nil, "", c.Err()
	}
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Entry, error) {
		return s.store.List(ctx, status, p)
	}, func(e Entry) (time.Time, uuid.UUID) { return e.CreateTime, e.ID })
}

// Retry queues a failed or waiting message for an attempt now.
func (s *Service) Retry(ctx context.Context, id string) (Entry, error) {
	uid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return Entry{}, err
	}
	return s.store.Retry(ctx, uid)
}

// Counts counts messages by status.
func (s *Service) Counts(ctx context.Context) (map[Status]int, error) { return s.store.Counts(ctx) }
