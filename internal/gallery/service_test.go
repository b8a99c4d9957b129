package gallery_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/gallery"
	"github.com/gusset/gusset/internal/gallery/gallerypg"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/validate"
)

type noObjects struct{}

func (noObjects) DeleteObjects(context.Context, ...string) {}

// newService is the service on a fresh database, with an upload function that records
// an unclaimed gallery image and answers its upload id.
func newService(t *testing.T) (*gallery.Service, func() string) {
	t.Helper()
	pool := pgtest.New(t)
	q := sqlc.New(pool)
	upload := func() string {
		id := uuid.New()
		if _, err := q.FileCreate(context.Background(), sqlc.FileCreateParams{
			ID: id, Kind: "gallery", ObjectKey: "gallery/" + id.String() + ".png", OriginalName: "a.png",
			Size: 10, ContentType: "image/png", Width: 4, Height: 3,
		}); err != nil {
			t.Fatal(err)
		}
		return id.String()
	}
	return gallery.NewService(gallerypg.New(pool), noObjects{}), upload
}

func validInput(uploadID string) *adminv1.ProjectInput {
	return &adminv1.ProjectInput{
		Title: "Mill building", Description: "Main steel", Location: "Hamilton, Ontario",
		Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL, TechnologyUsed: "Tekla Structures",
		ImageUploadIds: []string{uploadID},
	}
}

func violations(err error) map[string]bool {
	out := map[string]bool{}
	var v *validate.Error
	if errors.As(err, &v) {
		for _, x := range v.Violations {
			out[x.Field] = true
		}
	}
	return out
}

func TestCreateProjectNamesEachViolationByItsProtoField(t *testing.T) {
	svc, upload := newService(t)
	tests := []struct {
		name  string
		edit  func(*adminv1.ProjectInput)
		field string
	}{
		{"a blank title is refused", func(in *adminv1.ProjectInput) { in.Title = "  " }, "title"},
		{"a blank scope is refused", func(in *adminv1.ProjectInput) { in.Description = "" }, "description"},
		{"a blank location is refused", func(in *adminv1.ProjectInput) { in.Location = "" }, "location"},
		{"a project without files is refused", func(in *adminv1.ProjectInput) { in.ImageUploadIds = nil }, "image_upload_ids"},
		{"the type OTHER needs its text", func(in *adminv1.ProjectInput) { in.Type = sitev1.ProjectType_PROJECT_TYPE_OTHER }, "other_type"},
		{"a type this build does not know is refused", func(in *adminv1.ProjectInput) { in.Type = 99 }, "type"},
		{"a department this build does not know is refused", func(in *adminv1.ProjectInput) { in.Department = 99 }, "department"},
		{"a status this build does not know is refused", func(in *adminv1.ProjectInput) { in.Status = 99 }, "status"},
		{"a tonnage with two decimals is refused", func(in *adminv1.ProjectInput) { in.Tonnage = proto.Float64(12.25) }, "tonnage"},
		{"a negative tonnage is refused", func(in *adminv1.ProjectInput) { in.Tonnage = proto.Float64(-1) }, "tonnage"},
		{"a tonnage over 200,000 tons is refused", func(in *adminv1.ProjectInput) { in.Tonnage = proto.Float64(200000.1) }, "tonnage"},
		{"a poster for no listed video is refused", func(in *adminv1.ProjectInput) { in.PosterUploadIds = map[string]string{"x": "y"} }, "poster_upload_ids"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := validInput(upload())
			tt.edit(in)
			_, err := svc.CreateProject(context.Background(), in)
			if got := violations(err); !got[tt.field] {
				t.Errorf("got error %v, want a violation of %s", err, tt.field)
			}
		})
	}
}

