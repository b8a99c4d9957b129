package portal

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/validate"
)

// Threads lists a project's threads with r's unread counts, and r's unread total.
func (m *Messages) Threads(ctx context.Context, r actor.Actor, project string) ([]*Thread, int32, error) {
	projectID, err := apperr.ParseID(project, ErrProjectNotFound)
	if err != nil {
		return nil, 0, err
	}
	if err := m.project(ctx, r, projectID); err != nil {
		return nil, 0, err
	}
	ts, err := m.store.ThreadList(ctx, projectID, r.ID)
	var total int32
	for _, t := range ts {
		total += t.UnreadCount
	}
	return ts, total, err
}

// Thread is a thread with its messages; reading it marks it read for r.
func (m *Messages) Thread(ctx context.Context, r actor.Actor, thread string) (*Thread, []*Message, error) {
	id, err := apperr.ParseID(thread, ErrThreadNotFound)
	if err != nil {
		return nil, nil, err
	}
	t, p, err := m.store.ThreadGet(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if err := visible(r, p); err != nil {
		return nil, nil, err
	}
	msgs, err := m.store.ThreadRead(ctx, id, r.ID)
	if err != nil {
		return nil, nil, err
	}
	t.UnreadCount, t.MessageCount = 0, int32(len(msgs))
	return t, msgs, nil
}

// StartThread opens a thread on a project with its first message.
func (m *Messages) StartThread(ctx context.Context, r actor.Actor, project, subject, body string, uploads []string) (*Thread, *Message, error) {
	projectID, err := apperr.ParseID(project, ErrProjectNotFound)
	if err != nil {
		return nil, nil, err
	}
	subject = strings.TrimSpace(subject)
	var c validate.Checker
	c.Require("subject", subject, "Subject is required")
	c.MaxLen("subject", "Subject", subject, maxSubject)
	c.Text("subject", subject)
	if err := m.project(ctx, r, projectID); err != nil {
		m.discard(ctx, r, uploads)
		return nil, nil, err
	}
	t, msg, err := m.post(ctx, r, Post{Project: projectID, Subject: mail.OneLine(subject, maxSubject)}, body, uploads, &c)
	if err != nil {
		return nil, nil, err
	}
	t.MessageCount = 1
	return t, msg, nil
}

// PostMessage adds a message to a thread.
func (m *Messages) PostMessage(ctx context.Context, r actor.Actor, thread, body string, uploads []string) (*Message, error) {
	threadID, err := apperr.ParseID(thread, ErrThreadNotFound)
	if err != nil {
		return nil, err
	}
	_, msg, err := m.post(ctx, r, Post{Thread: threadID}, body, uploads, &validate.Checker{})
	return msg, err
}

// post checks the body and the uploads and stores the message. A refused post leaves
// nothing: no row, and its uploads (r's own: only those) are discarded at once.
func (m *Messages) post(ctx context.Context, r actor.Actor, p Post, body string, uploads []string, c *validate.Checker) (*Thread, *Message, error) {
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
		return nil, nil, err
	}
	p.Author, p.Body, p.Owner = r, body, Owner(r)
	cfg := m.mail.At(ctx)
	t, msg, err := m.store.PostCreate(ctx, p, func(tp ThreadProject) error { return visible(r, tp) }, func(tp ThreadProject, t *Thread, msg *Message, a Audience) []mail.Message {
		return messageMails(cfg, tp, t, msg, r, a)
	})
	if err != nil {
		m.discard(ctx, r, uploads)
		return nil, nil, err
	}
	return t, msg, nil
}

// discard removes r's own uploads among those a refused post named; another's are left.
func (m *Messages) discard(ctx context.Context, r actor.Actor, uploads []string) {
	for _, u := range uploads {
		m.files.Discard(context.WithoutCancel(ctx), files.KindPortalAttachment, Owner(r), u)
	}
}

// AttachmentURL answers a signed, expiring download path of an attachment r may read.
func (m *Messages) AttachmentURL(ctx context.Context, r actor.Actor, attachment string) (string, error) {
	id, err := apperr.ParseID(attachment, ErrAttachmentNotFound)
	if err != nil {
		return "", err
	}
	f, org, err := m.store.AttachmentGet(ctx, id)
	if err != nil {
		return "", err
	}
	if !r.IsStaff() && org != r.OrganizationID {
		return "", ErrAttachmentNotFound
	}
	return m.files.Path(f), nil
}

// Unread counts r's unread messages per project.
func (m *Messages) Unread(ctx context.Context, r actor.Actor) (map[uuid.UUID]int, error) {
	return m.store.UnreadByProject(ctx, r.ID, r.Scope())
}

// MailSetting is r's choice of mail.
func (m *Messages) MailSetting(ctx context.Context, r actor.Actor) (MailSetting, error) {
	return m.store.MailSettingGet(ctx, r.ID)
}

// SetMailSetting sets r's choice of mail. A staff user gives the address to mail (their
// account has none), required unless they choose no mail; a client's is their account's.
func (m *Messages) SetMailSetting(ctx context.Context, r actor.Actor, s MailSetting) (MailSetting, error) {
	var c validate.Checker
	c.Check(slices.Contains([]MailChoice{MailEach, MailDigest, MailNone}, s.Choice), "mail_choice", "Choose how you are mailed about messages")
	s.Email = NormalizeEmail(s.Email)
	if r.IsClient() {
		s.Email = ""
	} else if s.Email != "" || s.Choice != MailNone {
		c.Check(validate.Email(s.Email), "email", "Please enter a valid email address")
		c.MaxLen("email", "Email", s.Email, 200)
	}
	if err := c.Err(); err != nil {
		return MailSetting{}, err
	}
	return m.store.MailSettingSet(ctx, r.ID, r.IsClient(), s)
}

// SendDigests mails the daily digests that are due.
func (m *Messages) SendDigests(ctx context.Context) (int, error) {
	cfg := m.mail.At(ctx)
	return m.store.DigestRun(ctx, m.now(), func(r DigestReader, items []DigestItem, notes []DigestNote) *mail.Message {
		return digestMail(cfg, r, items, notes)
	})
}
