package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/drawing"
)

// reviews serves gusset.portal.v1.ReviewService to a transmittal's reviewers;
// stampAdmin serves the staff's stamp sets and stamped files.
type (
	reviews    struct{ d *drawing.Service }
	stampAdmin struct{ d *drawing.Service }
)

var (
	_ portalv1connect.ReviewServiceHandler    = reviews{}
	_ adminv1connect.StampAdminServiceHandler = stampAdmin{}
)

func (h reviews) GetStampSet(ctx context.Context, req *connect.Request[portalv1.GetStampSetRequest]) (*connect.Response[portalv1.GetStampSetResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	set, err := h.d.StampSetFor(ctx, c, req.Msg.GetTransmittalId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetStampSetResponse{StampSet: set}), nil
}

func (h reviews) SubmitReview(ctx context.Context, req *connect.Request[portalv1.SubmitReviewRequest]) (*connect.Response[portalv1.SubmitReviewResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	out, closed, err := h.d.SubmitReview(ctx, c, req.Msg.GetTransmittalId(), req.Msg.GetItems())
	if err != nil {
		return nil, err
	}
	res := &portalv1.SubmitReviewResponse{Reviews: out}
	if closed != nil {
		res.CloseTime = ts(*closed)
	}
	return connect.NewResponse(res), nil
}

func (h reviews) GetStampedFileUrl(ctx context.Context, req *connect.Request[portalv1.GetStampedFileUrlRequest]) (*connect.Response[portalv1.GetStampedFileUrlResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.StampedURL(ctx, c, req.Msg.GetReviewId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetStampedFileUrlResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h stampAdmin) GetStampSetAdmin(ctx context.Context, req *connect.Request[adminv1.GetStampSetAdminRequest]) (*connect.Response[adminv1.GetStampSetAdminResponse], error) {
	set, err := h.d.StampSetOf(ctx, req.Msg.GetOrganizationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStampSetAdminResponse{StampSet: set}), nil
}

func (h stampAdmin) UpdateStampSet(ctx context.Context, req *connect.Request[adminv1.UpdateStampSetRequest]) (*connect.Response[adminv1.UpdateStampSetResponse], error) {
	set, err := h.d.UpdateStampSet(ctx, req.Msg.GetStampSet())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateStampSetResponse{StampSet: set}), nil
}

func (h stampAdmin) GetStampedFileUrlAdmin(ctx context.Context, req *connect.Request[adminv1.GetStampedFileUrlAdminRequest]) (*connect.Response[adminv1.GetStampedFileUrlAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.StampedURL(ctx, c, req.Msg.GetReviewId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStampedFileUrlAdminResponse{Url: url, ExpireTime: ts(exp)}), nil
}
