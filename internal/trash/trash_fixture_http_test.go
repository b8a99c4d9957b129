package trash_test

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
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// trashSite is a running site with a record of each kind that can be trashed.
type trashSite struct {
	*sitetest.Site
	token string

	trash        adminv1connect.TrashServiceClient
	staffJobs    adminv1connect.JobServiceClient
	staffApps    adminv1connect.ApplicationServiceClient
	staffGallery adminv1connect.GalleryServiceClient
	staffPort    adminv1connect.PortfolioServiceClient
	staffBlog    adminv1connect.BlogServiceClient
	dashboard    adminv1connect.DashboardServiceClient
	pubJobs      sitev1connect.JobServiceClient
	pubApps      sitev1connect.ApplicationServiceClient
	pubGallery   sitev1connect.GalleryServiceClient
	pubPort      sitev1connect.PortfolioServiceClient
	pubBlog      sitev1connect.BlogServiceClient
}

func startTrashSite(t *testing.T) *trashSite {
	t.Helper()
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	return &trashSite{
		Site: s, token: s.StaffToken(t),
		trash:        adminv1connect.NewTrashServiceClient(s.H1, s.URL),
		staffJobs:    adminv1connect.NewJobServiceClient(s.H1, s.URL),
		staffApps:    adminv1connect.NewApplicationServiceClient(s.H1, s.URL),
		staffGallery: adminv1connect.NewGalleryServiceClient(s.H1, s.URL),
		staffPort:    adminv1connect.NewPortfolioServiceClient(s.H1, s.URL),
		staffBlog:    adminv1connect.NewBlogServiceClient(s.H1, s.URL),
		dashboard:    adminv1connect.NewDashboardServiceClient(s.H1, s.URL),
		pubJobs:      sitev1connect.NewJobServiceClient(s.H1, s.URL),
		pubApps:      sitev1connect.NewApplicationServiceClient(s.H1, s.URL),
		pubGallery:   sitev1connect.NewGalleryServiceClient(s.H1, s.URL),
		pubPort:      sitev1connect.NewPortfolioServiceClient(s.H1, s.URL),
		pubBlog:      sitev1connect.NewBlogServiceClient(s.H1, s.URL),
	}
}

// records are one of each kind, made through the API.
type records struct {
	job, jobPath          string // the job, with a description PDF and one applicant
	applicant, resumePath string // that applicant
	otherJob, lone        string // a second job and its applicant, trashed alone
	post, slug, postImage string
	project               string
	projectImages         []string
	item, itemPDF         string
}

