// Package portfoliopg stores portfolio items in PostgreSQL.
package portfoliopg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/trash"
)

// fileField is the request field a refused upload is reported on.
const fileField = "file_upload_id"

// previewField is the request field a refused preview upload is reported on.
const previewField = "preview_upload_id"

// Store implements portfolio.Store.
type Store struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	queue *queue.Client
}

var _ portfolio.Store = (*Store)(nil)

// itemErrors are what the statements' failures mean to the portfolio.
var itemErrors = database.Errors{NoRows: portfolio.ErrItemNotFound}

// New returns the store; preview jobs are inserted with jobs.
func New(pool *pgxpool.Pool, jobs *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), queue: jobs}
}

func (s *Store) List(ctx context.Context, onlyActive bool, p keyset.Request) ([]portfolio.Item, error) {
	rows, err := s.q.PortfolioItemList(ctx, sqlc.PortfolioItemListParams{OnlyActive: onlyActive, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return withFiles(ctx, s.q, rows)
}

func (s *Store) Create(ctx context.Context, in portfolio.Input) (portfolio.Item, error) {
	var item portfolio.Item
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		pdf, err := filespg.Claim(ctx, q, in.FileUploadID, files.KindPortfolio, fileField)
		if err != nil {
			return err
		}
		preview, err := filespg.ClaimOptional(ctx, q, in.PreviewUploadID, files.KindPoster, previewField)
		if err != nil {
			return err
		}
		row, err := q.PortfolioItemCreate(ctx, sqlc.PortfolioItemCreateParams{
			Title: in.Title, Description: in.Description, Active: in.Active, FileID: pdf.ID,
			PreviewFileID: filespg.IDOf(preview),
		})
		if err != nil {
			return err
		}
		if preview == nil {
			if row, err = s.queuePreview(ctx, tx, q, row); err != nil {
				return err
			}
		}
		item = toItem(row, &pdf, preview)
		return nil
	})
	return item, err
}

func (s *Store) Update(ctx context.Context, id uuid.UUID, in portfolio.Input) (portfolio.Item, []string, error) {
	var item portfolio.Item
	var stale []string
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		current, err := q.PortfolioItemGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, itemErrors)
		}
		fileID := current.FileID
		if in.FileUploadID != "" {
			pdf, err := filespg.Claim(ctx, q, in.FileUploadID, files.KindPortfolio, fileField)
			if err != nil {
				return err
			}
			fileID = pdf.ID
		}
		previewID := current.PreviewFileID
		if fileID != current.FileID {
			previewID = nil // the old PDF's first page
		}
		preview, err := filespg.ClaimOptional(ctx, q, in.PreviewUploadID, files.KindPoster, previewField)
		if err != nil {
			return err
		}
		if preview != nil {
			previewID = &preview.ID
		}
		row, err := q.PortfolioItemUpdate(ctx, sqlc.PortfolioItemUpdateParams{
			ID: id, Title: in.Title, Description: in.Description, Active: in.Active, FileID: fileID,
			PreviewFileID: previewID,
		})
		if err != nil {
			return err
		}
		if preview == nil && fileID != current.FileID {
			if row, err = s.queuePreview(ctx, tx, q, row); err != nil {
				return err
			}
		}
		var dropped []uuid.UUID
		if fileID != current.FileID {
			dropped = append(dropped, current.FileID)
		}
		if current.PreviewFileID != nil && (previewID == nil || *previewID != *current.PreviewFileID) {
			dropped = append(dropped, *current.PreviewFileID)
		}
		if stale, err = filespg.Delete(ctx, q, dropped...); err != nil {
			return err
		}
		out, err := withFiles(ctx, q, []sqlc.PortfolioItem{row})
		if err != nil {
			return err
		}
		item = out[0]
		return nil
	})
	return item, stale, err
}

// Delete moves the item to the trash: its PDF stays.
func (s *Store) Delete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.PortfolioItemTrash(ctx, sqlc.PortfolioItemTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, itemErrors)
}

