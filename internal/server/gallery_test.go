package server_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// gallerySite is a running site with gallery clients and a staff session.
type gallerySite struct {
	*sitetest.Site
	token string
	pub   sitev1connect.GalleryServiceClient
	staff adminv1connect.GalleryServiceClient
}

func startGallerySite(t *testing.T) *gallerySite {
	t.Helper()
	s := sitetest.Start(t, auth.DefaultConfig)
	return &gallerySite{
		Site: s, token: s.StaffToken(t),
		pub:   sitev1connect.NewGalleryServiceClient(s.H1, s.URL),
		staff: adminv1connect.NewGalleryServiceClient(s.H1, s.URL),
	}
}

// image uploads a small PNG for the gallery and returns the upload id.
func (g *gallerySite) image(t *testing.T, name string) string {
	t.Helper()
	return g.Upload(t, "gallery", name, sitetest.PNGBytes(t, 4, 3), g.token)
}

func (g *gallerySite) Create(t *testing.T, in *adminv1.ProjectInput) *sitev1.GalleryProject {
	t.Helper()
	res, err := g.staff.CreateProject(context.Background(), sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, g.token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	return res.Msg.GetProject()
}

func (g *gallerySite) getProject(t *testing.T, id string) *sitev1.GalleryProject {
	t.Helper()
	res, err := g.pub.GetProject(context.Background(), connect.NewRequest(&sitev1.GetProjectRequest{Id: id}))
	if err != nil {
		t.Fatalf("GetProject(%s): %v", id, err)
	}
	return res.Msg.GetProject()
}

// status fetches path and returns the HTTP status.
func (g *gallerySite) status(t *testing.T, path string) int {
	t.Helper()
	res, _ := g.Get(t, path, "")
	return res.StatusCode
}

// assertFileGone checks that the file at path is neither served nor left in the bucket
// (a 404 alone would follow from its record being gone).
func (g *gallerySite) assertFileGone(t *testing.T, path string) {
	t.Helper()
	if s := g.status(t, path); s != http.StatusNotFound {
		t.Errorf("got GET %s = %d, want 404", path, s)
	}
	exists, err := g.Bucket.Exists(context.Background(), strings.TrimPrefix(path, "/files/"))
	if err != nil {
		t.Fatal(err)
	}
	if exists {
		t.Errorf("got the object of %s still in the bucket, want it deleted", path)
	}
}

// galleryInput is a valid add form for a project of department with uploads.
func galleryInput(title string, department sitev1.Department, uploads ...string) *adminv1.ProjectInput {
	return &adminv1.ProjectInput{
		Title: title, Description: "Main steel and connections", Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL,
		Department: department, Location: "Dayton, Ohio", TechnologyUsed: "Tekla Structures",
		Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED, ImageUploadIds: uploads,
	}
}

// galleryViolations returns the sorted "field: message" violations of an InvalidArgument
// error, after checking that its message carries them too.
func galleryViolations(t *testing.T, err error) []string {
	t.Helper()
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeInvalidArgument {
		t.Fatalf("error = %v, want invalid argument", err)
	}
	var out []string
	for _, d := range cerr.Details() {
		v, derr := d.Value()
		if derr != nil {
			t.Fatalf("error detail: %v", derr)
		}
		if br, ok := v.(*errdetails.BadRequest); ok {
			for _, fv := range br.GetFieldViolations() {
				if !strings.Contains(cerr.Message(), fv.GetDescription()) {
					t.Errorf("message %q lacks the violation %q", cerr.Message(), fv.GetDescription())
				}
				out = append(out, fv.GetField()+": "+fv.GetDescription())
			}
		}
	}
	slices.Sort(out)
	return out
}

func projectIDs(ps []*sitev1.GalleryProject) []string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.GetId()
	}
	return ids
}

func imagePaths(p *sitev1.GalleryProject) []string {
	paths := make([]string, len(p.GetImages()))
	for i, f := range p.GetImages() {
		paths[i] = f.GetPath()
	}
	return paths
}

