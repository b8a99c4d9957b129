package drawingpg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/keyset"
)

// snapshot reads a register in one read-only snapshot: a revision added meanwhile is in
// all of the reads or none.
var snapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

func (s *Store) SheetPage(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID, f drawing.SheetFilter, page keyset.Text) ([]*drawing.Sheet, int32, error) {
	var (
		out   []*drawing.Sheet
		total int32
	)
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		p := sqlc.DrawingSheetPageParams{
			ProjectID: projectID, Query: f.Query, Status: anyOr(f.Status, statusPrefix), Kind: anyOr(f.Kind, kindPrefix),
			OverdueOnly: f.OverdueOnly, Today: day(f.Today), After: page.After, MaxRows: page.Limit(),
		}
		rows, err := q.DrawingSheetPage(ctx, p)
		if err != nil {
			return err
		}
		if len(rows) == 0 {
			// No row to tell the project's organization: ask it.
			if _, err := settingsIn(ctx, q, projectID, scope); err != nil || p.After == "" {
				return err
			}
			// Past the last match: the total is the first page's.
			p.After, p.MaxRows = "", 1
			first, err := q.DrawingSheetPage(ctx, p)
			if err != nil || len(first) == 0 {
				return err
			}
			total = first[0].TotalSize
			return nil
		}
		if !inScope(rows[0].OrganizationID, scope) {
			return drawing.ErrProjectNotFound
		}
		sheets := make([]sqlc.DrawingSheet, len(rows))
		ids := make([]uuid.UUID, len(rows))
		for i, r := range rows {
			// The statement reads its rows once (the page and the count), so they come
			// as its own row type rather than the table's.
			sheets[i] = sqlc.DrawingSheet{
				ID: r.ID, ProjectID: r.ProjectID, SheetNumber: r.SheetNumber, Title: r.Title, Kind: r.Kind, Area: r.Area,
				Status: r.Status, Hold: r.Hold, HoldReason: r.HoldReason, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
			}
			ids[i], total = r.ID, r.TotalSize
		}
		out, err = withRevisions(ctx, q, sheets, q.DrawingRevisionCurrentBySheets, ids)
		return err
	})
	return out, total, err
}

// anyOr is an enum filter as the page's statement takes it: "" for any.
func anyOr[E interface {
	~int32
	String() string
}](v E, prefix string) string {
	if v == 0 {
		return ""
	}
	return database.EnumText(v, prefix)
}

func (s *Store) SheetGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*drawing.Sheet, error) {
	var out *drawing.Sheet
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		r, err := q.DrawingSheetGet(ctx, id)
		if err != nil {
			return database.Translate(err, database.Errors{NoRows: drawing.ErrSheetNotFound})
		}
		if !inScope(r.OrganizationID, scope) {
			return drawing.ErrSheetNotFound
		}
		all := func(ctx context.Context, ids []uuid.UUID) ([]sqlc.DrawingRevision, error) {
			return q.DrawingRevisionListBySheet(ctx, ids[0])
		}
		sheets, err := withRevisions(ctx, q, []sqlc.DrawingSheet{r.DrawingSheet}, all, []uuid.UUID{id})
		if err == nil {
			out = sheets[0]
		}
		return err
	})
	return out, err
}

// withRevisions reads the revisions revs answers for these sheets (newest first within
// each) and the transmittals that carried them, and assembles the sheets.
func withRevisions(ctx context.Context, q *sqlc.Queries, sheets []sqlc.DrawingSheet, revs func(context.Context, []uuid.UUID) ([]sqlc.DrawingRevision, error), ids []uuid.UUID) ([]*drawing.Sheet, error) {
	rows, err := revs(ctx, ids)
	if err != nil {
		return nil, err
	}
	revIDs := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		revIDs[i] = r.ID
	}
	carried, err := q.TransmittalItemNumbersByRevisions(ctx, revIDs)
	if err != nil {
		return nil, err
	}
	issues := make([]issue, len(carried))
	for i, c := range carried {
		issues[i] = issue(c) // the project-wide read's row, field for field
	}
	out := assemble(sheets, rows, issues)
	return out, withRfiHolds(ctx, q, out, ids)
}
