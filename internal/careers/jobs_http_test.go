package careers_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestJobs(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	public := sitev1connect.NewJobServiceClient(s.H1, s.URL)

	create := func(t *testing.T, in *adminv1.JobInput) *sitev1.Job {
		t.Helper()
		res, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: in}, token))
		if err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
		return res.Msg.GetJob()
	}

	t.Run("a job with a PDF description is created and listed publicly while active", func(t *testing.T) {
		jd := s.Upload(t, "job_description", "tekla-modeler.pdf", sitetest.PDFBytes(), token)
		job := create(t, &adminv1.JobInput{Role: " Tekla Modeler ", Location: "Bengaluru", Type: "Full Time", Qualification: "B.E. Civil", Active: true, JobDescriptionUploadId: jd})
		if job.GetRole() != "Tekla Modeler" || job.GetJobDescription().GetFileName() != "tekla-modeler.pdf" {
			t.Errorf("created job = %v, want trimmed role and the PDF", job)
		}
		res, _ := s.Get(t, job.GetJobDescription().GetPath(), "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/pdf" {
			t.Errorf("GET job description = %d %s, want 200 application/pdf", res.StatusCode, res.Header.Get("Content-Type"))
		}
		list, err := public.ListJobs(ctx, connect.NewRequest(&sitev1.ListJobsRequest{}))
		if err != nil || !sitetest.ContainsJob(list.Msg.GetJobs(), job.GetId()) {
			t.Errorf("public ListJobs = %v, %v; want the new job", list, err)
		}
	})

	t.Run("an inactive job is hidden publicly and shown to staff", func(t *testing.T) {
		job := create(t, &adminv1.JobInput{Role: "Checker", Location: "Remote", Qualification: "10 years", Active: false})
		pub, _ := public.ListJobs(ctx, connect.NewRequest(&sitev1.ListJobsRequest{PageSize: 100}))
		if sitetest.ContainsJob(pub.Msg.GetJobs(), job.GetId()) {
			t.Error("public list shows an inactive job")
		}
		all, _ := staff.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{PageSize: 100}, token))
		if !sitetest.ContainsJob(all.Msg.GetJobs(), job.GetId()) {
			t.Error("staff list misses the inactive job")
		}
	})

	t.Run("blank required fields are refused with the spec's messages", func(t *testing.T) {
		_, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: " "}}, token))
		got := sitetest.FieldMessages(t, err)
		want := map[string]string{"role": "Role is required", "location": "Location is required", "qualification": "Qualification is required"}
		for f, m := range want {
			if got[f] != m {
				t.Errorf("violation of %s = %q, want %q (all: %v)", f, got[f], m, got)
			}
		}
	})

	t.Run("a job description that is not a PDF is refused at upload", func(t *testing.T) {
		res, body := s.TryUpload(t, "job_description", "jd.pdf", sitetest.PNGBytes(t, 4, 4), token)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "Please upload a PDF file") {
			t.Errorf("upload PNG as JD = %d %s, want 400 'Please upload a PDF file'", res.StatusCode, body)
		}
	})

	t.Run("an upload cannot be claimed twice", func(t *testing.T) {
		jd := s.Upload(t, "job_description", "jd.pdf", sitetest.PDFBytes(), token)
		create(t, &adminv1.JobInput{Role: "A", Location: "B", Qualification: "C", JobDescriptionUploadId: jd})
		_, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "A", Location: "B", Qualification: "C", JobDescriptionUploadId: jd}}, token))
		if connect.CodeOf(err) != connect.CodeInvalidArgument {
			t.Errorf("second claim: %v, want invalid argument", err)
		}
	})

	t.Run("updating replaces the description and removes the old file", func(t *testing.T) {
		first := s.Upload(t, "job_description", "v1.pdf", sitetest.PDFBytes(), token)
		job := create(t, &adminv1.JobInput{Role: "Detailer", Location: "Pune", Qualification: "Diploma", Active: true, JobDescriptionUploadId: first})
		oldPath := job.GetJobDescription().GetPath()
		second := s.Upload(t, "job_description", "v2.pdf", sitetest.PDFBytes(), token)
		res, err := staff.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: job.GetId(), Job: &adminv1.JobInput{Role: "Senior Detailer", Location: "Pune", Qualification: "Diploma", Active: false, JobDescriptionUploadId: second}}, token))
		if err != nil {
			t.Fatalf("UpdateJob: %v", err)
		}
		if got := res.Msg.GetJob(); got.GetRole() != "Senior Detailer" || got.GetActive() || got.GetJobDescription().GetFileName() != "v2.pdf" {
			t.Errorf("updated job = %v", got)
		}
		if r, _ := s.Get(t, oldPath, ""); r.StatusCode != http.StatusNotFound {
			t.Errorf("old description still served: %d", r.StatusCode)
		}
	})

	t.Run("unknown and malformed ids answer NotFound", func(t *testing.T) {
		for _, id := range []string{"00000000-0000-0000-0000-000000000000", "not-an-id"} {
			_, err := staff.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: id, Job: &adminv1.JobInput{Role: "a", Location: "b", Qualification: "c"}}, token))
			if connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("UpdateJob(%q) = %v, want not found", id, err)
			}
			_, err = staff.DeleteJob(ctx, sitetest.WithToken(&adminv1.DeleteJobRequest{Id: id}, token))
			if connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("DeleteJob(%q) = %v, want not found", id, err)
			}
		}
	})

	t.Run("pages follow each other without gaps or repeats", func(t *testing.T) {
		seen := map[string]bool{}
		token2 := ""
		for range 10 {
			res, err := staff.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{PageSize: 2, PageToken: token2}, token))
			if err != nil {
				t.Fatal(err)
			}
			for _, j := range res.Msg.GetJobs() {
				if seen[j.GetId()] {
					t.Fatalf("job %s listed twice", j.GetId())
				}
				seen[j.GetId()] = true
			}
			if token2 = res.Msg.GetNextPageToken(); token2 == "" {
				break
			}
		}
		all, _ := staff.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{PageSize: 100}, token))
		if len(seen) != len(all.Msg.GetJobs()) {
			t.Errorf("paging saw %d jobs, one page of 100 has %d", len(seen), len(all.Msg.GetJobs()))
		}
	})
}

