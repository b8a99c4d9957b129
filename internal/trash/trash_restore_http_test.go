package trash_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/sitetest"
)

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
	} else if slices.Contains(sitetest.ProjectIDs(list.Msg.GetProjects()), r.project) {
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
		if got := sitetest.ImagePaths(project.Msg.GetProject()); !slices.Equal(got, r.projectImages) {
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
