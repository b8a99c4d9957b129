package portal

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Messages (issue 26 item 3): per project, threads between the client organization's
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

// MailChoice is what a user is mailed about new messages.
type MailChoice string

const (
	// MailEach: a mail for each message of the other side (the default).
	MailEach MailChoice = "EACH"
	// MailDigest: one mail a day with the unread messages of the last day.
	MailDigest MailChoice = "DIGEST"
	MailNone   MailChoice = "NONE"
)

// Thread is a conversation on a project.
type Thread struct {
	ID, ProjectID   uuid.UUID
	Subject         string
	Author          Actor
	CreateTime      time.Time
	LastMessageTime time.Time
	MessageCount    int
	// Unread: messages written by others the reader has not read.
	Unread int
}

// ThreadProject is what a thread's project tells: whose it is and what mail names it.
type ThreadProject struct {
	ID, OrganizationID uuid.UUID
	Name, JobNumber    string
}

// Message is one message of a thread.
type Message struct {
	ID, ThreadID uuid.UUID
	Seq          int64
	Author       Actor
	Body         string
	CreateTime   time.Time
	Attachments  []Attachment
	// Unread: written by another and not read by the reader before this reading.
	Unread bool
}

// Attachment is a file of a message, named by its file's id.
type Attachment struct {
	ID          uuid.UUID
	Name        string
	Size        int64
	ContentType string
}

