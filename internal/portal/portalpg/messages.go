package portalpg

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/validate"
)

var (
	threadErrors     = database.Errors{NoRows: portal.ErrThreadNotFound, ForeignKey: portal.ErrProjectNotFound}
	attachmentErrors = database.Errors{NoRows: portal.ErrAttachmentNotFound}
	// errUploadUnusable: an upload id that names no unclaimed attachment of the author
	// (unknown, of another kind, removed, someone else's, or already another message's).
	errUploadUnusable = &validate.Error{Violations: []validate.Violation{{Field: "attachments",
		Message: "An attachment was not found or is already used: upload it again"}}}
)

var _ portal.MessageStore = (*Store)(nil)

const (
	staffKind  = "STAFF"
	clientKind = "CLIENT"
)

func actorKind(a actor.Actor) string {
	if a.IsClient() {
		return clientKind
	}
	return staffKind
}

func authorOf(kind string) portalv1.MessageAuthor {
	if kind == clientKind {
		return portalv1.MessageAuthor_MESSAGE_AUTHOR_CLIENT
	}
	return portalv1.MessageAuthor_MESSAGE_AUTHOR_STAFF
}

// The mail choices keep the enum's names without their prefix ("EACH").
const mailChoicePrefix = "MAIL_CHOICE_"

func mailChoiceOf(s string) portal.MailChoice {
	return portal.MailChoice(portalv1.MailChoice_value[mailChoicePrefix+s])
}
func mailChoiceText(c portal.MailChoice) string {
	return strings.TrimPrefix(c.String(), mailChoicePrefix)
}

// threadOf is a thread row as the message (without its counts).
func threadOf(r sqlc.MessageThread) *portal.Thread {
	return &portal.Thread{Id: r.ID.String(), ProjectId: r.ProjectID.String(), Subject: r.Subject, AuthorKind: authorOf(r.AuthorKind),
		AuthorName: r.AuthorName, CreateTime: ts(r.CreateTime), LastMessageTime: ts(r.LastMessageTime)}
}

// messageOf is a message row as reader reads it (without its attachments).
func messageOf(r sqlc.Message, reader uuid.UUID) *portal.Message {
	return &portal.Message{Id: r.ID.String(), AuthorKind: authorOf(r.AuthorKind), AuthorName: r.AuthorName,
		Body: r.Body, CreateTime: ts(r.CreateTime), Mine: r.AuthorID == reader}
}

func (s *Store) ThreadList(ctx context.Context, projectID, reader uuid.UUID) ([]*portal.Thread, error) {
	rows, err := s.q.MessageThreadList(ctx, sqlc.MessageThreadListParams{ProjectID: projectID, ReaderID: reader})
	if err != nil {
		return nil, err
	}
	out := make([]*portal.Thread, len(rows))
	for i, r := range rows {
		out[i] = threadOf(sqlc.MessageThread{ID: r.ID, ProjectID: r.ProjectID, Subject: r.Subject, AuthorKind: r.AuthorKind,
			AuthorID: r.AuthorID, AuthorName: r.AuthorName, CreateTime: r.CreateTime, LastMessageTime: r.LastMessageTime})
		out[i].MessageCount, out[i].UnreadCount = int32(r.MessageCount), int32(r.UnreadCount)
	}
	return out, nil
}

func (s *Store) ThreadGet(ctx context.Context, id uuid.UUID) (*portal.Thread, portal.ThreadProject, error) {
	r, err := s.q.MessageThreadGet(ctx, id)
	if err != nil {
		return nil, portal.ThreadProject{}, database.Translate(err, threadErrors)
	}
	t := threadOf(sqlc.MessageThread{ID: r.ID, ProjectID: r.ProjectID, Subject: r.Subject, AuthorKind: r.AuthorKind,
		AuthorID: r.AuthorID, AuthorName: r.AuthorName, CreateTime: r.CreateTime, LastMessageTime: r.LastMessageTime})
	return t, portal.ThreadProject{ID: r.ProjectID, OrganizationID: r.OrganizationID, Name: r.ProjectName, JobNumber: r.JobNumber}, nil
}

