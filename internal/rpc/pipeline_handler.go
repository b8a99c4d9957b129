package rpc

import (
	"context"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/jobs"
)

// statusNames maps the pipeline's statuses to and from their proto enum.
var statusNames = map[adminv1.ApplicationStatus]jobs.Status{
	adminv1.ApplicationStatus_APPLICATION_STATUS_NEW:          jobs.StatusNew,
	adminv1.ApplicationStatus_APPLICATION_STATUS_CONTACTED:    jobs.StatusContacted,
	adminv1.ApplicationStatus_APPLICATION_STATUS_INTERVIEWING: jobs.StatusInterviewing,
	adminv1.ApplicationStatus_APPLICATION_STATUS_OFFER:        jobs.StatusOffer,
	adminv1.ApplicationStatus_APPLICATION_STATUS_HIRED:        jobs.StatusHired,
	adminv1.ApplicationStatus_APPLICATION_STATUS_REJECTED:     jobs.StatusRejected,
}

func statusProto(s jobs.Status) adminv1.ApplicationStatus {
	for p, st := range statusNames {
		if st == s {
			return p
		}
	}
	return adminv1.ApplicationStatus_APPLICATION_STATUS_UNSPECIFIED
}

func (h staffJobs) SetApplicationStatus(ctx context.Context, req *connect.Request[adminv1.SetApplicationStatusRequest]) (*connect.Response[adminv1.SetApplicationStatusResponse], error) {
	// An unknown or unspecified value maps to "", which the service refuses.
	app, err := h.jobs.SetStatus(ctx, req.Msg.GetId(), enumIn(statusNames, req.Msg.GetStatus()))
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetApplicationStatusResponse{Application: h.application(app)}), nil
}

func (h staffJobs) SearchApplications(ctx context.Context, req *connect.Request[adminv1.SearchApplicationsRequest]) (*connect.Response[adminv1.SearchApplicationsResponse], error) {
	m := req.Msg
	f := jobs.SearchFilter{Text: m.GetText(), From: tsIn(m.GetFromTime()), To: tsIn(m.GetToTime())}
	f.Status = enumIn(statusNames, m.GetStatus())
	if m.GetJobId() != "" {
		id, err := apperr.ParseID(m.GetJobId(), jobs.ErrJobNotFound)
		if err != nil {
			return nil, err
		}
		f.JobID = &id
	}
	list, next, err := h.jobs.Search(ctx, f, m.GetPageSize(), m.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SearchApplicationsResponse{Applications: convertAll(list, h.application), NextPageToken: next}), nil
}

func (h staffJobs) ListApplicationNotes(ctx context.Context, req *connect.Request[adminv1.ListApplicationNotesRequest]) (*connect.Response[adminv1.ListApplicationNotesResponse], error) {
	notes, err := h.jobs.ListNotes(ctx, req.Msg.GetApplicationId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListApplicationNotesResponse{Notes: convertAll(notes, noteProto)}), nil
}

func (h staffJobs) AddApplicationNote(ctx context.Context, req *connect.Request[adminv1.AddApplicationNoteRequest]) (*connect.Response[adminv1.AddApplicationNoteResponse], error) {
	var author jobs.Author
	if s, ok := auth.SessionFrom(ctx); ok { // always, for a staff procedure
		id := s.User.ID
		author = jobs.Author{ID: &id, Name: s.User.Username}
	}
	note, err := h.jobs.AddNote(ctx, req.Msg.GetApplicationId(), author, req.Msg.GetBody())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.AddApplicationNoteResponse{Note: noteProto(note)}), nil
}

func noteProto(n jobs.Note) *adminv1.ApplicationNote {
	return &adminv1.ApplicationNote{Id: n.ID.String(), Body: n.Body, Author: n.Author, CreateTime: ts(n.CreateTime)}
}
