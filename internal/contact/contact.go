// Package contact is the connect page's contact form and the staff's triage of what it
// sent (the leads): status, assignee, notes, replies through the outbox, the trash. Its
// types are the generated messages (gen/go/gusset/{admin,site}/v1).
package contact

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// required is the connect form's message under any blank field.
const required = "This field is required"

// Message is a message sent from the connect page; its first_reply_time is the
// follow-up's first answer (only a reply answers a message).
type Message = adminv1.ContactMessage

// Input is the connect page's form (its honeypot and challenge are the abuse guard's).
type Input = sitev1.SendMessageRequest

// Store persists contact messages.
type Store interface {
	// Create stores a message and, in the same transaction, queues the mail that
	// notices makes of it.
	Create(ctx context.Context, in *Input, notices func(*Message) []mail.Message) (*Message, error)
	// List lists messages not in the trash, of one status (UNSPECIFIED for all).
	List(ctx context.Context, status Status, p keyset.Request) ([]*Message, error)
	Triage
}

// Service is the contact domain.
type Service struct {
	store     Store
	followUps *followup.Service
	mail      mail.Config
}

// NewService returns the service; followUps keeps the messages' assignees and notes,
// mail says where its notices go.
func NewService(store Store, followUps *followup.Service, mail mail.Config) *Service {
	return &Service{store: store, followUps: followUps, mail: mail}
}

// Send records a message; every field is required.
func (s *Service) Send(ctx context.Context, form *Input) (*Message, error) {
	t := strings.TrimSpace
	in := &Input{Name: t(form.GetName()), Email: t(form.GetEmail()), Phone: t(form.GetPhone()), Message: t(form.GetMessage())}
	var c validate.Checker
	c.Require("name", in.Name, required)
	c.MaxLen("name", "Name", in.Name, 200)
	if in.Email == "" {
		c.Add("email", required)
	} else {
		c.Check(validate.Email(in.Email), "email", "Please enter a valid email address")
		c.MaxLen("email", "Email", in.Email, 200)
	}
	if in.Phone == "" {
		c.Add("phone", required)
	} else {
		c.Check(validate.Phone(in.Phone), "phone", "Please enter a valid phone number")
		c.MaxLen("phone", "Phone", in.Phone, 200)
	}
	c.Require("message", in.Message, required)
	c.MaxLen("message", "Message", in.Message, 5000)
	if err := c.Err(); err != nil {
		return nil, err
	}
	// Read before the store's transaction: reading the site settings inside it would hold a
	// second connection per write.
	cfg := s.mail.At(ctx)
	return s.store.Create(ctx, in, func(m *Message) []mail.Message { return notices(cfg, m) })
}

// List lists messages newest first, all (UNSPECIFIED) or those of one status.
func (s *Service) List(ctx context.Context, status Status, size int32, token string) ([]*Message, string, error) {
	if status != StatusAny && !validStatus(status) {
		var c validate.Checker
		c.Add("status", "Unknown status")
		return nil, "", c.Err()
	}
	return keyset.Fetch(size, token, func(p keyset.Request) ([]*Message, error) {
		return s.store.List(ctx, status, p)
	}, key)
}

// key is a message's place in the list, newest first.
func key(m *Message) (time.Time, uuid.UUID) {
	id, _ := uuid.Parse(m.GetId()) // the store's own ids
	return m.GetCreateTime().AsTime(), id
}
