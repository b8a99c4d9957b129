package mediahttp_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"net/http"
	"strings"
	"testing"
	"time"

	_ "golang.org/x/image/webp"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/media/mediatest"
	"github.com/gusset/gusset/internal/sitetest"
)

// waitForVariants polls the public gallery until the project's first image is processed.
// The bound is generous: under -race on a busy 2-core machine the variants take tens of seconds.
func waitForVariants(t *testing.T, g *sitetest.GalleryFixture, id string) *sitev1.File {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for ; time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		img := g.Project(t, id).GetImages()[0]
		if img.GetProcessing() != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING {
			return img
		}
	}
	t.Fatal("the image was still processing after 2 minutes")
	return nil
}

func TestAnUploadedPhotoIsServedAsUprightMetadataFreeVariants(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	photo := mediatest.JPEG(mediatest.Picture(1800, 1200), 6) // a phone held upright
	upload := g.Upload(t, "gallery", "IMG_0042.jpg", photo, g.Token)
	created := g.CreateProject(t, &adminv1.ProjectInput{
		Title: "Warehouse", Description: "Steel frame", Location: "Ohio", Type: sitev1.ProjectType_PROJECT_TYPE_INDUSTRIAL,
		Department: sitev1.Department_DEPARTMENT_PEMB, ImageUploadIds: []string{upload},
	})
	if got := created.GetImages()[0].GetProcessing(); got != sitev1.ImageProcessing_IMAGE_PROCESSING_PROCESSING && got != sitev1.ImageProcessing_IMAGE_PROCESSING_READY {
		t.Errorf("got %v right after the upload, want processing (or already ready)", got)
	}

	img := waitForVariants(t, g, created.GetId())
	if got, want := img.GetProcessing(), sitev1.ImageProcessing_IMAGE_PROCESSING_READY; got != want {
		t.Fatalf("got %v, want %v", got, want)
	}
	if img.GetIntrinsicWidth() != 1200 || img.GetIntrinsicHeight() != 1800 || !strings.HasPrefix(img.GetPlaceholder(), "#") {
		t.Errorf("got intrinsic %d×%d placeholder %q, want 1200×1800 and a colour", img.GetIntrinsicWidth(), img.GetIntrinsicHeight(), img.GetPlaceholder())
	}
	var widths []int32
	for _, v := range img.GetVariants() {
		widths = append(widths, v.GetWidth())
	}
	if want := []int32{320, 640, 1024, 1200}; !equalInts(widths, want) {
		t.Errorf("got variant widths %v, want %v", widths, want)
	}
	if !strings.HasPrefix(img.GetPath(), "/files/gallery/") {
		t.Errorf("got original path %q, want it kept for staff download", img.GetPath())
	}

	t.Run("a variant is served immutable, upright and without EXIF", func(t *testing.T) {
		v := img.GetVariants()[1]
		res, body := g.Get(t, v.GetPath(), "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/webp" ||
			res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("GET %s = %d %q %q", v.GetPath(), res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
		if int64(len(body)) != v.GetSize() || len(body) >= len(photo) {
			t.Errorf("got %d bytes (recorded %d) for a %d-byte original", len(body), v.GetSize(), len(photo))
		}
		for _, leak := range []string{"Exif", mediatest.Make} {
			if bytes.Contains(body, []byte(leak)) {
				t.Errorf("the variant contains %q", leak)
			}
		}
		cfg, format, err := image.DecodeConfig(bytes.NewReader(body))
		if err != nil || format != "webp" || cfg.Width != 640 || cfg.Height != 960 {
			t.Errorf("got %s %d×%d (%v), want a 640×960 WebP", format, cfg.Width, cfg.Height, err)
		}
	})

	t.Run("a request for hundreds of ranges answers the variant once, not a multipart far larger than it", func(t *testing.T) {
		v := img.GetVariants()[0]
		// One byte each, fewer bytes in all than the variant: Go itself ignores ranges
		// adding up to more than the content.
		ranges := make([]string, v.GetSize()/2)
		for i := range ranges {
			ranges[i] = fmt.Sprintf("%d-%d", 2*i, 2*i)
		}
		req, _ := http.NewRequest(http.MethodGet, g.URL+v.GetPath(), nil)
		req.Header.Set("Range", "bytes="+strings.Join(ranges, ","))
		res, body := g.Do(t, req)
		if res.StatusCode != http.StatusOK || int64(len(body)) != v.GetSize() {
			t.Errorf("%d ranges = %d with %d bytes, want 200 with the %d-byte variant", len(ranges), res.StatusCode, len(body), v.GetSize())
		}
	})

	t.Run("an unknown variant path is a 404", func(t *testing.T) {
		if s := g.Status(t, "/media/variants/nothing-here.webp"); s != http.StatusNotFound {
			t.Errorf("got %d, want 404", s)
		}
	})

	t.Run("deleting the project and emptying the trash deletes the variants", func(t *testing.T) {
		if len(g.VariantKeys(t)) != 4 {
			t.Fatalf("got variants %v, want 4", g.VariantKeys(t))
		}
		if _, err := g.Staff.DeleteProject(context.Background(), sitetest.WithToken(&adminv1.DeleteProjectRequest{Id: created.GetId()}, g.Token)); err != nil {
			t.Fatal(err)
		}
		g.Site.EmptyTrash(t)
		if left := g.VariantKeys(t); len(left) != 0 {
			t.Errorf("got %v left, want no variants", left)
		}
		if s := g.Status(t, img.GetVariants()[0].GetPath()); s != http.StatusNotFound {
			t.Errorf("got GET of a deleted variant = %d, want 404", s)
		}
	})
}

func TestADecompressionBombUploadIsRefusedWithAClearMessage(t *testing.T) {
	g := sitetest.NewGalleryFixture(t)
	res, body := g.TryUpload(t, "gallery", "bomb.png", mediatest.Bomb(100000, 100000), g.Token)
	if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), "100000×100000 pixels is over the 50-megapixel limit") {
		t.Errorf("got %d %s, want 400 naming the limit", res.StatusCode, body)
	}
	if n := g.Site.CountRows(t, "files"); n != 0 || len(g.AllObjectKeys(t)) != 0 {
		t.Errorf("got %d rows and objects %v, want nothing stored", n, g.AllObjectKeys(t))
	}
}

func equalInts(a, b []int32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
