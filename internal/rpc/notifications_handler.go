package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/go/gusset/portal/v1/portalv1connect"
	"github.com/gusset/gusset/internal/notify"
)

// notifications serves a client's notifications (gusset.portal.v1, a client session
// required by the interceptor); notificationAdmin a staff user's (gusset.admin.v1).
type notifications struct{ n *notify.Service }

type notificationAdmin struct{ n *notify.Service }

var (
	_ portalv1connect.NotificationServiceHandler     = notifications{}
	_ adminv1connect.NotificationAdminServiceHandler = notificationAdmin{}
)

func (h notifications) ListNotifications(ctx context.Context, req *connect.Request[portalv1.ListNotificationsRequest]) (*connect.Response[portalv1.ListNotificationsResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	items, next, unread, err := h.n.List(ctx, r, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.ListNotificationsResponse{Notifications: items, NextPageToken: next, UnreadCount: int32(unread)}), nil
}

func (h notifications) GetUnreadNotificationCount(ctx context.Context, _ *connect.Request[portalv1.GetUnreadNotificationCountRequest]) (*connect.Response[portalv1.GetUnreadNotificationCountResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	n, err := h.n.Unread(ctx, r)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetUnreadNotificationCountResponse{UnreadCount: int32(n)}), nil
}

func (h notifications) MarkNotificationRead(ctx context.Context, req *connect.Request[portalv1.MarkNotificationReadRequest]) (*connect.Response[portalv1.MarkNotificationReadResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	n, err := h.n.MarkRead(ctx, r, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.MarkNotificationReadResponse{UnreadCount: int32(n)}), nil
}

func (h notifications) MarkAllNotificationsRead(ctx context.Context, _ *connect.Request[portalv1.MarkAllNotificationsReadRequest]) (*connect.Response[portalv1.MarkAllNotificationsReadResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	n, err := h.n.MarkAllRead(ctx, r)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.MarkAllNotificationsReadResponse{UnreadCount: int32(n)}), nil
}

func (h notifications) GetProjectMailChoice(ctx context.Context, req *connect.Request[portalv1.GetProjectMailChoiceRequest]) (*connect.Response[portalv1.GetProjectMailChoiceResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	c, err := h.n.Choice(ctx, r, req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.GetProjectMailChoiceResponse{MailChoice: c.Choice, ProjectSpecific: c.Specific}), nil
}

func (h notifications) SetProjectMailChoice(ctx context.Context, req *connect.Request[portalv1.SetProjectMailChoiceRequest]) (*connect.Response[portalv1.SetProjectMailChoiceResponse], error) {
	r, err := clientActor(ctx)
	if err != nil {
		return nil, err
	}
	c, err := h.n.SetChoice(ctx, r, req.Msg.GetProjectId(), req.Msg.GetMailChoice())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&portalv1.SetProjectMailChoiceResponse{MailChoice: c.Choice, ProjectSpecific: c.Specific}), nil
}

func (h notificationAdmin) ListStaffNotifications(ctx context.Context, req *connect.Request[adminv1.ListStaffNotificationsRequest]) (*connect.Response[adminv1.ListStaffNotificationsResponse], error) {
	items, next, unread, err := h.n.List(ctx, staffActor(ctx), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListStaffNotificationsResponse{Notifications: items, NextPageToken: next, UnreadCount: int32(unread)}), nil
}

func (h notificationAdmin) GetStaffUnreadNotificationCount(ctx context.Context, _ *connect.Request[adminv1.GetStaffUnreadNotificationCountRequest]) (*connect.Response[adminv1.GetStaffUnreadNotificationCountResponse], error) {
	n, err := h.n.Unread(ctx, staffActor(ctx))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStaffUnreadNotificationCountResponse{UnreadCount: int32(n)}), nil
}

func (h notificationAdmin) MarkStaffNotificationRead(ctx context.Context, req *connect.Request[adminv1.MarkStaffNotificationReadRequest]) (*connect.Response[adminv1.MarkStaffNotificationReadResponse], error) {
	n, err := h.n.MarkRead(ctx, staffActor(ctx), req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.MarkStaffNotificationReadResponse{UnreadCount: int32(n)}), nil
}

func (h notificationAdmin) MarkAllStaffNotificationsRead(ctx context.Context, _ *connect.Request[adminv1.MarkAllStaffNotificationsReadRequest]) (*connect.Response[adminv1.MarkAllStaffNotificationsReadResponse], error) {
	n, err := h.n.MarkAllRead(ctx, staffActor(ctx))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.MarkAllStaffNotificationsReadResponse{UnreadCount: int32(n)}), nil
}

func (h notificationAdmin) GetStaffProjectMailChoice(ctx context.Context, req *connect.Request[adminv1.GetStaffProjectMailChoiceRequest]) (*connect.Response[adminv1.GetStaffProjectMailChoiceResponse], error) {
	c, err := h.n.Choice(ctx, staffActor(ctx), req.Msg.GetProjectId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetStaffProjectMailChoiceResponse{MailChoice: c.Choice, ProjectSpecific: c.Specific}), nil
}

func (h notificationAdmin) SetStaffProjectMailChoice(ctx context.Context, req *connect.Request[adminv1.SetStaffProjectMailChoiceRequest]) (*connect.Response[adminv1.SetStaffProjectMailChoiceResponse], error) {
	c, err := h.n.SetChoice(ctx, staffActor(ctx), req.Msg.GetProjectId(), req.Msg.GetMailChoice())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetStaffProjectMailChoiceResponse{MailChoice: c.Choice, ProjectSpecific: c.Specific}), nil
}