func (s *Store) ThreadRead(ctx context.Context, id, reader uuid.UUID) ([]*portal.Message, error) {
	var out []*portal.Message
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		rows, err := q.MessageListForThread(ctx, id)
		if err != nil {
			return err
		}
		files, err := q.MessageAttachmentListForThread(ctx, id)
		if err != nil {
			return err
		}
		byMessage := map[uuid.UUID][]*portal.Attachment{}
		for _, f := range files {
			byMessage[f.MessageID] = append(byMessage[f.MessageID], &portal.Attachment{Id: f.ID.String(), FileName: f.OriginalName, Size: f.Size, ContentType: f.ContentType})
		}
		var last int64
		read, err := lastRead(ctx, q, id, reader)
		if err != nil {
			return err
		}
		out = make([]*portal.Message, len(rows))
		for i, r := range rows {
			out[i] = messageOf(r, reader)
			out[i].Attachments = byMessage[r.ID]
			out[i].Unread = r.AuthorID != reader && r.Seq > read
			last = max(last, r.Seq)
		}
		if last == 0 {
			return nil
		}
		return q.MessageReadMark(ctx, sqlc.MessageReadMarkParams{ThreadID: id, ReaderID: reader, LastSeq: last})
	})
	return out, err
}

// lastRead is the seq up to which reader has read thread (0: nothing).
func lastRead(ctx context.Context, q *sqlc.Queries, thread, reader uuid.UUID) (int64, error) {
	seq, err := q.MessageReadGet(ctx, sqlc.MessageReadGetParams{ThreadID: thread, ReaderID: reader})
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return seq, err
}

func (s *Store) PostCreate(ctx context.Context, p portal.Post, check func(portal.ThreadProject) error,
	mails func(portal.ThreadProject, *portal.Thread, *portal.Message, portal.Audience) []mail.Message) (*portal.Thread, *portal.Message, error) {
	var t *portal.Thread
	var m *portal.Message
	var threadID uuid.UUID
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		var tp portal.ThreadProject
		if p.Thread == uuid.Nil {
			proj, err := q.ProjectGet(ctx, p.Project)
			if err != nil {
				return database.Translate(err, projectErrors)
			}
			tp = portal.ThreadProject{ID: proj.ID, OrganizationID: proj.OrganizationID, Name: proj.Name, JobNumber: proj.JobNumber}
			if err := check(tp); err != nil {
				return portal.ErrProjectNotFound
			}
			row, err := q.MessageThreadCreate(ctx, sqlc.MessageThreadCreateParams{ProjectID: p.Project, Subject: p.Subject,
				AuthorKind: actorKind(p.Author), AuthorID: p.Author.ID, AuthorName: p.Author.Name})
			if err != nil {
				return database.Translate(err, threadErrors)
			}
			t, threadID = threadOf(row), row.ID
		} else {
			r, err := q.MessageThreadGetForUpdate(ctx, p.Thread)
			if err != nil {
				return database.Translate(err, threadErrors)
			}
			tp = portal.ThreadProject{ID: r.ProjectID, OrganizationID: r.OrganizationID, Name: r.ProjectName, JobNumber: r.JobNumber}
			if err := check(tp); err != nil {
				return err
			}
			t, threadID = threadOf(sqlc.MessageThread{ID: r.ID, ProjectID: r.ProjectID, Subject: r.Subject, AuthorKind: r.AuthorKind,
				AuthorID: r.AuthorID, AuthorName: r.AuthorName, CreateTime: r.CreateTime, LastMessageTime: r.LastMessageTime}), r.ID
		}
		row, err := q.MessageCreate(ctx, sqlc.MessageCreateParams{ThreadID: threadID, AuthorKind: actorKind(p.Author),
			AuthorID: p.Author.ID, AuthorName: p.Author.Name, Body: p.Body})
		if err != nil {
			return err
		}
		m = messageOf(row, p.Author.ID)
		for i, id := range p.UploadIDs {
			// Only the author's own upload (files.File.Owner): naming another's id attaches nothing.
			f, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: id, Kind: string(files.KindPortalAttachment), OwnerHash: p.Owner})
			if errors.Is(err, pgx.ErrNoRows) {
				return errUploadUnusable
			}
			if err != nil {
				return err
			}
			if err := q.MessageAttachmentCreate(ctx, sqlc.MessageAttachmentCreateParams{ID: id, MessageID: row.ID, Position: int32(i)}); err != nil {
				return err
			}
			m.Attachments = append(m.Attachments, &portal.Attachment{Id: id.String(), FileName: f.OriginalName, Size: f.Size, ContentType: f.ContentType})
		}
		if err := q.MessageThreadTouch(ctx, sqlc.MessageThreadTouchParams{ID: threadID, LastMessageTime: row.CreateTime}); err != nil {
			return err
		}
		t.LastMessageTime = m.CreateTime
		// The author has read what they wrote.
		if err := q.MessageReadMark(ctx, sqlc.MessageReadMarkParams{ThreadID: threadID, ReaderID: p.Author.ID, LastSeq: row.Seq}); err != nil {
			return err
		}
		a, err := audience(ctx, q, tp, p.Author.IsClient())
		if err != nil {
			return err
		}
		if err := record(ctx, s.notes, tx, messageEvent(tp.ID, t.GetSubject(), threadID, p.Author)); err != nil {
			return err
		}
		return s.outbox.Enqueue(ctx, tx, mails(tp, t, m, a)...)
	})
	return t, m, err
}

