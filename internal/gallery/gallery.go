// Package gallery is the firm's project galleries: projects with their images and videos,
// shown publicly by department and managed by staff.
package gallery

import (
	"context"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// ErrProjectNotFound answers an unknown or malformed project id.
var ErrProjectNotFound = apperr.NotFound("gallery project not found")

// MaxFiles caps the images and videos of one project.
const MaxFiles = 50

// Project is a project shown in the gallery, with its images and videos (their variants
// and posters) in display order: the message the site and the back office read.
type Project = sitev1.GalleryProject

// ProjectInput is the add/edit project form. UNSPECIFIED type, department and status take
// the defaults of a new project. On an edit, empty image_upload_ids keeps the current
// images and otherwise replaces them all.
type ProjectInput = adminv1.ProjectInput

// Department is the firm's department that did a project.
type Department = sitev1.Department

// Store persists projects. Writes that claim uploads or delete records do so in one
// transaction; those that drop files return their object keys to remove after the commit.
type Store interface {
	// ProjectList lists projects with their images; department UNSPECIFIED lists every one;
	// query, when not nil, keeps those whose title, description or location contains it
	// (an escaped ILIKE pattern, textsearch.Contains).
	ProjectList(ctx context.Context, department Department, query *string, p keyset.Request) ([]*Project, error)
	ProjectGet(ctx context.Context, id uuid.UUID) (*Project, error)
	ProjectCreate(ctx context.Context, in *ProjectInput) (*Project, error)
	// ProjectUpdate claims the uploads of in's image_upload_ids, if any, and has accept vet
	// them before they replace the current images, so a refusal rolls everything back.
	ProjectUpdate(ctx context.Context, id uuid.UUID, in *ProjectInput, accept func([]files.File) error) (*Project, []string, error)
	ProjectDelete(ctx context.Context, id uuid.UUID) error
	// ProjectSetVideoPoster claims the poster upload and links it to the project's video
	// stored under videoKey, replacing its poster; it returns the replaced poster's key.
	ProjectSetVideoPoster(ctx context.Context, id uuid.UUID, videoKey, posterUploadID string) (*Project, []string, error)
	// ProjectAddImages claims the uploads of in's image_upload_ids (with the posters of
	// poster_upload_ids) and adds them after the project's current files, once accept
	// has vetted the count of current files and the new ones; a refusal rolls back.
	ProjectAddImages(ctx context.Context, id uuid.UUID, in *ProjectInput, accept func(current int, added []files.File) error) (*Project, error)
	// ProjectRemoveImage removes the file pick chooses among the project's files (in
	// order; locked meanwhile) with its poster, closing the gap in the order; it returns
	// the removed objects' keys (the file, its variants, its poster).
	ProjectRemoveImage(ctx context.Context, id uuid.UUID, pick func(current []files.File) (uuid.UUID, error)) (*Project, []string, error)
	// ProjectReorderImages puts the project's files in the order arrange answers for the
	// current ones (locked meanwhile): every current file id, each once.
	ProjectReorderImages(ctx context.Context, id uuid.UUID, arrange func(current []files.File) ([]uuid.UUID, error)) (*Project, error)
}

// ErrNotAVideo answers a poster for a project file that is not one of its videos.
var ErrNotAVideo = &validate.Error{Violations: []validate.Violation{{Field: "video_path", Message: "Only a video of this project can have a poster"}}}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}
