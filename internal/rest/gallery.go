package rest

import (
	"net/http"
	"strings"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// projectJSON is the spec's gallery project, with both spellings the spec reads.
type projectJSON struct {
	ID                string      `json:"id"`
	ProjectID         string      `json:"projectId"`
	Title             string      `json:"title"`
	ProjectTitle      string      `json:"projectTitle"`
	Description       string      `json:"description"`
	Type              string      `json:"type"`
	OtherType         string      `json:"otherType"`
	Department        string      `json:"department"`
	Location          string      `json:"location"`
	TechnologyUsed    string      `json:"technologyused"`
	DesigningSoftware string      `json:"designingSoftware"`
	Status            string      `json:"status"`
	Images            []*fileJSON `json:"images"`
	// File is the first image (the department lists read file.secureUrl).
	File      *fileJSON  `json:"file"`
	CreatedAt *time.Time `json:"createdAt"`
	UpdatedAt *time.Time `json:"updatedAt"`
}

// The GalleryProject and ProjectInput fields the spec's shapes carry; the others (such as
// tonnage) pass as they are (extra.go).
var (
	projectMapped = mapping("id", "title", "description", "type", "other_type", "department", "location",
		"technology_used", "designing_software", "status", "images", "create_time", "update_time")
	projectInputMapped = mapping("title", "description", "type", "other_type", "department", "location",
		"technology_used", "designing_software", "status", "image_upload_ids")
)

func toProject(p *sitev1.GalleryProject) shaped[projectJSON] {
	images := fileList(p.GetImages()...)
	var first *fileJSON
	if len(images) > 0 {
		first = images[0]
	}
	return shaped[projectJSON]{msg: p, mapped: projectMapped, spec: projectJSON{
		ID: p.GetId(), ProjectID: p.GetId(), Title: p.GetTitle(), ProjectTitle: p.GetTitle(),
		Description: p.GetDescription(),
		Type:        strings.TrimPrefix(p.GetType().String(), "PROJECT_TYPE_"), OtherType: p.GetOtherType(),
		Department: strings.TrimPrefix(p.GetDepartment().String(), "DEPARTMENT_"), Location: p.GetLocation(),
		TechnologyUsed: p.GetTechnologyUsed(), DesigningSoftware: p.GetDesigningSoftware(),
		Status: strings.TrimPrefix(p.GetStatus().String(), "PROJECT_STATUS_"), Images: images, File: first,
		CreatedAt: timeOf(p.GetCreateTime()), UpdatedAt: timeOf(p.GetUpdateTime()),
	}}
}

var galleryFiles = map[string]files.Kind{"images": files.KindGallery}

// enumOf reads an enum name the way the spec sends it ("PEMB", "Structural"); unknown
// names map to 0 (UNSPECIFIED), which the service turns into its default or refuses.
func enumOf(values map[string]int32, prefix, s string) int32 {
	s = strings.ToUpper(strings.TrimSpace(s))
	if s == "" {
		return 0
	}
	if v, ok := values[prefix+s]; ok {
		return v
	}
	return -1
}

func (s *Shim) projectInput(w http.ResponseWriter, r *http.Request) (*adminv1.ProjectInput, bool) {
	f, ok := s.readForm(w, r, galleryFiles)
	if !ok {
		return nil, false
	}
	in := &adminv1.ProjectInput{
		Title:             f.get("title", "projectTitle"),
		Description:       f.get("description", "projectDescription"),
		Type:              sitev1.ProjectType(enumOf(sitev1.ProjectType_value, "PROJECT_TYPE_", f.get("type", "projectType"))),
		OtherType:         f.get("otherType"),
		Department:        sitev1.Department(enumOf(sitev1.Department_value, "DEPARTMENT_", f.get("department"))),
		Location:          f.get("location", "projectLocation"),
		TechnologyUsed:    f.get("technologyused", "technologyUsed"),
		DesigningSoftware: f.get("designingSoftware"),
		Status:            sitev1.ProjectStatus(enumOf(sitev1.ProjectStatus_value, "PROJECT_STATUS_", f.get("status", "ProjectStatus"))),
		ImageUploadIds:    f.uploads["images"],
	}
	if err := projectInputMapped.readExtra(f, in); err != nil {
		s.badRequest(w, r, err.Error())
		return nil, false
	}
	return in, true
}

// createProject: POST /api/project/create (multipart with repeated 'images').
func (s *Shim) createProject(w http.ResponseWriter, r *http.Request) {
	in, ok := s.projectInput(w, r)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.CreateProjectRequest{Project: in})
	res, err := s.staffGallery.CreateProject(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, toProject(res.Msg.GetProject()))
}

func (s *Shim) writeProjects(w http.ResponseWriter, r *http.Request, department sitev1.Department) {
	all, err := listAll(w, r, func(token string) *sitev1.ListProjectsRequest {
		return &sitev1.ListProjectsRequest{Department: department, PageSize: 100, PageToken: token}
	}, s.gallery.ListProjects, func(m *sitev1.ListProjectsResponse) ([]*sitev1.GalleryProject, string) {
		return m.GetProjects(), m.GetNextPageToken()
	})
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]shaped[projectJSON], len(all))
	for i, p := range all {
		out[i] = toProject(p)
	}
	writeData(w, out)
}

// listProjects: GET /api/project/all.
func (s *Shim) listProjects(w http.ResponseWriter, r *http.Request) {
	s.writeProjects(w, r, sitev1.Department_DEPARTMENT_UNSPECIFIED)
}

// listProjectsByDepartment: GET /api/project/sampleFiles/{department}.
func (s *Shim) listProjectsByDepartment(w http.ResponseWriter, r *http.Request) {
	d := enumOf(sitev1.Department_value, "DEPARTMENT_", r.PathValue("department"))
	if d <= 0 {
		s.badRequest(w, r, "unknown department: use PEMB, STRUCTURAL, ESTIMATION or OTHER")
		return
	}
	s.writeProjects(w, r, sitev1.Department(d))
}

// getProject: GET /api/project/{id}, and PATCH /api/project/{id}, which the spec's
// structural gallery sends when a tile is clicked and reads like a GET.
func (s *Shim) getProject(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &sitev1.GetProjectRequest{Id: r.PathValue("id")})
	res, err := s.gallery.GetProject(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toProject(res.Msg.GetProject()))
}

// updateProject: PATCH /api/project/update/{id} (multipart; images, when sent, replace all).
func (s *Shim) updateProject(w http.ResponseWriter, r *http.Request) {
	in, ok := s.projectInput(w, r)
	if !ok {
		return
	}
	// The spec's form has only the spec's fields: an edit through it keeps the others.
	ctx, get := call(r, &sitev1.GetProjectRequest{Id: r.PathValue("id")})
	if cur, err := s.gallery.GetProject(ctx, get); err == nil {
		projectInputMapped.keepExtra(in, cur.Msg.GetProject())
	}
	ctx, req := call(r, &adminv1.UpdateProjectRequest{Id: r.PathValue("id"), Project: in})
	res, err := s.staffGallery.UpdateProject(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toProject(res.Msg.GetProject()))
}

// deleteProject: DELETE /api/project/delete/{id}.
func (s *Shim) deleteProject(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &adminv1.DeleteProjectRequest{Id: r.PathValue("id")})
	if _, err := s.staffGallery.DeleteProject(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]string{"id": r.PathValue("id")})
}
