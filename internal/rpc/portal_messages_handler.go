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

// portalMessages serves the clients' messages (gusset.portal.v1, a client session
// required by the interceptor); portalMessageAdmin the staff's (gusset.admin.v1).
type portalMessages struct{ m *portal.Messages }

type portalMessageAdmin struct{ m *portal.Messages }

var (
	_ portalv1connect.MessageServiceHandler           = portalMessages{}
	_ adminv1connect.PortalMessageAdminServiceHandler = portalMessageAdmin{}
)

// clientActor is the signed-in client of a portal procedure.
func clientActor(ctx context.Context) (actor.Actor, error) {
	s, err := clientSession(ctx)
	if err != nil {
		return actor.Actor{}, err
	}
	return s.User.Actor(), nil
}

func (h portalMessages) ListThreads(ctx context.Context, req *connect.Request[portalv1.ListThreadsRequest]) (*connect.Response[portalv1.ListThreadsResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	threads, unread, err := h.m.Threads(ctx, r, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	setting, err := h.m.MailSetting(ctx, r)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListThreadsResponse{Threads: threads, UnreadCount: unread, MailChoice: setting.Choice}), nil
}

func (h portalMessages) GetThread(ctx context.Context, req *connect.Request[portalv1.GetThreadRequest]) (*connect.Response[portalv1.GetThreadResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	t, ms, err := h.m.Thread(ctx, r, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetThreadResponse{Thread: t, Messages: ms}), nil
}

func (h portalMessages) StartThread(ctx context.Context, req *connect.Request[portalv1.StartThreadRequest]) (*connect.Response[portalv1.StartThreadResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	t, m, err := h.m.StartThread(ctx, r, req.Msg.GetProjectId(), req.Msg.GetSubject(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.StartThreadResponse{Thread: t, Message: m}), nil
}

func (h portalMessages) PostMessage(ctx context.Context, req *connect.Request[portalv1.PostMessageRequest]) (*connect.Response[portalv1.PostMessageResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	m, err := h.m.PostMessage(ctx, r, req.Msg.GetThreadId(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.PostMessageResponse{Message: m}), nil
}

func (h portalMessages) GetAttachmentUrl(ctx context.Context, req *connect.Request[portalv1.GetAttachmentUrlRequest]) (*connect.Response[portalv1.GetAttachmentUrlResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	url, err := h.m.AttachmentURL(ctx, r, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetAttachmentUrlResponse{Url: url}), nil
}

func (h portalMessages) SetMailChoice(ctx context.Context, req *connect.Request[portalv1.SetMailChoiceRequest]) (*connect.Response[portalv1.SetMailChoiceResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	s, err := h.m.SetMailSetting(ctx, r, portal.MailSetting{Choice: req.Msg.GetMailChoice()})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.SetMailChoiceResponse{MailChoice: s.Choice}), nil
}

func (h portalMessageAdmin) ListPortalThreads(ctx context.Context, req *connect.Request[adminv1.ListPortalThreadsRequest]) (*connect.Response[adminv1.ListPortalThreadsResponse], error) {
	threads, unread, err := h.m.Threads(ctx, staffActor(ctx), req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListPortalThreadsResponse{Threads: threads, UnreadCount: unread}), nil
}

func (h portalMessageAdmin) GetPortalThread(ctx context.Context, req *connect.Request[adminv1.GetPortalThreadRequest]) (*connect.Response[adminv1.GetPortalThreadResponse], error) {
	t, ms, err := h.m.Thread(ctx, staffActor(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPortalThreadResponse{Thread: t, Messages: ms}), nil
}

func (h portalMessageAdmin) StartPortalThread(ctx context.Context, req *connect.Request[adminv1.StartPortalThreadRequest]) (*connect.Response[adminv1.StartPortalThreadResponse], error) {
	t, m, err := h.m.StartThread(ctx, staffActor(ctx), req.Msg.GetProjectId(), req.Msg.GetSubject(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.StartPortalThreadResponse{Thread: t, Message: m}), nil
}

func (h portalMessageAdmin) PostPortalMessage(ctx context.Context, req *connect.Request[adminv1.PostPortalMessageRequest]) (*connect.Response[adminv1.PostPortalMessageResponse], error) {
	m, err := h.m.PostMessage(ctx, staffActor(ctx), req.Msg.GetThreadId(), req.Msg.GetBody(), req.Msg.GetAttachmentUploadIds())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.PostPortalMessageResponse{Message: m}), nil
}

func (h portalMessageAdmin) GetPortalAttachmentUrl(ctx context.Context, req *connect.Request[adminv1.GetPortalAttachmentUrlRequest]) (*connect.Response[adminv1.GetPortalAttachmentUrlResponse], error) {
	url, err := h.m.AttachmentURL(ctx, staffActor(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetPortalAttachmentUrlResponse{Url: url}), nil
}

func (h portalMessageAdmin) ListUnreadMessageCounts(ctx context.Context, _ *connect.Request[adminv1.ListUnreadMessageCountsRequest]) (*connect.Response[adminv1.ListUnreadMessageCountsResponse], error) {
	counts, err := h.m.Unread(ctx, staffActor(ctx))
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListUnreadMessageCountsResponse{}
	for id, n := range counts {
		res.Projects = append(res.Projects, &adminv1.ProjectUnreadCount{ProjectId: id.String(), UnreadCount: int32(n)})
	}
	return connect.NewResponse(res), nil
}

func (h portalMessageAdmin) GetStaffMailChoice(ctx context.Context, _ *connect.Request[adminv1.GetStaffMailChoiceRequest]) (*connect.Response[adminv1.GetStaffMailChoiceResponse], error) {
	s, err := h.m.MailSetting(ctx, staffActor(ctx))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStaffMailChoiceResponse{MailChoice: s.Choice, Email: s.Email}), nil
}

func (h portalMessageAdmin) SetStaffMailChoice(ctx context.Context, req *connect.Request[adminv1.SetStaffMailChoiceRequest]) (*connect.Response[adminv1.SetStaffMailChoiceResponse], error) {
	s, err := h.m.SetMailSetting(ctx, staffActor(ctx), portal.MailSetting{Choice: req.Msg.GetMailChoice(), Email: req.Msg.GetEmail()})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetStaffMailChoiceResponse{MailChoice: s.Choice, Email: s.Email}), nil
}
