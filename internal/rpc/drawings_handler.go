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

// drawings serves gusset.portal.v1.DrawingService for the caller's organization;
// drawingAdmin and transmittalAdmin serve the staff services.
type (
	drawings         struct{ d *drawing.Service }
	drawingAdmin     struct{ d *drawing.Service }
	transmittalAdmin struct{ d *drawing.Service }
)

var (
	_ portalv1connect.DrawingServiceHandler         = drawings{}
	_ adminv1connect.DrawingAdminServiceHandler     = drawingAdmin{}
	_ adminv1connect.TransmittalAdminServiceHandler = transmittalAdmin{}
)

func (h drawings) ListSheets(ctx context.Context, req *connect.Request[portalv1.ListSheetsRequest]) (*connect.Response[portalv1.ListSheetsResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	p, err := h.d.ListSheets(ctx, c, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListSheetsResponse{Sheets: p.Sheets, NextPageToken: p.Next, TotalSize: p.Total}), nil
}

func (h drawings) ListTransmittals(ctx context.Context, req *connect.Request[portalv1.ListTransmittalsRequest]) (*connect.Response[portalv1.ListTransmittalsResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := h.d.ListTransmittals(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListTransmittalsResponse{Transmittals: ts}), nil
}

func (h drawings) GetTransmittal(ctx context.Context, req *connect.Request[portalv1.GetTransmittalRequest]) (*connect.Response[portalv1.GetTransmittalResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	t, err := h.d.GetTransmittal(ctx, c, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetTransmittalResponse{Transmittal: t}), nil
}

func (h drawings) GetSheetRevisionUrl(ctx context.Context, req *connect.Request[portalv1.GetSheetRevisionUrlRequest]) (*connect.Response[portalv1.GetSheetRevisionUrlResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.DownloadURL(ctx, c, req.Msg.GetRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetSheetRevisionUrlResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h drawingAdmin) ListSheetsAdmin(ctx context.Context, req *connect.Request[adminv1.ListSheetsAdminRequest]) (*connect.Response[adminv1.ListSheetsAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	p, err := h.d.ListSheets(ctx, c, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListSheetsAdminResponse{Sheets: p.Sheets, NextPageToken: p.Next, TotalSize: p.Total}), nil
}

func (h drawingAdmin) CreateSheet(ctx context.Context, req *connect.Request[adminv1.CreateSheetRequest]) (*connect.Response[adminv1.CreateSheetResponse], error) {
	sh, err := h.d.CreateSheet(ctx, req.Msg.GetProjectId(), req.Msg.GetSheet())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateSheetResponse{Sheet: sh}), nil
}

func (h drawingAdmin) UpdateSheet(ctx context.Context, req *connect.Request[adminv1.UpdateSheetRequest]) (*connect.Response[adminv1.UpdateSheetResponse], error) {
	sh, err := h.d.UpdateSheet(ctx, req.Msg.GetId(), req.Msg.GetSheet())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateSheetResponse{Sheet: sh}), nil
}

func (h drawingAdmin) ProposeSheets(ctx context.Context, req *connect.Request[adminv1.ProposeSheetsRequest]) (*connect.Response[adminv1.ProposeSheetsResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	ps, err := h.d.ProposeSheets(ctx, c, req.Msg.GetProjectId(), req.Msg.GetUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ProposeSheetsResponse{Proposals: ps}), nil
}

func (h drawingAdmin) AddSheetRevisions(ctx context.Context, req *connect.Request[adminv1.AddSheetRevisionsRequest]) (*connect.Response[adminv1.AddSheetRevisionsResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	sheets, err := h.d.AddRevisions(ctx, c, req.Msg.GetProjectId(), req.Msg.GetRevisions())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddSheetRevisionsResponse{Sheets: sheets}), nil
}

func (h drawingAdmin) GetDrawingSettings(ctx context.Context, req *connect.Request[adminv1.GetDrawingSettingsRequest]) (*connect.Response[adminv1.GetDrawingSettingsResponse], error) {
	st, err := h.d.GetSettings(ctx, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetDrawingSettingsResponse{Settings: st}), nil
}

func (h drawingAdmin) UpdateDrawingSettings(ctx context.Context, req *connect.Request[adminv1.UpdateDrawingSettingsRequest]) (*connect.Response[adminv1.UpdateDrawingSettingsResponse], error) {
	st, err := h.d.UpdateSettings(ctx, req.Msg.GetSettings())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateDrawingSettingsResponse{Settings: st}), nil
}

func (h drawingAdmin) GetSheetRevisionUrlAdmin(ctx context.Context, req *connect.Request[adminv1.GetSheetRevisionUrlAdminRequest]) (*connect.Response[adminv1.GetSheetRevisionUrlAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	url, exp, err := h.d.DownloadURL(ctx, c, req.Msg.GetRevisionId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetSheetRevisionUrlAdminResponse{Url: url, ExpireTime: ts(exp)}), nil
}

func (h drawingAdmin) ExportSheetsCsv(ctx context.Context, req *connect.Request[adminv1.ExportSheetsCsvRequest]) (*connect.Response[adminv1.ExportSheetsCsvResponse], error) {
	csv, err := h.d.ExportCSV(ctx, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ExportSheetsCsvResponse{FileName: "drawing-log.csv", Csv: csv}), nil
}

func (h transmittalAdmin) ListTransmittalsAdmin(ctx context.Context, req *connect.Request[adminv1.ListTransmittalsAdminRequest]) (*connect.Response[adminv1.ListTransmittalsAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	ts, err := h.d.ListTransmittals(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListTransmittalsAdminResponse{Transmittals: ts}), nil
}

func (h transmittalAdmin) GetTransmittalAdmin(ctx context.Context, req *connect.Request[adminv1.GetTransmittalAdminRequest]) (*connect.Response[adminv1.GetTransmittalAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	t, err := h.d.GetTransmittal(ctx, c, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetTransmittalAdminResponse{Transmittal: t}), nil
}

func (h transmittalAdmin) SendTransmittal(ctx context.Context, req *connect.Request[adminv1.SendTransmittalRequest]) (*connect.Response[adminv1.SendTransmittalResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	t, err := h.d.SendTransmittal(ctx, c, req.Msg.GetTransmittal())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SendTransmittalResponse{Transmittal: t}), nil
}