func TestApplications(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staffJobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	staff := adminv1connect.NewApplicationServiceClient(s.H1, s.URL)
	public := sitev1connect.NewApplicationServiceClient(s.H1, s.URL)

	newJob := func(t *testing.T, active bool) string {
		t.Helper()
		res, err := staffJobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{Role: "Modeler", Location: "Remote", Qualification: "Any", Active: active}}, token))
		if err != nil {
			t.Fatal(err)
		}
		return res.Msg.GetJob().GetId()
	}
	jobID := newJob(t, true)

	t.Run("a visitor applies with a résumé that only staff can open", func(t *testing.T) {
		resume := s.Upload(t, "resume", "jane.pdf", sitetest.PDFBytes(), "")
		res, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: jobID, Name: "Jane Doe", Email: "jane@example.com", Phone: "+1 555 010 0199", ResumeUploadId: resume}))
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
		got, err := staff.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: res.Msg.GetApplicationId()}, token))
		if err != nil {
			t.Fatal(err)
		}
		app := got.Msg.GetApplication()
		if app.GetJobId() != jobID || app.GetContacted() || app.GetResume().GetFileName() != "jane.pdf" {
			t.Errorf("application = %v", app)
		}
		signed := app.GetResume().GetPath()
		plain, _, _ := strings.Cut(signed, "?")
		if r, _ := s.Get(t, signed, ""); r.StatusCode != http.StatusOK || r.Header.Get("Cache-Control") != "private, no-store" {
			t.Errorf("signed résumé link = %d (%s), want 200 private", r.StatusCode, r.Header.Get("Cache-Control"))
		}
		if r, _ := s.Get(t, plain, ""); r.StatusCode != http.StatusForbidden {
			t.Errorf("unsigned résumé link without a session = %d, want 403", r.StatusCode)
		}
		if r, _ := s.Get(t, plain+"?exp=9999999999&sig=forged", ""); r.StatusCode != http.StatusForbidden {
			t.Errorf("forged signature = %d, want 403", r.StatusCode)
		}
		if r, _ := s.Get(t, plain, token); r.StatusCode != http.StatusOK {
			t.Errorf("unsigned résumé link with a staff token = %d, want 200", r.StatusCode)
		}
	})

	t.Run("invalid application fields are refused with clear messages", func(t *testing.T) {
		_, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: jobID, Email: "not-an-email", Phone: "12"}))
		got := sitetest.FieldMessages(t, err)
		want := map[string]string{"name": "Name is required", "email": "Please enter a valid email address", "phone": "Please enter a valid phone number"}
		for f, m := range want {
			if got[f] != m {
				t.Errorf("violation of %s = %q, want %q", f, got[f], m)
			}
		}
	})

	t.Run("applying to an inactive or unknown job answers NotFound", func(t *testing.T) {
		for _, id := range []string{newJob(t, false), "00000000-0000-0000-0000-000000000000", "x"} {
			_, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: id, Name: "A", Email: "a@example.com", Phone: "5550100"}))
			if connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("Apply to %s = %v, want not found", id, err)
			}
		}
	})

	t.Run("staff mark an applicant contacted, list and delete", func(t *testing.T) {
		res, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: jobID, Name: "Raj", Email: "raj@example.com", Phone: "5550100"}))
		if err != nil {
			t.Fatal(err)
		}
		id := res.Msg.GetApplicationId()
		upd, err := staff.SetApplicationContacted(ctx, sitetest.WithToken(&adminv1.SetApplicationContactedRequest{Id: id, Contacted: true}, token))
		if err != nil || !upd.Msg.GetApplication().GetContacted() {
			t.Fatalf("SetApplicationContacted = %v, %v", upd, err)
		}
		list, err := staff.ListApplications(ctx, sitetest.WithToken(&adminv1.ListApplicationsRequest{JobId: jobID}, token))
		if err != nil || len(list.Msg.GetApplications()) != 2 || list.Msg.GetApplications()[0].GetId() != id {
			t.Fatalf("ListApplications = %v, %v; want 2, newest first", list, err)
		}
		if _, err := staff.DeleteApplication(ctx, sitetest.WithToken(&adminv1.DeleteApplicationRequest{Id: id}, token)); err != nil {
			t.Fatal(err)
		}
		if _, err := staff.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: id}, token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("GetApplication after delete = %v, want not found", err)
		}
	})

	t.Run("deleting a job deletes its applicants, and emptying the trash their résumés", func(t *testing.T) {
		job := newJob(t, true)
		resume := s.Upload(t, "resume", "cv.pdf", sitetest.PDFBytes(), "")
		res, err := public.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job, Name: "Li", Email: "li@example.com", Phone: "5550100", ResumeUploadId: resume}))
		if err != nil {
			t.Fatal(err)
		}
		app, _ := staff.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: res.Msg.GetApplicationId()}, token))
		path := app.Msg.GetApplication().GetResume().GetPath()
		if _, err := staffJobs.DeleteJob(ctx, sitetest.WithToken(&adminv1.DeleteJobRequest{Id: job}, token)); err != nil {
			t.Fatal(err)
		}
		if _, err := staff.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: res.Msg.GetApplicationId()}, token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("applicant of a deleted job = %v, want not found", err)
		}
		s.EmptyTrash(t)
		if r, _ := s.Get(t, path, token); r.StatusCode != http.StatusNotFound {
			t.Errorf("résumé of a deleted job = %d, want 404", r.StatusCode)
		}
		if _, err := staff.ListApplications(ctx, sitetest.WithToken(&adminv1.ListApplicationsRequest{JobId: job}, token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("ListApplications of a deleted job = %v, want not found", err)
		}
	})
}
