package server_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/seo"
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

	project, err := ts.staffGallery.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: galleryInput("Warehouse", sitev1.Department_DEPARTMENT_STRUCTURAL,
		ts.Upload(t, "gallery", "a.png", sitetest.PNGBytes(t, 4, 3), ts.token), ts.Upload(t, "gallery", "b.png", sitetest.PNGBytes(t, 4, 3), ts.token))}, ts.token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	r.project, r.projectImages = project.Msg.GetProject().GetId(), imagePaths(project.Msg.GetProject())

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

// visible reports, for each record, whether the public API, the REST shim, the sitemap,
// the feed and the admin lists show it; every view must agree.
func (ts *trashSite) visible(t *testing.T, r records) map[string][]string {
	t.Helper()
	ctx := context.Background()
	seen := map[string][]string{}
	see := func(id, where string) { seen[id] = append(seen[id], where) }

	if _, err := ts.pubJobs.GetJob(ctx, connect.NewRequest(&sitev1.GetJobRequest{Id: r.job})); err == nil {
		see(r.job, "GetJob")
	}
	jobs, err := ts.pubJobs.ListJobs(ctx, connect.NewRequest(&sitev1.ListJobsRequest{PageSize: 100}))
	if err != nil {
		t.Fatal(err)
	}
	if sitetest.ContainsJob(jobs.Msg.GetJobs(), r.job) {
		see(r.job, "ListJobs")
	}
	staffJobs, err := ts.staffJobs.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{PageSize: 100}, ts.token))
	if err != nil {
		t.Fatal(err)
	}
	if sitetest.ContainsJob(staffJobs.Msg.GetJobs(), r.job) {
		see(r.job, "staff ListJobs")
	}
	if _, body := ts.Get(t, "/api/jobrole/all", ""); strings.Contains(string(body), r.job) {
		see(r.job, "REST jobs")
	}
	if res, _ := ts.Get(t, "/career/"+r.job, ""); res.StatusCode == http.StatusOK {
		see(r.job, "job page")
	}

	for _, a := range []struct{ id, job string }{{r.applicant, r.job}, {r.lone, r.otherJob}} {
		if _, err := ts.staffApps.GetApplication(ctx, sitetest.WithToken(&adminv1.GetApplicationRequest{Id: a.id}, ts.token)); err == nil {
			see(a.id, "GetApplication")
		}
		if list, err := ts.staffApps.ListApplications(ctx, sitetest.WithToken(&adminv1.ListApplicationsRequest{JobId: a.job}, ts.token)); err == nil &&
			slices.ContainsFunc(list.Msg.GetApplications(), func(x *adminv1.Application) bool { return x.GetId() == a.id }) {
			see(a.id, "ListApplications")
		}
		if found, err := ts.staffApps.SearchApplications(ctx, sitetest.WithToken(&adminv1.SearchApplicationsRequest{PageSize: 100}, ts.token)); err != nil {
			t.Fatal(err)
		} else if slices.ContainsFunc(found.Msg.GetApplications(), func(x *adminv1.Application) bool { return x.GetId() == a.id }) {
			see(a.id, "SearchApplications")
		}
		if _, body := ts.Get(t, "/api/applications/"+a.id, ts.token); strings.Contains(string(body), a.id) {
			see(a.id, "REST applicant")
		}
		if _, body := ts.Get(t, "/api/applications/all/"+a.job, ts.token); strings.Contains(string(body), a.id) {
			see(a.id, "REST applicants")
		}
	}

	if _, err := ts.pubBlog.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: r.slug})); err == nil {
		see(r.post, "GetPost")
	}
	if posts, err := ts.pubBlog.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{PageSize: 100})); err != nil {
		t.Fatal(err)
	} else if slices.ContainsFunc(posts.Msg.GetPosts(), func(p *sitev1.Post) bool { return p.GetId() == r.post }) {
		see(r.post, "ListPosts")
	}
	if _, body := ts.Get(t, "/api/blog/posts", ""); strings.Contains(string(body), r.post) {
		see(r.post, "REST posts")
	}
	if res, _ := ts.Get(t, "/resources/wbt-blog/"+r.slug, ""); res.StatusCode == http.StatusOK {
		see(r.post, "post page")
	}
	if _, body := ts.Get(t, seo.FeedPath, ""); strings.Contains(string(body), r.slug) {
		see(r.post, "feed")
	}

	if _, err := ts.pubGallery.GetProject(ctx, connect.NewRequest(&sitev1.GetProjectRequest{Id: r.project})); err == nil {
		see(r.project, "GetProject")
	}
	if list, err := ts.staffGallery.ListProjects(ctx, sitetest.WithToken(&adminv1.ListProjectsRequest{PageSize: 100}, ts.token)); err != nil {
		t.Fatal(err)
	} else if slices.Contains(projectIDs(list.Msg.GetProjects()), r.project) {
		see(r.project, "staff ListProjects")
	}
	if _, body := ts.Get(t, "/api/project/all", ""); strings.Contains(string(body), r.project) {
		see(r.project, "REST projects")
	}

	if list, err := ts.pubPort.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{PageSize: 100})); err != nil {
		t.Fatal(err)
	} else if slices.ContainsFunc(list.Msg.GetItems(), func(i *sitev1.PortfolioItem) bool { return i.GetId() == r.item }) {
		see(r.item, "ListPortfolioItems")
	}
	if list, err := ts.staffPort.ListPortfolioItems(ctx, sitetest.WithToken(&adminv1.ListPortfolioItemsRequest{PageSize: 100}, ts.token)); err != nil {
		t.Fatal(err)
	} else if slices.ContainsFunc(list.Msg.GetItems(), func(i *sitev1.PortfolioItem) bool { return i.GetId() == r.item }) {
		see(r.item, "staff ListPortfolioItems")
	}
	if _, body := ts.Get(t, "/api/portfolioWork/all", ""); strings.Contains(string(body), r.item) {
		see(r.item, "REST portfolio")
	}

	_, sitemap := ts.Get(t, seo.SitemapPath, "")
	for _, id := range []string{r.job, r.slug} {
		if strings.Contains(string(sitemap), id) {
			key := id
			if id == r.slug {
				key = r.post
			}
			see(key, "sitemap")
		}
	}
	return seen
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