func TestGalleryCreateAndRead(t *testing.T) {
	g := startGallerySite(t)
	ctx := context.Background()
	png := sitetest.PNGBytes(t, 5, 3)
	pngID := g.Upload(t, "gallery", "frame.png", png, g.token)
	mp4ID := g.Upload(t, "gallery", "walkthrough.mp4", sitetest.MP4Bytes(), g.token)

	in := galleryInput("  Plant Expansion  ", sitev1.Department_DEPARTMENT_STRUCTURAL, pngID, mp4ID)
	in.Type = sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL
	in.OtherType = "Warehouse"
	in.Status = sitev1.ProjectStatus_PROJECT_STATUS_UNSPECIFIED
	created := g.Create(t, in)

	t.Run("the images come back in request order with their sizes and public paths", func(t *testing.T) {
		imgs := created.GetImages()
		if len(imgs) != 2 {
			t.Fatalf("got %d images, want 2", len(imgs))
		}
		if f := imgs[0]; f.GetContentType() != "image/png" || f.GetWidth() != 5 || f.GetHeight() != 3 || f.GetFileName() != "frame.png" {
			t.Errorf("got first image %v, want frame.png, image/png, 5×3", f)
		}
		if f := imgs[1]; f.GetContentType() != "video/mp4" || f.GetWidth() != 0 || f.GetFileName() != "walkthrough.mp4" {
			t.Errorf("got second image %v, want walkthrough.mp4, video/mp4 without a size", f)
		}
		for _, f := range imgs {
			if !strings.HasPrefix(f.GetPath(), "/files/gallery/") {
				t.Errorf("got path %q, want one under /files/gallery/", f.GetPath())
			}
		}
		res, body := g.Get(t, imgs[0].GetPath(), "")
		if res.StatusCode != http.StatusOK || !bytes.Equal(body, png) {
			t.Errorf("got GET %s = %d with %d bytes, want 200 with the uploaded %d bytes", imgs[0].GetPath(), res.StatusCode, len(body), len(png))
		}
		if got := g.status(t, imgs[1].GetPath()); got != http.StatusOK {
			t.Errorf("got GET %s = %d, want 200", imgs[1].GetPath(), got)
		}
	})

	t.Run("text is trimmed, other_type is cleared for a named type and the status defaults", func(t *testing.T) {
		if created.GetTitle() != "Plant Expansion" || created.GetOtherType() != "" ||
			created.GetType() != sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL ||
			created.GetDepartment() != sitev1.Department_DEPARTMENT_STRUCTURAL ||
			created.GetStatus() != sitev1.ProjectStatus_PROJECT_STATUS_IN_PROGRESS {
			t.Errorf("got %v, want trimmed title, COMMERCIAL without other type, STRUCTURAL, IN_PROGRESS", created)
		}
	})

	t.Run("an unspecified type and department default to OTHER", func(t *testing.T) {
		in := galleryInput("Hangar", sitev1.Department_DEPARTMENT_UNSPECIFIED, g.image(t, "hangar.png"))
		in.Type = sitev1.ProjectType_PROJECT_TYPE_UNSPECIFIED
		in.OtherType = " Aviation "
		p := g.Create(t, in)
		if p.GetType() != sitev1.ProjectType_PROJECT_TYPE_OTHER || p.GetOtherType() != "Aviation" ||
			p.GetDepartment() != sitev1.Department_DEPARTMENT_OTHER {
			t.Errorf("got type %v %q department %v, want OTHER \"Aviation\" OTHER", p.GetType(), p.GetOtherType(), p.GetDepartment())
		}
	})

	t.Run("a visitor gets the project by id with the same images", func(t *testing.T) {
		got := g.getProject(t, created.GetId())
		if got.GetTitle() != "Plant Expansion" || !slices.Equal(imagePaths(got), imagePaths(created)) {
			t.Errorf("got %q with %v, want %q with %v", got.GetTitle(), imagePaths(got), created.GetTitle(), imagePaths(created))
		}
	})

	t.Run("an upload already used by a project is refused", func(t *testing.T) {
		_, err := g.staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{
			Project: galleryInput("Again", sitev1.Department_DEPARTMENT_PEMB, pngID)}, g.token))
		want := []string{"image_upload_ids: The uploaded file was not found or is already used; please upload it again"}
		if got := galleryViolations(t, err); !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})

	t.Run("an upload of another kind is refused", func(t *testing.T) {
		pdf := g.Upload(t, "portfolio", "p.pdf", sitetest.PDFBytes(), g.token)
		_, err := g.staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{
			Project: galleryInput("PDF", sitev1.Department_DEPARTMENT_PEMB, pdf)}, g.token))
		if got := galleryViolations(t, err); len(got) != 1 || !strings.HasPrefix(got[0], "image_upload_ids: ") {
			t.Errorf("got %v, want one image_upload_ids violation", got)
		}
	})
}