// queuePreview marks row's preview as being made and queues its job in tx.
func (s *Store) queuePreview(ctx context.Context, tx pgx.Tx, q *sqlc.Queries, row sqlc.PortfolioItem) (sqlc.PortfolioItem, error) {
	if err := q.PortfolioItemPreviewQueue(ctx, row.ID); err != nil {
		return row, err
	}
	if _, err := s.queue.InsertTx(ctx, tx, queue.PortfolioPreview{ItemID: row.ID, FileID: row.FileID}, nil); err != nil {
		return row, err
	}
	row.PreviewState, row.PreviewFailure = string(portfolio.PreviewProcessing), ""
	return row, nil
}

func (s *Store) PreviewSource(ctx context.Context, id uuid.UUID) (files.File, error) {
	row, err := s.q.PortfolioItemGetAny(ctx, id)
	if err != nil {
		return files.File{}, database.Translate(err, itemErrors)
	}
	byID, err := filespg.Load(ctx, s.q, []uuid.UUID{row.FileID})
	if err != nil {
		return files.File{}, err
	}
	pdf := filespg.Lookup(byID, &row.FileID)
	if pdf == nil {
		return files.File{}, portfolio.ErrItemNotFound
	}
	return *pdf, nil
}

func (s *Store) PreviewLink(ctx context.Context, id, pdfID uuid.UUID, uploadID string) ([]string, bool, error) {
	var stale []string
	var linked bool
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		row, err := q.PortfolioItemGetAnyForUpdate(ctx, id)
		if errors.Is(err, pgx.ErrNoRows) || (err == nil && row.FileID != pdfID) {
			return nil // gone, or given another PDF meanwhile
		}
		if err != nil {
			return err
		}
		preview, err := filespg.Claim(ctx, q, uploadID, files.KindPoster, previewField)
		if err != nil {
			return err
		}
		if err := q.PortfolioItemPreviewSet(ctx, sqlc.PortfolioItemPreviewSetParams{ID: id, PreviewFileID: &preview.ID}); err != nil {
			return err
		}
		linked = true
		if row.PreviewFileID != nil {
			stale, err = filespg.Delete(ctx, q, *row.PreviewFileID)
		}
		return err
	})
	return stale, linked, err
}

func (s *Store) PreviewFail(ctx context.Context, id, pdfID uuid.UUID, reason string) error {
	if r := []rune(reason); len(r) > 500 {
		reason = string(r[:500])
	}
	return s.q.PortfolioItemPreviewFail(ctx, sqlc.PortfolioItemPreviewFailParams{ID: id, PdfFileID: pdfID, Failure: reason})
}

func (s *Store) PreviewQueueMissing(ctx context.Context, max int32) (int, error) {
	var n int
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		rows, err := q.PortfolioItemListWithoutPreview(ctx, max)
		if err != nil {
			return err
		}
		for _, r := range rows {
			if err := q.PortfolioItemPreviewQueue(ctx, r.ID); err != nil {
				return err
			}
			if _, err := s.queue.InsertTx(ctx, tx, queue.PortfolioPreview{ItemID: r.ID, FileID: r.FileID}, nil); err != nil {
				return err
			}
		}
		n = len(rows)
		return nil
	})
	return n, err
}

func toItem(r sqlc.PortfolioItem, pdf, preview *files.File) portfolio.Item {
	return portfolio.Item{
		ID: r.ID, Title: r.Title, Description: r.Description, Active: r.Active,
		File: pdf, Preview: preview, PreviewState: portfolio.PreviewState(r.PreviewState), PreviewFailure: r.PreviewFailure,
		CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
	}
}

// withFiles converts rows with their PDFs and previews, all loaded in one query.
func withFiles(ctx context.Context, q *sqlc.Queries, rows []sqlc.PortfolioItem) ([]portfolio.Item, error) {
	ids := make([]uuid.UUID, 0, 2*len(rows))
	for _, r := range rows {
		ids = append(ids, r.FileID)
		if r.PreviewFileID != nil {
			ids = append(ids, *r.PreviewFileID)
		}
	}
	byID, err := filespg.Load(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	out := make([]portfolio.Item, len(rows))
	for i, r := range rows {
		out[i] = toItem(r, filespg.Lookup(byID, &r.FileID), filespg.Lookup(byID, r.PreviewFileID))
	}
	return out, nil
}
