// Package gallerypg stores gallery projects and their images in PostgreSQL.
package gallerypg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/trash"
	"github.com/gusset/gusset/internal/validate"
)

// Store implements gallery.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ gallery.Store = (*Store)(nil)

// projectErrors are what the statements' failures mean to the gallery.
var projectErrors = database.Errors{NoRows: gallery.ErrProjectNotFound}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) ProjectList(ctx context.Context, department gallery.Department, query *string, p page.Request) ([]gallery.Project, error) {
	var dept *string
	if department != "" {
		d := string(department)
		dept = &d
	}
	rows, err := s.q.GalleryProjectListPage(ctx, sqlc.GalleryProjectListPageParams{
		Department: dept, Query: query, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit(),
	})
	if err != nil {
		return nil, err
	}
	return fromPage(rows), nil
}

func (s *Store) ProjectGet(ctx context.Context, id uuid.UUID) (gallery.Project, error) {
	row, err := s.q.GalleryProjectGet(ctx, id)
	if err != nil {
		return gallery.Project{}, database.Translate(err, projectErrors)
	}
	out, err := withImages(ctx, s.q, []sqlc.GalleryProject{row})
	if err != nil {
		return gallery.Project{}, err
	}
	return out[0], nil
}

func (s *Store) ProjectCreate(ctx context.Context, in gallery.ProjectInput) (gallery.Project, error) {
	var project gallery.Project
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		images, err := claimAll(ctx, q, in.ImageUploadIDs)
		if err != nil {
			return err
		}
		row, err := q.GalleryProjectCreate(ctx, sqlc.GalleryProjectCreateParams{
			Title: in.Title, Description: in.Description, Type: string(in.Type), OtherType: in.OtherType,
			Department: string(in.Department), Location: in.Location, TechnologyUsed: in.TechnologyUsed,
			DesigningSoftware: in.DesigningSoftware, Status: string(in.Status),
		})
		if err != nil {
			return err
		}
		if err := q.GalleryImageCreateMany(ctx, sqlc.GalleryImageCreateManyParams{ProjectID: row.ID, FileIds: idsOf(images)}); err != nil {
			return err
		}
		posters, err := linkPosters(ctx, q, row.ID, in, images)
		if err != nil {
			return err
		}
		project = toProject(row, images, posters)
		return nil
	})
	return project, err
}

func (s *Store) ProjectUpdate(ctx context.Context, id uuid.UUID, in gallery.ProjectInput, accept func([]files.File) error) (gallery.Project, []string, error) {
	var project gallery.Project
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		// The update locks the row, so concurrent edits of the images take turns.
		row, err := q.GalleryProjectUpdate(ctx, sqlc.GalleryProjectUpdateParams{
			ID: id, Title: in.Title, Description: in.Description, Type: string(in.Type), OtherType: in.OtherType,
			Department: string(in.Department), Location: in.Location, TechnologyUsed: in.TechnologyUsed,
			DesigningSoftware: in.DesigningSoftware, Status: string(in.Status),
		})
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		if len(in.ImageUploadIDs) == 0 {
			out, err := withImages(ctx, q, []sqlc.GalleryProject{row})
			if err != nil {
				return err
			}
			project = out[0]
			return nil
		}
		images, err := claimAll(ctx, q, in.ImageUploadIDs)
		if err != nil {
			return err
		}
		if accept != nil {
			if err := accept(images); err != nil {
				return err
			}
		}
		old, err := q.GalleryImageDeleteForProject(ctx, id)
		if err != nil {
			return err
		}
		if err := q.GalleryImageCreateMany(ctx, sqlc.GalleryImageCreateManyParams{ProjectID: id, FileIds: idsOf(images)}); err != nil {
			return err
		}
		posters, err := linkPosters(ctx, q, id, in, images)
		if err != nil {
			return err
		}
		if stale, err = filespg.Delete(ctx, q, removedFiles(old)...); err != nil {
			return err
		}
		project = toProject(row, images, posters)
		return nil
	})
	return project, stale, err
}

// ProjectDelete moves the project to the trash: its images and their files stay.
func (s *Store) ProjectDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.GalleryProjectTrash(ctx, sqlc.GalleryProjectTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, projectErrors)
}

