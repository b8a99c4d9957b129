// Package resumablepg stores resumable uploads in PostgreSQL.
package resumablepg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/resumable"
)

// Store implements resumable.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ resumable.Store = (*Store)(nil)

// New returns a store over pool.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

// Create checks the owner's unclaimed bytes and spends the address's budget with the
// insert, in one transaction: a refused upload spends nothing.
func (s *Store) Create(ctx context.Context, n resumable.New, maxRequest, budget int64) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		held, err := lockOwner(ctx, tx, q, n.OwnerHash)
		if err != nil {
			return err
		}
		if held.Bytes+n.Size > maxRequest {
			return resumable.ErrRequestCap
		}
		if _, err := q.UploadByteBudgetSpend(ctx, sqlc.UploadByteBudgetSpendParams{ClientKey: n.ClientKey, Bytes: n.Size, MaxBytes: budget}); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return resumable.ErrBudget
			}
			return err
		}
		return q.ResumableUploadCreate(ctx, sqlc.ResumableUploadCreateParams{
			ID: n.ID, OwnerHash: n.OwnerHash, ClientKey: n.ClientKey, ChallengeSig: n.ChallengeSig,
			Name: n.Name, ContentType: n.ContentType, Size: n.Size,
		})
	})
}

// lockOwner serializes one owner's starts until the transaction ends, so parallel ones
// cannot pass a cap together, and answers what the owner holds unclaimed.
func lockOwner(ctx context.Context, tx pgx.Tx, q *sqlc.Queries, owner []byte) (sqlc.ResumableUploadOwnerHeldRow, error) {
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock(hashtextextended(encode($1::bytea, 'hex'), 24))", owner); err != nil {
		return sqlc.ResumableUploadOwnerHeldRow{}, err
	}
	return q.ResumableUploadOwnerHeld(ctx, owner)
}

// CreateTargeted checks the owner's unfinished uploads with the insert, in one
// transaction under the owner's lock (as Create).
func (s *Store) CreateTargeted(ctx context.Context, n resumable.New, target uuid.UUID, maxBytes int64, maxUploads int) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		held, err := lockOwner(ctx, tx, q, n.OwnerHash)
		if err != nil {
			return err
		}
		switch {
		case held.Bytes+n.Size > maxBytes:
			return resumable.ErrRequestCap
		case int(held.Uploads) >= maxUploads:
			return resumable.ErrCountCap
		}
		return q.ResumableUploadCreateTargeted(ctx, sqlc.ResumableUploadCreateTargetedParams{
			ID: n.ID, OwnerHash: n.OwnerHash, ClientKey: n.ClientKey, Name: n.Name, ContentType: n.ContentType, Size: n.Size, TargetID: &target,
		})
	})
}

func (s *Store) ChallengeBound(ctx context.Context, ownerHash []byte, sig string) (bool, error) {
	return s.q.ResumableUploadChallengeBound(ctx, sqlc.ResumableUploadChallengeBoundParams{OwnerHash: ownerHash, ChallengeSig: sig})
}

func (s *Store) Get(ctx context.Context, id uuid.UUID) (resumable.Upload, error) {
	r, err := s.q.ResumableUploadGet(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return resumable.Upload{}, resumable.ErrNotFound
	}
	if err != nil {
		return resumable.Upload{}, err
	}
	return ToUpload(r), nil
}

func (s *Store) SetTusID(ctx context.Context, id uuid.UUID, tusID string) error {
	return s.q.ResumableUploadSetTusID(ctx, sqlc.ResumableUploadSetTusIDParams{ID: id, TusID: tusID})
}

func (s *Store) HashState(ctx context.Context, id uuid.UUID) ([]byte, int64, error) {
	r, err := s.q.ResumableUploadGet(ctx, id)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, -1, resumable.ErrNotFound
	}
	if err != nil {
		return nil, -1, err
	}
	return r.HashState, r.HashedOffset, nil
}

func (s *Store) SaveHash(ctx context.Context, id uuid.UUID, from, to int64, state []byte) error {
	n, err := s.q.ResumableUploadSaveHash(ctx, sqlc.ResumableUploadSaveHashParams{ID: id, FromOffset: from, HashedOffset: to, HashState: state})
	if err == nil && n == 0 {
		// Another writer moved it meanwhile: the state cannot be trusted.
		return s.LoseHash(ctx, id)
	}
	return err
}

func (s *Store) LoseHash(ctx context.Context, id uuid.UUID) error {
	return s.q.ResumableUploadLoseHash(ctx, id)
}

func (s *Store) Complete(ctx context.Context, id uuid.UUID, sum []byte) error {
	return s.q.ResumableUploadComplete(ctx, sqlc.ResumableUploadCompleteParams{ID: id, Sha256: sum})
}

func (s *Store) Unclaimed(ctx context.Context, before time.Time, max int32) ([]resumable.Upload, error) {
	rows, err := s.q.ResumableUploadUnclaimed(ctx, sqlc.ResumableUploadUnclaimedParams{Before: before, MaxRows: max})
	if err != nil {
		return nil, err
	}
	out := make([]resumable.Upload, len(rows))
	for i, r := range rows {
		out[i] = ToUpload(r)
	}
	return out, nil
}

func (s *Store) DeleteUnclaimed(ctx context.Context, id uuid.UUID, before time.Time) (bool, error) {
	n, err := s.q.ResumableUploadDeleteUnclaimed(ctx, sqlc.ResumableUploadDeleteUnclaimedParams{ID: id, Before: before})
	return n > 0, err
}

func (s *Store) PurgeBudgets(ctx context.Context) (int64, error) {
	return s.q.UploadByteBudgetPurge(ctx)
}

// ToUpload is a row as the domain's upload.
func ToUpload(r sqlc.ResumableUpload) resumable.Upload {
	return resumable.Upload{
		ID: r.ID, TusID: r.TusID, OwnerHash: r.OwnerHash, Name: r.Name, ContentType: r.ContentType, Size: r.Size,
		SHA256: r.Sha256, Complete: r.CompleteTime != nil, EstimateID: r.EstimateID, TargetID: r.TargetID, CreateTime: r.CreateTime,
	}
}
