package rpc

import (
	"context"
	"strconv"

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
	f := audit.Filter{EntityTable: m.GetEntityTable(), Limit: int(m.GetPageSize())}
	if m.GetActorId() != "" {
		id, err := uuid.Parse(m.GetActorId())
		if err != nil {
			return nil, audit.ErrBadActor
		}
		f.ActorID = id
	}
	if m.GetPageToken() != "" {
		id, err := strconv.ParseInt(m.GetPageToken(), 10, 64)
		if err != nil || id <= 0 {
			return nil, audit.ErrBadPageToken
		}
		f.BeforeID = id
	}
	if m.FromTime != nil {
		f.From = m.GetFromTime().AsTime()
	}
	if m.ToTime != nil {
		f.To = m.GetToTime().AsTime()
	}
	events, more, err := h.audit.List(ctx, f)
	if err != nil {
		return nil, err
	}
	res := &adminv1.ListAuditEventsResponse{}
	for _, e := range events {
		actorID := ""
		if e.Actor.UserID != uuid.Nil {
			actorID = e.Actor.UserID.String()
		}
		res.Events = append(res.Events, &adminv1.AuditEvent{
			Id: e.ID, CreateTime: timestamppb.New(e.CreateTime), ActorId: actorID, ActorUsername: e.Actor.Username,
			ClientAddr: e.Actor.Addr, Procedure: e.Actor.Procedure, Action: e.Action, EntityTable: e.EntityTable,
			EntityId: e.EntityID, SummaryJson: string(e.Summary),
		})
	}
	if more {
		res.NextPageToken = strconv.FormatInt(events[len(events)-1].ID, 10)
	}
	return connect.NewResponse(res), nil
}
