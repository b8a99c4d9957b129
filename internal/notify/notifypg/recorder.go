package notifypg

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/notify"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Recorder records an event's notifications, and queues their own mail, in the
// transaction of the write that caused it: if the write fails nothing is recorded, and
// once it commits nothing is lost.
type Recorder struct {
	outbox Outbox
	mail   mail.Config
}

// NewRecorder returns a recorder that queues mail in outbox as cfg says.
func NewRecorder(outbox Outbox, cfg mail.Config) *Recorder {
	return &Recorder{outbox: outbox, mail: cfg}
}

// Record writes a notification for each person on the other side of e's project but
// its actor, and queues the mails of those who chose a mail for each.
func (r *Recorder) Record(ctx context.Context, tx pgx.Tx, e notify.Event) error {
	q := sqlc.New(tx)
	rows, err := q.NotificationCreate(ctx, sqlc.NotificationCreateParams{ProjectID: e.ProjectID, ToStaff: e.By.IsClient(),
		ActorID: e.By.ID, Kind: notify.KindName(e.Kind), ActorName: e.By.Name, Title: e.Title, TargetID: e.Target, AlreadyMailed: e.AlreadyMailed})
	if err != nil || len(rows) == 0 || e.AlreadyMailed || e.DigestOnly {
		return err
	}
	p, err := q.ProjectGet(ctx, e.ProjectID)
	if err != nil {
		return err
	}
	rs := make([]notify.Recipient, len(rows))
	for i, row := range rows {
		rs[i] = notify.Recipient{Staff: row.Staff, Email: row.Email, Choice: choiceOf(row.Choice), Language: row.Language}
	}
	msgs := notify.Mails(r.mail.At(ctx), notify.Project{ID: p.ID, Name: p.Name, JobNumber: p.JobNumber}, e, rs)
	return r.outbox.Enqueue(ctx, tx, msgs...)
}
