package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/trash"
)

var (
	_ sitev1connect.ContactServiceHandler  = publicContact{}
	_ adminv1connect.ContactServiceHandler = staffContact{}
)

// publicContact takes the connect page's messages; staffContact is the staff's triage.
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
	msg, err := h.contact.Send(ctx, m)
	if err != nil {
		return nil, err
	}
	// After the message's commit: a goal of the sender's visit.
	analytics.Convert(ctx, analytics.GoalContact)
	return connect.NewResponse(&sitev1.SendMessageResponse{Id: msg.GetId()}), nil
}

func (h staffContact) ListMessages(ctx context.Context, req *connect.Request[adminv1.ListMessagesRequest]) (*connect.Response[adminv1.ListMessagesResponse], error) {
	list, next, err := h.contact.List(ctx, req.Msg.GetStatus(), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListMessagesResponse{Messages: list, NextPageToken: next}), nil
}

func (h staffContact) GetMessage(ctx context.Context, req *connect.Request[adminv1.GetMessageRequest]) (*connect.Response[adminv1.GetMessageResponse], error) {
	m, entries, err := h.contact.Get(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetMessageResponse{Message: m, Entries: entries}), nil
}

func (h staffContact) SetMessageStatus(ctx context.Context, req *connect.Request[adminv1.SetMessageStatusRequest]) (*connect.Response[adminv1.SetMessageStatusResponse], error) {
	m, err := h.contact.SetStatus(ctx, req.Msg.GetId(), req.Msg.GetStatus())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetMessageStatusResponse{Message: m}), nil
}

func (h staffContact) AssignMessage(ctx context.Context, req *connect.Request[adminv1.AssignMessageRequest]) (*connect.Response[adminv1.AssignMessageResponse], error) {
	m, err := h.contact.Assign(ctx, req.Msg.GetId(), req.Msg.GetAssigneeId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AssignMessageResponse{Message: m}), nil
}

func (h staffContact) AddMessageNote(ctx context.Context, req *connect.Request[adminv1.AddMessageNoteRequest]) (*connect.Response[adminv1.AddMessageNoteResponse], error) {
	e, err := h.contact.AddNote(ctx, req.Msg.GetId(), staffActor(ctx), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddMessageNoteResponse{Entry: e}), nil
}

func (h staffContact) ReplyToMessage(ctx context.Context, req *connect.Request[adminv1.ReplyToMessageRequest]) (*connect.Response[adminv1.ReplyToMessageResponse], error) {
	e, m, err := h.contact.Reply(ctx, req.Msg.GetId(), staffActor(ctx), req.Msg.GetSubject(), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ReplyToMessageResponse{Entry: e, Message: m}), nil
}

func (h staffContact) DeleteMessage(ctx context.Context, req *connect.Request[adminv1.DeleteMessageRequest]) (*connect.Response[adminv1.DeleteMessageResponse], error) {
	if err := h.contact.Delete(ctx, req.Msg.GetId(), trash.DeletedBy(ctx)); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteMessageResponse{}), nil
}
