package server_test

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

// poster uploads a small PNG as a poster (a video frame or a PDF's first page).
func poster(t *testing.T, s *sitetest.Site, token string) string {
	t.Helper()
	return s.Upload(t, "poster", "poster.png", sitetest.PNGBytes(t, 16, 9), token)
}

func TestPosterUploads(t *testing.T) {
	g := startGallerySite(t)

	t.Run("a poster image is accepted with its dimensions", func(t *testing.T) {
		res, body := g.TryUpload(t, "poster", "frame.png", sitetest.PNGBytes(t, 16, 9), g.token)
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
			res, body := g.TryUpload(t, "poster", "poster.jpg", tc.body, g.token)
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
	g := startGallerySite(t)
	ctx := context.Background()

	video := g.Upload(t, "gallery", "walkthrough.mp4", sitetest.MP4Bytes(), g.token)
	image := g.image(t, "frame.png")
	in := galleryInput("Plant", sitev1.Department_DEPARTMENT_PEMB, image, video)
	in.PosterUploadIds = map[string]string{video: poster(t, g.Site, g.token)}
	project := g.Create(t, in)

	t.Run("a video created with a poster shows it publicly", func(t *testing.T) {
		got := g.getProject(t, project.GetId()).GetImages()
		if len(got) != 2 || got[0].GetPoster() != nil {
			t.Fatalf("got images %v, want an image without poster first", got)
		}
		poster := got[1].GetPoster()
		if poster == nil || poster.GetContentType() != "image/png" || poster.GetWidth() != 16 || poster.GetHeight() != 9 {
			t.Fatalf("got poster %v, want the 16×9 PNG", poster)
		}
		if s := g.status(t, poster.GetPath()); s != http.StatusOK {
			t.Errorf("got GET poster = %d, want 200", s)
		}
	})

	refusals := []struct {
		name  string
		edit  func(in *adminv1.ProjectInput, video, image string)
		wants []string
	}{
		{"a poster for an image is refused", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{image: poster(t, g.Site, g.token)}
		}, []string{"poster_upload_ids: Only a video can have a poster"}},
		{"a poster for an upload not in the project is refused", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{"00000000-0000-0000-0000-000000000000": poster(t, g.Site, g.token)}
		}, []string{"poster_upload_ids: A poster must go with one of the project's uploaded videos"}},
		{"a gallery upload is refused as a poster", func(in *adminv1.ProjectInput, video, image string) {
			in.PosterUploadIds = map[string]string{video: g.image(t, "not-a-poster.png")}
		}, []string{"poster_upload_ids: The uploaded file was not found or is already used; please upload it again"}},
	}
	for _, tc := range refusals {
		t.Run(tc.name, func(t *testing.T) {
			v := g.Upload(t, "gallery", "clip.mp4", sitetest.MP4Bytes(), g.token)
			img := g.image(t, "still.png")
			in := galleryInput("Refused", sitev1.Department_DEPARTMENT_PEMB, img, v)
			tc.edit(in, v, img)
			before := g.Site.CountRows(t, "gallery_projects")
			_, err := g.staff.CreateProject(ctx, sitetest.WithToken(&adminv1.CreateProjectRequest{Project: in}, g.token))
			if got := galleryViolations(t, err); !slices.Equal(got, tc.wants) {
				t.Errorf("got %v, want %v", got, tc.wants)
			}
			if got := g.Site.CountRows(t, "gallery_projects"); got != before {
				t.Errorf("got %d projects, want %d (nothing written)", got, before)
			}
		})
	}

	var replacedPoster string
	t.Run("staff replace a video's poster and the old poster file is gone", func(t *testing.T) {
		current := g.getProject(t, project.GetId()).GetImages()[1]
		res, err := g.staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
			ProjectId: project.GetId(), VideoPath: current.GetPath(), PosterUploadId: poster(t, g.Site, g.token),
		}, g.token))
		if err != nil {
			t.Fatalf("SetVideoPoster: %v", err)
		}
		replacedPoster = res.Msg.GetProject().GetImages()[1].GetPoster().GetPath()
		if replacedPoster == "" || replacedPoster == current.GetPoster().GetPath() {
			t.Fatalf("got poster %q, want a new one (was %q)", replacedPoster, current.GetPoster().GetPath())
		}
		g.assertFileGone(t, current.GetPoster().GetPath())
		if s := g.status(t, replacedPoster); s != http.StatusOK {
			t.Errorf("got GET new poster = %d, want 200", s)
		}
	})

	t.Run("a poster is refused for a project's image or an unknown path", func(t *testing.T) {
		imgs := g.getProject(t, project.GetId()).GetImages()
		for _, path := range []string{imgs[0].GetPath(), "/files/gallery/00000000-0000-0000-0000-000000000000.mp4", "/etc/passwd"} {
			poster := poster(t, g.Site, g.token)
			_, err := g.staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
				ProjectId: project.GetId(), VideoPath: path, PosterUploadId: poster,
			}, g.token))
			want := []string{"video_path: Only a video of this project can have a poster"}
			if got := galleryViolations(t, err); !slices.Equal(got, want) {
				t.Errorf("path %q: got %v, want %v", path, got, want)
			}
		}
	})

	t.Run("a poster for an unknown project is not found", func(t *testing.T) {
		_, err := g.staff.SetVideoPoster(ctx, sitetest.WithToken(&adminv1.SetVideoPosterRequest{
			ProjectId: "00000000-0000-0000-0000-000000000000", VideoPath: "/files/gallery/x.mp4", PosterUploadId: poster(t, g.Site, g.token),
		}, g.token))
		if got := connect.CodeOf(err); got != connect.CodeNotFound {
			t.Errorf("got %v, want not found", got)
		}
	})

	t.Run("deleting the project and emptying the trash deletes the videos' posters too", func(t *testing.T) {
		paths := imagePaths(g.getProject(t, project.GetId()))
		if _, err := g.staff.DeleteProject(ctx, sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: project.GetId()}, g.token)); err != nil {
			t.Fatalf("DeleteProject: %v", err)
		}
		g.Site.EmptyTrash(t) // a deleted project's files stay until the trash is emptied
		for _, p := range append(paths, replacedPoster) {
			g.assertFileGone(t, p)
		}
	})
}

