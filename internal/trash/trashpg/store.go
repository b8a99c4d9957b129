// Package trashpg stores the trash in PostgreSQL: trashed rows carry delete_time in their
// own tables (jobs, applications, blog_posts, gallery_projects, portfolio_items,
// contact_messages).
package trashpg

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/trash"
)

// Store implements trash.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ trash.Store = (*Store)(nil)

var notFound = database.Errors{NoRows: trash.ErrNotFound}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) List(ctx context.Context, p keyset.Request) ([]trash.Item, error) {
	rows, err := s.q.TrashList(ctx, sqlc.TrashListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	out := make([]trash.Item, len(rows))
	for i, r := range rows {
		out[i] = trash.Item{Kind: trash.Kind(r.Kind), ID: r.ID, Title: r.Title, DeleteTime: r.DeleteTime, DeleteUser: r.DeleteUser}
	}
	return out, nil
}

func (s *Store) Expired(ctx context.Context, before *time.Time, max int32) ([]trash.Ref, error) {
	rows, err := s.q.TrashListExpired(ctx, sqlc.TrashListExpiredParams{Before: before, MaxRows: max})
	if err != nil {
		return nil, err
	}
	out := make([]trash.Ref, len(rows))
	for i, r := range rows {
		out[i] = trash.Ref{Kind: trash.Kind(r.Kind), ID: r.ID}
	}
	return out, nil
}

// Restore clears delete_time: what belongs to the record (a project's images, a job's
// applications, the files) was never touched, so it comes back whole. A trashed post
// kept its slug, so no post made meanwhile can hold it.
func (s *Store) Restore(ctx context.Context, r trash.Ref) error {
	var err error
	switch r.Kind {
	case trash.KindJob:
		_, err = s.q.JobRestore(ctx, r.ID)
	case trash.KindApplication:
		return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
			if _, err := q.ApplicationRestore(ctx, r.ID); err == nil || !errors.Is(err, pgx.ErrNoRows) {
				return err
			}
			// Not restored: either it is not in the trash, or its job is.
			if _, err := q.ApplicationGetTrashedForUpdate(ctx, sqlc.ApplicationGetTrashedForUpdateParams{ID: r.ID}); err != nil {
				return database.Translate(err, notFound)
			}
			return trash.ErrJobTrashed
		})
	case trash.KindPost:
		_, err = s.q.PostRestore(ctx, r.ID)
	case trash.KindGalleryProject:
		_, err = s.q.GalleryProjectRestore(ctx, r.ID)
	case trash.KindPortfolioItem:
		_, err = s.q.PortfolioItemRestore(ctx, r.ID)
	case trash.KindContactMessage:
		_, err = s.q.ContactMessageRestore(ctx, r.ID)
	case trash.KindCaseStudy:
		_, err = s.q.CaseStudyRestore(ctx, r.ID)
	case trash.KindEstimate:
		var n int64
		if n, err = s.q.EstimateRequestRestore(ctx, r.ID); err == nil && n == 0 {
			err = pgx.ErrNoRows
		}
	default:
		return fmt.Errorf("trash: unknown kind %q", r.Kind)
	}
	return database.Translate(err, notFound)
}

// Purge deletes the record and its file records in one transaction, after locking the
// trashed row (a concurrent restore either wins, and nothing is removed, or waits).
func (s *Store) Purge(ctx context.Context, r trash.Ref, before *time.Time) ([]string, error) {
	var keys []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		ids, err := purge(ctx, q, r, before)
		if err != nil {
			return database.Translate(err, notFound)
		}
		if r.Kind == trash.KindEstimate {
			// An estimate's files are resumable uploads, kept by the tus storage.
			keys, err = purgeEstimateUploads(ctx, q, r.ID)
			return err
		}
		keys, err = filespg.Delete(ctx, q, ids...)
		return err
	})
	return keys, err
}

