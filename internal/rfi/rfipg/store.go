// Package rfipg stores the RFIs in PostgreSQL.
package rfipg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/rfi"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
}

// Store implements rfi.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
	notes  Notes
}

// Notes records what a change tells the other side of its project (internal/notify), in
// the change's transaction.
type Notes interface {
	Record(ctx context.Context, tx pgx.Tx, e notify.Event) error
}

// WithNotes makes every change of an RFI that is not a draft a notification in n: in the
// other side's list, and in the digest of those who chose one (the RFI's own mail reaches
// its followers who chose a mail for each, so the event is DigestOnly).
func (s *Store) WithNotes(n Notes) *Store { s.notes = n; return s }

var _ rfi.Store = (*Store)(nil)

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

var projectErrors = database.Errors{NoRows: rfi.ErrProjectNotFound, ForeignKey: rfi.ErrProjectNotFound}

func inScope(org uuid.UUID, scope *uuid.UUID) bool { return scope == nil || *scope == org }

func settingsIn(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, scope *uuid.UUID) (sqlc.RfiSettingsGetRow, error) {
	p, err := q.RfiSettingsGet(ctx, projectID)
	if err != nil {
		return p, database.Translate(err, projectErrors)
	}
	if !inScope(p.OrganizationID, scope) {
		return p, rfi.ErrProjectNotFound
	}
	return p, nil
}

func settingsOf(p sqlc.RfiSettingsGetRow) *rfi.Settings {
	return &rfi.Settings{ProjectId: p.ProjectID.String(), ResponseDays: p.ResponseDays, WorkingDays: p.WorkingDays}
}

func (s *Store) Settings(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) (*rfi.Settings, error) {
	p, err := settingsIn(ctx, s.q, projectID, scope)
	if err != nil {
		return nil, err
	}
	return settingsOf(p), nil
}

func (s *Store) SettingsUpdate(ctx context.Context, in *rfi.Settings) (*rfi.Settings, error) {
	id := uuid.MustParse(in.GetProjectId())
	r, err := s.q.RfiSettingsUpsert(ctx, sqlc.RfiSettingsUpsertParams{ProjectID: id, ResponseDays: in.GetResponseDays(), WorkingDays: in.GetWorkingDays()})
	if err != nil {
		return nil, database.Translate(err, projectErrors)
	}
	return &rfi.Settings{ProjectId: r.ProjectID.String(), ResponseDays: r.ResponseDays, WorkingDays: r.WorkingDays}, nil
}

func (s *Store) NonWorkingDays(ctx context.Context) ([]*rfi.NonWorkingDay, error) {
	return daysList(ctx, s.q)
}

func daysList(ctx context.Context, q *sqlc.Queries) ([]*rfi.NonWorkingDay, error) {
	rows, err := q.NonWorkingDayList(ctx)
	out := make([]*rfi.NonWorkingDay, len(rows))
	for i, r := range rows {
		out[i] = &adminv1.NonWorkingDay{Day: r.Day.Time.Format(time.DateOnly), Name: r.Name}
	}
	return out, err
}

func (s *Store) SetNonWorkingDays(ctx context.Context, days []*rfi.NonWorkingDay) ([]*rfi.NonWorkingDay, error) {
	var out []*rfi.NonWorkingDay
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		if err := q.NonWorkingDayDeleteAll(ctx); err != nil {
			return err
		}
		p := sqlc.NonWorkingDayCreateManyParams{Days: make([]pgtype.Date, len(days)), Names: make([]string, len(days))}
		for i, d := range days {
			t, _ := time.Parse(time.DateOnly, d.GetDay())
			p.Days[i], p.Names[i] = date(t), d.GetName()
		}
		if err := q.NonWorkingDayCreateMany(ctx, p); err != nil {
			return err
		}
		var err error
		out, err = daysList(ctx, q)
		return err
	})
	return out, err
}

func date(t time.Time) pgtype.Date { return pgtype.Date{Time: t, Valid: true} }

func dateOpt(t time.Time) pgtype.Date {
	if t.IsZero() {
		return pgtype.Date{}
	}
	return date(t)
}
