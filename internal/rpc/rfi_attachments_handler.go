package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/rfi"
)

// RFIs' attachments: the same calls on each side, with the side's caller.

func (h rfis) AttachRfiFile(ctx context.Context, req *connect.Request[portalv1.AttachRfiFileRequest]) (*connect.Response[portalv1.AttachRfiFileResponse], error) {
	return one(ctx, clientActor, func(c actor.Actor) (*rfi.Rfi, error) {
		return h.r.Attach(ctx, c, req.Msg.GetId(), req.Msg.GetUploadId())
	},
		func(r *rfi.Rfi) *portalv1.AttachRfiFileResponse { return &portalv1.AttachRfiFileResponse{Rfi: r} })
}

func (h rfiAdmin) AttachRfiFileAdmin(ctx context.Context, req *connect.Request[adminv1.AttachRfiFileAdminRequest]) (*connect.Response[adminv1.AttachRfiFileAdminResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) {
		return h.r.Attach(ctx, c, req.Msg.GetId(), req.Msg.GetUploadId())
	},
		func(r *rfi.Rfi) *adminv1.AttachRfiFileAdminResponse {
			return &adminv1.AttachRfiFileAdminResponse{Rfi: r}
		})
}

func (h rfis) GetRfiAttachmentUrl(ctx context.Context, req *connect.Request[portalv1.GetRfiAttachmentUrlRequest]) (*connect.Response[portalv1.GetRfiAttachmentUrlResponse], error) {
	url, err := attachmentURL(ctx, h.r, clientActor, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetRfiAttachmentUrlResponse{Url: url}), nil
}

func (h rfiAdmin) GetRfiAttachmentUrlAdmin(ctx context.Context, req *connect.Request[adminv1.GetRfiAttachmentUrlAdminRequest]) (*connect.Response[adminv1.GetRfiAttachmentUrlAdminResponse], error) {
	url, err := attachmentURL(ctx, h.r, signedInStaff, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetRfiAttachmentUrlAdminResponse{Url: url}), nil
}

func attachmentURL(ctx context.Context, r *rfi.Service, who func(context.Context) (actor.Actor, error), id string) (string, error) {
	c, err := who(ctx)
	if err != nil {
		return "", err
	}
	return r.AttachmentURL(ctx, c, id)
}
