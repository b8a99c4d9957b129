package contact

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Entry is one entry of a message's history (its follow-up's notes and replies).
type Entry = adminv1.ContactEntry

var entryKinds = map[followup.NoteKind]adminv1.ContactEntryKind{
	followup.KindNote:  adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_NOTE,
	followup.KindReply: adminv1.ContactEntryKind_CONTACT_ENTRY_KIND_REPLY,
}

// ToEntry is a follow-up note as the message's history shows it.
func ToEntry(n followup.Note) *Entry {
	e := &Entry{Id: n.ID.String(), Kind: entryKinds[n.Kind], Author: n.Author, Subject: n.Subject, Body: n.Body,
		CreateTime: timestamppb.New(n.CreateTime), DeliveryStatus: n.DeliveryStatus}
	if n.OutboxMessageID != nil {
		e.OutboxMessageId = n.OutboxMessageID.String()
	}
	return e
}

// Reply is a reply to store. Mail makes the mail of the message as stored (locked),
// which is queued in the outbox with the entry.
type Reply struct {
	Author  actor.Actor
	Subject string
	Body    string
	Mail    func(*Message) mail.Message
}

// Errors.
var (
	ErrNotFound = apperr.NotFound("This message was not found (it may be in the trash).")
	// ErrNeedsReply refuses Replied on a message nobody replied to: the status says what
	// was sent, so the 24-hour share stays true.
	ErrNeedsReply = apperr.FailedPrecondition("Send a reply to mark this message Replied: a message is Replied once a reply has been sent from the back office.")
	// ErrHasReply refuses New on a message that has a reply.
	ErrHasReply = apperr.FailedPrecondition("This message has a reply: open it again as Replied, not New.")
	// ErrAssignee is an assignee that is not an enabled staff account.
	ErrAssignee = followup.ErrAssignee
)

// Triage is what the store does for the staff's triage (the assignee and the notes are
// the follow-up's: internal/followup). Each write runs in one transaction with the
// message's row locked; ErrNotFound when it is missing or trashed.
type Triage interface {
	Get(ctx context.Context, id uuid.UUID) (*Message, error)
	// SetStatus sets the status after check accepts the message as it is.
	SetStatus(ctx context.Context, id uuid.UUID, to Status, check func(*Message) error) (*Message, error)
	// Reply stores r in the message's history, queues its mail in the outbox, marks the
	// message answered and makes it Replied, in the same transaction.
	Reply(ctx context.Context, id uuid.UUID, r Reply) (*Entry, *Message, error)
	Trash(ctx context.Context, id uuid.UUID, by *uuid.UUID) error
}

// CheckStatus says whether a message m may be given status to: Closed always, New only
// without a reply, Replied only with one.
func CheckStatus(m *Message, to Status) error {
	switch {
	case to == StatusNew && m.GetFirstReplyTime() != nil:
		return ErrHasReply
	case to == StatusReplied && m.GetFirstReplyTime() == nil:
		return ErrNeedsReply
	}
	return nil
}

// Get answers a message and its history (oldest first).
func (s *Service) Get(ctx context.Context, id string) (*Message, []*Entry, error) {
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, nil, err
	}
	m, err := s.store.Get(ctx, mid)
	if err != nil {
		return nil, nil, err
	}
	notes, err := s.followUps.Notes(ctx, followup.Contact, mid)
	if err != nil {
		return nil, nil, followup.NotFoundAs(err, ErrNotFound)
	}
	entries := make([]*Entry, len(notes))
	for i, n := range notes {
		entries[i] = ToEntry(n)
	}
	return m, entries, nil
}

// SetStatus closes a message or opens it again.
func (s *Service) SetStatus(ctx context.Context, id string, to Status) (*Message, error) {
	if !validStatus(to) {
		var c validate.Checker
		c.Add("status", "Choose New, Replied or Closed")
		return nil, c.Err()
	}
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.SetStatus(ctx, mid, to, func(m *Message) error { return CheckStatus(m, to) })
}

// Assign gives the message to a staff member ("" for nobody).
func (s *Service) Assign(ctx context.Context, id, assigneeID string) (*Message, error) {
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	if err := s.followUps.Assign(ctx, followup.Contact, mid, assigneeID); err != nil {
		return nil, followup.NotFoundAs(err, ErrNotFound)
	}
	return s.store.Get(ctx, mid)
}

// maxReply bounds a reply (a note: followup.MaxNote).
const maxReply = 10000

// AddNote adds a private note signed by author.
func (s *Service) AddNote(ctx context.Context, id string, author actor.Actor, body string) (*Entry, error) {
	if _, err := followup.CheckNote(body); err != nil {
		return nil, err
	}
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, err
	}
	n, err := s.followUps.AddNote(ctx, followup.Contact, mid, author, body)
	if err != nil {
		return nil, followup.NotFoundAs(err, ErrNotFound)
	}
	return ToEntry(n), nil
}

// Reply mails body to the message's sender through the outbox, keeps it in the
// message's history and makes the message Replied. An empty subject is "Re: your
// message to {company}".
func (s *Service) Reply(ctx context.Context, id string, author actor.Actor, subject, body string) (*Entry, *Message, error) {
	subject, body = strings.TrimSpace(subject), strings.TrimSpace(body)
	var c validate.Checker
	c.Text("subject", subject)
	c.Text("body", body)
	c.Check(!strings.ContainsAny(subject, "\r\n"), "subject", "The subject must be one line")
	c.MaxLen("subject", "Subject", subject, 200)
	c.Require("body", body, "Please write a reply")
	c.Check(utf8.RuneCountInString(body) <= maxReply, "body", "A reply can be at most 10000 characters")
	if err := c.Err(); err != nil {
		return nil, nil, err
	}
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return nil, nil, err
	}
	cfg := s.mail.At(ctx) // the firm as the site settings name it now, before the store's transaction
	if subject == "" {
		subject = "Re: your message to " + cfg.Company
	}
	return s.store.Reply(ctx, mid, Reply{Author: author, Subject: subject, Body: body,
		Mail: func(m *Message) mail.Message { return replyMail(cfg, m, subject, body) }})
}

// Delete moves the message to the trash (by is who did it; nil when unknown).
func (s *Service) Delete(ctx context.Context, id string, by *uuid.UUID) error {
	mid, err := apperr.ParseID(id, ErrNotFound)
	if err != nil {
		return err
	}
	return s.store.Trash(ctx, mid, by)
}
