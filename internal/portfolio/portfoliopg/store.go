// Package portfoliopg stores portfolio items in PostgreSQL.
package portfoliopg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
	"github.com/gusset/gusset/internal/media/mediapg"
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

func (s *Store) List(ctx context.Context, onlyActive bool, p keyset.Request) ([]*portfolio.Item, error) {
	rows, err := s.q.PortfolioItemList(ctx, sqlc.PortfolioItemListParams{OnlyActive: onlyActive, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return withFiles(ctx, s.q, rows)
}

func (s *Store) Create(ctx context.Context, in *portfolio.Input) (*portfolio.Item, error) {
	var item *portfolio.Item
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		pdf, err := filespg.Claim(ctx, q, in.GetFileUploadId(), files.KindPortfolio, fileField)
		if err != nil {
			return err
		}
		preview, err := filespg.ClaimOptional(ctx, q, in.GetPreviewUploadId(), files.KindPoster, previewField)
		if err != nil {
			return err
		}
		row, err := q.PortfolioItemCreate(ctx, sqlc.PortfolioItemCreateParams(itemParams(uuid.New(), in, pdf.ID, filespg.IDOf(preview))))
		if err != nil {
			return err
		}
		if preview == nil {
			if row, err = s.queuePreview(ctx, tx, q, row); err != nil {
				return err
			}
		}
		item, err = withFilesOne(ctx, q, row)
		return err
	})
	return item, err
}

func (s *Store) Update(ctx context.Context, id uuid.UUID, in *portfolio.Input) (*portfolio.Item, []string, error) {
	var item *portfolio.Item
	var stale []string
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		current, err := q.PortfolioItemGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, itemErrors)
		}
		fileID := current.FileID
		if in.GetFileUploadId() != "" {
			pdf, err := filespg.Claim(ctx, q, in.GetFileUploadId(), files.KindPortfolio, fileField)
			if err != nil {
				return err
			}
			fileID = pdf.ID
		}
		previewID := current.PreviewFileID
		if fileID != current.FileID {
			previewID = nil // the old PDF's first page
		}
		preview, err := filespg.ClaimOptional(ctx, q, in.GetPreviewUploadId(), files.KindPoster, previewField)
		if err != nil {
			return err
		}
		if preview != nil {
			previewID = &preview.ID
		}
		row, err := q.PortfolioItemUpdate(ctx, itemParams(id, in, fileID, previewID))
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
		item, err = withFilesOne(ctx, q, row)
		return err
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
	row.PreviewState, row.PreviewFailure = stateText[sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING], ""
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

// stateText is the stored text of where the making of a preview stands; an item never
// queued (from before previews were made on the server) stores "" (UNSPECIFIED).
var stateText = map[sitev1.ImageProcessing]string{
	sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING: "processing",
	sitev1.ImageProcessing_IMAGE_PROCESSING_READY:      "ready",
	sitev1.ImageProcessing_IMAGE_PROCESSING_FAILED:     "failed",
}

var stateOf = func() map[string]sitev1.ImageProcessing {
	out := make(map[string]sitev1.ImageProcessing, len(stateText))
	for k, v := range stateText {
		out[v] = k
	}
	return out
}()

// toItem is a stored item with its PDF and preview (nil when it has none), the preview
// with what is known of its web variants.
func toItem(r sqlc.PortfolioItem, pdf, preview *files.File, previewImage *media.Image) *portfolio.Item {
	it := &portfolio.Item{
		Id: r.ID.String(), Title: r.Title, Description: r.Description, Active: r.Active,
		PreviewProcessing: stateOf[r.PreviewState], PreviewFailure: r.PreviewFailure,
		CreateTime: timestamppb.New(r.CreateTime), UpdateTime: timestamppb.New(r.UpdateTime),
	}
	if pdf != nil {
		it.File = mediamsg.File(*pdf, nil)
	}
	if preview != nil {
		it.Preview = mediamsg.File(*preview, previewImage)
	}
	return it
}

// itemParams are the statement parameters of the item id with the fields of in, its PDF
// and its preview; PortfolioItemCreate's are the same.
func itemParams(id uuid.UUID, in *portfolio.Input, fileID uuid.UUID, previewID *uuid.UUID) sqlc.PortfolioItemUpdateParams {
	return sqlc.PortfolioItemUpdateParams{
		ID: id, Title: in.GetTitle(), Description: in.GetDescription(), Active: in.GetActive(), FileID: fileID,
		PreviewFileID: previewID,
	}
}

func withFilesOne(ctx context.Context, q *sqlc.Queries, row sqlc.PortfolioItem) (*portfolio.Item, error) {
	out, err := withFiles(ctx, q, []sqlc.PortfolioItem{row})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// withFiles converts rows with their PDFs and previews (loaded in one query) and the
// previews' web variants (in one more).
func withFiles(ctx context.Context, q *sqlc.Queries, rows []sqlc.PortfolioItem) ([]*portfolio.Item, error) {
	ids := make([]uuid.UUID, 0, 2*len(rows))
	var previews []uuid.UUID
	for _, r := range rows {
		ids = append(ids, r.FileID)
		if r.PreviewFileID != nil {
			ids = append(ids, *r.PreviewFileID)
			previews = append(previews, *r.PreviewFileID)
		}
	}
	byID, err := filespg.Load(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	described, err := mediapg.Describe(ctx, q, previews)
	if err != nil {
		return nil, err
	}
	out := make([]*portfolio.Item, len(rows))
	for i, r := range rows {
		var img *media.Image
		if r.PreviewFileID != nil {
			if d, ok := described[*r.PreviewFileID]; ok {
				img = &d
			}
		}
		out[i] = toItem(r, filespg.Lookup(byID, &r.FileID), filespg.Lookup(byID, r.PreviewFileID), img)
	}
	return out, nil
}
