package rpc

import (
	"context"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/analytics"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/files"
)

// jobsHandler serves both the public and the staff JobService and ApplicationService.
type jobsHandler struct {
	careers *careers.Service
	files   *files.Service
	abuse   *abuse.Guard
}

var (
	_ sitev1connect.JobServiceHandler          = publicJobs{}
	_ adminv1connect.JobServiceHandler         = staffJobs{}
	_ sitev1connect.ApplicationServiceHandler  = publicJobs{}
	_ adminv1connect.ApplicationServiceHandler = staffJobs{}
)

type publicJobs struct{ *jobsHandler }
type staffJobs struct{ *jobsHandler }

func (h publicJobs) ListJobs(ctx context.Context, req *connect.Request[sitev1.ListJobsRequest]) (*connect.Response[sitev1.ListJobsResponse], error) {
	list, next, err := h.careers.ListJobs(ctx, true, req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.ListJobsResponse{Jobs: list, NextPageToken: next}), nil
}

func (h publicJobs) GetJob(ctx context.Context, req *connect.Request[sitev1.GetJobRequest]) (*connect.Response[sitev1.GetJobResponse], error) {
	job, err := h.careers.GetJob(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&sitev1.GetJobResponse{Job: job}), nil
}

func (h publicJobs) Apply(ctx context.Context, req *connect.Request[sitev1.ApplyRequest]) (*connect.Response[sitev1.ApplyResponse], error) {
	m := req.Msg
	app, err := h.apply(ctx, req)
	if err != nil {
		// A refused application leaves no stored file: its résumé goes now, not when the
		// claim window ends (a resent form uploads it again).
		h.files.Discard(context.WithoutCancel(ctx), files.KindResume, nil, m.GetResumeUploadId())
		return nil, err
	}
	// After the application's commit: a goal of the applicant's visit.
	analytics.Convert(ctx, analytics.GoalApplication)
	return connect.NewResponse(&sitev1.ApplyResponse{ApplicationId: app.GetId()}), nil
}

func (h publicJobs) apply(ctx context.Context, req *connect.Request[sitev1.ApplyRequest]) (*careers.Application, error) {
	m := req.Msg
	if err := h.abuse.Admit(ctx, abuse.Application, req.Peer().Addr, abuse.Form{Honeypot: m.GetWebsite(), Challenge: m.GetChallenge()}, true); err != nil {
		return nil, err
	}
	return h.careers.Apply(ctx, m)
}

func (h staffJobs) ListJobs(ctx context.Context, req *connect.Request[adminv1.ListJobsRequest]) (*connect.Response[adminv1.ListJobsResponse], error) {
	list, next, err := h.careers.SearchJobs(ctx, req.Msg.GetQuery(), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListJobsResponse{Jobs: list, NextPageToken: next}), nil
}

func (h staffJobs) CreateJob(ctx context.Context, req *connect.Request[adminv1.CreateJobRequest]) (*connect.Response[adminv1.CreateJobResponse], error) {
	job, err := h.careers.CreateJob(ctx, req.Msg.GetJob())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.CreateJobResponse{Job: job}), nil
}

func (h staffJobs) UpdateJob(ctx context.Context, req *connect.Request[adminv1.UpdateJobRequest]) (*connect.Response[adminv1.UpdateJobResponse], error) {
	job, err := h.careers.UpdateJob(ctx, req.Msg)
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.UpdateJobResponse{Job: job}), nil
}

func (h staffJobs) DeleteJob(ctx context.Context, req *connect.Request[adminv1.DeleteJobRequest]) (*connect.Response[adminv1.DeleteJobResponse], error) {
	if err := h.careers.DeleteJob(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteJobResponse{}), nil
}

func (h staffJobs) ListApplications(ctx context.Context, req *connect.Request[adminv1.ListApplicationsRequest]) (*connect.Response[adminv1.ListApplicationsResponse], error) {
	list, next, err := h.careers.ListApplications(ctx, req.Msg.GetJobId(), req.Msg.GetPageSize(), req.Msg.GetPageToken())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.ListApplicationsResponse{Applications: list, NextPageToken: next}), nil
}

func (h staffJobs) GetApplication(ctx context.Context, req *connect.Request[adminv1.GetApplicationRequest]) (*connect.Response[adminv1.GetApplicationResponse], error) {
	app, err := h.careers.GetApplication(ctx, req.Msg.GetId())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.GetApplicationResponse{Application: app}), nil
}

func (h staffJobs) SetApplicationContacted(ctx context.Context, req *connect.Request[adminv1.SetApplicationContactedRequest]) (*connect.Response[adminv1.SetApplicationContactedResponse], error) {
	app, err := h.careers.SetContacted(ctx, req.Msg.GetId(), req.Msg.GetContacted())
	if err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.SetApplicationContactedResponse{Application: app}), nil
}

func (h staffJobs) DeleteApplication(ctx context.Context, req *connect.Request[adminv1.DeleteApplicationRequest]) (*connect.Response[adminv1.DeleteApplicationResponse], error) {
	if err := h.careers.DeleteApplication(ctx, req.Msg.GetId()); err != nil {
		return nil, err
	}
	return connect.NewResponse(&adminv1.DeleteApplicationResponse{}), nil
}
