package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
)

func (h staffJobs) SetApplicationStatus(ctx context.Context, req *connect.Request[adminv1.SetApplicationStatusRequest]) (*connect.Response[adminv1.SetApplicationStatusResponse], error) {
	app, err := h.careers.SetStatus(ctx, req.Msg.GetId(), req.Msg.GetStatus())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetApplicationStatusResponse{Application: app}), nil
}

func (h staffJobs) SearchApplications(ctx context.Context, req *connect.Request[adminv1.SearchApplicationsRequest]) (*connect.Response[adminv1.SearchApplicationsResponse], error) {
	list, next, err := h.careers.Search(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SearchApplicationsResponse{Applications: list, NextPageToken: next}), nil
}

func (h staffJobs) ListApplicationNotes(ctx context.Context, req *connect.Request[adminv1.ListApplicationNotesRequest]) (*connect.Response[adminv1.ListApplicationNotesResponse], error) {
	notes, err := h.careers.ListNotes(ctx, req.Msg.GetApplicationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListApplicationNotesResponse{Notes: notes}), nil
}

func (h staffJobs) AddApplicationNote(ctx context.Context, req *connect.Request[adminv1.AddApplicationNoteRequest]) (*connect.Response[adminv1.AddApplicationNoteResponse], error) {
	note, err := h.careers.AddNote(ctx, req.Msg.GetApplicationId(), staffActor(ctx), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddApplicationNoteResponse{Note: note}), nil
}
