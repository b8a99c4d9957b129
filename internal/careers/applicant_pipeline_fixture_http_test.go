package careers_test

import (
	"context"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// pipelineSite is a running site with a staff session and both sides' application clients.
type pipelineSite struct {
	*sitetest.Site
	token     string
	staffJobs adminv1connect.JobServiceClient
	staffApps adminv1connect.ApplicationServiceClient
	pubApps   sitev1connect.ApplicationServiceClient
}

// applicants are two jobs and an applicant to each, made through the API.
type applicants struct {
	job, applicant, resumePath string // a job with an applicant who sent a résumé
	otherJob, lone             string // a second job and its applicant, without one
}

func startPipelineSite(t *testing.T) (*pipelineSite, applicants) {
	t.Helper()
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	ps := &pipelineSite{
		Site: s, token: s.StaffToken(t),
		staffJobs: adminv1connect.NewJobServiceClient(s.H1, s.URL),
		staffApps: adminv1connect.NewApplicationServiceClient(s.H1, s.URL),
		pubApps:   sitev1connect.NewApplicationServiceClient(s.H1, s.URL),
	}
	ctx := context.Background()
	newJob := func(role string) string {
		res, err := ps.staffJobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{
			Role: role, Location: "Pune", Qualification: "BE Civil", Active: true,
		}}, ps.token))
		if err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
		return res.Msg.GetJob().GetId()
	}
	apply := func(job, name, resume string) string {
		res, err := ps.pubApps.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job, Name: name, Email: strings.ToLower(name) + "@example.com", Phone: "5550100", ResumeUploadId: resume}))
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
		return res.Msg.GetApplicationId()
	}
	var r applicants
	r.job = newJob("Steel Detailer")
	r.applicant = apply(r.job, "Asha", s.Upload(t, "resume", "asha.pdf", sitetest.PDFBytes(), ""))
	app, err := ps.staffApps.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: r.applicant}, ps.token))
	if err != nil {
		t.Fatal(err)
	}
	r.resumePath = app.Msg.GetApplication().GetResume().GetPath()
	r.otherJob = newJob("Checker")
	r.lone = apply(r.otherJob, "Ravi", "")
	return ps, r
}
