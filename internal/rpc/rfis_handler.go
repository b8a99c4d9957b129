package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/rfi"
)

// rfis serves gusset.portal.v1.RfiService (client users and, for the RFIs naming them,
// outside reviewers); rfiAdmin serves the staff's RfiAdminService.
type (
	rfis     struct{ r *rfi.Service }
	rfiAdmin struct{ r *rfi.Service }
)

var (
	_ portalv1connect.RfiServiceHandler     = rfis{}
	_ adminv1connect.RfiAdminServiceHandler = rfiAdmin{}
)

// one answers a call that changes or reads one RFI as the caller.
func one[Resp any](ctx context.Context, who func(context.Context) (actor.Actor, error), call func(actor.Actor) (*rfi.Rfi, error), wrap func(*rfi.Rfi) *Resp) (*connect.Response[Resp], error) {
	c, err := who(ctx)
	if err != nil {
		return nil, err
	}
	r, err := call(c)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(wrap(r)), nil
}

func (h rfis) ListRfis(ctx context.Context, req *connect.Request[portalv1.ListRfisRequest]) (*connect.Response[portalv1.ListRfisResponse], error) {
	c, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	m := req.Msg
	rs, next, total, err := h.r.List(ctx, c, m.GetProjectId(), m.GetFilter(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListRfisResponse{Rfis: rs, NextPageToken: next, TotalSize: total}), nil
}

func (h rfis) GetRfi(ctx context.Context, req *connect.Request[portalv1.GetRfiRequest]) (*connect.Response[portalv1.GetRfiResponse], error) {
	return one(ctx, clientActor, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Get(ctx, c, req.Msg.GetId()) },
		func(r *rfi.Rfi) *portalv1.GetRfiResponse { return &portalv1.GetRfiResponse{Rfi: r} })
}

func (h rfis) CreateRfi(ctx context.Context, req *connect.Request[portalv1.CreateRfiRequest]) (*connect.Response[portalv1.CreateRfiResponse], error) {
	return one(ctx, clientActor, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Create(ctx, c, req.Msg.GetRfi(), false) },
		func(r *rfi.Rfi) *portalv1.CreateRfiResponse { return &portalv1.CreateRfiResponse{Rfi: r} })
}

func (h rfis) AnswerRfi(ctx context.Context, req *connect.Request[portalv1.AnswerRfiRequest]) (*connect.Response[portalv1.AnswerRfiResponse], error) {
	return one(ctx, clientActor, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Answer(ctx, c, req.Msg.GetId(), req.Msg.GetAnswer()) },
		func(r *rfi.Rfi) *portalv1.AnswerRfiResponse { return &portalv1.AnswerRfiResponse{Rfi: r} })
}

func (h rfis) PostRfiComment(ctx context.Context, req *connect.Request[portalv1.PostRfiCommentRequest]) (*connect.Response[portalv1.PostRfiCommentResponse], error) {
	return one(ctx, clientActor, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Post(ctx, c, req.Msg.GetId(), req.Msg.GetBody()) },
		func(r *rfi.Rfi) *portalv1.PostRfiCommentResponse { return &portalv1.PostRfiCommentResponse{Rfi: r} })
}

func (h rfiAdmin) ListRfisAdmin(ctx context.Context, req *connect.Request[adminv1.ListRfisAdminRequest]) (*connect.Response[adminv1.ListRfisAdminResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	m := req.Msg
	rs, next, total, err := h.r.List(ctx, c, m.GetProjectId(), m.GetFilter(), m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListRfisAdminResponse{Rfis: rs, NextPageToken: next, TotalSize: total}), nil
}

func (h rfiAdmin) GetRfiAdmin(ctx context.Context, req *connect.Request[adminv1.GetRfiAdminRequest]) (*connect.Response[adminv1.GetRfiAdminResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Get(ctx, c, req.Msg.GetId()) },
		func(r *rfi.Rfi) *adminv1.GetRfiAdminResponse { return &adminv1.GetRfiAdminResponse{Rfi: r} })
}

func (h rfiAdmin) CreateRfiAdmin(ctx context.Context, req *connect.Request[adminv1.CreateRfiAdminRequest]) (*connect.Response[adminv1.CreateRfiAdminResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Create(ctx, c, req.Msg.GetRfi(), req.Msg.GetDraft()) },
		func(r *rfi.Rfi) *adminv1.CreateRfiAdminResponse { return &adminv1.CreateRfiAdminResponse{Rfi: r} })
}

func (h rfiAdmin) UpdateRfi(ctx context.Context, req *connect.Request[adminv1.UpdateRfiRequest]) (*connect.Response[adminv1.UpdateRfiResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Update(ctx, c, req.Msg.GetId(), req.Msg.GetRfi()) },
		func(r *rfi.Rfi) *adminv1.UpdateRfiResponse { return &adminv1.UpdateRfiResponse{Rfi: r} })
}

func (h rfiAdmin) OpenRfi(ctx context.Context, req *connect.Request[adminv1.OpenRfiRequest]) (*connect.Response[adminv1.OpenRfiResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.OpenDraft(ctx, c, req.Msg.GetId()) },
		func(r *rfi.Rfi) *adminv1.OpenRfiResponse { return &adminv1.OpenRfiResponse{Rfi: r} })
}

