package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/careers"
)

// statusNames maps the pipeline's statuses to and from their proto enum.
var statusNames = map[adminv1.ApplicationStatus]careers.Status{
	adminv1.ApplicationStatus_APPLICATION_STATUS_NEW:          careers.StatusNew,
	adminv1.ApplicationStatus_APPLICATION_STATUS_CONTACTED:    careers.StatusContacted,
	adminv1.ApplicationStatus_APPLICATION_STATUS_INTERVIEWING: careers.StatusInterviewing,
	adminv1.ApplicationStatus_APPLICATION_STATUS_OFFER:        careers.StatusOffer,
	adminv1.ApplicationStatus_APPLICATION_STATUS_HIRED:        careers.StatusHired,
	adminv1.ApplicationStatus_APPLICATION_STATUS_REJECTED:     careers.StatusRejected,
}

func statusProto(s careers.Status) adminv1.ApplicationStatus {
	for p, st := range statusNames {
		if st == s {
			return p
		}
	}
	return adminv1.ApplicationStatus_APPLICATION_STATUS_UNSPECIFIED
}

func (h staffJobs) SetApplicationStatus(ctx context.Context, req *connect.Request[adminv1.SetApplicationStatusRequest]) (*connect.Response[adminv1.SetApplicationStatusResponse], error) {
	// An unknown or unspecified value maps to "", which the service refuses.
	app, err := h.careers.SetStatus(ctx, req.Msg.GetId(), enumIn(statusNames, req.Msg.GetStatus()))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetApplicationStatusResponse{Application: h.application(app)}), nil
}

func (h staffJobs) SearchApplications(ctx context.Context, req *connect.Request[adminv1.SearchApplicationsRequest]) (*connect.Response[adminv1.SearchApplicationsResponse], error) {
	m := req.Msg
	f := careers.SearchFilter{Text: m.GetText(), From: tsIn(m.GetFromTime()), To: tsIn(m.GetToTime())}
	f.Status = enumIn(statusNames, m.GetStatus())
	if m.GetJobId() != "" {
		id, err := apperr.ParseID(m.GetJobId(), careers.ErrJobNotFound)
		if err != nil {
			return nil, err
		}
		f.JobID = &id
	}
	list, next, err := h.careers.Search(ctx, f, m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SearchApplicationsResponse{Applications: convertAll(list, h.application), NextPageToken: next}), nil
}

func (h staffJobs) ListApplicationNotes(ctx context.Context, req *connect.Request[adminv1.ListApplicationNotesRequest]) (*connect.Response[adminv1.ListApplicationNotesResponse], error) {
	notes, err := h.careers.ListNotes(ctx, req.Msg.GetApplicationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListApplicationNotesResponse{Notes: convertAll(notes, noteProto)}), nil
}

func (h staffJobs) AddApplicationNote(ctx context.Context, req *connect.Request[adminv1.AddApplicationNoteRequest]) (*connect.Response[adminv1.AddApplicationNoteResponse], error) {
	note, err := h.careers.AddNote(ctx, req.Msg.GetApplicationId(), staffActor(ctx), req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddApplicationNoteResponse{Note: noteProto(note)}), nil
}

func noteProto(n careers.Note) *adminv1.ApplicationNote {
	return &adminv1.ApplicationNote{Id: n.ID.String(), Body: n.Body, Author: n.Author, CreateTime: ts(n.CreateTime)}
}
