package rpc

import (
	"context"

	"connectrpc.com/connect"
	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/audit"
)

type auditHandler struct {
	audit *audit.Service
}

var _ adminv1connect.AuditServiceHandler = auditHandler{}

func (h auditHandler) ListAuditEvents(ctx context.Context, req *connect.Request[adminv1.ListAuditEventsRequest]) (*connect.Response[adminv1.ListAuditEventsResponse], error) {
	m := req.Msg
	q := audit.Query{ActorID: m.GetActorId(), EntityTable: m.GetEntityTable(), PageSize: m.GetPageSize(), PageToken: m.GetPageToken()}
	if m.FromTime != nil {
		q.From = m.GetFromTime().AsTime()
	}
	if m.ToTime != nil {
		q.To = m.GetToTime().AsTime()
	}
	events, next, err := h.audit.List(ctx, q)
	if err != nil {
		return nil, err
	}
	words, err := h.audit.Describe(ctx, events)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListAuditEventsResponse{}
	for i, e := range events {
		actorID := ""
		if e.ActorID != uuid.Nil {
			actorID = e.ActorID.String()
		}
		res.Events = append(res.Events, &adminv1.AuditEvent{
			Id: e.ID, CreateTime: timestamppb.New(e.CreateTime), ActorId: actorID, ActorUsername: e.ActorName,
			ClientAddr: e.Addr, Procedure: e.Procedure, Action: e.Action, EntityTable: e.EntityTable,
			EntityId: e.EntityID, SummaryJson: string(e.Summary), EntityLabel: e.Label,
			Summary: words[i].Sentence, Link: words[i].Link, LinkText: words[i].LinkText,
			Changes: convertAll(words[i].Changes, func(c audit.Change) *adminv1.AuditChange {
				return &adminv1.AuditChange{Field: c.Field, Before: c.Before, After: c.After}
			}),
		})
	}
	res.NextPageToken = next
	return connect.NewResponse(res), nil
}

func (h auditHandler) ListAuditKinds(context.Context, *connect.Request[adminv1.ListAuditKindsRequest]) (*connect.Response[adminv1.ListAuditKindsResponse], error) {
	return connect.NewResponse(&adminv1.ListAuditKindsResponse{Kinds: convertAll(audit.Kinds, func(k audit.Kind) *adminv1.AuditKind {
		return &adminv1.AuditKind{EntityTable: k.Table, Label: k.Label}
	})}), nil
}
