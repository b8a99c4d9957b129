package gallery_test

import (
	"context"
	"net/http"
	"slices"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestGalleryUpdateAndDelete(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()
	project := g.CreateProject(t, sitetest.GalleryInput("Bridge", sitev1.Department_DEPARTMENT_STRUCTURAL, g.Image(t, "a.png"), g.Image(t, "b.png")))
	oldPaths := sitetest.ImagePaths(project)
	update := func(t *testing.T, in *adminv1.ProjectInput) (*sitev1.GalleryProject, error) {
		t.Helper()
		res, err := g.Staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: project.GetId(), Project: in}, g.Token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetProject(), nil
	}

	t.Run("an edit without uploads changes the fields and keeps the images", func(t *testing.T) {
		in := sitetest.GalleryInput(" Bridge Deck ", sitev1.Department_DEPARTMENT_PEMB)
		in.Status = sitev1.ProjectStatus_PROJECT_STATUS_ON_HOLD
		in.TechnologyUsed = "SDS/2"
		in.DesigningSoftware = "STAAD.Pro"
		got, err := update(t, in)
		if err != nil {
			t.Fatalf("UpdateProject: %v", err)
		}
		if got.GetTitle() != "Bridge Deck" || got.GetStatus() != sitev1.ProjectStatus_PROJECT_STATUS_ON_HOLD ||
			got.GetDepartment() != sitev1.Department_DEPARTMENT_PEMB || got.GetTechnologyUsed() != "SDS/2" ||
			got.GetDesigningSoftware() != "STAAD.Pro" || !got.GetUpdateTime().AsTime().After(project.GetUpdateTime().AsTime()) {
			t.Errorf("got %v, want the new fields and a later update time", got)
		}
		if !slices.Equal(sitetest.ImagePaths(got), oldPaths) {
			t.Errorf("got images %v, want the current %v", sitetest.ImagePaths(got), oldPaths)
		}
	})

	t.Run("a video refused on an edit rolls the whole edit back", func(t *testing.T) {
		video := g.Upload(t, "gallery", "clip.mp4", sitetest.MP4Bytes(), g.Token)
		in := sitetest.GalleryInput("Renamed", sitev1.Department_DEPARTMENT_PEMB, g.Image(t, "c.png"), video)
		_, err := update(t, in)
		want := []string{"image_upload_ids: Please upload image files only"}
		if got := sitetest.FieldViolations(t, err); !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
		got := g.Project(t, project.GetId())
		if got.GetTitle() != "Bridge Deck" || !slices.Equal(sitetest.ImagePaths(got), oldPaths) {
			t.Errorf("got %q with %v, want the project as before the edit", got.GetTitle(), sitetest.ImagePaths(got))
		}
		// The claim was rolled back too, so the video can still go into a new project.
		g.CreateProject(t, sitetest.GalleryInput("Clip", sitev1.Department_DEPARTMENT_OTHER, video))
	})

	t.Run("new uploads replace every image and the old files are gone", func(t *testing.T) {
		in := sitetest.GalleryInput("Bridge Deck", sitev1.Department_DEPARTMENT_PEMB, g.Image(t, "d.png"))
		got, err := update(t, in)
		if err != nil {
			t.Fatalf("UpdateProject: %v", err)
		}
		if len(got.GetImages()) != 1 || got.GetImages()[0].GetFileName() != "d.png" {
			t.Fatalf("got images %v, want just d.png", got.GetImages())
		}
		for _, p := range oldPaths {
			g.AssertFileGone(t, p)
		}
		if s := g.Status(t, got.GetImages()[0].GetPath()); s != http.StatusOK {
			t.Errorf("got GET of the new image = %d, want 200", s)
		}
		if fetched := g.Project(t, project.GetId()); !slices.Equal(sitetest.ImagePaths(fetched), sitetest.ImagePaths(got)) {
			t.Errorf("got stored images %v, want %v", sitetest.ImagePaths(fetched), sitetest.ImagePaths(got))
		}
		oldPaths = sitetest.ImagePaths(got)
	})

	t.Run("deleting the project removes it, and emptying the trash its files", func(t *testing.T) {
		if _, err := g.Staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.Token)); err != nil {
			t.Fatalf("DeleteProject: %v", err)
		}
		g.Site.EmptyTrash(t)
		for _, p := range oldPaths {
			g.AssertFileGone(t, p)
		}
		_, err := g.Public.GetProject(ctx, connect.NewRequest(&sitev1.GetProjectRequest{Id: project.GetId()}))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got GetProject after the delete = %v, want not found", got)
		}
		_, err = g.Staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.Token))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got a second DeleteProject = %v, want not found", got)
		}
	})
}