// audience loads the side that a message of a client (the staff) or of staff (the
// clients) mails.
func audience(ctx context.Context, q *sqlc.Queries, p portal.ThreadProject, byClient bool) (portal.Audience, error) {
	var a portal.Audience
	if byClient {
		rows, err := q.MessageMailStaffAudience(ctx, p.ID)
		if err != nil {
			return a, err
		}
		for _, r := range rows {
			a.Staff = append(a.Staff, portal.Recipient{ID: r.ID, Email: r.Email, Name: r.Username, Choice: mailChoiceOf(r.Choice)})
		}
		return a, nil
	}
	rows, err := q.MessageMailClientAudience(ctx, sqlc.MessageMailClientAudienceParams{ProjectID: p.ID, OrganizationID: &p.OrganizationID})
	if err != nil {
		return a, err
	}
	for _, r := range rows {
		a.Clients = append(a.Clients, portal.Recipient{ID: r.ID, Email: r.Email, Name: r.Name, Choice: mailChoiceOf(r.Choice), Language: r.Language})
	}
	return a, nil
}

func (s *Store) AttachmentGet(ctx context.Context, id uuid.UUID) (files.File, uuid.UUID, error) {
	r, err := s.q.MessageAttachmentGet(ctx, id)
	if err != nil {
		return files.File{}, uuid.Nil, database.Translate(err, attachmentErrors)
	}
	return files.File{ID: r.ID, Kind: files.Kind(r.Kind), Key: r.ObjectKey, Name: r.OriginalName, Size: r.Size, ContentType: r.ContentType,
		Claimed: r.Claimed, CreateTime: r.CreateTime}, r.OrganizationID, nil
}

func (s *Store) UnreadByProject(ctx context.Context, reader uuid.UUID, org *uuid.UUID) (map[uuid.UUID]int, error) {
	rows, err := s.q.MessageUnreadByProject(ctx, sqlc.MessageUnreadByProjectParams{ReaderID: reader, OrganizationID: org})
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]int, len(rows))
	for _, r := range rows {
		out[r.ProjectID] = int(r.UnreadCount)
	}
	return out, nil
}

