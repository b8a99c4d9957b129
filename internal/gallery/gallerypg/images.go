package gallerypg

import (
	"context"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/gallery"
)

// Each edit of a project's files locks the project's row and then its image rows, as
// ProjectUpdate and ProjectSetVideoPoster do, so concurrent edits take turns.

func (s *Store) ProjectAddImages(ctx context.Context, id uuid.UUID, in *gallery.ProjectInput, accept func(int, []files.File) error) (*gallery.Project, error) {
	var project *gallery.Project
	err := s.editImages(ctx, id, func(q *sqlc.Queries, current []files.File) error {
		added, err := claimAll(ctx, q, in.GetImageUploadIds())
		if err != nil {
			return err
		}
		if err := accept(len(current), added); err != nil {
			return err
		}
		if err := q.GalleryImageAppendMany(ctx, sqlc.GalleryImageAppendManyParams{
			ProjectID: id, FirstPosition: int64(len(current)), FileIds: idsOf(added),
		}); err != nil {
			return err
		}
		return linkPosters(ctx, q, id, in, added)
	}, &project)
	return project, err
}

func (s *Store) ProjectRemoveImage(ctx context.Context, id uuid.UUID, pick func([]files.File) (uuid.UUID, error)) (*gallery.Project, []string, error) {
	var project *gallery.Project
	var stale []string
	err := s.editImages(ctx, id, func(q *sqlc.Queries, current []files.File) error {
		fileID, err := pick(current)
		if err != nil {
			return err
		}
		removed, err := q.GalleryImageDeleteOne(ctx, sqlc.GalleryImageDeleteOneParams{ProjectID: id, FileID: fileID})
		if err != nil {
			return err
		}
		rest := make([]uuid.UUID, 0, len(current)-1)
		for _, f := range current {
			if f.ID != fileID {
				rest = append(rest, f.ID)
			}
		}
		// Close the gap: positions stay 0..n-1.
		if err := q.GalleryImageReorder(ctx, sqlc.GalleryImageReorderParams{ProjectID: id, FileIds: rest}); err != nil {
			return err
		}
		ids := []uuid.UUID{removed.FileID}
		if removed.PosterFileID != nil {
			ids = append(ids, *removed.PosterFileID)
		}
		stale, err = filespg.Delete(ctx, q, ids...)
		return err
	}, &project)
	return project, stale, err
}

func (s *Store) ProjectReorderImages(ctx context.Context, id uuid.UUID, arrange func([]files.File) ([]uuid.UUID, error)) (*gallery.Project, error) {
	var project *gallery.Project
	err := s.editImages(ctx, id, func(q *sqlc.Queries, current []files.File) error {
		order, err := arrange(current)
		if err != nil {
			return err
		}
		return q.GalleryImageReorder(ctx, sqlc.GalleryImageReorderParams{ProjectID: id, FileIds: order})
	}, &project)
	return project, err
}

// editImages runs edit in a transaction with the project and its files (in order)
// locked, then reads the project back into out.
func (s *Store) editImages(ctx context.Context, id uuid.UUID, edit func(q *sqlc.Queries, current []files.File) error, out **gallery.Project) error {
	return database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		row, err := q.GalleryProjectGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		rows, err := q.GalleryImageListForUpdate(ctx, id)
		if err != nil {
			return err
		}
		current := make([]files.File, len(rows))
		for i, r := range rows {
			current[i] = files.File{ID: r.FileID, Kind: files.KindGallery, Key: r.ObjectKey, ContentType: r.ContentType, Claimed: true}
		}
		if err := edit(q, current); err != nil {
			return err
		}
		*out, err = withImagesOne(ctx, q, row)
		return err
	})
}
