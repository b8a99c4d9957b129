// Package contactpg stores contact messages and their triage in PostgreSQL.
package contactpg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/followup"
	"github.com/gusset/gusset/internal/followup/followuppg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/mail"
)

// Outbox queues mail in the caller's transaction.
type Outbox interface {
	Enqueue(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) error
	// EnqueueIDs is Enqueue answering the outbox ids of msgs.
	EnqueueIDs(ctx context.Context, tx pgx.Tx, msgs ...mail.Message) ([]uuid.UUID, error)
}

// Store implements contact.Store.
type Store struct {
	pool   *pgxpool.Pool
	q      *sqlc.Queries
	outbox Outbox
}

var _ contact.Store = (*Store)(nil)

var notFound = database.Errors{NoRows: contact.ErrNotFound}

// New returns a store over pool that queues mail in outbox.
func New(pool *pgxpool.Pool, outbox Outbox) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), outbox: outbox}
}

// Create stores the message and queues its notices in one transaction: no message
// without its mail, no mail about a message that was not stored.
func (s *Store) Create(ctx context.Context, in *contact.Input, notices func(*contact.Message) []mail.Message) (*contact.Message, error) {
	var m *contact.Message
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		row, err := sqlc.New(tx).ContactMessageCreate(ctx, createParams(in))
		if err != nil {
			return err
		}
		m = toMessage(sqlc.ContactMessageGetRow{ID: row.ID, Name: row.Name, Email: row.Email, Phone: row.Phone,
			Message: row.Message, CreateTime: row.CreateTime, Status: row.Status})
		return s.outbox.Enqueue(ctx, tx, notices(m)...)
	})
	return m, err
}

func (s *Store) List(ctx context.Context, status contact.Status, p keyset.Request) ([]*contact.Message, error) {
	rows, err := s.q.ContactMessageList(ctx, sqlc.ContactMessageListParams{
		Status: contact.StatusWord(status), AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit(),
	})
	if err != nil {
		return nil, err
	}
	out := make([]*contact.Message, len(rows))
	for i, r := range rows {
		out[i] = toMessage(sqlc.ContactMessageGetRow(r))
	}
	return out, nil
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (*contact.Message, error) {
	row, err := s.q.ContactMessageGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, notFound)
	}
	return toMessage(row), nil
}

// write runs fn in a transaction with the message locked and answers the message as fn
// left it.
func (s *Store) write(ctx context.Context, id uuid.UUID, fn func(tx pgx.Tx, q *sqlc.Queries, m *contact.Message) error) (*contact.Message, error) {
	var out *contact.Message
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		row, err := q.ContactMessageGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, notFound)
		}
		if err := fn(tx, q, toMessage(sqlc.ContactMessageGetRow{ID: row.ID, Name: row.Name, Email: row.Email,
			Phone: row.Phone, Message: row.Message, CreateTime: row.CreateTime, Status: row.Status,
			FirstResponseTime: row.FirstResponseTime})); err != nil {
			return err
		}
		got, err := q.ContactMessageGet(ctx, id)
		out = toMessage(got)
		return err
	})
	return out, err
}

func (s *Store) SetStatus(ctx context.Context, id uuid.UUID, to contact.Status, check func(*contact.Message) error) (*contact.Message, error) {
	return s.write(ctx, id, func(_ pgx.Tx, q *sqlc.Queries, m *contact.Message) error {
		if err := check(m); err != nil {
			return err
		}
		_, err := q.ContactMessageSetStatus(ctx, sqlc.ContactMessageSetStatusParams{ID: id, Status: contact.StatusWord(to)})
		return err
	})
}

// Reply queues the mail, keeps the reply in the message's follow-up (its first answer)
// and makes the message Replied (a closed one is open again), together.
func (s *Store) Reply(ctx context.Context, id uuid.UUID, r contact.Reply) (*contact.Entry, *contact.Message, error) {
	var entry *contact.Entry
	m, err := s.write(ctx, id, func(tx pgx.Tx, q *sqlc.Queries, m *contact.Message) error {
		ids, err := s.outbox.EnqueueIDs(ctx, tx, r.Mail(m))
		if err != nil {
			return err
		}
		if _, err := q.ContactMessageSetStatus(ctx, sqlc.ContactMessageSetStatusParams{ID: id, Status: contact.StatusWord(contact.StatusReplied)}); err != nil {
			return err
		}
		n, err := followuppg.AddNote(ctx, q, followup.Contact, id, followup.NewNote{Kind: followup.KindReply,
			Author: r.Author, Subject: r.Subject, Body: r.Body, OutboxMessageID: &ids[0], Responds: true})
		entry = contact.ToEntry(n)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return entry, m, nil
}

func (s *Store) Trash(ctx context.Context, id uuid.UUID, by *uuid.UUID) error {
	_, err := s.q.ContactMessageTrash(ctx, sqlc.ContactMessageTrashParams{ID: id, DeleteUserID: by})
	return database.Translate(err, notFound)
}

// toMessage is the one row -> message function (every query's row converts to
// ContactMessageGetRow).
func toMessage(r sqlc.ContactMessageGetRow) *contact.Message {
	m := &contact.Message{
		Id: r.ID.String(), Name: r.Name, Email: r.Email, Phone: r.Phone, Message: r.Message,
		CreateTime: timestamppb.New(r.CreateTime), Status: contact.StatusOf(r.Status), AssigneeUsername: r.AssigneeUsername,
	}
	if r.AssigneeID != nil {
		m.AssigneeId = r.AssigneeID.String()
	}
	if r.FirstResponseTime != nil {
		m.FirstReplyTime = timestamppb.New(*r.FirstResponseTime)
	}
	return m
}

// createParams is the one message -> parameters function (the form, checked).
func createParams(in *contact.Input) sqlc.ContactMessageCreateParams {
	return sqlc.ContactMessageCreateParams{Name: in.GetName(), Email: in.GetEmail(), Phone: in.GetPhone(), Message: in.GetMessage()}
}