func TestTrashHidesEveryKindAndRestoresItWhole(t *testing.T) {
	ts := startTrashSite(t)
	r := ts.makeRecords(t)
	allIDs := []string{r.job, r.applicant, r.lone, r.post, r.project, r.item}
	before := ts.visible(t, r)
	for _, id := range allIDs {
		if len(before[id]) == 0 {
			t.Fatalf("record %s is not visible before the delete: the checks below would prove nothing", id)
		}
	}
	countsBefore := ts.counts(t)
	ts.deleteAll(t, r)

	t.Run("a trashed item is gone from the public API, the REST shim, the sitemap, the feed and the admin lists", func(t *testing.T) {
		for id, where := range ts.visible(t, r) {
			t.Errorf("trashed record %s still shows in %v", id, where)
		}
	})

	t.Run("the dashboard no longer counts trashed items", func(t *testing.T) {
		got := ts.counts(t)
		if got.GetTotalJobs() != countsBefore.GetTotalJobs()-1 || got.GetApplicants() != countsBefore.GetApplicants()-2 ||
			got.GetBlogsPosted() != countsBefore.GetBlogsPosted()-1 || got.GetGalleryProjects() != countsBefore.GetGalleryProjects()-1 ||
			got.GetGalleryImages() != countsBefore.GetGalleryImages()-2 || got.GetTotalPortfolios() != countsBefore.GetTotalPortfolios()-1 {
			t.Errorf("got counts %v, want those of %v less the trashed items", got, countsBefore)
		}
	})

	t.Run("the files stay while the items are in the trash", func(t *testing.T) {
		for _, p := range append([]string{r.jobPath, r.resumePath, r.postImage, r.itemPDF}, r.projectImages...) {
			if !ts.served(t, p) {
				t.Errorf("file %s of a trashed item is not served", p)
			}
		}
	})

	t.Run("the trash lists each item with its kind, title, who deleted it and when it goes", func(t *testing.T) {
		got := map[string]*adminv1.TrashItem{}
		for _, it := range ts.listTrash(t) {
			got[it.GetId()] = it
		}
		want := map[string]struct {
			kind  adminv1.TrashKind
			title string
		}{
			r.job:     {adminv1.TrashKind_TRASH_KIND_JOB, "Steel Detailer"},
			r.lone:    {adminv1.TrashKind_TRASH_KIND_APPLICATION, "Ravi (Checker)"},
			r.post:    {adminv1.TrashKind_TRASH_KIND_POST, "Anchor bolts"},
			r.project: {adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT, "Warehouse"},
			r.item:    {adminv1.TrashKind_TRASH_KIND_PORTFOLIO_ITEM, "Stadium"},
		}
		if len(got) != len(want) {
			t.Errorf("got %d items in the trash, want %d (a job's applicants go with it, not as items)", len(got), len(want))
		}
		for id, w := range want {
			it := got[id]
			if it.GetKind() != w.kind || it.GetTitle() != w.title || it.GetDeleteUser() != sitetest.AdminUser {
				t.Errorf("got %v, want kind %v, title %q, deleted by %q", it, w.kind, w.title, sitetest.AdminUser)
			}
			if d := it.GetPurgeTime().AsTime().Sub(it.GetDeleteTime().AsTime()); d != 30*24*time.Hour {
				t.Errorf("got %v between deletion and purge, want 30 days", d)
			}
		}
	})

	t.Run("deleting a trashed item again answers not found, as before", func(t *testing.T) {
		_, err := ts.staffGallery.DeleteProject(context.Background(), sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: r.project}, ts.token))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got %v, want not found", got)
		}
	})

	t.Run("an applicant cannot be restored into a job that is in the trash", func(t *testing.T) {
		ctx := context.Background()
		if _, err := ts.staffApps.DeleteApplication(ctx, sitetest.WithToken(&adminv1.DeleteApplicationRequest{Id: r.applicant}, ts.token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Fatalf("got DeleteApplication of a trashed job's applicant = %v, want not found", err)
		}
		if _, err := ts.staffJobs.DeleteJob(ctx, sitetest.WithToken(&adminv1.DeleteJobRequest{Id: r.otherJob}, ts.token)); err != nil {
			t.Fatal(err)
		}
		if got := connect.CodeOf(ts.restore(adminv1.TrashKind_TRASH_KIND_APPLICATION, r.lone)); got != connect.CodeFailedPrecondition {
			t.Errorf("got %v, want failed precondition", got)
		}
		if err := ts.restore(adminv1.TrashKind_TRASH_KIND_JOB, r.otherJob); err != nil {
			t.Fatalf("restoring the job: %v", err)
		}
	})

	t.Run("bad restore requests get clear errors", func(t *testing.T) {
		for _, tt := range []struct {
			kind adminv1.TrashKind
			id   string
			want connect.Code
		}{
			{adminv1.TrashKind_TRASH_KIND_UNSPECIFIED, r.post, connect.CodeInvalidArgument},
			{adminv1.TrashKind(99), r.post, connect.CodeInvalidArgument},
			{adminv1.TrashKind_TRASH_KIND_JOB, r.post, connect.CodeNotFound},
			{adminv1.TrashKind_TRASH_KIND_POST, "not-an-id", connect.CodeNotFound},
		} {
			if got := connect.CodeOf(ts.restore(tt.kind, tt.id)); got != tt.want {
				t.Errorf("RestoreTrashItem(%v, %q) = %v, want %v", tt.kind, tt.id, got, tt.want)
			}
		}
	})

	t.Run("restored items come back whole, with their files, images and applicants", func(t *testing.T) {
		for _, it := range ts.listTrash(t) {
			if err := ts.restore(it.GetKind(), it.GetId()); err != nil {
				t.Fatalf("restoring %v: %v", it, err)
			}
		}
		if left := ts.listTrash(t); len(left) != 0 {
			t.Errorf("got %d items left in the trash, want none", len(left))
		}
		after := ts.visible(t, r)
		for _, id := range allIDs {
			if !slices.Equal(after[id], before[id]) {
				t.Errorf("record %s shows in %v, want %v as before the delete", id, after[id], before[id])
			}
		}
		project, err := ts.pubGallery.GetProject(context.Background(), connect.NewRequest(&sitev1.GetProjectRequest{Id: r.project}))
		if err != nil {
			t.Fatal(err)
		}
		if got := imagePaths(project.Msg.GetProject()); !slices.Equal(got, r.projectImages) {
			t.Errorf("got images %v, want %v", got, r.projectImages)
		}
		app, err := ts.staffApps.GetApplication(context.Background(), sitetest.WithToken(&adminv1.GetApplicationRequest{Id: r.applicant}, ts.token))
		if err != nil || app.Msg.GetApplication().GetResume() == nil {
			t.Fatalf("got the job's applicant %v, %v; want it back with its résumé", app, err)
		}
		for _, p := range append([]string{r.jobPath, app.Msg.GetApplication().GetResume().GetPath(), r.postImage, r.itemPDF}, r.projectImages...) {
			if !ts.served(t, p) {
				t.Errorf("file %s of a restored item is not served", p)
			}
		}
		if got := ts.counts(t); got.GetTotalJobs() != countsBefore.GetTotalJobs() || got.GetApplicants() != countsBefore.GetApplicants() ||
			got.GetGalleryImages() != countsBefore.GetGalleryImages() {
			t.Errorf("got counts %v, want %v again", got, countsBefore)
		}
	})
}

