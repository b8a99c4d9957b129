// Package filespg stores file records in PostgreSQL, and lets other domains' stores claim
// uploads inside their own transactions.
package filespg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/validate"
)

// Store implements files.Store.
type Store struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	queue *queue.Client
}

var _ files.Store = (*Store)(nil)

// New returns a store over pool; jobs (an image's variants) are inserted with jobs.
func New(pool *pgxpool.Pool, jobs *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), queue: jobs}
}

// FileCreate records the upload; an image that gets variants is marked processing and
// its job queued in the same transaction.
func (s *Store) FileCreate(ctx context.Context, f files.File, makeVariants bool) error {
	return database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		if _, err := q.FileCreate(ctx, sqlc.FileCreateParams{
			ID: f.ID, Kind: string(f.Kind), ObjectKey: f.Key, OriginalName: f.Name, Size: f.Size,
			ContentType: f.ContentType, Width: f.Width, Height: f.Height, OwnerHash: f.Owner,
		}); err != nil {
			return err
		}
		if !makeVariants {
			return nil
		}
		if err := q.ImageStateCreate(ctx, f.ID); err != nil {
			return err
		}
		_, err := s.queue.InsertTx(ctx, tx, queue.ImageVariants{FileID: f.ID}, nil)
		return err
	})
}

func (s *Store) FileGetByKey(ctx context.Context, key string) (files.File, error) {
	row, err := s.q.FileGetByKey(ctx, key)
	if err != nil {
		return files.File{}, database.Translate(err, database.Errors{NoRows: files.ErrFileNotFound})
	}
	return FromRow(row), nil
}

func (s *Store) FileListUnclaimed(ctx context.Context, before time.Time, max int32) ([]files.File, error) {
	rows, err := s.q.FileListUnclaimed(ctx, sqlc.FileListUnclaimedParams{Before: before, MaxRows: max})
	if err != nil {
		return nil, err
	}
	out := make([]files.File, len(rows))
	for i, r := range rows {
		out[i] = FromRow(r)
	}
	return out, nil
}

func (s *Store) FileDeleteUnclaimed(ctx context.Context, id uuid.UUID, kind files.Kind, owner []byte) ([]string, error) {
	var keys []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.FileLockUnclaimed(ctx, sqlc.FileLockUnclaimedParams{ID: id, Kind: string(kind), OwnerHash: owner}); err != nil {
			return err
		}
		var err error
		keys, err = Delete(ctx, q, id)
		return err
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil // claimed (or deleted) meanwhile, or of another kind
	}
	return keys, err
}

// FromRow converts a database row.
func FromRow(r sqlc.File) files.File {
	return files.File{
		ID: r.ID, Kind: files.Kind(r.Kind), Key: r.ObjectKey, Name: r.OriginalName, Size: r.Size,
		ContentType: r.ContentType, Width: r.Width, Height: r.Height, Claimed: r.Claimed, CreateTime: r.CreateTime,
		Owner: r.OwnerHash,
	}
}

// Claim marks the upload uploadID (of kind) as used by the record being written in q's
// transaction, a record of staff or a visitor: an upload no person is recorded for. An
// unknown, already used or wrong-kind upload is a field violation of field.
func Claim(ctx context.Context, q *sqlc.Queries, uploadID string, kind files.Kind, field string) (files.File, error) {
	unavailable := &validate.Error{Violations: []validate.Violation{{Field: field,
		Message: "The uploaded file was not found or is already used; please upload it again"}}}
	id, err := apperr.ParseCanonical(uploadID)
	if err != nil {
		return files.File{}, unavailable
	}
	row, err := q.FileClaim(ctx, sqlc.FileClaimParams{ID: id, Kind: string(kind)})
	if err != nil {
		return files.File{}, database.Translate(err, database.Errors{NoRows: unavailable})
	}
	return FromRow(row), nil
}

// Delete removes file records in q's transaction and returns their object keys and
// those of their image variants, to be deleted from the bucket after the commit.
func Delete(ctx context.Context, q *sqlc.Queries, ids ...uuid.UUID) ([]string, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	// Locked first: a worker recording variants holds a share lock until it commits, and
	// the variants it committed are then read here instead of vanishing in the cascade
	// with their objects left behind.
	if _, err := q.FileLockMany(ctx, ids); err != nil {
		return nil, err
	}
	variants, err := q.ImageVariantKeysForFiles(ctx, ids)
	if err != nil {
		return nil, err
	}
	keys, err := q.FileDeleteMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	return append(keys, variants...), nil
}

// Load returns the files of ids by id, in one query.
func Load(ctx context.Context, q *sqlc.Queries, ids []uuid.UUID) (map[uuid.UUID]files.File, error) {
	out := make(map[uuid.UUID]files.File, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.FileGetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		out[r.ID] = FromRow(r)
	}
	return out, nil
}

// Lookup returns the file of id from a Load result, or nil when id is nil.
func Lookup(byID map[uuid.UUID]files.File, id *uuid.UUID) *files.File {
	if id == nil {
		return nil
	}
	if f, ok := byID[*id]; ok {
		return &f
	}
	return nil
}

// IDOf is the id of f for a nullable column, nil when f is nil.
func IDOf(f *files.File) *uuid.UUID {
	if f == nil {
		return nil
	}
	return &f.ID
}

// ClaimOptional is Claim for an optional upload: an empty uploadID claims nothing.
func ClaimOptional(ctx context.Context, q *sqlc.Queries, uploadID string, kind files.Kind, field string) (*files.File, error) {
	if uploadID == "" {
		return nil, nil
	}
	f, err := Claim(ctx, q, uploadID, kind, field)
	if err != nil {
		return nil, err
	}
	return &f, nil
}

// Attach converts rows with conv, giving each the file its fileID names, all files loaded
// in one query (never one per row).
func Attach[R, D any](ctx context.Context, q *sqlc.Queries, rows []R, fileID func(R) *uuid.UUID, conv func(R, *files.File) D) ([]D, error) {
	var ids []uuid.UUID
	for _, r := range rows {
		if id := fileID(r); id != nil {
			ids = append(ids, *id)
		}
	}
	byID, err := Load(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	out := make([]D, len(rows))
	for i, r := range rows {
		out[i] = conv(r, Lookup(byID, fileID(r)))
	}
	return out, nil
}