func TestGalleryValidation(t *testing.T) {
	g := startGallerySite(t)
	ctx := context.Background()
	const fill = "Please fill in all required fields (Title, Scope, Location, Software/Technologies Used)."
	existing := g.Create(t, galleryInput("Existing", sitev1.Department_DEPARTMENT_PEMB, g.image(t, "e.png")))
	upload := g.image(t, "fresh.png")
	tooMany := make([]string, 51)
	for i := range tooMany {
		tooMany[i] = uuid.NewString()
	}
	with := func(change func(*adminv1.ProjectInput)) *adminv1.ProjectInput {
		in := galleryInput("Mill", sitev1.Department_DEPARTMENT_PEMB, upload)
		change(in)
		return in
	}

	createTests := []struct {
		name string
		in   *adminv1.ProjectInput
		want []string
	}{
		{"an empty form names every required field", &adminv1.ProjectInput{}, []string{
			"description: Scope is required", "image_upload_ids: Please upload at least one image file",
			"location: Location is required", "other_type: Please specify the project type", "title: Project Title is required",
		}},
		{"blank text counts as missing", with(func(in *adminv1.ProjectInput) { in.Title, in.Description, in.Location = " ", "\t", " \n" }), []string{
			"description: Scope is required", "location: Location is required", "title: Project Title is required",
		}},
		{"type OTHER needs the other type", with(func(in *adminv1.ProjectInput) {
			in.Type, in.OtherType = sitev1.ProjectType_PROJECT_TYPE_OTHER, "  "
		}), []string{"other_type: Please specify the project type"}},
		{"a project needs a file", with(func(in *adminv1.ProjectInput) { in.ImageUploadIds = nil }),
			[]string{"image_upload_ids: Please upload at least one image file"}},
		{"more than 50 files are refused", with(func(in *adminv1.ProjectInput) { in.ImageUploadIds = tooMany }),
			[]string{"image_upload_ids: A project can have at most 50 files"}},
		{"the same upload twice is refused", with(func(in *adminv1.ProjectInput) { in.ImageUploadIds = []string{upload, upload} }),
			[]string{"image_upload_ids: The same file is listed more than once"}},
		{"an unknown type is refused", with(func(in *adminv1.ProjectInput) { in.Type = 99 }),
			[]string{"type: Please choose a valid project type"}},
		{"an unknown department is refused", with(func(in *adminv1.ProjectInput) { in.Department = 99 }),
			[]string{"department: Please choose a valid department"}},
		{"an unknown status is refused", with(func(in *adminv1.ProjectInput) { in.Status = -1 }),
			[]string{"status: Please choose a valid project status"}},
		{"an overlong title is refused", with(func(in *adminv1.ProjectInput) { in.Title = strings.Repeat("x", 201) }),
			[]string{"title: Project Title is too long (at most 200 characters)"}},
	}
	for _, tt := range createTests {
		t.Run("creating: "+tt.name, func(t *testing.T) {
			_, err := g.staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: tt.in}, g.token))
			if got := galleryViolations(t, err); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}

	updateTests := []struct {
		name string
		in   *adminv1.ProjectInput
		want []string
	}{
		{"each blank required field gets the fill-in message", &adminv1.ProjectInput{
			Title: " ", Type: sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL,
		}, []string{"description: " + fill, "location: " + fill, "technology_used: " + fill, "title: " + fill}},
		{"the detailing software is required on an edit", with(func(in *adminv1.ProjectInput) { in.TechnologyUsed = "  " }),
			[]string{"technology_used: " + fill}},
		{"type OTHER needs the other type", with(func(in *adminv1.ProjectInput) { in.Type = sitev1.ProjectType_PROJECT_TYPE_UNSPECIFIED }),
			[]string{"other_type: Please specify the project type"}},
		{"the same upload twice is refused", with(func(in *adminv1.ProjectInput) { in.ImageUploadIds = []string{upload, upload} }),
			[]string{"image_upload_ids: The same file is listed more than once"}},
	}
	for _, tt := range updateTests {
		t.Run("updating: "+tt.name, func(t *testing.T) {
			_, err := g.staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: existing.GetId(), Project: tt.in}, g.token))
			if got := galleryViolations(t, err); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}

	t.Run("the failed attempts changed nothing and left the upload unclaimed", func(t *testing.T) {
		if got := g.getProject(t, existing.GetId()); got.GetTitle() != "Existing" || !slices.Equal(imagePaths(got), imagePaths(existing)) {
			t.Errorf("got %q with %v, want the project unchanged", got.GetTitle(), imagePaths(got))
		}
		g.Create(t, galleryInput("Uses the upload", sitev1.Department_DEPARTMENT_PEMB, upload))
	})
}