func TestPortfolioPreviews(t *testing.T) {
	p := startPortfolioSite(t)
	ctx := context.Background()
	create := func(t *testing.T, preview string) (*sitev1.PortfolioItem, error) {
		t.Helper()
		res, err := p.staff.CreatePortfolioItem(ctx, sitetest.WithToken(&adminv1.CreatePortfolioItemRequest{Item: &adminv1.PortfolioItemInput{
			Title: "Warehouse", Active: true, FileUploadId: p.pdf(t), PreviewUploadId: preview,
		}}, p.token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetItem(), nil
	}
	update := func(t *testing.T, id string, in *adminv1.PortfolioItemInput) *sitev1.PortfolioItem {
		t.Helper()
		res, err := p.staff.UpdatePortfolioItem(ctx, sitetest.WithToken(&adminv1.UpdatePortfolioItemRequest{Id: id, Item: in}, p.token))
		if err != nil {
			t.Fatalf("UpdatePortfolioItem: %v", err)
		}
		return res.Msg.GetItem()
	}

	item, err := create(t, poster(t, p.Site, p.token))
	if err != nil {
		t.Fatalf("CreatePortfolioItem: %v", err)
	}
	t.Run("an item created with a preview lists it publicly", func(t *testing.T) {
		res, err := p.public.ListPortfolioItems(ctx, connect.NewRequest(&sitev1.ListPortfolioItemsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		got := res.Msg.GetItems()[0].GetPreview()
		if got == nil || got.GetWidth() != 16 || got.GetHeight() != 9 {
			t.Fatalf("got preview %v, want the 16×9 image", got)
		}
		if res, _ := p.Get(t, got.GetPath(), ""); res.StatusCode != http.StatusOK {
			t.Errorf("got GET preview = %d, want 200", res.StatusCode)
		}
	})

	t.Run("a PDF is refused as a preview and nothing is written", func(t *testing.T) {
		before := p.Site.CountRows(t, "portfolio_items")
		_, err := create(t, p.pdf(t))
		want := []string{"preview_upload_id: The uploaded file was not found or is already used; please upload it again"}
		if got := galleryViolations(t, err); !slices.Equal(got, want) {
			t.Errorf("got %v, want %v", got, want)
		}
		if got := p.Site.CountRows(t, "portfolio_items"); got != before {
			t.Errorf("got %d items, want %d", got, before)
		}
	})

	t.Run("an edit without a preview keeps it; a new preview replaces it", func(t *testing.T) {
		kept := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true})
		if kept.GetPreview().GetPath() != item.GetPreview().GetPath() {
			t.Errorf("got preview %q, want the current %q", kept.GetPreview().GetPath(), item.GetPreview().GetPath())
		}
		replaced := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, PreviewUploadId: poster(t, p.Site, p.token)})
		if replaced.GetPreview() == nil || replaced.GetPreview().GetPath() == item.GetPreview().GetPath() {
			t.Fatalf("got preview %v, want a new one", replaced.GetPreview())
		}
		if p.stored(t, item.GetPreview().GetPath()) {
			t.Errorf("got the old preview still stored, want it deleted")
		}
		item = replaced
	})

	t.Run("a new PDF without a preview drops the old PDF's preview", func(t *testing.T) {
		got := update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, FileUploadId: p.pdf(t)})
		if got.GetPreview() != nil {
			t.Errorf("got preview %v, want none", got.GetPreview())
		}
		if p.stored(t, item.GetPreview().GetPath()) || p.stored(t, item.GetFile().GetPath()) {
			t.Errorf("got the old PDF or its preview still stored, want both deleted")
		}
		item = update(t, item.GetId(), &adminv1.PortfolioItemInput{Title: "Warehouse 2", Active: true, PreviewUploadId: poster(t, p.Site, p.token)})
	})

	t.Run("deleting the item and emptying the trash deletes its PDF and preview", func(t *testing.T) {
		if _, err := p.staff.DeletePortfolioItem(ctx, sitetest.WithToken(&adminv1.DeletePortfolioItemRequest{Id: item.GetId()}, p.token)); err != nil {
			t.Fatal(err)
		}
		p.Site.EmptyTrash(t) // a deleted item's files stay until the trash is emptied
		for _, path := range []string{item.GetFile().GetPath(), item.GetPreview().GetPath()} {
			if p.stored(t, path) {
				t.Errorf("got %s still stored, want it deleted", path)
			}
		}
	})
}
