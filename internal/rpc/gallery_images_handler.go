package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
)

func (h staffGallery) AddProjectImages(ctx context.Context, req *connect.Request[adminv1.AddProjectImagesRequest]) (*connect.Response[adminv1.AddProjectImagesResponse], error) {
	m := req.Msg
	project, err := h.gallery.AddImages(ctx, m.GetProjectId(), m.GetImageUploadIds(), m.GetPosterUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddProjectImagesResponse{Project: project}), nil
}

func (h staffGallery) RemoveProjectImage(ctx context.Context, req *connect.Request[adminv1.RemoveProjectImageRequest]) (*connect.Response[adminv1.RemoveProjectImageResponse], error) {
	project, err := h.gallery.RemoveImage(ctx, req.Msg.GetProjectId(), req.Msg.GetImagePath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RemoveProjectImageResponse{Project: project}), nil
}

func (h staffGallery) ReorderProjectImages(ctx context.Context, req *connect.Request[adminv1.ReorderProjectImagesRequest]) (*connect.Response[adminv1.ReorderProjectImagesResponse], error) {
	project, err := h.gallery.ReorderImages(ctx, req.Msg.GetProjectId(), req.Msg.GetImagePaths())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ReorderProjectImagesResponse{Project: project}), nil
}

func (h staffGallery) SetProjectCover(ctx context.Context, req *connect.Request[adminv1.SetProjectCoverRequest]) (*connect.Response[adminv1.SetProjectCoverResponse], error) {
	project, err := h.gallery.SetCover(ctx, req.Msg.GetProjectId(), req.Msg.GetImagePath())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetProjectCoverResponse{Project: project}), nil
}
