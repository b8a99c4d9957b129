package gallery

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/textsearch"
	"github.com/gusset/gusset/internal/validate"
)

// Service is the gallery domain.
type Service struct {
	store   Store
	objects ObjectDeleter
}

// NewService returns the service.
func NewService(store Store, objects ObjectDeleter) *Service {
	return &Service{store: store, objects: objects}
}

// ListProjects lists projects newest first, each with its images; department UNSPECIFIED
// lists every department.
func (s *Service) ListProjects(ctx context.Context, department Department, size int32, token string) ([]*Project, string, error) {
	return s.SearchProjects(ctx, department, "", size, token)
}

// SearchProjects is ListProjects for staff: when query is not blank, only the projects
// whose title, scope (description) or location contains it, ignoring case.
func (s *Service) SearchProjects(ctx context.Context, department Department, query string, size int32, token string) ([]*Project, string, error) {
	if department != sitev1.Department_DEPARTMENT_UNSPECIFIED && !known(sitev1.Department_name, department) {
		return nil, "", unknownDepartment()
	}
	contains, err := textsearch.Contains("query", query)
	if err != nil {
		return nil, "", err
	}
	return keyset.Fetch(size, token, func(p keyset.Request) ([]*Project, error) {
		return s.store.ProjectList(ctx, department, contains, p)
	}, func(pr *Project) (time.Time, uuid.UUID) {
		return pr.GetCreateTime().AsTime(), uuid.MustParse(pr.GetId())
	})
}

// GetProject returns one project with its images.
func (s *Service) GetProject(ctx context.Context, id string) (*Project, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.ProjectGet(ctx, projectID)
}

// CreateProject adds a project with at least one image or video.
func (s *Service) CreateProject(ctx context.Context, in *ProjectInput) (*Project, error) {
	in = normalize(in)
	var c validate.Checker
	c.Require("title", in.Title, "Project Title is required")
	c.Require("description", in.Description, "Scope is required")
	c.Require("location", in.Location, "Location is required")
	if len(in.ImageUploadIds) == 0 {
		c.Add("image_upload_ids", "Please upload at least one image file")
	}
	checkProject(&c, in)
	if err := c.Err(); err != nil {
		return nil, err
	}
	return s.store.ProjectCreate(ctx, in)
}

// fillRequired is the edit form's one message for each blank required field.
const fillRequired = "Please fill in all required fields (Title, Scope, Location, Software/Technologies Used)."

// UpdateProject replaces a project's fields and, when uploads are given, all its images.
func (s *Service) UpdateProject(ctx context.Context, id string, in *ProjectInput) (*Project, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	in = normalize(in)
	var c validate.Checker
	c.Require("title", in.Title, fillRequired)
	c.Require("description", in.Description, fillRequired)
	c.Require("location", in.Location, fillRequired)
	c.Require("technology_used", in.TechnologyUsed, fillRequired)
	checkProject(&c, in)
	if err := c.Err(); err != nil {
		return nil, err
	}
	project, stale, err := s.store.ProjectUpdate(ctx, projectID, in, imagesOnly)
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return project, nil
}

// DeleteProject moves a project (with its images and their files) to the trash.
func (s *Service) DeleteProject(ctx context.Context, id string) error {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return err
	}
	// To the trash: the files stay until it is emptied.
	return s.store.ProjectDelete(ctx, projectID)
}

// SetVideoPoster gives the project's video served at videoPath (its File path,
// "/files/gallery/<id>.<ext>") the poster upload posterUploadID, replacing any poster it had.
func (s *Service) SetVideoPoster(ctx context.Context, id, videoPath, posterUploadID string) (*Project, error) {
	projectID, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	var c validate.Checker
	c.Require("poster_upload_id", strings.TrimSpace(posterUploadID), "Please upload a poster image")
	key, ok := galleryKey(videoPath)
	c.Check(ok, "video_path", "Only a video of this project can have a poster")
	if err := c.Err(); err != nil {
		return nil, err
	}
	project, stale, err := s.store.ProjectSetVideoPoster(ctx, projectID, key, strings.TrimSpace(posterUploadID))
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return project, nil
}

