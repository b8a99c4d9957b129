package drawingpg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
)

var _ drawing.ComparisonStore = (*Store)(nil)

func (s *Store) SheetRevisions(ctx context.Context, sheetID uuid.UUID, scope *uuid.UUID) ([]drawing.ComparedRevision, error) {
	sh, err := s.q.DrawingSheetGet(ctx, sheetID)
	if err != nil {
		return nil, database.Translate(err, database.Errors{NoRows: drawing.ErrSheetNotFound})
	}
	if !inScope(sh.OrganizationID, scope) {
		return nil, drawing.ErrSheetNotFound
	}
	rows, err := s.q.DrawingRevisionListBySheet(ctx, sheetID)
	if err != nil {
		return nil, err
	}
	out := make([]drawing.ComparedRevision, len(rows))
	for i, r := range rows {
		out[i] = drawing.ComparedRevision{ID: r.ID, Label: r.Revision, FileName: r.FileName, Size: r.Size, BlobKey: r.BlobKey}
	}
	return out, nil
}

func (s *Store) ComparisonByPair(ctx context.Context, earlierID, laterID uuid.UUID) (drawing.Comparison, error) {
	r, err := s.q.DrawingComparisonGetByPair(ctx, sqlc.DrawingComparisonGetByPairParams{EarlierRevisionID: earlierID, LaterRevisionID: laterID})
	if err != nil {
		return drawing.Comparison{}, database.Translate(err, database.Errors{NoRows: drawing.ErrComparisonNotFound})
	}
	return comparisonOf(r), nil
}

func (s *Store) ComparisonGet(ctx context.Context, id uuid.UUID) (drawing.Comparison, error) {
	r, err := s.q.DrawingComparisonGet(ctx, id)
	if err != nil {
		return drawing.Comparison{}, database.Translate(err, database.Errors{NoRows: drawing.ErrComparisonNotFound})
	}
	return comparisonOf(r), nil
}

func (s *Store) ComparisonCreate(ctx context.Context, c drawing.Comparison) (drawing.Comparison, bool, error) {
	r, err := s.q.DrawingComparisonCreate(ctx, sqlc.DrawingComparisonCreateParams{
		ID: c.ID, EarlierRevisionID: c.EarlierID, LaterRevisionID: c.LaterID,
		EarlierKey: c.EarlierKey, LaterKey: c.LaterKey, OverlayKey: c.OverlayKey,
		Dpi: int32(c.DPI), Width: int32(c.Width), Height: int32(c.Height), AddedPixels: c.Added, RemovedPixels: c.Removed,
	})
	if errors.Is(err, pgx.ErrNoRows) {
		// The pair was stored first by another request: it is the pair's comparison.
		stored, err := s.ComparisonByPair(ctx, c.EarlierID, c.LaterID)
		return stored, false, err
	}
	if err != nil {
		return drawing.Comparison{}, false, database.Translate(err, database.Errors{ForeignKey: drawing.ErrRevisionNotFound})
	}
	return comparisonOf(r), true, nil
}

func comparisonOf(r sqlc.DrawingComparison) drawing.Comparison {
	return drawing.Comparison{
		ID: r.ID, EarlierID: r.EarlierRevisionID, LaterID: r.LaterRevisionID,
		EarlierKey: r.EarlierKey, LaterKey: r.LaterKey, OverlayKey: r.OverlayKey,
		DPI: int(r.Dpi), Width: int(r.Width), Height: int(r.Height), Added: r.AddedPixels, Removed: r.RemovedPixels,
		CreateTime: r.CreateTime,
	}
}
