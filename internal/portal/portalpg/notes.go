package portalpg

import (
	"context"
	"slices"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/messages"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/portal"
)

// Notes records what a write tells the other side of its project (internal/notify), in
// the write's transaction, so that a notification exists exactly when its write does.
type Notes interface {
	Record(ctx context.Context, tx pgx.Tx, e notify.Event) error
}

// WithNotes makes the store's uploads, milestone changes and messages record their
// notifications in n.
func (s *Store) WithNotes(n Notes) *Store { s.notes = n; return s }

// WithNotes makes the uploads record their notifications in n.
func (s *Files) WithNotes(n Notes) *Files { s.notes = n; return s }

func record(ctx context.Context, n Notes, tx pgx.Tx, e notify.Event) error {
	if n == nil {
		return nil
	}
	return n.Record(ctx, tx, e)
}

// uploadEvent is a new revision, heard by the other side.
func uploadEvent(project uuid.UUID, by actor.Actor, r portal.Revision) notify.Event {
	kind, title := notify.StaffUpload, r.FileName
	if by.IsClient() {
		kind = notify.ClientUpload
	}
	if r.Number > 1 {
		title += " (revision " + strconv.Itoa(r.Number) + ")"
	}
	return notify.Event{Kind: kind, ProjectID: project, By: by, Title: title, Target: &r.FileID}
}

// milestoneEvent is a change of a milestone's date, ball or assignee: a client handing
// the ball back or moving a date reaches staff, staff's change the clients.
func milestoneEvent(project uuid.UUID, name string, id uuid.UUID, handedBack bool, by actor.Actor) notify.Event {
	kind := notify.MilestoneChanged
	if by.IsClient() && handedBack {
		kind = notify.MilestoneHandedBack
	}
	return notify.Event{Kind: kind, ProjectID: project, By: by, Title: name, Target: &id}
}

// messageEvent is a new message: in the other side's list, and mailed by the messages'
// own mail (each or in the digest), never a second time.
func messageEvent(project uuid.UUID, subject string, thread uuid.UUID, by actor.Actor) notify.Event {
	kind := notify.StaffMessage
	if by.IsClient() {
		kind = notify.ClientMessage
	}
	return notify.Event{Kind: kind, ProjectID: project, By: by, Title: subject, Target: &thread, AlreadyMailed: true}
}

// digestNotes takes a reader's notifications waiting for a digest (marked mailed with it,
// so each is in one digest at most), said in lang; those read in the list meanwhile need
// no mail.
func digestNotes(ctx context.Context, q *sqlc.Queries, reader uuid.UUID, now time.Time, lang messages.Lang) ([]portal.DigestNote, error) {
	rows, err := q.NotificationDigestTake(ctx, sqlc.NotificationDigestTakeParams{RecipientID: reader, MailedTime: &now})
	if err != nil {
		return nil, err
	}
	var out []portal.DigestNote
	for _, r := range rows {
		if r.ReadTime != nil {
			continue
		}
		out = append(out, portal.DigestNote{Project: portal.ThreadProject{ID: r.ProjectID, Name: r.ProjectName, JobNumber: r.JobNumber},
			Line: notify.DescribeIn(lang, notify.KindNamed(r.Kind), r.ActorName, r.Title), CreateTime: r.CreateTime})
	}
	slices.SortFunc(out, func(a, b portal.DigestNote) int { return a.CreateTime.Compare(b.CreateTime) })
	return out, nil
}
