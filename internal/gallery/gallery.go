// Package gallery is the firm's project galleries: projects with their images and videos,
// shown publicly by department and managed by staff.
package gallery

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/page"
	"github.com/gusset/gusset/internal/validate"
)

// ErrProjectNotFound answers an unknown or malformed project id.
var ErrProjectNotFound = apperr.NotFound("gallery project not found")

// MaxFiles caps the images and videos of one project.
const MaxFiles = 50

// ProjectType is the kind of building or client, as stored.
type ProjectType string

// The project types.
const (
	TypeOther             ProjectType = "OTHER"
	TypeInstitute         ProjectType = "INSTITUTE"
	TypeCommercial        ProjectType = "COMMERCIAL"
	TypeFacilityExpension ProjectType = "FACILITY_EXPENSION"
	TypeIndustrial        ProjectType = "INDUSTRIAL"
)

func (t ProjectType) valid() bool {
	switch t {
	case TypeOther, TypeInstitute, TypeCommercial, TypeFacilityExpension, TypeIndustrial:
		return true
	}
	return false
}

// Department is the firm's department that did a project, as stored.
type Department string

// The departments.
const (
	DepartmentOther      Department = "OTHER"
	DepartmentPEMB       Department = "PEMB"
	DepartmentStructural Department = "STRUCTURAL"
	DepartmentEstimation Department = "ESTIMATION"
)

func (d Department) valid() bool {
	switch d {
	case DepartmentOther, DepartmentPEMB, DepartmentStructural, DepartmentEstimation:
		return true
	}
	return false
}

// Status is where a project stands, as stored.
type Status string

// The statuses; staff may move a project between any of them.
const (
	StatusPlanning   Status = "PLANNING"
	StatusInProgress Status = "IN_PROGRESS"
	StatusCompleted  Status = "COMPLETED"
	StatusOnHold     Status = "ON_HOLD"
	StatusCancelled  Status = "CANCELLED"
)

func (s Status) valid() bool {
	switch s {
	case StatusPlanning, StatusInProgress, StatusCompleted, StatusOnHold, StatusCancelled:
		return true
	}
	return false
}

// Project is a project shown in the gallery.
type Project struct {
	ID                uuid.UUID
	Title             string
	Description       string
	Type              ProjectType
	OtherType         string
	Department        Department
	Location          string
	TechnologyUsed    string
	DesigningSoftware string
	Status            Status
	// Images are the project's images and videos in display order.
	Images []files.File
	// Posters are the videos' poster images by the video's file id; a video uploaded
	// before posters existed has none.
	Posters map[uuid.UUID]files.File
	// Media is what is known of the images' web variants, by file id, when the store read
	// it with the project (the list does, in the same statement); nil when it did not.
	Media      map[uuid.UUID]media.Image
	CreateTime time.Time
	UpdateTime time.Time
}

// ProjectInput is the add/edit project form. Empty Type, Department and Status take the
// defaults of a new project.
type ProjectInput struct {
	Title             string
	Description       string
	Type              ProjectType
	OtherType         string
	Department        Department
	Location          string
	TechnologyUsed    string
	DesigningSoftware string
	Status            Status
	// ImageUploadIDs name gallery uploads in display order; on an edit, empty keeps the
	// current images and otherwise replaces them all.
	ImageUploadIDs []string
	// PosterUploadIDs link poster uploads (kind poster) to the videos among
	// ImageUploadIDs: video upload id -> poster upload id. Optional.
	PosterUploadIDs map[string]string
}

// Store persists projects. Writes that claim uploads or delete records do so in one
// transaction; those that drop files return their object keys to remove after the commit.
type Store interface {
	// ProjectList lists projects with their images; department "" lists every department;
	// query, when not nil, keeps those whose title, description or location contains it
	// (an escaped ILIKE pattern, textsearch.Contains).
	ProjectList(ctx context.Context, department Department, query *string, p page.Request) ([]Project, error)
	ProjectGet(ctx context.Context, id uuid.UUID) (Project, error)
	ProjectCreate(ctx context.Context, in ProjectInput) (Project, error)
	// ProjectUpdate claims the uploads of in.ImageUploadIDs, if any, and has accept vet
	// them before they replace the current images, so a refusal rolls everything back.
	ProjectUpdate(ctx context.Context, id uuid.UUID, in ProjectInput, accept func([]files.File) error) (Project, []string, error)
	ProjectDelete(ctx context.Context, id uuid.UUID) error
	// ProjectSetVideoPoster claims the poster upload and links it to the project's video
	// stored under videoKey, replacing its poster; it returns the replaced poster's key.
	ProjectSetVideoPoster(ctx context.Context, id uuid.UUID, videoKey, posterUploadID string) (Project, []string, error)
	// ProjectAddImages claims the uploads of in.ImageUploadIDs (with the posters of
	// in.PosterUploadIDs) and adds them after the project's current files, once accept
	// has vetted the count of current files and the new ones; a refusal rolls back.
	ProjectAddImages(ctx context.Context, id uuid.UUID, in ProjectInput, accept func(current int, added []files.File) error) (Project, error)
	// ProjectRemoveImage removes the file pick chooses among the project's files (in
	// order; locked meanwhile) with its poster, closing the gap in the order; it returns
	// the removed objects' keys (the file, its variants, its poster).
	ProjectRemoveImage(ctx context.Context, id uuid.UUID, pick func(current []files.File) (uuid.UUID, error)) (Project, []string, error)
	// ProjectReorderImages puts the project's files in the order arrange answers for the
	// current ones (locked meanwhile): every current file id, each once.
	ProjectReorderImages(ctx context.Context, id uuid.UUID, arrange func(current []files.File) ([]uuid.UUID, error)) (Project, error)
}

// ErrNotAVideo answers a poster for a project file that is not one of its videos.
var ErrNotAVideo = &validate.Error{Violations: []validate.Violation{{Field: "video_path", Message: "Only a video of this project can have a poster"}}}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}