func (s *Store) MailSettingGet(ctx context.Context, user uuid.UUID) (portal.MailSetting, error) {
	r, err := s.q.MessageMailChoiceGet(ctx, user)
	if errors.Is(err, pgx.ErrNoRows) {
		return portal.MailSetting{Choice: portal.MailEach}, nil
	}
	if err != nil {
		return portal.MailSetting{}, err
	}
	return portal.MailSetting{Choice: mailChoiceOf(r.Choice), Email: r.Email}, nil
}

func (s *Store) MailSettingSet(ctx context.Context, user uuid.UUID, client bool, m portal.MailSetting) (portal.MailSetting, error) {
	var r sqlc.MessageMailChoice
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		var err error
		if client {
			r, err = q.MessageMailChoiceSetClient(ctx, sqlc.MessageMailChoiceSetClientParams{ID: user, Choice: mailChoiceText(m.Choice)})
		} else {
			r, err = q.MessageMailChoiceSetStaff(ctx, sqlc.MessageMailChoiceSetStaffParams{ID: user, Choice: mailChoiceText(m.Choice), Email: m.Email})
		}
		return database.Translate(err, database.Errors{ForeignKey: portal.ErrUserNotFound})
	})
	if err != nil {
		return portal.MailSetting{}, err
	}
	return portal.MailSetting{Choice: mailChoiceOf(r.Choice), Email: r.Email}, nil
}

// digestPeriod is how often a reader gets a digest, and how far back a first one reads.
const digestPeriod = 24 * time.Hour

func (s *Store) DigestRun(ctx context.Context, now time.Time, digest func(portal.DigestReader, []portal.DigestItem, []portal.DigestNote) *mail.Message) (int, error) {
	mailed := 0
	dueBefore := now.Add(-digestPeriod)
	for {
		done := false
		err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
			due, err := q.MessageMailDigestDue(ctx, sqlc.MessageMailDigestDueParams{DueBefore: &dueBefore, MaxRows: 1})
			if err != nil {
				return err
			}
			if len(due) == 0 {
				done = true
				return nil
			}
			r := due[0]
			reader := portal.DigestReader{ID: r.ID, Client: r.ClientUserID != nil, Address: r.Address, Name: r.DisplayName, Since: dueBefore, Language: r.Language}
			if r.LastDigestTime != nil {
				reader.Since = *r.LastDigestTime
			}
			if r.OrganizationID != nil {
				reader.OrganizationID = *r.OrganizationID
			}
			var org *uuid.UUID
			if reader.Client {
				org = &reader.OrganizationID
			}
			rows, err := q.MessageDigestList(ctx, sqlc.MessageDigestListParams{ReaderID: r.ID, DefaultChoice: r.Choice,
				Since: reader.Since, Until: now, OrganizationID: org})
			if err != nil {
				return err
			}
			items := make([]portal.DigestItem, len(rows))
			for i, m := range rows {
				items[i] = portal.DigestItem{Project: portal.ThreadProject{ID: m.ProjectID, Name: m.ProjectName, JobNumber: m.JobNumber},
					ThreadID: m.ThreadID, Subject: m.Subject, AuthorName: m.AuthorName, Body: m.Body, CreateTime: m.CreateTime}
			}
			notes, err := digestNotes(ctx, q, r.ID, now, messages.Of(r.Language))
			if err != nil {
				return err
			}
			if msg := digest(reader, items, notes); msg != nil {
				if err := s.outbox.Enqueue(ctx, tx, *msg); err != nil {
					return err
				}
				mailed++
			}
			return q.MessageMailDigestDone(ctx, sqlc.MessageMailDigestDoneParams{ID: r.ID, LastDigestTime: &now})
		})
		if err != nil || done {
			return mailed, err
		}
	}
}