func TestGalleryListing(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()
	var all, pemb, structural []string // newest first
	for i, dept := range []sitev1.Department{
		sitev1.Department_DEPARTMENT_PEMB, sitev1.Department_DEPARTMENT_STRUCTURAL, sitev1.Department_DEPARTMENT_PEMB,
		sitev1.Department_DEPARTMENT_STRUCTURAL, sitev1.Department_DEPARTMENT_PEMB,
	} {
		p := g.CreateProject(t, sitetest.GalleryInput("Project "+string(rune('A'+i)), dept, g.Image(t, "p.png")))
		all = append([]string{p.GetId()}, all...)
		if dept == sitev1.Department_DEPARTMENT_PEMB {
			pemb = append([]string{p.GetId()}, pemb...)
		} else {
			structural = append([]string{p.GetId()}, structural...)
		}
	}
	publicList := func(dept sitev1.Department, size int32, token string) ([]*sitev1.GalleryProject, string, error) {
		res, err := g.Public.ListProjects(ctx, connect.NewRequest(&sitev1.ListProjectsRequest{Department: dept, PageSize: size, PageToken: token}))
		if err != nil {
			return nil, "", err
		}
		return res.Msg.GetProjects(), res.Msg.GetNextPageToken(), nil
	}
	staffList := func(dept sitev1.Department, size int32, token string) ([]*sitev1.GalleryProject, string, error) {
		res, err := g.Staff.ListProjects(ctx, sitetest.WithToken(&adminv1.ListProjectsRequest{Department: dept, PageSize: size, PageToken: token}, g.Token))
		if err != nil {
			return nil, "", err
		}
		return res.Msg.GetProjects(), res.Msg.GetNextPageToken(), nil
	}

	t.Run("a visitor lists one department's projects newest first with their images", func(t *testing.T) {
		for _, tt := range []struct {
			dept sitev1.Department
			want []string
		}{
			{sitev1.Department_DEPARTMENT_PEMB, pemb},
			{sitev1.Department_DEPARTMENT_STRUCTURAL, structural},
			{sitev1.Department_DEPARTMENT_ESTIMATION, nil},
		} {
			got, next, err := publicList(tt.dept, 0, "")
			if err != nil {
				t.Fatalf("ListProjects(%v): %v", tt.dept, err)
			}
			if !slices.Equal(sitetest.ProjectIDs(got), tt.want) || next != "" {
				t.Errorf("ListProjects(%v): got %v (next %q), want %v on one page", tt.dept, sitetest.ProjectIDs(got), next, tt.want)
			}
			for _, p := range got {
				if p.GetDepartment() != tt.dept || len(p.GetImages()) != 1 {
					t.Errorf("got project of %v with %d images, want %v with 1", p.GetDepartment(), len(p.GetImages()), tt.dept)
				}
			}
		}
	})

	pagingTests := []struct {
		name  string
		list  func(sitev1.Department, int32, string) ([]*sitev1.GalleryProject, string, error)
		dept  sitev1.Department
		want  []string
		pages int
	}{
		{"a visitor pages through every department", publicList, sitev1.Department_DEPARTMENT_UNSPECIFIED, all, 3},
		{"a visitor pages through one department", publicList, sitev1.Department_DEPARTMENT_PEMB, pemb, 2},
		{"staff page through every project", staffList, sitev1.Department_DEPARTMENT_UNSPECIFIED, all, 3},
	}
	for _, tt := range pagingTests {
		t.Run(tt.name+" two at a time without gaps or repeats", func(t *testing.T) {
			var got []string
			token, pages := "", 0
			for {
				ps, next, err := tt.list(tt.dept, 2, token)
				if err != nil {
					t.Fatalf("page %d: %v", pages+1, err)
				}
				pages++
				got = append(got, sitetest.ProjectIDs(ps)...)
				if token = next; token == "" || pages > 10 {
					break
				}
			}
			if !slices.Equal(got, tt.want) || pages != tt.pages {
				t.Errorf("got %v in %d pages, want %v in %d", got, pages, tt.want, tt.pages)
			}
		})
	}

	badTests := []struct {
		name  string
		dept  sitev1.Department
		size  int32
		token string
		want  string
	}{
		{"an unknown department", 42, 0, "", "department: Please choose a valid department"},
		{"a page size over 100", 0, 101, "", "page_size: Page size must be between 1 and 100"},
		{"a forged page token", 0, 0, "bogus", "page_token: The page token is invalid; start again from the first page"},
	}
	for _, tt := range badTests {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			_, _, err := publicList(tt.dept, tt.size, tt.token)
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, []string{tt.want}) {
				t.Errorf("got %v, want [%s]", got, tt.want)
			}
		})
	}

	t.Run("the staff service refuses callers without a session", func(t *testing.T) {
		_, err := g.Staff.ListProjects(ctx, connect.NewRequest(&adminv1.ListProjectsRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("got ListProjects without a session = %v, want unauthenticated", got)
		}
		_, err = g.Staff.CreateProject(ctx, connect.NewRequest(&adminv1.CreateProjectRequest{Project: sitetest.GalleryInput("X", 0, uuid.NewString())}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("got CreateProject without a session = %v, want unauthenticated", got)
		}
	})
}