func TestTrashEmptyAndPurgeRemoveRowsThenFiles(t *testing.T) {
	ts := startTrashSite(t)
	ctx := context.Background()
	r := ts.makeRecords(t)
	ts.deleteAll(t, r)
	objectsInTrash := ts.ObjectCount(t)

	t.Run("emptying one item removes its rows and its files for good", func(t *testing.T) {
		res, err := ts.trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{Kind: adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT, Id: r.project}, ts.token))
		if err != nil || res.Msg.GetRemoved() != 1 {
			t.Fatalf("EmptyTrash = %v, %v; want 1 removed", res, err)
		}
		g := &gallerySite{Site: ts.Site}
		for _, p := range r.projectImages {
			g.assertFileGone(t, p)
		}
		if n := ts.Site.CountRows(t, "gallery_projects") + ts.Site.CountRows(t, "gallery_images"); n != 0 {
			t.Errorf("got %d gallery rows, want none", n)
		}
		if got := connect.CodeOf(ts.restore(adminv1.TrashKind_TRASH_KIND_GALLERY_PROJECT, r.project)); got != connect.CodeNotFound {
			t.Errorf("got restore of an emptied item = %v, want not found", got)
		}
	})

	t.Run("the purge leaves items younger than 30 days", func(t *testing.T) {
		n, err := ts.Svcs.Trash.PurgeExpired(ctx)
		if err != nil || n != 0 {
			t.Fatalf("PurgeExpired = %d, %v; want 0 removed", n, err)
		}
		if got := len(ts.listTrash(t)); got != 4 {
			t.Errorf("got %d items in the trash, want 4", got)
		}
	})

	t.Run("the purge removes items older than 30 days with their files, and a job with its applicants", func(t *testing.T) {
		for _, table := range []string{"jobs", "blog_posts"} {
			if _, err := ts.Pool.Exec(ctx, "UPDATE "+table+" SET delete_time = now() - interval '30 days 1 minute' WHERE delete_time IS NOT NULL"); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := ts.Pool.Exec(ctx, "UPDATE portfolio_items SET delete_time = now() - interval '29 days 23 hours' WHERE delete_time IS NOT NULL"); err != nil {
			t.Fatal(err)
		}
		n, err := ts.Svcs.Trash.PurgeExpired(ctx)
		if err != nil || n != 2 {
			t.Fatalf("PurgeExpired = %d, %v; want 2 removed (the job and the post)", n, err)
		}
		g := &gallerySite{Site: ts.Site}
		for _, p := range []string{r.jobPath, r.resumePath, r.postImage} {
			g.assertFileGone(t, p)
		}
		if n := ts.Site.CountRows(t, "applications WHERE job_id = '"+r.job+"'"); n != 0 {
			t.Errorf("got %d applications of the purged job, want none", n)
		}
		if !ts.served(t, r.itemPDF) {
			t.Errorf("the file of an item 29 days in the trash is gone")
		}
		var kinds []adminv1.TrashKind
		for _, it := range ts.listTrash(t) {
			kinds = append(kinds, it.GetKind())
		}
		slices.Sort(kinds)
		if want := []adminv1.TrashKind{adminv1.TrashKind_TRASH_KIND_APPLICATION, adminv1.TrashKind_TRASH_KIND_PORTFOLIO_ITEM}; !slices.Equal(kinds, want) {
			t.Errorf("got %v left in the trash, want %v", kinds, want)
		}
	})

	t.Run("emptying the whole trash leaves no row and no object of a trashed item", func(t *testing.T) {
		res, err := ts.trash.EmptyTrash(ctx, sitetest.WithToken(&adminv1.EmptyTrashRequest{}, ts.token))
		if err != nil || res.Msg.GetRemoved() != 2 {
			t.Fatalf("EmptyTrash = %v, %v; want 2 removed", res, err)
		}
		if left := ts.listTrash(t); len(left) != 0 {
			t.Errorf("got %v in the trash, want nothing", left)
		}
		// Left: the second job's description-less record only; every object belongs to a row.
		if got, want := ts.ObjectCount(t), ts.Site.CountRows(t, "files"); got != want {
			t.Errorf("got %d objects for %d file rows, want one each", got, want)
		}
		if got := ts.ObjectCount(t); got >= objectsInTrash {
			t.Errorf("got %d objects, want fewer than the %d before emptying", got, objectsInTrash)
		}
		g := &gallerySite{Site: ts.Site}
		g.assertFileGone(t, r.itemPDF)
	})
}
