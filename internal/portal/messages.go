package portal

import (
	"context"
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
)

// Messages: per project, threads between the client organization's
// people and the firm's staff, with attachments, read state per user and mail per
// message or in a daily digest (docs/portal.md, "Messages").

// Errors of the messages.
var (
	ErrThreadNotFound     = apperr.NotFound("thread not found")
	ErrAttachmentNotFound = apperr.NotFound("attachment not found")
)

// Limits of a message.
const (
	MaxAttachments = 10
	maxBody        = 20000
	maxSubject     = 200
)

// A thread, a message and an attachment are the generated messages themselves
// (proto/gusset/portal/v1/messages.proto), as their reader sees them.
type (
	Thread     = portalv1.MessageThread
	Message    = portalv1.ThreadMessage
	Attachment = portalv1.MessageAttachment
	// MailChoice is what a user is mailed about new messages.
	MailChoice = portalv1.MailChoice
)

const (
	// MailEach: a mail for each message of the other side (the default).
	MailEach = portalv1.MailChoice_MAIL_CHOICE_EACH
	// MailDigest: one mail a day with the unread messages of the last day.
	MailDigest = portalv1.MailChoice_MAIL_CHOICE_DIGEST
	MailNone   = portalv1.MailChoice_MAIL_CHOICE_NONE
)

// ThreadProject is what a thread's project tells: whose it is and what mail names it.
type ThreadProject struct {
	ID, OrganizationID uuid.UUID
	Name, JobNumber    string
}

// Recipient is a person who may be mailed about a message.
type Recipient struct {
	ID          uuid.UUID
	Email, Name string
	Choice      MailChoice
	// Language is a client user's choice ("en", "fr-CA", "" for none: English); staff's is "".
	Language string
}

// MailSetting is a user's choice of mail; Email is a staff user's address (” for clients,
// whose account has one).
type MailSetting struct {
	Choice MailChoice
	Email  string
}

// Post is a message to store: in Thread, or in a new thread of Project named Subject.
type Post struct {
	Thread    uuid.UUID
	Project   uuid.UUID
	Subject   string
	Author    actor.Actor
	Body      string
	UploadIDs []uuid.UUID
	// Owner is the author's owner hash (Owner): only their own uploads are attached.
	Owner []byte
}

// Audience is who follows a project's messages on each side.
type Audience struct {
	Clients, Staff []Recipient
}

// DigestReader is a user due a daily digest.
type DigestReader struct {
	ID             uuid.UUID
	Client         bool
	OrganizationID uuid.UUID // a client's
	Address, Name  string
	// Since is the end of the previous digest's window (or a day ago).
	Since time.Time
	// Language is a client's choice ("en", "fr-CA", "" for none: English); staff's is "".
	Language string
}

// DigestItem is an unread message in a digest.
type DigestItem struct {
	Project    ThreadProject
	ThreadID   uuid.UUID
	Subject    string
	AuthorName string
	Body       string
	CreateTime time.Time
}

// DigestNote is a notification (internal/notify) waiting for its recipient's digest, in
// one sentence.
type DigestNote struct {
	Project    ThreadProject
	Line       string
	CreateTime time.Time
}

// MessageStore persists the messages.
type MessageStore interface {
	// ThreadList lists a project's threads with reader's unread counts.
	ThreadList(ctx context.Context, projectID, reader uuid.UUID) ([]*Thread, error)
	// ThreadGet is a thread and its project (ErrThreadNotFound).
	ThreadGet(ctx context.Context, id uuid.UUID) (*Thread, ThreadProject, error)
	// ThreadRead answers the thread's messages with their attachments, flagged unread
	// as they were and mine as reader wrote them, and marks them read for reader.
	ThreadRead(ctx context.Context, id, reader uuid.UUID) ([]*Message, error)
	// PostCreate stores p in one transaction: the thread (new, or locked), after check
	// accepted its project; the message; the claim of each upload (an upload that is not an
	// unclaimed attachment fails the whole post); and the mail that mails makes of the
	// project's audience.
	PostCreate(ctx context.Context, p Post, check func(ThreadProject) error,
		mails func(ThreadProject, *Thread, *Message, Audience) []mail.Message) (*Thread, *Message, error)
	// AttachmentGet answers an attachment's file and its project's organization.
	AttachmentGet(ctx context.Context, id uuid.UUID) (files.File, uuid.UUID, error)
	// UnreadByProject counts reader's unread messages per project (of org, or all).
	UnreadByProject(ctx context.Context, reader uuid.UUID, org *uuid.UUID) (map[uuid.UUID]int, error)
	MailSettingGet(ctx context.Context, user uuid.UUID) (MailSetting, error)
	MailSettingSet(ctx context.Context, user uuid.UUID, client bool, s MailSetting) (MailSetting, error)
	// DigestRun takes the readers due a digest at now (their last one at least a day
	// old), each locked in its own transaction: it queues the mail digest makes of their
	// unread messages since their last digest, in the projects they chose a digest for, and
	// their unread notifications waiting for one (nil: none), and records now as its end,
	// so that a message or notification is in one digest at most. It answers how many
	// were mailed.
	DigestRun(ctx context.Context, now time.Time, digest func(DigestReader, []DigestItem, []DigestNote) *mail.Message) (int, error)
}

// Attachments is the file service as the messages use it.
type Attachments interface {
	// Path is a file's signed download path.
	Path(f files.File) string
	// Discard removes an unclaimed upload of owner at once (a refused post's).
	Discard(ctx context.Context, kind files.Kind, owner []byte, uploadID string)
}

// Messages is the portal's messages, for both sides.
type Messages struct {
	store MessageStore
	// projects answers a client's project (ErrProjectNotFound for another organization's).
	projects ProjectStore
	files    Attachments
	mail     mail.Config
	now      func() time.Time
}

// NewMessages returns the messages over store; projects is the portal's project store.
func NewMessages(store MessageStore, projects ProjectStore, f Attachments, m mail.Config, now func() time.Time) *Messages {
	if now == nil {
		now = time.Now
	}
	return &Messages{store: store, projects: projects, files: f, mail: m, now: now}
}

// Who reads or writes messages is an actor.Actor: a client of an organization, or a
// staff user.

// project answers ErrProjectNotFound unless r may see the project: any for staff, their
// organization's for anyone else (none for an outside reviewer).
func (m *Messages) project(ctx context.Context, r actor.Actor, id uuid.UUID) error {
	_, err := m.projects.ProjectGet(ctx, id, r.Scope())
	return err
}

// visible answers ErrThreadNotFound for a thread of another organization's project.
func visible(r actor.Actor, p ThreadProject) error {
	if !r.IsStaff() && p.OrganizationID != r.OrganizationID {
		return ErrThreadNotFound
	}
	return nil
}
