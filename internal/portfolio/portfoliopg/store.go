// Package portfoliopg stores portfolio items in PostgreSQL.
package portfoliopg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/portfolio"
	"github.com/gusset/gusset/internal/trash"
)

// fileField is the request field a refused upload is reported on.
const fileField = "file_upload_id"

// Store implements portfolio.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ portfolio.Store = (*Store)(nil)

// itemErrors are what the statements' failures mean to the portfolio.
var itemErrors = database.Errors{NoRows: portfolio.ErrItemNotFound}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) List(ctx context.Context, onlyActive bool, p page.Request) ([]portfolio.Item, error) {
	rows, err := s.q.PortfolioItemList(ctx, sqlc.PortfolioItemListParams{OnlyActive: onlyActive, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, pdfID, toItem)
}

func (s *Store) Create(ctx context.Context, in portfolio.Input) (portfolio.Item, error) {
	var item portfolio.Item
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		pdf, err := filespg.Claim(ctx, q, in.FileUploadID, files.KindPortfolio, fileField)
		if err != nil {
			return err
		}
		row, err := q.PortfolioItemCreate(ctx, sqlc.PortfolioItemCreateParams{
			Title: in.Title, Description: in.Description, Active: in.Active, FileID: pdf.ID,
		})
		if err != nil {
			return err
		}
		item = toItem(row, &pdf)
		return nil
	})
	return item, err
}

func (s *Store) Update(ctx context.Context, id uuid.UUID, in portfolio.Input) (portfolio.Item, []string, error) {
	var item portfolio.Item
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
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
		row, err := q.PortfolioItemUpdate(ctx, sqlc.PortfolioItemUpdateParams{
			ID: id, Title: in.Title, Description: in.Description, Active: in.Active, FileID: fileID,
		})
		if err != nil {
			return err
		}
		if fileID != current.FileID {
			if stale, err = filespg.Delete(ctx, q, current.FileID); err != nil {
				return err
			}
		}
		out, err := filespg.Attach(ctx, q, []sqlc.PortfolioItem{row}, pdfID, toItem)
		if err != nil {
			return err
		}
		item = out[0]
		return nil
	})
	return item, stale, err
}

// Delete moves the item to the trash: its PDF stays.
func (s *Store) Delete(ctx context.Context, id uuid.UUID) ([]string, error) {
	_, err := s.q.PortfolioItemTrash(ctx, sqlc.PortfolioItemTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return nil, database.Translate(err, itemErrors)
}

func toItem(r sqlc.PortfolioItem, pdf *files.File) portfolio.Item {
	return portfolio.Item{
		ID: r.ID, Title: r.Title, Description: r.Description, Active: r.Active,
		File: pdf, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
	}
}

func pdfID(r sqlc.PortfolioItem) *uuid.UUID { return &r.FileID }
