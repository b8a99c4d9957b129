package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/newsletter"
)

var (
	_ sitev1connect.NewsletterServiceHandler  = publicNewsletter{}
	_ adminv1connect.NewsletterServiceHandler = staffNewsletter{}
)

// publicNewsletter signs visitors up; staffNewsletter lists them.
type publicNewsletter struct{ newsletter *newsletter.Service }
type staffNewsletter struct{ newsletter *newsletter.Service }

func (h publicNewsletter) Subscribe(ctx context.Context, req *connect.Request[sitev1.SubscribeRequest]) (*connect.Response[sitev1.SubscribeResponse], error) {
	if err := h.newsletter.Subscribe(ctx, req.Msg.GetEmail()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.SubscribeResponse{}), nil
}

func (h staffNewsletter) ListSubscribers(ctx context.Context, req *connect.Request[adminv1.ListSubscribersRequest]) (*connect.Response[adminv1.ListSubscribersResponse], error) {
	list, next, err := h.newsletter.List(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListSubscribersResponse{Subscribers: convertAll(list, subscriber), NextPageToken: next}), nil
}

func subscriber(s newsletter.Subscriber) *adminv1.Subscriber {
	return &adminv1.Subscriber{Id: s.ID.String(), Email: s.Email, CreateTime: ts(s.CreateTime)}
}
