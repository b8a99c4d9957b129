package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/outbox"
)

var _ adminv1connect.OutboxServiceHandler = outboxHandler{}

// outboxHandler shows staff the outgoing mail and retries what failed.
type outboxHandler struct{ outbox *outbox.Service }

func (h outboxHandler) ListOutbox(ctx context.Context, req *connect.Request[adminv1.ListOutboxRequest]) (*connect.Response[adminv1.ListOutboxResponse], error) {
	list, next, err := h.outbox.List(ctx, outbox.Status(req.Msg.GetStatus()), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	counts, err := h.outbox.Counts(ctx)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListOutboxResponse{Messages: convertAll(list, outboxMessage), NextPageToken: next, Sending: h.outbox.Sending(), Counts: map[string]int32{}}
	for status, n := range counts {
		res.Counts[string(status)] = int32(n)
	}
	return connect.NewResponse(res), nil
}

func (h outboxHandler) RetryOutboxMessage(ctx context.Context, req *connect.Request[adminv1.RetryOutboxMessageRequest]) (*connect.Response[adminv1.RetryOutboxMessageResponse], error) {
	e, err := h.outbox.Retry(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.RetryOutboxMessageResponse{Message: outboxMessage(e)}), nil
}

func outboxMessage(e outbox.Entry) *adminv1.OutboxMessage {
	return &adminv1.OutboxMessage{
		Id: e.ID.String(), Topic: e.Topic, To: e.To, ReplyTo: e.ReplyTo, Subject: e.Subject, Text: e.Text,
		Status: string(e.Status), Attempts: int32(e.Attempts), LastError: e.LastError,
		CreateTime: ts(e.CreateTime), SentTime: tsOpt(e.SentTime),
	}
}
