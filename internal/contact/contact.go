// Package contact is the connect page's contact form and the staff's triage of what it
// sent (the leads): status, assignee, notes, replies through the outbox, the trash.
package contact

import (
	"context"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/validate"
)

// required is the connect form's message under any blank field.
const required = "This field is required"

// Message is a message sent from the connect page.
type Message struct {
	ID         uuid.UUID
	Name       string
	Email      string
	Phone      string
	Message    string
	CreateTime time.Time
	Status     Status
	// AssigneeID is the staff member it is assigned to; nil for nobody.
	AssigneeID       *uuid.UUID
	AssigneeUsername string
	// FirstReplyTime is when the first reply was sent from the back office (the
	// follow-up's first answer: only a reply answers a message).
	FirstReplyTime *time.Time
}

// Input is the connect page's form.
type Input struct {
	Name    string
	Email   string
	Phone   string
	Message string
}

// Store persists contact messages.
type Store interface {
	// Create stores a message and, in the same transaction, queues the mail that
	// notices makes of it.
	Create(ctx context.Context, in Input, notices func(Message) []mail.Message) (Message, error)
	// List lists messages not in the trash, of one status ("" for all).
	List(ctx context.Context, status Status, p page.Request) ([]Message, error)
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
func (s *Service) Send(ctx context.Context, in Input) (Message, error) {
	in = Input{
		Name: strings.TrimSpace(in.Name), Email: strings.TrimSpace(in.Email),
		Phone: strings.TrimSpace(in.Phone), Message: strings.TrimSpace(in.Message),
	}
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
		return Message{}, err
	}
	// Read before the store's transaction: reading the site settings inside it would hold a
	// second connection per write.
	cfg := s.mail.At(ctx)
	return s.store.Create(ctx, in, func(m Message) []mail.Message { return notices(cfg, m) })
}

// List lists messages newest first, all ("") or those of one status.
func (s *Service) List(ctx context.Context, status Status, size int32, token string) ([]Message, string, error) {
	if status != "" && !status.valid() {
		var c validate.Checker
		c.Add("status", "Unknown status")
		return nil, "", c.Err()
	}
	return page.Fetch(size, token, func(p page.Request) ([]Message, error) {
		return s.store.List(ctx, status, p)
	}, func(m Message) (time.Time, uuid.UUID) { return m.CreateTime, m.ID })
}
