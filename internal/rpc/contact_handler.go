package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/contact"
)

var (
	_ sitev1connect.ContactServiceHandler  = publicContact{}
	_ adminv1connect.ContactServiceHandler = staffContact{}
)

// publicContact takes the connect page's messages; staffContact lists them.
type publicContact struct {
	contact *contact.Service
	abuse   *abuse.Guard
}
type staffContact struct{ contact *contact.Service }

func (h publicContact) SendMessage(ctx context.Context, req *connect.Request[sitev1.SendMessageRequest]) (*connect.Response[sitev1.SendMessageResponse], error) {
	m := req.Msg
	if err := h.abuse.Admit(ctx, abuse.Contact, req.Peer().Addr, abuse.Form{Honeypot: m.GetWebsite(), Challenge: m.GetChallenge()}, true); err != nil {
		return nil, err
	}
	msg, err := h.contact.Send(ctx, contact.Input{Name: m.GetName(), Email: m.GetEmail(), Phone: m.GetPhone(), Message: m.GetMessage()})
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.SendMessageResponse{Id: msg.ID.String()}), nil
}

func (h staffContact) ListMessages(ctx context.Context, req *connect.Request[adminv1.ListMessagesRequest]) (*connect.Response[adminv1.ListMessagesResponse], error) {
	list, next, err := h.contact.List(ctx, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListMessagesResponse{Messages: convertAll(list, contactMessage), NextPageToken: next}), nil
}

func contactMessage(m contact.Message) *adminv1.ContactMessage {
	return &adminv1.ContactMessage{
		Id: m.ID.String(), Name: m.Name, Email: m.Email, Phone: m.Phone, Message: m.Message, CreateTime: ts(m.CreateTime),
	}
}
