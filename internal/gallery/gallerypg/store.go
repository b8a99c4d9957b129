// Package gallerypg stores gallery projects and their images in PostgreSQL.
package gallerypg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
	"github.com/gusset/gusset/internal/media/mediapg"
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

func (s *Store) ProjectList(ctx context.Context, department gallery.Department, query *string, p keyset.Request) ([]*gallery.Project, error) {
	var dept *string
	if department != sitev1.Department_DEPARTMENT_UNSPECIFIED {
		d := database.EnumText(department, departmentPrefix)
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

func (s *Store) ProjectGet(ctx context.Context, id uuid.UUID) (*gallery.Project, error) {
	row, err := s.q.GalleryProjectGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, projectErrors)
	}
	return withImagesOne(ctx, s.q, row)
}

func (s *Store) ProjectCreate(ctx context.Context, in *gallery.ProjectInput) (*gallery.Project, error) {
	var project *gallery.Project
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		images, err := claimAll(ctx, q, in.GetImageUploadIds())
		if err != nil {
			return err
		}
		row, err := q.GalleryProjectCreate(ctx, projectParams(uuid.New(), in))
		if err != nil {
			return err
		}
		if err := q.GalleryImageCreateMany(ctx, sqlc.GalleryImageCreateManyParams{ProjectID: row.ID, FileIds: idsOf(images)}); err != nil {
			return err
		}
		if err := linkPosters(ctx, q, row.ID, in, images); err != nil {
			return err
		}
		project, err = withImagesOne(ctx, q, row)
		return err
	})
	return project, err
}

func (s *Store) ProjectUpdate(ctx context.Context, id uuid.UUID, in *gallery.ProjectInput, accept func([]files.File) error) (*gallery.Project, []string, error) {
	var project *gallery.Project
	var stale []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		// The update locks the row, so concurrent edits of the images take turns.
		row, err := q.GalleryProjectUpdate(ctx, sqlc.GalleryProjectUpdateParams(projectParams(id, in)))
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		if len(in.GetImageUploadIds()) == 0 {
			project, err = withImagesOne(ctx, q, row)
			return err
		}
		images, err := claimAll(ctx, q, in.GetImageUploadIds())
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
		if err := linkPosters(ctx, q, id, in, images); err != nil {
			return err
		}
		if stale, err = filespg.Delete(ctx, q, removedFiles(old)...); err != nil {
			return err
		}
		project, err = withImagesOne(ctx, q, row)
		return err
	})
	return project, stale, err
}

// ProjectDelete moves the project to the trash: its images and their files stay.
func (s *Store) ProjectDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.GalleryProjectTrash(ctx, sqlc.GalleryProjectTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, projectErrors)
}

func (s *Store) ProjectSetVideoPoster(ctx context.Context, id uuid.UUID, videoKey, posterUploadID string) (*gallery.Project, []string, error) {
	var project *gallery.Project
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
		project, err = withImagesOne(ctx, q, row)
		return err
	})
	return project, stale, err
}

