// Package followuppg stores follow-ups in PostgreSQL. Besides the Store, it offers the
// writes a subject's store makes inside its own transaction (a reply queued in the
// outbox, a status change that answers).
package followuppg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/followup"
)

// Store implements followup.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ followup.Store = (*Store)(nil)

var notFound = database.Errors{NoRows: followup.ErrNotFound}

// New returns a store over pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) Notes(ctx context.Context, k followup.Kind, id uuid.UUID) ([]followup.Note, error) {
	if _, err := s.q.FollowUpGet(ctx, sqlc.FollowUpGetParams{ID: id, SubjectKind: k.Name}); err != nil {
		return nil, database.Translate(err, notFound)
	}
	rows, err := s.q.FollowUpNoteList(ctx, sqlc.FollowUpNoteListParams{FollowUpID: id, SubjectKind: k.Name})
	if err != nil {
		return nil, err
	}
	out := make([]followup.Note, len(rows))
	for i, r := range rows {
		out[i] = toNote(sqlc.FollowUpNote{ID: r.ID, Kind: r.Kind, AuthorName: r.AuthorName, Subject: r.Subject,
			Body: r.Body, OutboxMessageID: r.OutboxMessageID, CreateTime: r.CreateTime}, r.DeliveryStatus)
	}
	return out, nil
}

func (s *Store) AddNote(ctx context.Context, k followup.Kind, id uuid.UUID, n followup.NewNote) (followup.Note, error) {
	var note followup.Note
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if err := Lock(ctx, q, k, id); err != nil {
			return err
		}
		var err error
		note, err = AddNote(ctx, q, k, id, n)
		return err
	})
	return note, err
}

func (s *Store) Assign(ctx context.Context, k followup.Kind, id uuid.UUID, assignee *uuid.UUID) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if err := Lock(ctx, q, k, id); err != nil {
			return err
		}
		n, err := q.FollowUpAssign(ctx, sqlc.FollowUpAssignParams{ID: id, SubjectKind: k.Name, AssigneeID: assignee})
		if err == nil && n == 0 { // the follow-up is locked and there: the assignee is not
			return followup.ErrAssignee
		}
		return err
	})
}

func (s *Store) Figures(ctx context.Context, k followup.Kind, since time.Time, within time.Duration) (followup.Figures, error) {
	closed := k.Closed
	if closed == nil {
		closed = []string{}
	}
	r, err := s.q.FollowUpShare(ctx, sqlc.FollowUpShareParams{SubjectKind: k.Name, Closed: closed, Since: since,
		Within: pgtype.Interval{Microseconds: within.Microseconds(), Valid: true}})
	if err != nil {
		return followup.Figures{}, err
	}
	return followup.Figures{Open: r.Open, Received: r.Received, AnsweredInTime: r.AnsweredInTime, Due: r.Due, Waiting: r.Waiting}, nil
}

// Lock locks the follow-up of subject id in q's transaction; followup.ErrNotFound when
// it is missing or trashed.
func Lock(ctx context.Context, q *sqlc.Queries, k followup.Kind, id uuid.UUID) error {
	_, err := q.FollowUpGetForUpdate(ctx, sqlc.FollowUpGetForUpdateParams{ID: id, SubjectKind: k.Name})
	return database.Translate(err, notFound)
}

// AddNote stores n in q's transaction (and, when n responds, the first answer's time).
func AddNote(ctx context.Context, q *sqlc.Queries, k followup.Kind, id uuid.UUID, n followup.NewNote) (followup.Note, error) {
	kind := n.Kind
	if kind == "" {
		kind = followup.KindNote
	}
	row, err := q.FollowUpNoteCreate(ctx, sqlc.FollowUpNoteCreateParams{
		FollowUpID: id, SubjectKind: k.Name, Kind: string(kind), AuthorID: n.Author.StaffID(), AuthorName: n.Author.Name,
		Subject: n.Subject, Body: n.Body, OutboxMessageID: n.OutboxMessageID,
	})
	if err != nil {
		return followup.Note{}, err
	}
	if n.Responds {
		if err := Responded(ctx, q, k, id); err != nil {
			return followup.Note{}, err
		}
	}
	delivery := ""
	if n.OutboxMessageID != nil {
		delivery = "queued"
	}
	return toNote(row, delivery), nil
}

// Responded marks subject id answered now, unless it was before.
func Responded(ctx context.Context, q *sqlc.Queries, k followup.Kind, id uuid.UUID) error {
	return q.FollowUpResponded(ctx, sqlc.FollowUpRespondedParams{ID: id, SubjectKind: k.Name})
}

func toNote(r sqlc.FollowUpNote, delivery string) followup.Note {
	return followup.Note{
		ID: r.ID, Kind: followup.NoteKind(r.Kind), Author: r.AuthorName, Subject: r.Subject, Body: r.Body,
		OutboxMessageID: r.OutboxMessageID, DeliveryStatus: delivery, CreateTime: r.CreateTime,
	}
}
