package careers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// expire moves a job's expiry into the past, as time would (the API refuses a past
// expiry on create).
func expire(t *testing.T, s *sitetest.Site, id string) {
	t.Helper()
	if _, err := s.Pool.Exec(context.Background(), "UPDATE jobs SET expire_time = now() - interval '1 day' WHERE id = $1", id); err != nil {
		t.Fatal(err)
	}
}

func TestJobPageFields(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewJobServiceClient(s.H1, s.URL)
	public := sitev1connect.NewJobServiceClient(s.H1, s.URL)
	applications := sitev1connect.NewApplicationServiceClient(s.H1, s.URL)
	nextMonth := time.Now().Add(30 * 24 * time.Hour).Truncate(time.Second)

	create := func(t *testing.T, in *adminv1.JobInput) *sitev1.Job {
		t.Helper()
		res, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: in}, token))
		if err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
		return res.Msg.GetJob()
	}
	base := func() *adminv1.JobInput {
		return &adminv1.JobInput{Role: "Tekla Modeler", Location: "Bengaluru", Qualification: "B.E.", Active: true}
	}

	t.Run("a job keeps its sanitized description, expiry and structured location", func(t *testing.T) {
		in := base()
		in.DescriptionHtml = `<p>Model <strong>steel</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>`
		in.ExpireTime = timestamppb.New(nextMonth)
		in.City, in.Region, in.CountryCode = " Bengaluru ", "Karnataka", "in"
		job := create(t, in)
		if got := job.GetDescriptionHtml(); strings.Contains(got, "script") || strings.Contains(got, "onerror") || !strings.Contains(got, "<strong>steel</strong>") {
			t.Errorf("description = %q, want the text kept and the script and handler dropped", got)
		}
		if got, want := job.GetExpireTime().AsTime(), nextMonth; !got.Equal(want) {
			t.Errorf("expire_time = %v, want %v", got, want)
		}
		if job.GetCity() != "Bengaluru" || job.GetRegion() != "Karnataka" || job.GetCountryCode() != "IN" {
			t.Errorf("location = %q %q %q, want Bengaluru Karnataka IN", job.GetCity(), job.GetRegion(), job.GetCountryCode())
		}
		res, err := public.GetJob(ctx, connect.NewRequest(&sitev1.GetJobRequest{Id: job.GetId()}))
		if err != nil || res.Msg.GetJob().GetDescriptionHtml() != job.GetDescriptionHtml() {
			t.Errorf("public GetJob = %v, %v; want the job", res, err)
		}
	})

	t.Run("a bad country code and a past expiry are refused with messages", func(t *testing.T) {
		tests := []struct {
			name  string
			edit  func(*adminv1.JobInput)
			field string
		}{
			{"three letters", func(in *adminv1.JobInput) { in.CountryCode = "IND" }, "country_code"},
			{"a digit", func(in *adminv1.JobInput) { in.CountryCode = "U1" }, "country_code"},
			{"an expiry in the past", func(in *adminv1.JobInput) { in.ExpireTime = timestamppb.New(time.Now().Add(-time.Hour)) }, "expire_time"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				in := base()
				tt.edit(in)
				_, err := staff.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: in}, token))
				if got := sitetest.FieldMessages(t, err); got[tt.field] == "" {
					t.Errorf("violations = %v, want one on %s", got, tt.field)
				}
			})
		}
	})

	t.Run("an expired job leaves the public list, answers FailedPrecondition and takes no application", func(t *testing.T) {
		job := create(t, base())
		expire(t, s, job.GetId())
		list, err := public.ListJobs(ctx, connect.NewRequest(&sitev1.ListJobsRequest{PageSize: 100}))
		if err != nil || sitetest.ContainsJob(list.Msg.GetJobs(), job.GetId()) {
			t.Errorf("public ListJobs = %v, %v; want no expired job", list, err)
		}
		all, _ := staff.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{PageSize: 100}, token))
		if !sitetest.ContainsJob(all.Msg.GetJobs(), job.GetId()) {
			t.Error("staff list misses the expired job")
		}
		if _, err := public.GetJob(ctx, connect.NewRequest(&sitev1.GetJobRequest{Id: job.GetId()})); connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Errorf("GetJob = %v, want failed precondition", err)
		}
		_, err = applications.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job.GetId(), Name: "Asha", Email: "asha@example.com", Phone: "+91 98450 12345"}))
		if connect.CodeOf(err) != connect.CodeFailedPrecondition {
			t.Errorf("Apply = %v, want failed precondition", err)
		}
	})

	t.Run("unknown, malformed and inactive jobs answer NotFound", func(t *testing.T) {
		in := base()
		in.Active = false
		inactive := create(t, in)
		for _, id := range []string{"00000000-0000-0000-0000-000000000000", "not-an-id", inactive.GetId()} {
			if _, err := public.GetJob(ctx, connect.NewRequest(&sitev1.GetJobRequest{Id: id})); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("GetJob(%q) = %v, want not found", id, err)
			}
		}
	})

	t.Run("staff can change and clear the page fields", func(t *testing.T) {
		in := base()
		in.DescriptionHtml, in.ExpireTime, in.City = "<p>First</p>", timestamppb.New(nextMonth), "Pune"
		job := create(t, in)
		in = base()
		in.DescriptionHtml = "<p> </p>"
		res, err := staff.UpdateJob(ctx, sitetest.WithToken(&adminv1.UpdateJobRequest{Id: job.GetId(), Job: in}, token))
		if err != nil {
			t.Fatalf("UpdateJob: %v", err)
		}
		if got := res.Msg.GetJob(); got.GetDescriptionHtml() != "" || got.GetExpireTime() != nil || got.GetCity() != "" {
			t.Errorf("updated job = %v, want description, expiry and city cleared", got)
		}
	})

	t.Run("the REST shim's update keeps the fields its form does not have", func(t *testing.T) {
		in := base()
		in.DescriptionHtml, in.ExpireTime, in.City, in.CountryCode = "<p>Kept</p>", timestamppb.New(nextMonth), "Pune", "IN"
		job := create(t, in)
		if code := s.REST(t, "PUT", "/api/jobrole/update/"+job.GetId(), token, []sitetest.Part{
			{Field: "Role", Value: "Senior Modeler"}, {Field: "location", Value: "Pune"},
			{Field: "qualification", Value: "B.E."}, {Field: "status", Value: "true"},
		}, nil); code != 200 {
			t.Fatalf("PUT /api/jobrole/update = %d, want 200", code)
		}
		res, err := public.GetJob(ctx, connect.NewRequest(&sitev1.GetJobRequest{Id: job.GetId()}))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetJob()
		if got.GetRole() != "Senior Modeler" || got.GetDescriptionHtml() != "<p>Kept</p>" || got.GetExpireTime() == nil || got.GetCity() != "Pune" || got.GetCountryCode() != "IN" {
			t.Errorf("job after REST update = %v, want the new role and the page fields kept", got)
		}
	})
}