func (h rfiAdmin) AnswerRfiAdmin(ctx context.Context, req *connect.Request[adminv1.AnswerRfiAdminRequest]) (*connect.Response[adminv1.AnswerRfiAdminResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Answer(ctx, c, req.Msg.GetId(), req.Msg.GetAnswer()) },
		func(r *rfi.Rfi) *adminv1.AnswerRfiAdminResponse { return &adminv1.AnswerRfiAdminResponse{Rfi: r} })
}

func (h rfiAdmin) CloseRfi(ctx context.Context, req *connect.Request[adminv1.CloseRfiRequest]) (*connect.Response[adminv1.CloseRfiResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Close(ctx, c, req.Msg.GetId()) },
		func(r *rfi.Rfi) *adminv1.CloseRfiResponse { return &adminv1.CloseRfiResponse{Rfi: r} })
}

func (h rfiAdmin) ReopenRfi(ctx context.Context, req *connect.Request[adminv1.ReopenRfiRequest]) (*connect.Response[adminv1.ReopenRfiResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Reopen(ctx, c, req.Msg.GetId(), req.Msg.GetReason()) },
		func(r *rfi.Rfi) *adminv1.ReopenRfiResponse { return &adminv1.ReopenRfiResponse{Rfi: r} })
}

func (h rfiAdmin) VoidRfi(ctx context.Context, req *connect.Request[adminv1.VoidRfiRequest]) (*connect.Response[adminv1.VoidRfiResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) {
		return h.r.VoidRfi(ctx, c, req.Msg.GetId(), req.Msg.GetReason())
	},
		func(r *rfi.Rfi) *adminv1.VoidRfiResponse { return &adminv1.VoidRfiResponse{Rfi: r} })
}

func (h rfiAdmin) PostRfiCommentAdmin(ctx context.Context, req *connect.Request[adminv1.PostRfiCommentAdminRequest]) (*connect.Response[adminv1.PostRfiCommentAdminResponse], error) {
	return one(ctx, signedInStaff, func(c actor.Actor) (*rfi.Rfi, error) { return h.r.Post(ctx, c, req.Msg.GetId(), req.Msg.GetBody()) },
		func(r *rfi.Rfi) *adminv1.PostRfiCommentAdminResponse {
			return &adminv1.PostRfiCommentAdminResponse{Rfi: r}
		})
}

func (h rfiAdmin) GetRfiSettings(ctx context.Context, req *connect.Request[adminv1.GetRfiSettingsRequest]) (*connect.Response[adminv1.GetRfiSettingsResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	st, err := h.r.GetSettings(ctx, c, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetRfiSettingsResponse{Settings: st}), nil
}

func (h rfiAdmin) UpdateRfiSettings(ctx context.Context, req *connect.Request[adminv1.UpdateRfiSettingsRequest]) (*connect.Response[adminv1.UpdateRfiSettingsResponse], error) {
	if _, err := signedInStaff(ctx); err != nil {
		return nil, err
	}
	st, err := h.r.UpdateSettings(ctx, req.Msg.GetSettings())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateRfiSettingsResponse{Settings: st}), nil
}

func (h rfiAdmin) ListNonWorkingDays(ctx context.Context, _ *connect.Request[adminv1.ListNonWorkingDaysRequest]) (*connect.Response[adminv1.ListNonWorkingDaysResponse], error) {
	if _, err := signedInStaff(ctx); err != nil {
		return nil, err
	}
	days, err := h.r.NonWorkingDays(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListNonWorkingDaysResponse{Days: days}), nil
}

func (h rfiAdmin) SetNonWorkingDays(ctx context.Context, req *connect.Request[adminv1.SetNonWorkingDaysRequest]) (*connect.Response[adminv1.SetNonWorkingDaysResponse], error) {
	if _, err := signedInStaff(ctx); err != nil {
		return nil, err
	}
	days, err := h.r.SetNonWorkingDays(ctx, req.Msg.GetDays())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetNonWorkingDaysResponse{Days: days}), nil
}

func (h rfiAdmin) ExportRfisCsv(ctx context.Context, req *connect.Request[adminv1.ExportRfisCsvRequest]) (*connect.Response[adminv1.ExportRfisCsvResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	out, err := h.r.ExportCSV(ctx, c, req.Msg.GetProjectId(), req.Msg.GetFilter())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ExportRfisCsvResponse{Csv: out}), nil
}

func (h rfiAdmin) ExportRfisPdf(ctx context.Context, req *connect.Request[adminv1.ExportRfisPdfRequest]) (*connect.Response[adminv1.ExportRfisPdfResponse], error) {
	c, err := signedInStaff(ctx)
	if err != nil {
		return nil, err
	}
	name, pdf, err := h.r.ExportPDF(ctx, c, req.Msg.GetProjectId(), req.Msg.GetFilter())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ExportRfisPdfResponse{FileName: name, Pdf: pdf}), nil
}
