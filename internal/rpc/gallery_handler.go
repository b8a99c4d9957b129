package rpc

import (
	"context"
	"maps"
	"strings"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/media"
)

// galleryHandler serves both the public and the staff GalleryService.
type galleryHandler struct {
	gallery *gallery.Service
	files   *files.Service
	media   *media.Service
}

var (
	_ sitev1connect.GalleryServiceHandler  = publicGallery{}
	_ adminv1connect.GalleryServiceHandler = staffGallery{}
)

type publicGallery struct{ *galleryHandler }
type staffGallery struct{ *galleryHandler }

// The proto enum names are these prefixes followed by the stored text.
const (
	projectTypePrefix   = "PROJECT_TYPE_"
	departmentPrefix    = "DEPARTMENT_"
	projectStatusPrefix = "PROJECT_STATUS_"
)

func (h publicGallery) ListProjects(ctx context.Context, req *connect.Request[sitev1.ListProjectsRequest]) (*connect.Response[sitev1.ListProjectsResponse], error) {
	m := req.Msg
	list, next, err := h.gallery.ListProjects(ctx, projectDepartment(m.GetDepartment()), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListProjectsResponse{Projects: projects, NextPageToken: next}), nil
}

func (h publicGallery) GetProject(ctx context.Context, req *connect.Request[sitev1.GetProjectRequest]) (*connect.Response[sitev1.GetProjectResponse], error) {
	p, err := h.gallery.GetProject(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, p)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetProjectResponse{Project: projects[0]}), nil
}

func (h staffGallery) ListProjects(ctx context.Context, req *connect.Request[adminv1.ListProjectsRequest]) (*connect.Response[adminv1.ListProjectsResponse], error) {
	m := req.Msg
	list, next, err := h.gallery.SearchProjects(ctx, projectDepartment(m.GetDepartment()), m.GetQuery(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, list...)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListProjectsResponse{Projects: projects, NextPageToken: next}), nil
}

func (h staffGallery) CreateProject(ctx context.Context, req *connect.Request[adminv1.CreateProjectRequest]) (*connect.Response[adminv1.CreateProjectResponse], error) {
	p, err := h.gallery.CreateProject(ctx, projectInput(req.Msg.GetProject()))
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, p)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateProjectResponse{Project: projects[0]}), nil
}

func (h staffGallery) UpdateProject(ctx context.Context, req *connect.Request[adminv1.UpdateProjectRequest]) (*connect.Response[adminv1.UpdateProjectResponse], error) {
	p, err := h.gallery.UpdateProject(ctx, req.Msg.GetId(), projectInput(req.Msg.GetProject()))
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, p)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateProjectResponse{Project: projects[0]}), nil
}

func (h staffGallery) DeleteProject(ctx context.Context, req *connect.Request[adminv1.DeleteProjectRequest]) (*connect.Response[adminv1.DeleteProjectResponse], error) {
	if err := h.gallery.DeleteProject(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteProjectResponse{}), nil
}

func (h staffGallery) SetVideoPoster(ctx context.Context, req *connect.Request[adminv1.SetVideoPosterRequest]) (*connect.Response[adminv1.SetVideoPosterResponse], error) {
	m := req.Msg
	p, err := h.gallery.SetVideoPoster(ctx, m.GetProjectId(), m.GetVideoPath(), m.GetPosterUploadId())
	if err != nil {
		return nil, err
	}
	projects, err := h.projects(ctx, p)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetVideoPosterResponse{Project: projects[0]}), nil
}

func projectInput(m *adminv1.ProjectInput) gallery.ProjectInput {
	return gallery.ProjectInput{
		Title:             m.GetTitle(),
		Description:       m.GetDescription(),
		Type:              gallery.ProjectType(enumText(m.GetType(), projectTypePrefix)),
		OtherType:         m.GetOtherType(),
		Department:        projectDepartment(m.GetDepartment()),
		Location:          m.GetLocation(),
		TechnologyUsed:    m.GetTechnologyUsed(),
		DesigningSoftware: m.GetDesigningSoftware(),
		Status:            gallery.Status(enumText(m.GetStatus(), projectStatusPrefix)),
		ImageUploadIDs:    m.GetImageUploadIds(),
		PosterUploadIDs:   m.GetPosterUploadIds(),
	}
}

func projectDepartment(d sitev1.Department) gallery.Department {
	return gallery.Department(enumText(d, departmentPrefix))
}

// enumText is the stored text of a proto enum value. UNSPECIFIED is "", which the domain
// reads as its default; a number outside the enum keeps its digits, which the domain
// refuses as invalid.
func enumText[E interface {
	~int32
	String() string
}](v E, prefix string) string {
	if v == 0 {
		return ""
	}
	return strings.TrimPrefix(v.String(), prefix)
}

// enumValue is the proto enum value of stored text.
func enumValue[E ~int32](values map[string]int32, prefix, text string) E {
	return E(values[prefix+text])
}

// projects converts projects with their images' variants, loaded in one query.
func (h *galleryHandler) projects(ctx context.Context, list ...gallery.Project) ([]*sitev1.GalleryProject, error) {
	images, err := h.describe(ctx, list)
	if err != nil {
		return nil, err
	}
	return convertAll(list, func(p gallery.Project) *sitev1.GalleryProject { return h.project(p, images) }), nil
}

// describe is what is known of the projects' images: what the store read with them (the
// list), or else one more query for all of them.
func (h *galleryHandler) describe(ctx context.Context, list []gallery.Project) (imageSet, error) {
	var all []files.File
	loaded := imageSet{}
	for _, p := range list {
		if p.Media == nil {
			all = append(all, p.Images...)
		}
		maps.Copy(loaded, p.Media)
	}
	if len(all) == 0 {
		return loaded, nil
	}
	images, err := describeImages(ctx, h.media, all)
	if err != nil {
		return nil, err
	}
	maps.Copy(images, loaded)
	return images, nil
}

func (h *galleryHandler) project(p gallery.Project, images imageSet) *sitev1.GalleryProject {
	return &sitev1.GalleryProject{
		Id:                p.ID.String(),
		Title:             p.Title,
		Description:       p.Description,
		Type:              enumValue[sitev1.ProjectType](sitev1.ProjectType_value, projectTypePrefix, string(p.Type)),
		OtherType:         p.OtherType,
		Department:        enumValue[sitev1.Department](sitev1.Department_value, departmentPrefix, string(p.Department)),
		Location:          p.Location,
		TechnologyUsed:    p.TechnologyUsed,
		DesigningSoftware: p.DesigningSoftware,
		Status:            enumValue[sitev1.ProjectStatus](sitev1.ProjectStatus_value, projectStatusPrefix, string(p.Status)),
		Images:            convertAll(p.Images, func(f files.File) *sitev1.File { return h.projectFile(p, images, f) }),
		CreateTime:        ts(p.CreateTime),
		UpdateTime:        ts(p.UpdateTime),
	}
}

// projectFile converts one of a project's images (with its variants) or videos (with its
// poster).
func (h *galleryHandler) projectFile(p gallery.Project, images imageSet, f files.File) *sitev1.File {
	out := images.file(h.files, &f)
	if poster, ok := p.Posters[f.ID]; ok {
		out.Poster = protoFile(h.files, &poster)
	}
	return out
}