func TestCreateProjectFillsTheDefaultsAndLeavesTheFormAsSent(t *testing.T) {
	svc, upload := newService(t)
	in := validInput(upload())
	in.Title = "  Mill building  "
	in.OtherType = "left over"
	in.Type = sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL
	sent := proto.Clone(in)
	p, err := svc.CreateProject(context.Background(), in)
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	if !proto.Equal(in, sent) {
		t.Errorf("the form after the call: got %v, want it as sent %v", in, sent)
	}
	if p.GetTitle() != "Mill building" || p.GetOtherType() != "" {
		t.Errorf("title, other type: got %q, %q, want %q, %q", p.GetTitle(), p.GetOtherType(), "Mill building", "")
	}
	if p.GetDepartment() != sitev1.Department_DEPARTMENT_OTHER || p.GetStatus() != sitev1.ProjectStatus_PROJECT_STATUS_IN_PROGRESS {
		t.Errorf("department, status: got %v, %v, want OTHER, IN_PROGRESS", p.GetDepartment(), p.GetStatus())
	}
	if len(p.GetImages()) != 1 || p.GetImages()[0].GetWidth() != 4 {
		t.Errorf("images: got %v, want the one upload", p.GetImages())
	}
	got, err := svc.GetProject(context.Background(), p.GetId())
	if err != nil {
		t.Fatalf("GetProject: %v", err)
	}
	if !proto.Equal(got, p) {
		t.Errorf("read back: got %v, want %v", got, p)
	}
}

func TestListProjectsFiltersByDepartment(t *testing.T) {
	svc, upload := newService(t)
	ctx := context.Background()
	for _, d := range []sitev1.Department{sitev1.Department_DEPARTMENT_PEMB, sitev1.Department_DEPARTMENT_STRUCTURAL} {
		in := validInput(upload())
		in.Department = d
		if _, err := svc.CreateProject(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("a department lists its projects only", func(t *testing.T) {
		list, _, err := svc.ListProjects(ctx, sitev1.Department_DEPARTMENT_PEMB, 10, "")
		if err != nil || len(list) != 1 || list[0].GetDepartment() != sitev1.Department_DEPARTMENT_PEMB {
			t.Errorf("got %v, %v, want the PEMB project", list, err)
		}
	})
	t.Run("UNSPECIFIED lists every department", func(t *testing.T) {
		list, _, err := svc.ListProjects(ctx, sitev1.Department_DEPARTMENT_UNSPECIFIED, 10, "")
		if err != nil || len(list) != 2 {
			t.Errorf("got %d projects, %v, want 2", len(list), err)
		}
	})
	t.Run("an unknown department is refused", func(t *testing.T) {
		_, _, err := svc.ListProjects(ctx, 99, 10, "")
		if got := violations(err); !got["department"] {
			t.Errorf("got error %v, want a violation of department", err)
		}
	})
}

func TestTonnageIsStoredToATenth(t *testing.T) {
	svc, upload := newService(t)
	ctx := context.Background()
	in := validInput(upload())
	in.Tonnage = proto.Float64(1850.3)
	p, err := svc.CreateProject(ctx, in)
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	t.Run("a tonnage given reads back as written", func(t *testing.T) {
		got, err := svc.GetProject(ctx, p.GetId())
		if err != nil || got.Tonnage == nil || *got.Tonnage != 1850.3 {
			t.Errorf("got %v, %v, want 1850.3", got.Tonnage, err)
		}
		list, _, err := svc.ListProjects(ctx, sitev1.Department_DEPARTMENT_UNSPECIFIED, 10, "")
		if err != nil || len(list) != 1 || list[0].GetTonnage() != 1850.3 {
			t.Errorf("listed: got %v, %v, want 1850.3", list, err)
		}
	})
	t.Run("an edit without a tonnage clears it", func(t *testing.T) {
		edit := validInput("")
		edit.ImageUploadIds = nil
		got, err := svc.UpdateProject(ctx, p.GetId(), edit)
		if err != nil || got.Tonnage != nil {
			t.Errorf("got %v, %v, want no tonnage", got.GetTonnage(), err)
		}
	})
}