// linkPosters claims the poster uploads of in and links each to its video among images
// (claimed from in's image_upload_ids, in order).
func linkPosters(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, in *gallery.ProjectInput, images []files.File) error {
	for i, uploadID := range in.GetImageUploadIds() {
		posterID, ok := in.GetPosterUploadIds()[uploadID]
		if !ok {
			continue
		}
		if images[i].IsImage() {
			return &validate.Error{Violations: []validate.Violation{{Field: "poster_upload_ids", Message: "Only a video can have a poster"}}}
		}
		poster, err := filespg.Claim(ctx, q, posterID, files.KindPoster, "poster_upload_ids")
		if err != nil {
			return err
		}
		if err := q.GalleryImageSetPoster(ctx, sqlc.GalleryImageSetPosterParams{ProjectID: projectID, FileID: images[i].ID, PosterFileID: &poster.ID}); err != nil {
			return err
		}
	}
	return nil
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

// withImagesOne is withImages of one row.
func withImagesOne(ctx context.Context, q *sqlc.Queries, row sqlc.GalleryProject) (*gallery.Project, error) {
	out, err := withImages(ctx, q, []sqlc.GalleryProject{row})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// withImages converts rows with their images, the images' variants and the videos'
// posters, loading each of those for all rows at once.
func withImages(ctx context.Context, q *sqlc.Queries, rows []sqlc.GalleryProject) ([]*gallery.Project, error) {
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
	var posterIDs, stills []uuid.UUID
	for _, img := range images {
		if img.PosterFileID != nil {
			posterIDs = append(posterIDs, *img.PosterFileID)
		}
		if filespg.FromRow(img.File).IsImage() {
			stills = append(stills, img.File.ID)
		}
	}
	posters, err := filespg.Load(ctx, q, posterIDs)
	if err != nil {
		return nil, err
	}
	described, err := mediapg.Describe(ctx, q, stills)
	if err != nil {
		return nil, err
	}
	out := make([]*gallery.Project, len(rows))
	at := make(map[uuid.UUID]*gallery.Project, len(rows))
	for i, r := range rows {
		out[i] = toProject(r)
		at[r.ID] = out[i]
	}
	for _, img := range images { // ordered by position within each project
		p := at[img.ProjectID]
		p.Images = append(p.Images, projectFile(filespg.FromRow(img.File), lookup(described, img.File.ID), filespg.Lookup(posters, img.PosterFileID)))
	}
	return out, nil
}

// projectFile is the message of one of a project's images (with its variants, once
// known) or videos (with its poster, if it has one).
func projectFile(f files.File, img *media.Image, poster *files.File) *sitev1.File {
	out := mediamsg.File(f, img)
	if poster != nil {
		out.Poster = mediamsg.File(*poster, nil)
	}
	return out
}

func lookup(images map[uuid.UUID]media.Image, id uuid.UUID) *media.Image {
	if img, ok := images[id]; ok {
		return &img
	}
	return nil
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

// The stored text of the project's enums is their names after these prefixes.
const (
	typePrefix       = "PROJECT_TYPE_"
	departmentPrefix = "DEPARTMENT_"
	statusPrefix     = "PROJECT_STATUS_"
)

// toProject is a stored project without its images.
func toProject(r sqlc.GalleryProject) *gallery.Project {
	return &gallery.Project{
		Id: r.ID.String(), Title: r.Title, Description: r.Description,
		Type:       database.EnumValue[sitev1.ProjectType](sitev1.ProjectType_value, typePrefix, r.Type),
		OtherType:  r.OtherType,
		Department: database.EnumValue[sitev1.Department](sitev1.Department_value, departmentPrefix, r.Department),
		Location:   r.Location, TechnologyUsed: r.TechnologyUsed, DesigningSoftware: r.DesigningSoftware,
		Status:     database.EnumValue[sitev1.ProjectStatus](sitev1.ProjectStatus_value, statusPrefix, r.Status),
		Tonnage:    database.FromTenths(r.TonnageTenths),
		CreateTime: timestamppb.New(r.CreateTime), UpdateTime: timestamppb.New(r.UpdateTime),
	}
}

// projectParams are the statement parameters of the project id with the fields of in;
// GalleryProjectUpdate's are the same.
func projectParams(id uuid.UUID, in *gallery.ProjectInput) sqlc.GalleryProjectCreateParams {
	return sqlc.GalleryProjectCreateParams{
		ID: id, Title: in.GetTitle(), Description: in.GetDescription(),
		Type: database.EnumText(in.GetType(), typePrefix), OtherType: in.GetOtherType(),
		Department: database.EnumText(in.GetDepartment(), departmentPrefix), Location: in.GetLocation(),
		TechnologyUsed: in.GetTechnologyUsed(), DesigningSoftware: in.GetDesigningSoftware(),
		Status: database.EnumText(in.GetStatus(), statusPrefix), TonnageTenths: database.ToTenths(in.Tonnage),
	}
}
