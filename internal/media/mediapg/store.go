// Package mediapg stores image variants and processing states in PostgreSQL.
package mediapg

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
	"github.com/gusset/gusset/internal/media"
)

// Store implements media.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ media.Store = (*Store)(nil)

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) FileGet(ctx context.Context, id uuid.UUID) (files.File, error) {
	row, err := s.q.FileGet(ctx, id)
	if err != nil {
		return files.File{}, database.Translate(err, database.Errors{NoRows: files.ErrFileNotFound})
	}
	return filespg.FromRow(row), nil
}

func (s *Store) Record(ctx context.Context, id uuid.UUID, img media.Image) ([]string, error) {
	var replaced []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		// Held until the commit: a deletion of the file waits, then sees these variants.
		if _, err := q.FileLockShare(ctx, id); err != nil {
			return database.Translate(err, database.Errors{NoRows: files.ErrFileNotFound})
		}
		var err error
		if replaced, err = q.ImageVariantDeleteForFile(ctx, id); err != nil {
			return err
		}
		for _, v := range img.Variants {
			if err := q.ImageVariantCreate(ctx, sqlc.ImageVariantCreateParams{
				FileID: id, Width: v.Width, Height: v.Height, Size: v.Size, ContentType: v.ContentType, ObjectKey: v.Key,
			}); err != nil {
				return err
			}
		}
		if err := q.ImageStateCreate(ctx, id); err != nil {
			return err
		}
		return q.ImageStateReady(ctx, sqlc.ImageStateReadyParams{FileID: id, Placeholder: img.Placeholder, Width: img.Width, Height: img.Height})
	})
	return replaced, err
}

func (s *Store) Fail(ctx context.Context, id uuid.UUID, reason string) error {
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := q.FileLockShare(ctx, id); err != nil {
			return err
		}
		if err := q.ImageStateCreate(ctx, id); err != nil {
			return err
		}
		return q.ImageStateFail(ctx, sqlc.ImageStateFailParams{FileID: id, Failure: reason})
	})
	if errors.Is(err, pgx.ErrNoRows) {
		return nil // the file is gone: nothing to mark
	}
	return err
}

func (s *Store) Describe(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]media.Image, error) {
	return Describe(ctx, s.q, ids)
}

// Describe is what is known of the images ids (their state and variants), in two
// statements on q, so other stores can read it inside their own transaction.
func Describe(ctx context.Context, q *sqlc.Queries, ids []uuid.UUID) (map[uuid.UUID]media.Image, error) {
	if len(ids) == 0 {
		return map[uuid.UUID]media.Image{}, nil
	}
	states, err := q.ImageStateGetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	variants, err := q.ImageVariantListForFiles(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]media.Image, len(states))
	for _, st := range states {
		out[st.FileID] = media.Image{State: media.State(st.State), Failure: st.Failure, Placeholder: st.Placeholder, Width: st.Width, Height: st.Height}
	}
	for _, v := range variants { // ordered by file, type and width
		img := out[v.FileID]
		img.Variants = append(img.Variants, toVariant(v))
		out[v.FileID] = img
	}
	return out, nil
}

func (s *Store) VariantByKey(ctx context.Context, key string) (media.Variant, error) {
	row, err := s.q.ImageVariantGetByKey(ctx, key)
	if err != nil {
		return media.Variant{}, database.Translate(err, database.Errors{NoRows: media.ErrVariantNotFound})
	}
	return toVariant(row), nil
}

func (s *Store) ToProcess(ctx context.Context, kinds []files.Kind, after media.Cursor, limit int32) ([]files.File, error) {
	rows, err := s.q.ImageStateListToProcess(ctx, sqlc.ImageStateListToProcessParams{
		Kinds: kindNames(kinds), ContentTypes: files.ImageTypes(), AfterTime: after.AfterTime, AfterID: after.AfterID, MaxRows: limit,
	})
	if err != nil {
		return nil, err
	}
	out := make([]files.File, len(rows))
	for i, r := range rows {
		out[i] = filespg.FromRow(r)
	}
	return out, nil
}

func (s *Store) CountToProcess(ctx context.Context, kinds []files.Kind) (int64, error) {
	return s.q.ImageStateCountToProcess(ctx, sqlc.ImageStateCountToProcessParams{Kinds: kindNames(kinds), ContentTypes: files.ImageTypes()})
}

func kindNames(kinds []files.Kind) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

func toVariant(v sqlc.ImageVariant) media.Variant {
	return media.Variant{Key: v.ObjectKey, Width: v.Width, Height: v.Height, Size: v.Size, ContentType: v.ContentType}
}