func (ts *trashSite) makeRecords(t *testing.T) records {
	t.Helper()
	ctx := context.Background()
	var r records
	newJob := func(role string, jd string) *sitev1.Job {
		res, err := ts.staffJobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: &adminv1.JobInput{
			Role: role, Location: "Pune", Qualification: "BE Civil", Active: true, JobDescriptionUploadId: jd,
		}}, ts.token))
		if err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
		return res.Msg.GetJob()
	}
	apply := func(job, name, resume string) string {
		res, err := ts.pubApps.Apply(ctx, connect.NewRequest(&sitev1.ApplyRequest{JobId: job, Name: name, Email: strings.ToLower(name) + "@example.com", Phone: "5550100", ResumeUploadId: resume}))
		if err != nil {
			t.Fatalf("Apply: %v", err)
		}
		return res.Msg.GetApplicationId()
	}
	job := newJob("Steel Detailer", ts.Upload(t, "job_description", "jd.pdf", sitetest.PDFBytes(), ts.token))
	r.job, r.jobPath = job.GetId(), job.GetJobDescription().GetPath()
	r.applicant = apply(r.job, "Asha", ts.Upload(t, "resume", "asha.pdf", sitetest.PDFBytes(), ""))
	app, err := ts.staffApps.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: r.applicant}, ts.token))
	if err != nil {
		t.Fatal(err)
	}
	r.resumePath = app.Msg.GetApplication().GetResume().GetPath()
	r.otherJob = newJob("Checker", "").GetId()
	r.lone = apply(r.otherJob, "Ravi", "")

	post, err := ts.staffBlog.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{
		Title: "Anchor bolts", ContentHtml: "<p>Set them right.</p>", ImageUploadId: ts.Upload(t, "blog_image", "bolt.png", sitetest.PNGBytes(t, 4, 3), ts.token),
	}}, ts.token))
	if err != nil {
		t.Fatalf("CreatePost: %v", err)
	}
	r.post, r.slug, r.postImage = post.Msg.GetPost().GetId(), post.Msg.GetPost().GetSlug(), post.Msg.GetPost().GetImage().GetPath()

	project, err := ts.staffGallery.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: sitetest.GalleryInput("Warehouse", sitev1.Department_DEPARTMENT_STRUCTURAL,
		ts.Upload(t, "gallery", "a.png", sitetest.PNGBytes(t, 4, 3), ts.token), ts.Upload(t, "gallery", "b.png", sitetest.PNGBytes(t, 4, 3), ts.token))}, ts.token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	r.project, r.projectImages = project.Msg.GetProject().GetId(), sitetest.ImagePaths(project.Msg.GetProject())

	item, err := ts.staffPort.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
		Title: "Stadium", Active: true, FileUploadId: ts.Upload(t, "portfolio", "stadium.pdf", sitetest.PDFBytes(), ts.token),
	}}, ts.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	r.item, r.itemPDF = item.Msg.GetItem().GetId(), item.Msg.GetItem().GetFile().GetPath()
	return r
}

// deleteAll deletes every record through the existing delete procedures.
func (ts *trashSite) deleteAll(t *testing.T, r records) {
	t.Helper()
	ctx := context.Background()
	calls := map[string]error{}
	_, calls["DeleteJob"] = ts.staffJobs.DeleteJob(ctx, sitetest.WithToken(&adminv1.DeleteJobRequest{Id: r.job}, ts.token))
	_, calls["DeleteApplication"] = ts.staffApps.DeleteApplication(ctx, sitetest.WithToken(&adminv1.DeleteApplicationRequest{Id: r.lone}, ts.token))
	_, calls["DeletePost"] = ts.staffBlog.DeletePost(ctx, sitetest.WithToken(&adminv1.DeletePostRequest{Id: r.post}, ts.token))
	_, calls["DeleteProject"] = ts.staffGallery.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: r.project}, ts.token))
	_, calls["DeletePortfolioItem"] = ts.staffPort.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: r.item}, ts.token))
	for name, err := range calls {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

func (ts *trashSite) counts(t *testing.T) *adminv1.GetDashboardResponse {
	t.Helper()
	res, err := ts.dashboard.GetDashboard(context.Background(), sitetest.WithToken(&adminv1.GetDashboardRequest{}, ts.token))
	if err != nil {
		t.Fatal(err)
	}
	return res.Msg
}

func (ts *trashSite) listTrash(t *testing.T) []*adminv1.TrashItem {
	t.Helper()
	res, err := ts.trash.ListTrash(context.Background(), sitetest.WithToken(&adminv1.ListTrashRequest{PageSize: 100}, ts.token))
	if err != nil {
		t.Fatalf("ListTrash: %v", err)
	}
	return res.Msg.GetItems()
}

func (ts *trashSite) restore(kind adminv1.TrashKind, id string) error {
	_, err := ts.trash.RestoreTrashItem(context.Background(), sitetest.WithToken(&adminv1.RestoreTrashItemRequest{Kind: kind, Id: id}, ts.token))
	return err
}

// served reports whether GET path answers 200 (with a staff token, for private files).
func (ts *trashSite) served(t *testing.T, path string) bool {
	t.Helper()
	res, _ := ts.Get(t, path, ts.token)
	return res.StatusCode == http.StatusOK
}
