package gallery_test

import (
	"bytes"
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestGalleryCreateAndRead(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()
	png := sitetest.PNGBytes(t, 5, 3)
	pngID := g.Upload(t, "gallery", "frame.png", png, g.Token)
	mp4ID := g.Upload(t, "gallery", "walkthrough.mp4", sitetest.MP4Bytes(), g.Token)

	in := sitetest.GalleryInput("  Plant Expansion  ", sitev1.Department_DEPARTMENT_STRUCTURAL, pngID, mp4ID)
	in.Type = sitev1.ProjectType_PROJECT_TYPE_COMMERCIAL
	in.OtherType = "Warehouse"
	in.Status = sitev1.ProjectStatus_PROJECT_STATUS_UNSPECIFIED
	created := g.CreateProject(t, in)

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
		if got := g.Status(t, imgs[1].GetPath()); got != http.StatusOK {
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
		in := sitetest.GalleryInput("Hangar", sitev1.Department_DEPARTMENT_UNSPECIFIED, g.Image(t, "hangar.png"))
		in.Type = sitev1.ProjectType_PROJECT_TYPE_UNSPECIFIED
		in.OtherType = " Aviation "
		p := g.CreateProject(t, in)
		if p.GetType() != sitev1.ProjectType_PROJECT_TYPE_OTHER || p.GetOtherType() != "Aviation" ||
			p.GetDepartment() != sitev1.Department_DEPARTMENT_OTHER {
			t.Errorf("got type %v %q department %v, want OTHER \"Aviation\" OTHER", p.GetType(), p.GetOtherType(), p.GetDepartment())
		}
	})

	t.Run("a visitor gets the project by id with the same images", func(t *testing.T) {
		got := g.Project(t, created.GetId())
		if got.GetTitle() != "Plant Expansion" || !slices.Equal(sitetest.ImagePaths(got), sitetest.ImagePaths(created)) {
			t.Errorf("got %q with %v, want %q with %v", got.GetTitle(), sitetest.ImagePaths(got), created.GetTitle(), sitetest.ImagePaths(created))
		}
	})

	t.Run("an upload already used by a project is refused", func(t *testing.T) {
		_, err := g.Staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{
			Project: sitetest.GalleryInput("Again", sitev1.Department_DEPARTMENT_PEMB, pngID)}, g.Token))
		want := []string{"image_upload_ids: The uploaded file was not found or is already used; please upload it again"}
		if got := sitetest.FieldViolations(t, err); !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
	})

	t.Run("an upload of another kind is refused", func(t *testing.T) {
		pdf := g.Upload(t, "portfolio", "p.pdf", sitetest.PDFBytes(), g.Token)
		_, err := g.Staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{
			Project: sitetest.GalleryInput("PDF", sitev1.Department_DEPARTMENT_PEMB, pdf)}, g.Token))
		if got := sitetest.FieldViolations(t, err); len(got) != 1 || !strings.HasPrefix(got[0], "image_upload_ids: ") {
			t.Errorf("got %v, want one image_upload_ids violation", got)
		}
	})
}

func TestGalleryValidation(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()
	const fill = "Please fill in all required fields (Title, Scope, Location, Software/Technologies Used)."
	existing := g.CreateProject(t, sitetest.GalleryInput("Existing", sitev1.Department_DEPARTMENT_PEMB, g.Image(t, "e.png")))
	upload := g.Image(t, "fresh.png")
	tooMany := make([]string, 51)
	for i := range tooMany {
		tooMany[i] = uuid.NewString()
	}
	with := func(change func(*adminv1.ProjectInput)) *adminv1.ProjectInput {
		in := sitetest.GalleryInput("Mill", sitev1.Department_DEPARTMENT_PEMB, upload)
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
			_, err := g.Staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: tt.in}, g.Token))
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, tt.want) {
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
			_, err := g.Staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: existing.GetId(), Project: tt.in}, g.Token))
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}

	t.Run("the failed attempts changed nothing and left the upload unclaimed", func(t *testing.T) {
		if got := g.Project(t, existing.GetId()); got.GetTitle() != "Existing" || !slices.Equal(sitetest.ImagePaths(got), sitetest.ImagePaths(existing)) {
			t.Errorf("got %q with %v, want the project unchanged", got.GetTitle(), sitetest.ImagePaths(got))
		}
		g.CreateProject(t, sitetest.GalleryInput("Uses the upload", sitev1.Department_DEPARTMENT_PEMB, upload))
	})
}

func TestGalleryUnknownProjects(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()
	valid := sitetest.GalleryInput("Mill", sitev1.Department_DEPARTMENT_PEMB)
	for _, tt := range []struct{ name, id string }{
		{"an unknown id", uuid.NewString()},
		{"a malformed id", "not-a-uuid"},
		{"an empty id", ""},
	} {
		id := tt.id
		t.Run(tt.name+" is not found by any method", func(t *testing.T) {
			_, err := g.Public.GetProject(ctx, connect.NewRequest(&sitev1.GetProjectRequest{Id: id}))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("GetProject: got %v (%v), want not found", got, err)
			}
			_, err = g.Staff.UpdateProject(ctx, sitetest.WithToken(&adminv1.UpdateProjectRequest{Id: id, Project: valid}, g.Token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("UpdateProject: got %v (%v), want not found", got, err)
			}
			_, err = g.Staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: id}, g.Token))
			if got := connect.CodeOf(err); got != connect.CodeNotFound {
				t.Errorf("DeleteProject: got %v (%v), want not found", got, err)
			}
		})
	}
}