func TestGalleryUnknownProjects(t *testing.T) {
	g := startGallerySite(t)
	ctx := context.Background()
	valid := galleryInput("Mill", sitev1.Department_DEPARTMENT_PEMB)
	for _, tt := range []struct{ name, id string }{
		{"an unknown id", uuid.NewString()},
		{"a malformed id", "not-a-uuid"},
		{"an empty id", ""},
	} {
		id := tt.id
		t.Run(tt.name+" is not found by any method", func(t *testing.T) {
			_, err := g.pub.GetProject(ctx, connect.NewRequest(&sitev1.GetProjectRequest{Id: id}))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("GetProject: got %v (%v), want not found", got, err)
			}
			_, err = g.staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: id, Project: valid}, g.token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("UpdateProject: got %v (%v), want not found", got, err)
			}
			_, err = g.staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: id}, g.token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("DeleteProject: got %v (%v), want not found", got, err)
			}
		})
	}
}

func TestGalleryUpdateAndDelete(t *testing.T) {
	g := startGallerySite(t)
	ctx := context.Background()
	project := g.Create(t, galleryInput("Bridge", sitev1.Department_DEPARTMENT_STRUCTURAL, g.image(t, "a.png"), g.image(t, "b.png")))
	oldPaths := imagePaths(project)
	update := func(t *testing.T, in *adminv1.ProjectInput) (*sitev1.GalleryProject, error) {
		t.Helper()
		res, err := g.staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: project.GetId(), Project: in}, g.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetProject(), nil
	}

	t.Run("an edit without uploads changes the fields and keeps the images", func(t *testing.T) {
		in := galleryInput(" Bridge Deck ", sitev1.Department_DEPARTMENT_PEMB)
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
		if !slices.Equal(imagePaths(got), oldPaths) {
			t.Errorf("got images %v, want the current %v", imagePaths(got), oldPaths)
		}
	})

	t.Run("a video refused on an edit rolls the whole edit back", func(t *testing.T) {
		video := g.Upload(t, "gallery", "clip.mp4", sitetest.MP4Bytes(), g.token)
		in := galleryInput("Renamed", sitev1.Department_DEPARTMENT_PEMB, g.image(t, "c.png"), video)
		_, err := update(t, in)
		want := []string{"image_upload_ids: Please upload image files only"}
		if got := galleryViolations(t, err); !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
		got := g.getProject(t, project.GetId())
		if got.GetTitle() != "Bridge Deck" || !slices.Equal(imagePaths(got), oldPaths) {
			t.Errorf("got %q with %v, want the project as before the edit", got.GetTitle(), imagePaths(got))
		}
		// The claim was rolled back too, so the video can still go into a new project.
		g.Create(t, galleryInput("Clip", sitev1.Department_DEPARTMENT_OTHER, video))
	})

	t.Run("new uploads replace every image and the old files are gone", func(t *testing.T) {
		in := galleryInput("Bridge Deck", sitev1.Department_DEPARTMENT_PEMB, g.image(t, "d.png"))
		got, err := update(t, in)
		if err != nil {
			t.Fatalf("UpdateProject: %v", err)
		}
		if len(got.GetImages()) != 1 || got.GetImages()[0].GetFileName() != "d.png" {
			t.Fatalf("got images %v, want just d.png", got.GetImages())
		}
		for _, p := range oldPaths {
			g.assertFileGone(t, p)
		}
		if s := g.status(t, got.GetImages()[0].GetPath()); s != http.StatusOK {
			t.Errorf("got GET of the new image = %d, want 200", s)
		}
		if fetched := g.getProject(t, project.GetId()); !slices.Equal(imagePaths(fetched), imagePaths(got)) {
			t.Errorf("got stored images %v, want %v", imagePaths(fetched), imagePaths(got))
		}
		oldPaths = imagePaths(got)
	})

	t.Run("deleting the project removes it, and emptying the trash its files", func(t *testing.T) {
		if _, err := g.staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.token)); err != nil {
			t.Fatalf("DeleteProject: %v", err)
		}
		g.Site.EmptyTrash(t)
		for _, p := range oldPaths {
			g.assertFileGone(t, p)
		}
		_, err := g.pub.GetProject(ctx, connect.NewRequest(&sitev1.GetProjectRequest{Id: project.GetId()}))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got GetProject after the delete = %v, want not found", got)
		}
		_, err = g.staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.token))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got a second DeleteProject = %v, want not found", got)
		}
	})
}

