// Package auditpg reads and appends the audit trail in PostgreSQL.
package auditpg

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/audit"
)

// Store implements audit.Store.
type Store struct{ q *sqlc.Queries }

var _ audit.Store = (*Store)(nil)

// New returns a store over db.
func New(db sqlc.DBTX) *Store { return &Store{q: sqlc.New(db)} }

func (s *Store) List(ctx context.Context, f audit.Filter) ([]audit.Event, error) {
	p := sqlc.AuditEventListParams{BeforeID: f.BeforeID, EntityTable: f.EntityTable, MaxRows: int32(f.Limit)}
	if f.ActorID != uuid.Nil {
		p.ActorID = &f.ActorID
	}
	if !f.From.IsZero() {
		p.FromTime = &f.From
	}
	if !f.To.IsZero() {
		p.ToTime = &f.To
	}
	rows, err := s.q.AuditEventList(ctx, p)
	if err != nil {
		return nil, err
	}
	out := make([]audit.Event, len(rows))
	for i, r := range rows {
		out[i] = audit.Event{
			ID: r.ID, CreateTime: r.CreateTime, Action: r.Action, EntityTable: r.EntityTable, EntityID: r.EntityID, Label: r.EntityLabel,
			Summary: json.RawMessage(r.Summary),
			ActorID: deref(r.ActorID), ActorName: r.ActorUsername, Addr: r.ClientAddr, Procedure: r.Procedure,
		}
	}
	return out, nil
}

// Record appends an application event (a sign-in, say) through q, which may be a
// transaction's, so the event commits with the write it describes.
func Record(ctx context.Context, q *sqlc.Queries, a audit.Origin, action, table, id string, summary any) error {
	raw := []byte("{}")
	if summary != nil {
		var err error
		if raw, err = json.Marshal(summary); err != nil {
			return err
		}
	}
	p := sqlc.AuditEventCreateParams{
		ActorUsername: a.Name, ClientAddr: a.Addr, Procedure: a.Procedure,
		Action: action, EntityTable: table, EntityID: id, Summary: raw,
	}
	if a.ID != uuid.Nil {
		p.ActorID = &a.ID
	}
	return q.AuditEventCreate(ctx, p)
}

func deref(id *uuid.UUID) uuid.UUID {
	if id == nil {
		return uuid.Nil
	}
	return *id
}

func (s *Store) Usernames(ctx context.Context, ids []uuid.UUID) (map[string]string, error) {
	rows, err := s.q.StaffUserNames(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID.String()] = r.Username
	}
	return out, nil
}
