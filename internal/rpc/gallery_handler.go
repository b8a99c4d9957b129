package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/gallery"
)

// galleryHandler serves both the public and the staff GalleryService.
type galleryHandler struct {
	gallery *gallery.Service
}

var (
	_ sitev1connect.GalleryServiceHandler  = publicGallery{}
	_ adminv1connect.GalleryServiceHandler = staffGallery{}
)

type publicGallery struct{ *galleryHandler }
type staffGallery struct{ *galleryHandler }

func (h publicGallery) ListProjects(ctx context.Context, req *connect.Request[sitev1.ListProjectsRequest]) (*connect.Response[sitev1.ListProjectsResponse], error) {
	m := req.Msg
	list, next, err := h.gallery.ListProjects(ctx, m.GetDepartment(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListProjectsResponse{Projects: list, NextPageToken: next}), nil
}

func (h publicGallery) GetProject(ctx context.Context, req *connect.Request[sitev1.GetProjectRequest]) (*connect.Response[sitev1.GetProjectResponse], error) {
	p, err := h.gallery.GetProject(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetProjectResponse{Project: p}), nil
}

func (h staffGallery) ListProjects(ctx context.Context, req *connect.Request[adminv1.ListProjectsRequest]) (*connect.Response[adminv1.ListProjectsResponse], error) {
	m := req.Msg
	list, next, err := h.gallery.SearchProjects(ctx, m.GetDepartment(), m.GetQuery(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListProjectsResponse{Projects: list, NextPageToken: next}), nil
}

func (h staffGallery) CreateProject(ctx context.Context, req *connect.Request[adminv1.CreateProjectRequest]) (*connect.Response[adminv1.CreateProjectResponse], error) {
	p, err := h.gallery.CreateProject(ctx, req.Msg.GetProject())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateProjectResponse{Project: p}), nil
}

func (h staffGallery) UpdateProject(ctx context.Context, req *connect.Request[adminv1.UpdateProjectRequest]) (*connect.Response[adminv1.UpdateProjectResponse], error) {
	p, err := h.gallery.UpdateProject(ctx, req.Msg.GetId(), req.Msg.GetProject())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateProjectResponse{Project: p}), nil
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
	return connect.NewResponse(&adminv1.SetVideoPosterResponse{Project: p}), nil
}