// purge deletes one trashed record and answers the ids of the files it owned.
func purge(ctx context.Context, q *sqlc.Queries, r trash.Ref, before *time.Time) ([]uuid.UUID, error) {
	switch r.Kind {
	case trash.KindJob:
		job, err := q.JobGetTrashedForUpdate(ctx, sqlc.JobGetTrashedForUpdateParams{ID: r.ID, Before: before})
		if err != nil {
			return nil, err
		}
		// Read before the delete: the cascade removes the applications (and their notes).
		ids, err := q.ApplicationResumeIDsForJob(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		if _, err := q.JobDelete(ctx, r.ID); err != nil {
			return nil, err
		}
		if job.JobDescriptionID != nil {
			ids = append(ids, *job.JobDescriptionID)
		}
		return ids, nil
	case trash.KindApplication:
		if _, err := q.ApplicationGetTrashedForUpdate(ctx, sqlc.ApplicationGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		row, err := q.ApplicationDelete(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		return optional(row.ResumeID), nil
	case trash.KindPost:
		if _, err := q.PostGetTrashedForUpdate(ctx, sqlc.PostGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		row, err := q.PostDelete(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		return optional(row.ImageID), nil
	case trash.KindGalleryProject:
		if _, err := q.GalleryProjectGetTrashedForUpdate(ctx, sqlc.GalleryProjectGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		// The images' file ids (and their videos' posters) are read while deleting them:
		// the cascade would lose them.
		images, err := q.GalleryImageDeleteForProject(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		if _, err := q.GalleryProjectDelete(ctx, r.ID); err != nil {
			return nil, err
		}
		var ids []uuid.UUID
		for _, img := range images {
			ids = append(append(ids, img.FileID), optional(img.PosterFileID)...)
		}
		return ids, nil
	case trash.KindEstimate:
		_, err := q.EstimateRequestGetTrashedForUpdate(ctx, sqlc.EstimateRequestGetTrashedForUpdateParams{ID: r.ID, Before: before})
		return nil, err
	case trash.KindPortfolioItem:
		if _, err := q.PortfolioItemGetTrashedForUpdate(ctx, sqlc.PortfolioItemGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		row, err := q.PortfolioItemDelete(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		return append([]uuid.UUID{row.FileID}, optional(row.PreviewFileID)...), nil
	case trash.KindCaseStudy:
		if _, err := q.CaseStudyGetTrashedForUpdate(ctx, sqlc.CaseStudyGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		// The images' file ids are read while deleting them: the cascade would lose them.
		ids, err := q.CaseStudyImageDeleteFor(ctx, r.ID)
		if err != nil {
			return nil, err
		}
		_, err = q.CaseStudyDelete(ctx, r.ID)
		return ids, err
	case trash.KindContactMessage:
		if _, err := q.ContactMessageGetTrashedForUpdate(ctx, sqlc.ContactMessageGetTrashedForUpdateParams{ID: r.ID, Before: before}); err != nil {
			return nil, err
		}
		// Its notes and replies go by cascade; the replies' outbox messages stay, as
		// every sent mail does. It owns no file.
		_, err := q.ContactMessageDelete(ctx, r.ID)
		return nil, err
	}
	return nil, fmt.Errorf("trash: unknown kind %q", r.Kind)
}

func optional(id *uuid.UUID) []uuid.UUID {
	if id == nil {
		return nil
	}
	return []uuid.UUID{*id}
}

// UploadKeyPrefix marks the object key of a resumable upload (its tus id) among the keys
// a purge answers: the deleter hands those to the tus storage.
const UploadKeyPrefix = "tus:"

// purgeEstimateUploads deletes a trashed estimate request (locked by purge) and its
// uploads' rows, and answers their storage keys.
func purgeEstimateUploads(ctx context.Context, q *sqlc.Queries, id uuid.UUID) ([]string, error) {
	tusIDs, err := q.ResumableUploadDeleteByEstimate(ctx, &id)
	if err != nil {
		return nil, err
	}
	if _, err := q.EstimateRequestDelete(ctx, id); err != nil {
		return nil, err
	}
	keys := make([]string, 0, len(tusIDs))
	for _, t := range tusIDs {
		if t != "" {
			keys = append(keys, UploadKeyPrefix+t)
		}
	}
	return keys, nil
}
