package dashboard_test

import (
	"context"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/contact"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestDashboard(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	dash := adminv1connect.NewDashboardServiceClient(s.H1, s.URL)

	// check compares every count with want and with what the database holds.
	check := func(t *testing.T, want *adminv1.GetDashboardResponse) {
		t.Helper()
		res, err := dash.GetDashboard(ctx, sitetest.WithToken(&adminv1.GetDashboardRequest{}, token))
		if err != nil {
			t.Fatalf("GetDashboard: %v", err)
		}
		got := res.Msg
		counts := []struct {
			name      string
			got, want int64
			table     string
		}{
			{"total_jobs", got.GetTotalJobs(), want.GetTotalJobs(), "jobs WHERE delete_time IS NULL"},
			{"active_jobs", got.GetActiveJobs(), want.GetActiveJobs(), "jobs WHERE active AND delete_time IS NULL"},
			{"applicants", got.GetApplicants(), want.GetApplicants(), "applications WHERE delete_time IS NULL AND job_id IN (SELECT id FROM jobs WHERE delete_time IS NULL)"},
			{"gallery_images", got.GetGalleryImages(), want.GetGalleryImages(), "gallery_images WHERE project_id IN (SELECT id FROM gallery_projects WHERE delete_time IS NULL)"},
			{"gallery_projects", got.GetGalleryProjects(), want.GetGalleryProjects(), "gallery_projects WHERE delete_time IS NULL"},
			{"total_portfolios", got.GetTotalPortfolios(), want.GetTotalPortfolios(), "portfolio_items WHERE delete_time IS NULL"},
			{"blogs_posted", got.GetBlogsPosted(), want.GetBlogsPosted(), "blog_posts WHERE delete_time IS NULL AND status <> 'draft' AND publish_time <= now()"},
			{"contact_messages", got.GetContactMessages(), want.GetContactMessages(), "contact_messages"},
			{"newsletter_subscribers", got.GetNewsletterSubscribers(), want.GetNewsletterSubscribers(), "newsletter_subscribers"},
		}
		for _, c := range counts {
			if c.got != c.want {
				t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
			}
			if held := int64(s.CountRows(t, c.table)); c.got != held {
				t.Errorf("%s = %d, but the database holds %d", c.name, c.got, held)
			}
		}
	}

	t.Run("an empty site counts nothing", func(t *testing.T) {
		check(t, &adminv1.GetDashboardResponse{})
	})

	var detailer *careers.Job
	t.Run("every count reflects what staff and visitors created", func(t *testing.T) {
		for i, in := range []*careers.JobInput{
			{Role: "Steel Detailer", Location: "Bengaluru", Qualification: "Degree", Active: true},
			{Role: "Checker", Location: "Bengaluru", Qualification: "Degree", Active: true},
			{Role: "Estimator", Location: "Remote", Qualification: "Diploma", Active: false},
		} {
			job, err := s.Svcs.Careers.CreateJob(ctx, in)
			if err != nil {
				t.Fatalf("CreateJob(%s): %v", in.Role, err)
			}
			if i == 0 {
				detailer = job
			}
			applicants := 2 - i // two for the first job, one for the second, none for the inactive one
			for range applicants {
				if _, err := s.Svcs.Careers.Apply(ctx, &careers.ApplyInput{JobId: job.GetId(), Name: "Ravi", Email: "ravi@example.com", Phone: "+91 80 1234 5678"}); err != nil {
					t.Fatalf("Apply: %v", err)
				}
			}
		}

		portf := adminv1connect.NewPortfolioServiceClient(s.H1, s.URL)
		for _, active := range []bool{true, false} {
			in := &adminv1.PortfolioItemInput{Title: "Warehouse", Active: active, FileUploadId: s.Upload(t, "portfolio", "w.pdf", sitetest.PDFBytes(), token)}
			if _, err := portf.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: in}, token)); err != nil {
				t.Fatalf("CreatePortfolioItem: %v", err)
			}
		}

		gallery := adminv1connect.NewGalleryServiceClient(s.H1, s.URL)
		for _, media := range [][]string{
			{s.Upload(t, "gallery", "a.png", sitetest.PNGBytes(t, 8, 6), token), s.Upload(t, "gallery", "walk.mp4", sitetest.MP4Bytes(), token)},
			{s.Upload(t, "gallery", "b.png", sitetest.PNGBytes(t, 8, 6), token)},
		} {
			in := &adminv1.ProjectInput{
				Title: "Distribution centre", Description: "Main steel and connections", Location: "Texas, USA",
				Type: sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL, Department: sitev1.Department_DEPARTMENT_STRUCTURAL,
				TechnologyUsed: "Tekla Structures", ImageUploadIds: media,
			}
			if _, err := gallery.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, token)); err != nil {
				t.Fatalf("CreateProject: %v", err)
			}
		}

		blog := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
		post := &adminv1.PostInput{Title: "Why BIM pays", ContentHtml: "<p>Fewer clashes on site.</p>"}
		if _, err := blog.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: post}, token)); err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
		// Neither a draft nor a post scheduled for later is posted yet.
		for _, p := range []*adminv1.PostInput{
			{Title: "Draft on fireproofing", ContentHtml: "<p>Soon.</p>", Status: sitev1.PostStatus_POST_STATUS_DRAFT},
			{Title: "Next week's post", ContentHtml: "<p>Later.</p>", Status: sitev1.PostStatus_POST_STATUS_SCHEDULED, PublishTime: timestamppb.New(time.Now().Add(7 * 24 * time.Hour))},
		} {
			if _, err := blog.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: p}, token)); err != nil {
				t.Fatalf("CreatePost(%s): %v", p.GetTitle(), err)
			}
		}

		for range 2 {
			in := &contact.Input{Name: "Dana", Email: "dana@example.com", Phone: "555 010 0199", Message: "Quote, please."}
			if _, err := s.Svcs.Contact.Send(ctx, in); err != nil {
				t.Fatalf("Send: %v", err)
			}
		}
		for _, email := range []string{"a@example.com", "b@example.com", "A@example.com"} {
			if err := s.Svcs.Newsletter.Subscribe(ctx, email); err != nil {
				t.Fatalf("Subscribe(%s): %v", email, err)
			}
		}

		check(t, &adminv1.GetDashboardResponse{
			TotalJobs: 3, ActiveJobs: 2, Applicants: 3, GalleryImages: 3, GalleryProjects: 2,
			TotalPortfolios: 2, BlogsPosted: 1, ContactMessages: 2, NewsletterSubscribers: 2,
		})
	})

	t.Run("deleting a job takes its applicants out of the counts", func(t *testing.T) {
		if err := s.Svcs.Careers.DeleteJob(ctx, detailer.GetId()); err != nil {
			t.Fatalf("DeleteJob: %v", err)
		}
		check(t, &adminv1.GetDashboardResponse{
			TotalJobs: 2, ActiveJobs: 1, Applicants: 1, GalleryImages: 3, GalleryProjects: 2,
			TotalPortfolios: 2, BlogsPosted: 1, ContactMessages: 2, NewsletterSubscribers: 2,
		})
	})

	t.Run("visitors cannot read the dashboard", func(t *testing.T) {
		_, err := dash.GetDashboard(ctx, connect.NewRequest(&adminv1.GetDashboardRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("GetDashboard without a session: code %v, want unauthenticated", got)
		}
	})
}
