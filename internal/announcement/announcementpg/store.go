// Package announcementpg stores the announcement in PostgreSQL.
package announcementpg

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/announcement"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
)

// Store implements announcement.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ announcement.Store = (*Store)(nil)

var errs = database.Errors{NoRows: announcement.ErrNotFound}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) Get(ctx context.Context) (announcement.Announcement, error) {
	row, err := s.q.AnnouncementGet(ctx)
	if err != nil {
		return announcement.Announcement{}, database.Translate(err, errs)
	}
	return one(ctx, s.q, row)
}

func (s *Store) GetActive(ctx context.Context) (announcement.Announcement, error) {
	row, err := s.q.AnnouncementGetActive(ctx)
	if err != nil {
		return announcement.Announcement{}, database.Translate(err, errs)
	}
	return one(ctx, s.q, row)
}

func (s *Store) Save(ctx context.Context, in announcement.Input) (announcement.Announcement, []string, error) {
	var out announcement.Announcement
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		var currentImage *uuid.UUID
		current, err := q.AnnouncementGetForUpdate(ctx)
		switch {
		case err == nil:
			currentImage = current.ImageID
		case !errors.Is(err, pgx.ErrNoRows):
			return err
		}
		imageID := currentImage
		switch {
		case in.ImageUploadID != "":
			img, err := filespg.ClaimOptional(ctx, q, in.ImageUploadID, files.KindAnnouncementImage, "image_upload_id")
			if err != nil {
				return err
			}
			imageID = filespg.IDOf(img)
		case in.RemoveImage:
			imageID = nil
		}
		// The replaced image's record goes first: image_id is unique.
		if currentImage != nil && (imageID == nil || *imageID != *currentImage) {
			if _, err := q.AnnouncementClearImage(ctx); err != nil {
				return err
			}
			if stale, err = filespg.Delete(ctx, q, *currentImage); err != nil {
				return err
			}
		}
		row, err := q.AnnouncementSave(ctx, sqlc.AnnouncementSaveParams{
			Title: in.Title, Description: in.Description, ImageID: imageID, LinkUrl: in.LinkURL,
			Enabled: in.Enabled, StartTime: in.StartTime, EndTime: in.EndTime,
		})
		if err != nil {
			return database.Translate(err, errs)
		}
		out, err = one(ctx, q, row)
		return err
	})
	return out, stale, err
}

func one(ctx context.Context, q *sqlc.Queries, row sqlc.Announcement) (announcement.Announcement, error) {
	out, err := filespg.Attach(ctx, q, []sqlc.Announcement{row}, func(r sqlc.Announcement) *uuid.UUID { return r.ImageID }, toAnnouncement)
	if err != nil {
		return announcement.Announcement{}, err
	}
	return out[0], nil
}

func toAnnouncement(r sqlc.Announcement, img *files.File) announcement.Announcement {
	return announcement.Announcement{
		ID: r.ID, Version: r.Version, Title: r.Title, Description: r.Description, Image: img, LinkURL: r.LinkUrl,
		Enabled: r.Enabled, StartTime: r.StartTime, EndTime: r.EndTime, UpdateTime: r.UpdateTime,
	}
}
