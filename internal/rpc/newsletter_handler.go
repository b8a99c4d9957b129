package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/newsletter"
)

var (
	_ sitev1connect.NewsletterServiceHandler  = publicNewsletter{}
	_ adminv1connect.NewsletterServiceHandler = staffNewsletter{}
)

// publicNewsletter signs visitors up; staffNewsletter lists them.
type publicNewsletter struct {
	newsletter *newsletter.Service
	abuse      *abuse.Guard
}
type staffNewsletter struct {
	newsletter *newsletter.Service
	blog       *blog.Service
}

func (h publicNewsletter) Subscribe(ctx context.Context, req *connect.Request[sitev1.SubscribeRequest]) (*connect.Response[sitev1.SubscribeResponse], error) {
	m := req.Msg
	if err := h.abuse.Admit(ctx, abuse.Newsletter, req.Peer().Addr, abuse.Form{Honeypot: m.GetWebsite(), Challenge: m.GetChallenge()}, true); err != nil {
		return nil, err
	}
	if err := h.newsletter.Subscribe(ctx, m.GetEmail()); err != nil {
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
	return &adminv1.Subscriber{
		Id: s.ID.String(), Email: s.Email, CreateTime: ts(s.CreateTime), Status: string(s.Status),
		ConfirmTime: tsOpt(s.ConfirmTime), UnsubscribeTime: tsOpt(s.UnsubscribeTime),
	}
}

// StartSend sends a blog post (its title the subject unless one is given) or the HTML
// written for the newsletter.
func (h staffNewsletter) StartSend(ctx context.Context, req *connect.Request[adminv1.StartSendRequest]) (*connect.Response[adminv1.StartSendResponse], error) {
	in := newsletter.SendInput{Subject: req.Msg.GetSubject(), HTML: req.Msg.GetHtml()}
	if id := req.Msg.GetPostId(); id != "" {
		pid, err := apperr.ParseID(id, newsletter.ErrPostNotFound)
		if err != nil {
			return nil, err
		}
		post, err := h.blog.GetPost(ctx, id)
		if err != nil {
			return nil, err
		}
		in.PostID, in.HTML = &pid, post.GetContentHtml()
		if in.Subject == "" {
			in.Subject = post.Title
		}
	}
	send, err := h.newsletter.StartSend(ctx, in)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.StartSendResponse{Send: newsletterSend(send)}), nil
}

func (h staffNewsletter) ListSends(ctx context.Context, req *connect.Request[adminv1.ListSendsRequest]) (*connect.Response[adminv1.ListSendsResponse], error) {
	list, next, err := h.newsletter.ListSends(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListSendsResponse{Sends: convertAll(list, newsletterSend), NextPageToken: next}), nil
}

func newsletterSend(s newsletter.Send) *adminv1.NewsletterSend {
	out := &adminv1.NewsletterSend{
		Id: s.ID.String(), Subject: s.Subject, Status: "queued", Total: int32(s.Total), Sent: int32(s.Sent),
		Failed: int32(s.Failed), Skipped: int32(s.Skipped), CreateTime: ts(s.CreateTime), FinishTime: tsOpt(s.FinishTime),
	}
	switch {
	case s.Done:
		out.Status = "done"
	case s.Started:
		out.Status = "sending"
	}
	if s.PostID != nil {
		out.PostId = s.PostID.String()
	}
	return out
}
