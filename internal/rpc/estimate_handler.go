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
	"github.com/gusset/gusset/internal/estimate"
)

var (
	_ sitev1connect.EstimateServiceHandler         = publicEstimate{}
	_ adminv1connect.EstimateRequestServiceHandler = staffEstimate{}
)

// publicEstimate takes the /estimate form; staffEstimate is the back office's Estimates.
type publicEstimate struct {
	estimates *estimate.Service
	abuse     *abuse.Guard
}
type staffEstimate struct{ estimates *estimate.Service }

func (h publicEstimate) SubmitEstimate(ctx context.Context, req *connect.Request[sitev1.SubmitEstimateRequest]) (*connect.Response[sitev1.SubmitEstimateResponse], error) {
	m := req.Msg
	if err := h.abuse.Admit(ctx, abuse.Estimate, req.Peer().Addr, abuse.Form{Honeypot: m.GetWebsite(), Challenge: m.GetChallenge()}, true); err != nil {
		return nil, err
	}
	r, err := h.estimates.Submit(ctx, m)
	if err != nil {
		return nil, err
	}
	// After the request's commit: a goal of the sender's visit.
	analytics.Convert(ctx, analytics.GoalEstimate)
	return connect.NewResponse(&sitev1.SubmitEstimateResponse{Id: r.GetId(), Reference: r.GetReference()}), nil
}

func (h staffEstimate) SearchEstimates(ctx context.Context, req *connect.Request[adminv1.SearchEstimatesRequest]) (*connect.Response[adminv1.SearchEstimatesResponse], error) {
	list, next, err := h.estimates.Search(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SearchEstimatesResponse{Estimates: list, NextPageToken: next}), nil
}

func (h staffEstimate) GetEstimate(ctx context.Context, req *connect.Request[adminv1.GetEstimateRequest]) (*connect.Response[adminv1.GetEstimateResponse], error) {
	r, err := h.estimates.Get(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetEstimateResponse{Estimate: r}), nil
}

func (h staffEstimate) SetEstimateStatus(ctx context.Context, req *connect.Request[adminv1.SetEstimateStatusRequest]) (*connect.Response[adminv1.SetEstimateStatusResponse], error) {
	r, err := h.estimates.SetStatus(ctx, req.Msg.GetId(), req.Msg.GetStatus())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetEstimateStatusResponse{Estimate: r}), nil
}

func (h staffEstimate) SetEstimateAssignee(ctx context.Context, req *connect.Request[adminv1.SetEstimateAssigneeRequest]) (*connect.Response[adminv1.SetEstimateAssigneeResponse], error) {
	r, err := h.estimates.SetAssignee(ctx, req.Msg.GetId(), req.Msg.GetAssigneeId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetEstimateAssigneeResponse{Estimate: r}), nil
}

func (h staffEstimate) ListEstimateNotes(ctx context.Context, req *connect.Request[adminv1.ListEstimateNotesRequest]) (*connect.Response[adminv1.ListEstimateNotesResponse], error) {
	notes, err := h.estimates.Notes(ctx, req.Msg.GetEstimateId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListEstimateNotesResponse{Notes: notes}), nil
}

func (h staffEstimate) AddEstimateNote(ctx context.Context, req *connect.Request[adminv1.AddEstimateNoteRequest]) (*connect.Response[adminv1.AddEstimateNoteResponse], error) {
	n, err := h.estimates.AddNote(ctx, req.Msg.GetEstimateId(), staffActor(ctx), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddEstimateNoteResponse{Note: n}), nil
}

func (h staffEstimate) DeleteEstimate(ctx context.Context, req *connect.Request[adminv1.DeleteEstimateRequest]) (*connect.Response[adminv1.DeleteEstimateResponse], error) {
	if err := h.estimates.Trash(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteEstimateResponse{}), nil
}

func (h staffEstimate) EstimateResponseStats(ctx context.Context, _ *connect.Request[adminv1.EstimateResponseStatsRequest]) (*connect.Response[adminv1.EstimateResponseStatsResponse], error) {
	s, err := h.estimates.Stats(ctx)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(s), nil
}