// Recipient is a person who may be mailed about a message.
type Recipient struct {
	ID          uuid.UUID
	Email, Name string
	Choice      MailChoice
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
	Author    Actor
	Body      string
	UploadIDs []uuid.UUID
	// Owner is the author's owner hash (Caller.Owner): only their own uploads are attached.
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

// MessageStore persists the messages.
type MessageStore interface {
	// ThreadList lists a project's threads with reader's unread counts.
	ThreadList(ctx context.Context, projectID, reader uuid.UUID) ([]Thread, error)
	// ThreadGet is a thread and its project (ErrThreadNotFound).
	ThreadGet(ctx context.Context, id, reader uuid.UUID) (Thread, ThreadProject, error)
	// ThreadRead answers the thread's messages with their attachments, flagged unread
	// as they were, and marks them read for reader.
	ThreadRead(ctx context.Context, id, reader uuid.UUID) ([]Message, error)
	// PostCreate stores p in one transaction: the thread (new, or locked), after check
	// accepted its project; the message; the claim of each upload (an upload that is not an
	// unclaimed attachment fails the whole post); and the mail that mails makes of the
	// project's audience.
	PostCreate(ctx context.Context, p Post, check func(ThreadProject) error,
		mails func(ThreadProject, Thread, Message, Audience) []mail.Message) (Thread, Message, error)
	// AttachmentGet answers an attachment's file and its project's organization.
	AttachmentGet(ctx context.Context, id uuid.UUID) (files.File, uuid.UUID, error)
	// UnreadByProject counts reader's unread messages per project (of org, or all).
	UnreadByProject(ctx context.Context, reader uuid.UUID, org *uuid.UUID) (map[uuid.UUID]int, error)
	MailSettingGet(ctx context.Context, user uuid.UUID) (MailSetting, error)
	MailSettingSet(ctx context.Context, user uuid.UUID, client bool, s MailSetting) (MailSetting, error)
	// DigestRun takes the readers due a digest at now (their last one at least a day
	// old), each locked in its own transaction: it queues the mail digest makes of their
	// unread messages since their last digest (nil: none) and records now as its end, so
	// that a message is in one digest at most. It answers how many were mailed.
	DigestRun(ctx context.Context, now time.Time, digest func(DigestReader, []DigestItem) *mail.Message) (int, error)
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

// Reader is who reads or writes: a client of an organization, or a staff user.
type Reader struct {
	Actor
	OrganizationID uuid.UUID // a client's
}

// ClientReader is the reader of a client session.
func ClientReader(s Session) Reader {
	return Reader{Actor: clientActor(s), OrganizationID: s.User.OrganizationID}
}

// StaffReader is a staff user as a reader.
func StaffReader(id uuid.UUID, username string) Reader {
	return Reader{Actor: Actor{ID: id, Name: username}}
}

// owner is the owner hash of r's uploads (Caller.Owner).
func (r Reader) owner() []byte { return ownerOf(!r.Client, r.ID) }

// project answers ErrProjectNotFound unless r may see the project: any for staff, their
// organization's for a client.
func (m *Messages) project(ctx context.Context, r Reader, id uuid.UUID) error {
	var org *uuid.UUID
	if r.Client {
		org = &r.OrganizationID
	}
	_, err := m.projects.ProjectGet(ctx, id, org)
	return err
}

// visible answers ErrThreadNotFound for a thread of another organization's project.
func (r Reader) visible(p ThreadProject) error {
	if r.Client && p.OrganizationID != r.OrganizationID {
		return ErrThreadNotFound
	}
	return nil
}

// Threads lists a project's threads with r's unread counts, and r's unread total.
func (m *Messages) Threads(ctx context.Context, r Reader, projectID uuid.UUID) ([]Thread, int, error) {
	if err := m.project(ctx, r, projectID); err != nil {
		return nil, 0, err
	}
	ts, err := m.store.ThreadList(ctx, projectID, r.ID)
	total := 0
	for _, t := range ts {
		total += t.Unread
	}
	return ts, total, err
}

// Thread is a thread with its messages; reading it marks it read for r.
func (m *Messages) Thread(ctx context.Context, r Reader, id uuid.UUID) (Thread, []Message, error) {
	t, p, err := m.store.ThreadGet(ctx, id, r.ID)
	if err != nil {
		return Thread{}, nil, err
	}
	if err := r.visible(p); err != nil {
		return Thread{}, nil, err
	}
	msgs, err := m.store.ThreadRead(ctx, id, r.ID)
	if err != nil {
		return Thread{}, nil, err
	}
	t.Unread, t.MessageCount = 0, len(msgs)
	return t, msgs, nil
}

// StartThread opens a thread on a project with its first message.
func (m *Messages) StartThread(ctx context.Context, r Reader, projectID uuid.UUID, subject, body string, uploads []string) (Thread, Message, error) {
	subject = strings.TrimSpace(subject)
	var c validate.Checker
	c.Require("subject", subject, "Subject is required")
	c.MaxLen("subject", "Subject", subject, maxSubject)
	c.Text("subject", subject)
	if err := m.project(ctx, r, projectID); err != nil {
		m.discard(ctx, r, uploads)
		return Thread{}, Message{}, err
	}
	return m.post(ctx, r, Post{Project: projectID, Subject: mail.OneLine(subject, maxSubject)}, body, uploads, &c)
}

// PostMessage adds a message to a thread.
func (m *Messages) PostMessage(ctx context.Context, r Reader, threadID uuid.UUID, body string, uploads []string) (Message, error) {
	_, msg, err := m.post(ctx, r, Post{Thread: threadID}, body, uploads, &validate.Checker{})
	return msg, err
}

// post checks the body and the uploads and stores the message. A refused post leaves
// nothing: no row, and its uploads (r's own: only those) are discarded at once.
func (m *Messages) post(ctx context.Context, r Reader, p Post, body string, uploads []string, c *validate.Checker) (Thread, Message, error) {
	body = strings.TrimSpace(strings.ReplaceAll(body, "\r\n", "\n"))
	c.Require("body", body, "Write a message")
	c.MaxLen("body", "Message", body, maxBody)
	c.Text("body", body)
	c.Check(len(uploads) <= MaxAttachments, "attachments", fmt.Sprintf("Attach at most %d files to a message", MaxAttachments))
	for _, u := range uploads {
		id, err := apperr.ParseCanonical(u)
		if err != nil || slices.Contains(p.UploadIDs, id) {
			c.Add("attachments", "An attachment is not a valid upload: upload it again")
			break
		}
		p.UploadIDs = append(p.UploadIDs, id)
	}
	if err := c.Err(); err != nil {
		m.discard(ctx, r, uploads)
		return Thread{}, Message{}, err
	}
	p.Author, p.Body, p.Owner = r.Actor, body, r.owner()
	cfg := m.mail.At(ctx)
	t, msg, err := m.store.PostCreate(ctx, p, r.visible, func(tp ThreadProject, t Thread, msg Message, a Audience) []mail.Message {
		return messageMails(cfg, tp, t, msg, a)
	})
	if err != nil {
		m.discard(ctx, r, uploads)
		return Thread{}, Message{}, err
	}
	return t, msg, nil
}

// discard removes r's own uploads among those a refused post named; another's are left.
func (m *Messages) discard(ctx context.Context, r Reader, uploads []string) {
	for _, u := range uploads {
		m.files.Discard(context.WithoutCancel(ctx), files.KindPortalAttachment, r.owner(), u)
	}
}

// AttachmentURL answers a signed, expiring download path of an attachment r may read.
func (m *Messages) AttachmentURL(ctx context.Context, r Reader, id uuid.UUID) (string, error) {
	f, org, err := m.store.AttachmentGet(ctx, id)
	if err != nil {
		return "", err
	}
	if r.Client && org != r.OrganizationID {
		return "", ErrAttachmentNotFound
	}
	return m.files.Path(f), nil
}

// Unread counts r's unread messages per project.
func (m *Messages) Unread(ctx context.Context, r Reader) (map[uuid.UUID]int, error) {
	var org *uuid.UUID
	if r.Client {
		org = &r.OrganizationID
	}
	return m.store.UnreadByProject(ctx, r.ID, org)
}

// MailSetting is r's choice of mail.
func (m *Messages) MailSetting(ctx context.Context, r Reader) (MailSetting, error) {
	return m.store.MailSettingGet(ctx, r.ID)
}

// SetMailSetting sets r's choice of mail. A staff user gives the address to mail (their
// account has none), required unless they choose no mail; a client's is their account's.
func (m *Messages) SetMailSetting(ctx context.Context, r Reader, s MailSetting) (MailSetting, error) {
	var c validate.Checker
	c.Check(slices.Contains([]MailChoice{MailEach, MailDigest, MailNone}, s.Choice), "mail_choice", "Choose how you are mailed about messages")
	s.Email = NormalizeEmail(s.Email)
	if r.Client {
		s.Email = ""
	} else if s.Email != "" || s.Choice != MailNone {
		c.Check(validate.Email(s.Email), "email", "Please enter a valid email address")
		c.MaxLen("email", "Email", s.Email, 200)
	}
	if err := c.Err(); err != nil {
		return MailSetting{}, err
	}
	return m.store.MailSettingSet(ctx, r.ID, r.Client, s)
}

// SendDigests mails the daily digests that are due.
func (m *Messages) SendDigests(ctx context.Context) (int, error) {
	cfg := m.mail.At(ctx)
	return m.store.DigestRun(ctx, m.now(), func(r DigestReader, items []DigestItem) *mail.Message {
		return digestMail(cfg, r, items)
	})
}
