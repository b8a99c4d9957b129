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

// drawingClock and drawingDocuments serve the client's clock and cover sheets;
// drawingStats and drawingDocumentAdmin the staff's.
type (
	drawingClock         struct{ d *drawing.Service }
	drawingDocuments     struct{ d *drawing.Service }
	drawingStats         struct{ d *drawing.Service }
	drawingDocumentAdmin struct{ d *drawing.Service }
)

var (
	_ portalv1connect.DrawingClockServiceHandler        = drawingClock{}
	_ portalv1connect.DrawingDocumentServiceHandler     = drawingDocuments{}
	_ adminv1connect.DrawingStatsServiceHandler         = drawingStats{}
	_ adminv1connect.DrawingDocumentAdminServiceHandler = drawingDocumentAdmin{}
)

func (h drawingClock) GetDrawingSnapshot(ctx context.Context, req *connect.Request[portalv1.GetDrawingSnapshotRequest]) (*connect.Response[portalv1.GetDrawingSnapshotResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := h.d.Snapshot(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetDrawingSnapshotResponse{Snapshot: snap}), nil
}

func (h drawingDocuments) GetCoverSheetUrl(ctx context.Context, req *connect.Request[portalv1.GetCoverSheetUrlRequest]) (*connect.Response[portalv1.GetCoverSheetUrlResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.CoverSheetURL(ctx, c, req.Msg.GetTransmittalId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetCoverSheetUrlResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h drawingStats) GetDrawingStats(ctx context.Context, req *connect.Request[adminv1.GetDrawingStatsRequest]) (*connect.Response[adminv1.GetDrawingStatsResponse], error) {
	res, err := h.d.Stats(ctx, req.Msg.GetOrganizationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(res), nil
}

func (h drawingStats) GetDrawingSnapshotAdmin(ctx context.Context, req *connect.Request[adminv1.GetDrawingSnapshotAdminRequest]) (*connect.Response[adminv1.GetDrawingSnapshotAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	snap, err := h.d.Snapshot(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetDrawingSnapshotAdminResponse{Snapshot: snap}), nil
}

func (h drawingDocumentAdmin) GetCoverSheetUrlAdmin(ctx context.Context, req *connect.Request[adminv1.GetCoverSheetUrlAdminRequest]) (*connect.Response[adminv1.GetCoverSheetUrlAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.CoverSheetURL(ctx, c, req.Msg.GetTransmittalId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetCoverSheetUrlAdminResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h drawingDocumentAdmin) ExportSheetsPdf(ctx context.Context, req *connect.Request[adminv1.ExportSheetsPdfRequest]) (*connect.Response[adminv1.ExportSheetsPdfResponse], error) {
	name, pdf, err := h.d.DrawingLogPDF(ctx, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ExportSheetsPdfResponse{FileName: name, Pdf: pdf}), nil
}
