package auth_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// The staff lists of jobs, posts and gallery projects take a search text: it matches
// inside the named fields, ignoring case, literally (% and _ are not wildcards), and pages
// like the whole list.
func TestStaffListsSearch(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)

	t.Run("jobs by role, location or qualification", func(t *testing.T) {
		jobs := adminv1connect.NewJobServiceClient(s.H1, s.URL)
		for _, in := range []*adminv1.JobInput{
			{Role: "Tekla Modeler", Location: "Bengaluru", Qualification: "B.E. Civil", Active: true},
			{Role: "Checker", Location: "Pune", Qualification: "10 years of TEKLA", Active: false},
			{Role: "Estimator", Location: "Houston", Qualification: "100% take-off accuracy", Active: true},
			{Role: "Drafter", Location: "Remote", Qualification: "AutoCAD", Active: true},
		} {
			if _, err := jobs.CreateJob(ctx, sitetest.WithToken(&adminv1.CreateJobRequest{Job: in}, token)); err != nil {
				t.Fatalf("CreateJob: %v", err)
			}
		}
		list := func(t *testing.T, query string, size int32, pageToken string) ([]string, string) {
			t.Helper()
			res, err := jobs.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{Query: query, PageSize: size, PageToken: pageToken}, token))
			if err != nil {
				t.Fatalf("ListJobs(%q): %v", query, err)
			}
			var roles []string
			for _, j := range res.Msg.GetJobs() {
				roles = append(roles, j.GetRole())
			}
			return roles, res.Msg.GetNextPageToken()
		}
		for _, tt := range []struct {
			query string
			want  []string
		}{
			{"tekla", []string{"Checker", "Tekla Modeler"}},
			{" PUNE ", []string{"Checker"}},
			{"%", []string{"Estimator"}},
			{"nothing like it", nil},
			{"", []string{"Drafter", "Estimator", "Checker", "Tekla Modeler"}},
		} {
			if got, _ := list(t, tt.query, 100, ""); !slices.Equal(got, tt.want) {
				t.Errorf("ListJobs(%q) = %q, want %q", tt.query, got, tt.want)
			}
		}
		first, next := list(t, "tekla", 1, "")
		second, last := list(t, "tekla", 1, next)
		if !slices.Equal(first, []string{"Checker"}) || !slices.Equal(second, []string{"Tekla Modeler"}) || last != "" {
			t.Errorf("pages of 1 = %q then %q (next %q), want Checker then Tekla Modeler, then the end", first, second, last)
		}
		_, err := jobs.ListJobs(ctx, sitetest.WithToken(&adminv1.ListJobsRequest{Query: strings.Repeat("a", 201)}, token))
		if msgs := sitetest.FieldMessages(t, err); msgs["query"] != "Search text is too long (at most 200 characters)" {
			t.Errorf("a 201-character search = %v, want the query field's message", msgs)
		}
	})

	t.Run("posts by title, address or excerpt", func(t *testing.T) {
		blog := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
		for _, in := range []*adminv1.PostInput{
			{Title: "Anchor bolts", Excerpt: "Embedded before the pour.", ContentHtml: "<p>Bolts</p>"},
			{Title: "Shear tabs", Slug: "single-plate-connections", ContentHtml: "<p>Tabs</p>"},
			{Title: "Stair stringers", Excerpt: "Channel or plate? Anchor them well.", ContentHtml: "<p>Stairs</p>"},
		} {
			if _, err := blog.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: in}, token)); err != nil {
				t.Fatalf("CreatePost: %v", err)
			}
		}
		for _, tt := range []struct {
			query string
			want  []string
		}{
			{"anchor", []string{"Stair stringers", "Anchor bolts"}},
			{"plate-conn", []string{"Shear tabs"}},
			{"_", nil},
		} {
			res, err := blog.ListPosts(ctx, sitetest.WithToken(&adminv1.ListPostsRequest{Query: tt.query}, token))
			if err != nil {
				t.Fatalf("ListPosts(%q): %v", tt.query, err)
			}
			var got []string
			for _, p := range res.Msg.GetPosts() {
				got = append(got, p.GetTitle())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("ListPosts(%q) = %q, want %q", tt.query, got, tt.want)
			}
		}
	})

	t.Run("gallery projects by title, scope or location, within a department", func(t *testing.T) {
		gallery := adminv1connect.NewGalleryServiceClient(s.H1, s.URL)
		for _, in := range []*adminv1.ProjectInput{
			{Title: "Distribution centre", Description: "Main steel and joists", Location: "Texas, USA", Department: sitev1.Department_DEPARTMENT_STRUCTURAL},
			{Title: "Crane bay", Description: "Runway girders", Location: "Ontario, Canada", Department: sitev1.Department_DEPARTMENT_PEMB},
			{Title: "School gym", Description: "Long-span steel trusses", Location: "Austin, Texas", Department: sitev1.Department_DEPARTMENT_STRUCTURAL},
		} {
			in.TechnologyUsed = "Tekla Structures"
			in.Type = sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL
			in.ImageUploadIds = []string{s.Upload(t, "gallery", "a.png", sitetest.PNGBytes(t, 8, 6), token)}
			if _, err := gallery.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, token)); err != nil {
				t.Fatalf("CreateProject: %v", err)
			}
		}
		for _, tt := range []struct {
			query string
			dept  sitev1.Department
			want  []string
		}{
			{"texas", sitev1.Department_DEPARTMENT_UNSPECIFIED, []string{"School gym", "Distribution centre"}},
			{"STEEL", sitev1.Department_DEPARTMENT_UNSPECIFIED, []string{"School gym", "Distribution centre"}},
			{"crane", sitev1.Department_DEPARTMENT_UNSPECIFIED, []string{"Crane bay"}},
			{"crane", sitev1.Department_DEPARTMENT_STRUCTURAL, nil},
		} {
			res, err := gallery.ListProjects(ctx, sitetest.WithToken(&adminv1.ListProjectsRequest{Query: tt.query, Department: tt.dept}, token))
			if err != nil {
				t.Fatalf("ListProjects(%q): %v", tt.query, err)
			}
			var got []string
			for _, p := range res.Msg.GetProjects() {
				got = append(got, p.GetTitle())
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("ListProjects(%q, %v) = %q, want %q", tt.query, tt.dept, got, tt.want)
			}
		}
	})
}