// normalize trims a copy of the form (the caller's message stays as sent), fills in a new
// project's defaults and clears other_type unless the type is OTHER (the table allows it
// only there).
func normalize(in *ProjectInput) *ProjectInput {
	if in == nil {
		in = &ProjectInput{}
	}
	in = proto.CloneOf(in)
	in.Title = strings.TrimSpace(in.Title)
	in.Description = strings.TrimSpace(in.Description)
	in.OtherType = strings.TrimSpace(in.OtherType)
	in.Location = strings.TrimSpace(in.Location)
	in.TechnologyUsed = strings.TrimSpace(in.TechnologyUsed)
	in.DesigningSoftware = strings.TrimSpace(in.DesigningSoftware)
	if in.Type == sitev1.ProjectType_PROJECT_TYPE_UNSPECIFIED {
		in.Type = sitev1.ProjectType_PROJECT_TYPE_OTHER
	}
	if in.Department == sitev1.Department_DEPARTMENT_UNSPECIFIED {
		in.Department = sitev1.Department_DEPARTMENT_OTHER
	}
	if in.Status == sitev1.ProjectStatus_PROJECT_STATUS_UNSPECIFIED {
		in.Status = sitev1.ProjectStatus_PROJECT_STATUS_IN_PROGRESS
	}
	if in.Type != sitev1.ProjectType_PROJECT_TYPE_OTHER {
		in.OtherType = ""
	}
	for i, id := range in.ImageUploadIds {
		in.ImageUploadIds[i] = strings.TrimSpace(id)
	}
	if len(in.PosterUploadIds) > 0 {
		posters := make(map[string]string, len(in.PosterUploadIds))
		for video, poster := range in.PosterUploadIds {
			posters[strings.TrimSpace(video)] = strings.TrimSpace(poster)
		}
		in.PosterUploadIds = posters
	}
	return in
}

// known reports whether v is a value of its enum other than UNSPECIFIED: a number a newer
// client sends that this build does not know is refused, never read as a default.
func known[E ~int32](names map[int32]string, v E) bool {
	_, ok := names[int32(v)]
	return ok && v != 0
}

// MaxTonnage is the most tons of steel a project may give: far above any one building's.
const MaxTonnage = 200_000

// checkProject holds the rules that adding and editing share.
func checkProject(c *validate.Checker, in *ProjectInput) {
	c.Check(known(sitev1.ProjectType_name, in.Type), "type", "Please choose a valid project type")
	if in.Type == sitev1.ProjectType_PROJECT_TYPE_OTHER {
		c.Require("other_type", in.OtherType, "Please specify the project type")
	}
	if !known(sitev1.Department_name, in.Department) {
		c.Add("department", unknownDepartmentMessage)
	}
	c.Check(known(sitev1.ProjectStatus_name, in.Status), "status", "Please choose a valid project status")
	c.MaxLen("title", "Project Title", in.Title, 200)
	c.MaxLen("description", "Scope", in.Description, 5000)
	c.MaxLen("other_type", "Other type", in.OtherType, 100)
	c.MaxLen("location", "Location", in.Location, 200)
	c.MaxLen("technology_used", "Detailing Software", in.TechnologyUsed, 200)
	c.MaxLen("designing_software", "Designing Software", in.DesigningSoftware, 200)
	c.Tenths("tonnage", "Tonnage", in.Tonnage, MaxTonnage)
	checkUploads(c, in)
}

// checkUploads holds the rules of a form's uploads: a project's own count and duplicates,
// posters for listed videos only.
func checkUploads(c *validate.Checker, in *ProjectInput) {
	c.Check(len(in.ImageUploadIds) <= MaxFiles, "image_upload_ids", fmt.Sprintf("A project can have at most %d files", MaxFiles))
	seen := make(map[string]bool, len(in.ImageUploadIds))
	for _, id := range in.ImageUploadIds {
		if seen[id] {
			c.Add("image_upload_ids", "The same file is listed more than once")
			break
		}
		seen[id] = true
	}
	for video := range in.PosterUploadIds {
		if !seen[video] {
			c.Add("poster_upload_ids", "A poster must go with one of the project's uploaded videos")
			break
		}
	}
}

const unknownDepartmentMessage = "Please choose a valid department"

func unknownDepartment() error {
	return &validate.Error{Violations: []validate.Violation{{Field: "department", Message: unknownDepartmentMessage}}}
}

// imagesOnly vets an edit's uploads: the edit picker takes still images only, though a
// gallery upload may also be a video.
func imagesOnly(uploads []files.File) error {
	for _, f := range uploads {
		if !f.IsImage() {
			return &validate.Error{Violations: []validate.Violation{{Field: "image_upload_ids", Message: "Please upload image files only"}}}
		}
	}
	return nil
}