func TestGalleryListing(t *testing.T) {
	g := startGallerySite(t)
	ctx := context.Background()
	var all, pemb, structural []string // newest first
	for i, dept := range []sitev1.Department{
		sitev1.Department_DEPARTMENT_PEMB, sitev1.Department_DEPARTMENT_STRUCTURAL, sitev1.Department_DEPARTMENT_PEMB,
		sitev1.Department_DEPARTMENT_STRUCTURAL, sitev1.Department_DEPARTMENT_PEMB,
	} {
		p := g.Create(t, galleryInput("Project "+string(rune('A'+i)), dept, g.image(t, "p.png")))
		all = append([]string{p.GetId()}, all...)
		if dept == sitev1.Department_DEPARTMENT_PEMB {
			pemb = append([]string{p.GetId()}, pemb...)
		} else {
			structural = append([]string{p.GetId()}, structural...)
		}
	}
	publicList := func(dept sitev1.Department, size int32, token string) ([]*sitev1.GalleryProject, string, error) {
		res, err := g.pub.ListProjects(ctx, connect.NewRequest(&sitev1.ListProjectsRequest{Department: dept, PageSize: size, PageToken: token}))
		if err != nil {
			return nil, "", err
		}
		return res.Msg.GetProjects(), res.Msg.GetNextPageToken(), nil
	}
	staffList := func(dept sitev1.Department, size int32, token string) ([]*sitev1.GalleryProject, string, error) {
		res, err := g.staff.ListProjects(ctx, sitetest.WithToken(&adminv1.ListProjectsRequest{Department: dept, PageSize: size, PageToken: token}, g.token))
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
			if !slices.Equal(projectIDs(got), tt.want) || next != "" {
				t.Errorf("ListProjects(%v): got %v (next %q), want %v on one page", tt.dept, projectIDs(got), next, tt.want)
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
				got = append(got, projectIDs(ps)...)
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
			if got := galleryViolations(t, err); !slices.Equal(got, []string{tt.want}) {
				t.Errorf("got %v, want [%s]", got, tt.want)
			}
		})
	}

	t.Run("the staff service refuses callers without a session", func(t *testing.T) {
		_, err := g.staff.ListProjects(ctx, connect.NewRequest(&adminv1.ListProjectsRequest{}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("got ListProjects without a session = %v, want unauthenticated", got)
		}
		_, err = g.staff.CreateProject(ctx, connect.NewRequest(&adminv1.CreateProjectRequest{Project: galleryInput("X", 0, uuid.NewString())}))
		if got := connect.CodeOf(err); got != connect.CodeUnauthenticated {
			t.Errorf("got CreateProject without a session = %v, want unauthenticated", got)
		}
	})
}