func (s *Store) ProjectSetVideoPoster(ctx context.Context, id uuid.UUID, videoKey, posterUploadID string) (gallery.Project, []string, error) {
	var project gallery.Project
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		row, err := q.GalleryProjectGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		video, err := q.GalleryImageGetVideoForUpdate(ctx, sqlc.GalleryImageGetVideoForUpdateParams{ProjectID: id, ObjectKey: videoKey})
		if err != nil {
			return database.Translate(err, database.Errors{NoRows: gallery.ErrNotAVideo})
		}
		if (files.File{ContentType: video.ContentType}).IsImage() {
			return gallery.ErrNotAVideo
		}
		poster, err := filespg.Claim(ctx, q, posterUploadID, files.KindPoster, "poster_upload_id")
		if err != nil {
			return err
		}
		if err := q.GalleryImageSetPoster(ctx, sqlc.GalleryImageSetPosterParams{ProjectID: id, FileID: video.FileID, PosterFileID: &poster.ID}); err != nil {
			return err
		}
		if video.PosterFileID != nil {
			if stale, err = filespg.Delete(ctx, q, *video.PosterFileID); err != nil {
				return err
			}
		}
		out, err := withImages(ctx, q, []sqlc.GalleryProject{row})
		if err != nil {
			return err
		}
		project = out[0]
		return nil
	})
	return project, stale, err
}

// linkPosters claims the poster uploads of in and links each to its video among images
// (claimed from in.ImageUploadIDs, in order).
func linkPosters(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, in gallery.ProjectInput, images []files.File) (map[uuid.UUID]files.File, error) {
	posters := make(map[uuid.UUID]files.File, len(in.PosterUploadIDs))
	for i, uploadID := range in.ImageUploadIDs {
		posterID, ok := in.PosterUploadIDs[uploadID]
		if !ok {
			continue
		}
		if images[i].IsImage() {
			return nil, &validate.Error{Violations: []validate.Violation{{Field: "poster_upload_ids", Message: "Only a video can have a poster"}}}
		}
		poster, err := filespg.Claim(ctx, q, posterID, files.KindPoster, "poster_upload_ids")
		if err != nil {
			return nil, err
		}
		if err := q.GalleryImageSetPoster(ctx, sqlc.GalleryImageSetPosterParams{ProjectID: projectID, FileID: images[i].ID, PosterFileID: &poster.ID}); err != nil {
			return nil, err
		}
		posters[images[i].ID] = poster
	}
	return posters, nil
}

// removedFiles are the files of deleted image rows: each image and its poster, if any.
func removedFiles(rows []sqlc.GalleryImageDeleteForProjectRow) []uuid.UUID {
	ids := make([]uuid.UUID, 0, len(rows))
	for _, r := range rows {
		ids = append(ids, r.FileID)
		if r.PosterFileID != nil {
			ids = append(ids, *r.PosterFileID)
		}
	}
	return ids
}

// withImages converts rows, loading the images of all of them in one query.
func withImages(ctx context.Context, q *sqlc.Queries, rows []sqlc.GalleryProject) ([]gallery.Project, error) {
	if len(rows) == 0 {
		return nil, nil
	}
	ids := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	images, err := q.GalleryImageListForProjects(ctx, ids)
	if err != nil {
		return nil, err
	}
	byProject := make(map[uuid.UUID][]files.File, len(rows))
	var posterIDs []uuid.UUID
	for _, img := range images { // ordered by position within each project
		byProject[img.ProjectID] = append(byProject[img.ProjectID], filespg.FromRow(img.File))
		if img.PosterFileID != nil {
			posterIDs = append(posterIDs, *img.PosterFileID)
		}
	}
	// All posters of the page in one more query.
	posterFiles, err := filespg.Load(ctx, q, posterIDs)
	if err != nil {
		return nil, err
	}
	postersByProject := make(map[uuid.UUID]map[uuid.UUID]files.File)
	for _, img := range images {
		if poster := filespg.Lookup(posterFiles, img.PosterFileID); poster != nil {
			if postersByProject[img.ProjectID] == nil {
				postersByProject[img.ProjectID] = make(map[uuid.UUID]files.File)
			}
			postersByProject[img.ProjectID][img.File.ID] = *poster
		}
	}
	out := make([]gallery.Project, len(rows))
	for i, r := range rows {
		out[i] = toProject(r, byProject[r.ID], postersByProject[r.ID])
	}
	return out, nil
}

// claimAll claims the uploads in order, one statement each: a project has few files.
func claimAll(ctx context.Context, q *sqlc.Queries, uploadIDs []string) ([]files.File, error) {
	out := make([]files.File, len(uploadIDs))
	for i, id := range uploadIDs {
		f, err := filespg.Claim(ctx, q, id, files.KindGallery, "image_upload_ids")
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

func idsOf(fs []files.File) []uuid.UUID {
	ids := make([]uuid.UUID, len(fs))
	for i, f := range fs {
		ids[i] = f.ID
	}
	return ids
}

func toProject(r sqlc.GalleryProject, images []files.File, posters map[uuid.UUID]files.File) gallery.Project {
	return gallery.Project{
		ID: r.ID, Title: r.Title, Description: r.Description, Type: gallery.ProjectType(r.Type),
		OtherType: r.OtherType, Department: gallery.Department(r.Department), Location: r.Location,
		TechnologyUsed: r.TechnologyUsed, DesigningSoftware: r.DesigningSoftware,
		Status: gallery.Status(r.Status), Images: images, Posters: posters, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
	}
}
