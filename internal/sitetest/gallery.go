package sitetest

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
	"github.com/gusset/gusset/internal/auth"
)

// GalleryFixture is a running site with a staff session and both sides' gallery clients:
// the gallery's own tests, and the media and trash tests that need a project, use it.
type GalleryFixture struct {
	*Site
	Token  string
	Public sitev1connect.GalleryServiceClient
	Staff  adminv1connect.GalleryServiceClient
}

// NewGalleryFixture is a new site with a gallery fixture.
func NewGalleryFixture(t testing.TB) *GalleryFixture {
	t.Helper()
	return GalleryFixtureOf(t, Start(t, auth.DefaultConfig))
}

// GalleryFixtureOf gives the running site s gallery clients and a staff session.
func GalleryFixtureOf(t testing.TB, s *Site) *GalleryFixture {
	t.Helper()
	return &GalleryFixture{
		Site: s, Token: s.StaffToken(t),
		Public: sitev1connect.NewGalleryServiceClient(s.H1, s.URL),
		Staff:  adminv1connect.NewGalleryServiceClient(s.H1, s.URL),
	}
}

// Image uploads a small PNG for the gallery and answers the upload id.
func (g *GalleryFixture) Image(t testing.TB, name string) string {
	t.Helper()
	return g.Upload(t, "gallery", name, PNGBytes(t, 4, 3), g.Token)
}

// CreateProject creates a project through the staff API.
func (g *GalleryFixture) CreateProject(t testing.TB, in *adminv1.ProjectInput) *sitev1.GalleryProject {
	t.Helper()
	res, err := g.Staff.CreateProject(context.Background(), WithToken(&adminv1.CreateProjectRequest{Project: in}, g.Token))
	if err != nil {
		t.Fatalf("CreateProject: %v", err)
	}
	return res.Msg.GetProject()
}

// Project reads a project through the public API.
func (g *GalleryFixture) Project(t testing.TB, id string) *sitev1.GalleryProject {
	t.Helper()
	res, err := g.Public.GetProject(context.Background(), connect.NewRequest(&sitev1.GetProjectRequest{Id: id}))
	if err != nil {
		t.Fatalf("GetProject(%s): %v", id, err)
	}
	return res.Msg.GetProject()
}

// GalleryInput is a valid add form for a project of department with uploads.
func GalleryInput(title string, department sitev1.Department, uploads ...string) *adminv1.ProjectInput {
	return &adminv1.ProjectInput{
		Title: title, Description: "Main steel and connections", Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL,
		Department: department, Location: "Dayton, Ohio", TechnologyUsed: "Tekla Structures",
		Status: sitev1.ProjectStatus_PROJECT_STATUS_COMPLETED, ImageUploadIds: uploads,
	}
}

// ProjectIDs are the ids of ps, in order.
func ProjectIDs(ps []*sitev1.GalleryProject) []string {
	ids := make([]string, len(ps))
	for i, p := range ps {
		ids[i] = p.GetId()
	}
	return ids
}

// ImagePaths are the paths of p's images, in order.
func ImagePaths(p *sitev1.GalleryProject) []string {
	paths := make([]string, len(p.GetImages()))
	for i, f := range p.GetImages() {
		paths[i] = f.GetPath()
	}
	return paths
}

// Poster uploads a small PNG as a poster (a video frame or a PDF's first page).
func (s *Site) Poster(t testing.TB, token string) string {
	t.Helper()
	return s.Upload(t, "poster", "poster.png", PNGBytes(t, 16, 9), token)
}

// Status fetches path and answers the HTTP status.
func (s *Site) Status(t testing.TB, path string) int {
	t.Helper()
	res, _ := s.Get(t, path, "")
	return res.StatusCode
}

// AssertFileGone checks that the file at path is neither served nor left in the bucket
// (a 404 alone would follow from its record being gone).
func (s *Site) AssertFileGone(t testing.TB, path string) {
	t.Helper()
	if got := s.Status(t, path); got != http.StatusNotFound {
		t.Errorf("got GET %s = %d, want 404", path, got)
	}
	exists, err := s.Bucket.Exists(context.Background(), strings.TrimPrefix(path, "/files/"))
	if err != nil {
		t.Fatal(err)
	}
	if exists {
		t.Errorf("got the object of %s still in the bucket, want it deleted", path)
	}
}
