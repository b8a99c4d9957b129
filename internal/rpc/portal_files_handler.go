package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/portal"
)

// portalFiles serves gusset.portal.v1.FileService for the caller's organization;
// portalFilesAdmin serves gusset.admin.v1.ProjectFileAdminService to staff.
type portalFiles struct{ files *portal.Files }

type portalFilesAdmin struct{ files *portal.Files }

var (
	_ portalv1connect.FileServiceHandler            = portalFiles{}
	_ adminv1connect.ProjectFileAdminServiceHandler = portalFilesAdmin{}
)

// signedInStaff is the staff user of a staff procedure, or ErrUnauthenticated.
func signedInStaff(ctx context.Context) (actor.Actor, error) {
	s, err := callerSession(ctx)
	if err != nil {
		return actor.Actor{}, err
	}
	return s.User.Actor(), nil
}

func (h portalFiles) ListProjectFiles(ctx context.Context, req *connect.Request[portalv1.ListProjectFilesRequest]) (*connect.Response[portalv1.ListProjectFilesResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	folders, err := h.files.List(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListProjectFilesResponse{Folders: folders}), nil
}

func (h portalFiles) GetDownloadUrl(ctx context.Context, req *connect.Request[portalv1.GetDownloadUrlRequest]) (*connect.Response[portalv1.GetDownloadUrlResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.files.DownloadURL(ctx, c, req.Msg.GetRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetDownloadUrlResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h portalFilesAdmin) ListProjectFilesAdmin(ctx context.Context, req *connect.Request[adminv1.ListProjectFilesAdminRequest]) (*connect.Response[adminv1.ListProjectFilesAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	folders, err := h.files.List(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListProjectFilesAdminResponse{Folders: folders}), nil
}

func (h portalFilesAdmin) CreateProjectFolder(ctx context.Context, req *connect.Request[adminv1.CreateProjectFolderRequest]) (*connect.Response[adminv1.CreateProjectFolderResponse], error) {
	f, err := h.files.CreateFolder(ctx, req.Msg.GetProjectId(), req.Msg.GetName())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateProjectFolderResponse{Folder: f}), nil
}

func (h portalFilesAdmin) RenameProjectFolder(ctx context.Context, req *connect.Request[adminv1.RenameProjectFolderRequest]) (*connect.Response[adminv1.RenameProjectFolderResponse], error) {
	f, err := h.files.RenameFolder(ctx, req.Msg.GetId(), req.Msg.GetName())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RenameProjectFolderResponse{Folder: f}), nil
}

func (h portalFilesAdmin) GetDownloadUrlAdmin(ctx context.Context, req *connect.Request[adminv1.GetDownloadUrlAdminRequest]) (*connect.Response[adminv1.GetDownloadUrlAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.files.DownloadURL(ctx, c, req.Msg.GetRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetDownloadUrlAdminResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h portalFilesAdmin) ListFileDownloads(ctx context.Context, req *connect.Request[adminv1.ListFileDownloadsRequest]) (*connect.Response[adminv1.ListFileDownloadsResponse], error) {
	downloads, err := h.files.Downloads(ctx, req.Msg.GetFileId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListFileDownloadsResponse{Downloads: downloads}), nil
}
