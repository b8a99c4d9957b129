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

// sheets serves gusset.portal.v1.SheetService for the caller's organization (outside
// reviewers never reach it: reviewerProcedures leaves it out); sheetAdmin serves the
// staff's SheetAdminService.
type (
	sheets     struct{ d *drawing.Service }
	sheetAdmin struct{ d *drawing.Service }
)

var (
	_ portalv1connect.SheetServiceHandler     = sheets{}
	_ adminv1connect.SheetAdminServiceHandler = sheetAdmin{}
)

func (h sheets) GetSheet(ctx context.Context, req *connect.Request[portalv1.GetSheetRequest]) (*connect.Response[portalv1.GetSheetResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	sh, err := h.d.GetSheet(ctx, c, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetSheetResponse{Sheet: sh}), nil
}

func (h sheetAdmin) GetSheetAdmin(ctx context.Context, req *connect.Request[adminv1.GetSheetAdminRequest]) (*connect.Response[adminv1.GetSheetAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	sh, err := h.d.GetSheet(ctx, c, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetSheetAdminResponse{Sheet: sh}), nil
}
