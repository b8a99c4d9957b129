package server_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestPageImagesArePublicImagesOfThisSite: a page's pictures are loaded by every
// visitor's browser. They may only be the site's own public images: never another host
// (a protocol-relative address is one), a private file, the back office or the API.
func TestPageImagesArePublicImagesOfThisSite(t *testing.T) {
	ctx := context.Background()
	s := sitetest.StartWith(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), PageSeed: os.DirFS("../sitepage/testdata/seed")})
	token := s.StaffToken(t)
	pages := adminv1connect.NewPageAdminServiceClient(s.H1, s.URL)
	const path = "/our-firm"
	const id = "0190a7c4-3b1e-7c2d-9f00-1234567890ab"
	save := func(t *testing.T, src string) []string {
		t.Helper()
		got, err := pages.GetPage(ctx, sitetest.WithToken(&adminv1.GetPageRequest{Path: path}, token))
		if err != nil {
			t.Fatal(err)
		}
		content := proto.Clone(got.Msg.GetDraft()).(*sitev1.PageContent)
		content.Seo = &sitev1.PageSeo{ShareImage: src}
		// The draft may hold the photo of an earlier case.
		content.Blocks = slices.DeleteFunc(content.Blocks, func(b *sitev1.Block) bool { return b.GetId() == "photo" })
		content.Blocks = append(content.Blocks, &sitev1.Block{Id: "photo", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: src, Alt: "A frame"}}})
		_, err = pages.SavePageDraft(ctx, sitetest.WithToken(&adminv1.SavePageDraftRequest{Path: path, Content: content, Version: got.Msg.GetState().GetDraftVersion()}, token))
		if err != nil && sitetest.Violations(err) == nil {
			t.Fatalf("SavePageDraft(%q): got %v, want a save or field violations", src, err)
		}
		return sitetest.Violations(err)
	}
	for _, src := range []string{
		"//evil.example/x.png",
		"https://evil.example/x.png",
		"/files//evil.example/x.png",
		"/admin/x.png",
		"/portal/x.png",
		"/api/x.png",
		"/uploads/page_image",
		"/files/resume/" + id + ".pdf",
		"/files/portal_attachment/" + id + ".png",
		"/files/portfolio/" + id + ".pdf",
		"/files/page_image/" + id + ".png/../x",
		"/files/page_image/not-an-id.png",
	} {
		t.Run(src+" is refused, named by its field", func(t *testing.T) {
			got := save(t, src)
			var fields []string
			for _, f := range got {
				if f == "seo.share_image" || strings.HasSuffix(f, "].image.src") {
					fields = append(fields, f)
				}
			}
			if len(fields) != 2 {
				t.Errorf("violations: got %q, want seo.share_image and blocks[i].image.src", got)
			}
		})
	}
	for _, src := range []string{
		"/images/nav/services.svg",
		"/media/variants/a.webp",
		"/files/page_image/" + id + ".png",
		"/files/gallery/" + id + ".jpg",
	} {
		t.Run(src+" is accepted", func(t *testing.T) {
			if got := save(t, src); got != nil {
				t.Errorf("violations: got %q, want none", got)
			}
		})
	}
}
