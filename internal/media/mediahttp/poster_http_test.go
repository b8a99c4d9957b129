package mediahttp_test

import (
	"context"
	"net/http"
	"slices"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestPosterUploads(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)

	t.Run("a poster image is accepted with its dimensions", func(t *testing.T) {
		res, body := g.TryUpload(t, "poster", "frame.png", sitetest.PNGBytes(t, 16, 9), g.Token)
		if res.StatusCode != http.StatusCreated {
			t.Fatalf("got %d %s, want 201", res.StatusCode, body)
		}
	})
	refused := []struct {
		name string
		body []byte
	}{
		{"a video is refused as a poster", sitetest.MP4Bytes()},
		{"a PDF is refused as a poster", sitetest.PDFBytes()},
		{"text is refused as a poster", []byte("not an image at all")},
	}
	for _, tc := range refused {
		t.Run(tc.name, func(t *testing.T) {
			before := g.ObjectCount(t)
			res, body := g.TryUpload(t, "poster", "poster.jpg", tc.body, g.Token)
			if res.StatusCode != http.StatusBadRequest {
				t.Errorf("got %d %s, want 400", res.StatusCode, body)
			}
			if got := g.ObjectCount(t); got != before {
				t.Errorf("got %d stored objects, want %d (nothing stored)", got, before)
			}
		})
	}
	t.Run("a poster upload needs a staff session", func(t *testing.T) {
		res, body := g.TryUpload(t, "poster", "poster.png", sitetest.PNGBytes(t, 4, 4), "")
		if res.StatusCode != http.StatusUnauthorized {
			t.Errorf("got %d %s, want 401", res.StatusCode, body)
		}
	})
}

func TestGalleryVideoPosters(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	ctx := context.Background()

	video := g.Upload(t, "gallery", "walkthrough.mp4", sitetest.MP4Bytes(), g.Token)
	image := g.Image(t, "frame.png")
	in := sitetest.GalleryInput("Plant", sitev1.Department_DEPARTMENT_PEMB, image, video)
	in.PosterUploadIds = map[string]string{video: g.Poster(t, g.Token)}
	project := g.CreateProject(t, in)

	t.Run("a video created with a poster shows it publicly", func(t *testing.T) {
		got := g.Project(t, project.GetId()).GetImages()
		if len(got) != 2 || got[0].GetPoster() != nil {
			t.Fatalf("got images %v, want an image without poster first", got)
		}
		poster := got[1].GetPoster()
		if poster == nil || poster.GetContentType() != "image/png" || poster.GetWidth() != 16 || poster.GetHeight() != 9 {
			t.Fatalf("got poster %v, want the 16×9 PNG", poster)
		}
		if s := g.Status(t, poster.GetPath()); s != http.StatusOK {
			t.Errorf("got GET poster = %d, want 200", s)
		}
	})

	refusals := []struct {
		name  string
		edit  func(in *adminv1.ProjectInput, video, image string)
		wants []string
	}{
		{"a poster for an image is refused", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{image: g.Poster(t, g.Token)}
		}, []string{"poster_upload_ids: Only a video can have a poster"}},
		{"a poster for an upload not in the project is refused", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{"00000000-0000-0000-0000-000000000000": g.Poster(t, g.Token)}
		}, []string{"poster_upload_ids: A poster must go with one of the project's uploaded videos"}},
		{"a gallery upload is refused as a poster", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{video: g.Image(t, "not-a-poster.png")}
		}, []string{"poster_upload_ids: The uploaded file was not found or is already used; please upload it again"}},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			v := g.Upload(t, "gallery", "clip.mp4", sitetest.MP4Bytes(), g.Token)
			img := g.Image(t, "still.png")
			in := sitetest.GalleryInput("Refused", sitev1.Department_DEPARTMENT_PEMB, img, v)
			tc.edit(in, v, img)
			before := g.Site.CountRows(t, "gallery_projects")
			_, err := g.Staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, g.Token))
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, tc.wants) {
				t.Errorf("got %v, want %v", got, tc.wants)
			}
			if got := g.Site.CountRows(t, "gallery_projects"); got != before {
				t.Errorf("got %d projects, want %d (nothing written)", got, before)
			}
		})
	}

	var replacedPoster string
	t.Run("staff replace a video's poster and the old poster file is gone", func(t *testing.T) {
		current := g.Project(t, project.GetId()).GetImages()[1]
		res, err := g.Staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
			ProjectId: project.GetId(), VideoPath: current.GetPath(), PosterUploadId: g.Poster(t, g.Token),
		}, g.Token))
		if err != nil {
			t.Fatalf("SetVideoPoster: %v", err)
		}
		replacedPoster = res.Msg.GetProject().GetImages()[1].GetPoster().GetPath()
		if replacedPoster == "" || replacedPoster == current.GetPoster().GetPath() {
			t.Fatalf("got poster %q, want a new one (was %q)", replacedPoster, current.GetPoster().GetPath())
		}
		g.AssertFileGone(t, current.GetPoster().GetPath())
		if s := g.Status(t, replacedPoster); s != http.StatusOK {
			t.Errorf("got GET new poster = %d, want 200", s)
		}
	})

	t.Run("a poster is refused for a project's image or an unknown path", func(t *testing.T) {
		imgs := g.Project(t, project.GetId()).GetImages()
		for _, path := range []string{imgs[0].GetPath(), "/files/gallery/00000000-0000-0000-0000-000000000000.mp4", "/etc/passwd"} {
			poster := g.Poster(t, g.Token)
			_, err := g.Staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
				ProjectId: project.GetId(), VideoPath: path, PosterUploadId: poster,
			}, g.Token))
			want := []string{"video_path: Only a video of this project can have a poster"}
			if got := sitetest.FieldViolations(t, err); !slices.Equal(got, want) {
				t.Errorf("path %q: got %v, want %v", path, got, want)
			}
		}
	})

	t.Run("a poster for an unknown project is not found", func(t *testing.T) {
		_, err := g.Staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
			ProjectId: "00000000-0000-0000-0000-000000000000", VideoPath: "/files/gallery/x.mp4", PosterUploadId: g.Poster(t, g.Token),
		}, g.Token))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got %v, want not found", got)
		}
	})

	t.Run("deleting the project and emptying the trash deletes the videos' posters too", func(t *testing.T) {
		paths := sitetest.ImagePaths(g.Project(t, project.GetId()))
		if _, err := g.Staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.Token)); err != nil {
			t.Fatalf("DeleteProject: %v", err)
		}
		g.Site.EmptyTrash(t) // a deleted project's files stay until the trash is emptied
		for _, p := range append(paths, replacedPoster) {
			g.AssertFileGone(t, p)
		}
	})
}
