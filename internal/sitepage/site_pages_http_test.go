package sitepage_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/proto"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// TestPagesAsContent: the pages staff edit decide the public site's statuses, heads and
// sitemap (docs/pages.md): added services are served and listed, renamed paths answer
// 301, hidden and removed pages 404.
func TestPagesAsContent(t *testing.T) {
	ctx := context.Background()
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret"), PageSeed: os.DirFS("../sitepage/testdata/seed")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	token := s.StaffToken(t)
	pages := adminv1connect.NewPageAdminServiceClient(s.H1, s.URL)
	noRedirects := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	get := func(t *testing.T, path string) (*http.Response, sitetest.PageHead) {
		t.Helper()
		res, body := s.Get(t, path, "")
		return res, sitetest.ReadHead(t, body)
	}
	sitemap := func(t *testing.T) string {
		t.Helper()
		_, body := s.Get(t, "/sitemap.xml", "")
		return string(body)
	}
	const joists = "/services/steel-joist-detailing"

	t.Run("a page's published search fields make its head", func(t *testing.T) {
		res, h := get(t, "/our-firm")
		want := "Two decades of steel detailing: a hybrid on-site and offshore team for every project."
		if res.StatusCode != http.StatusOK || h.Meta["description"] != want || h.Meta["og:description"] != want {
			t.Errorf("GET /our-firm = %d, description %q; want 200, %q", res.StatusCode, h.Meta["description"], want)
		}
	})
	created, err := pages.CreateServicePage(ctx, sitetest.WithToken(&adminv1.CreateServicePageRequest{Slug: "steel-joist-detailing", Name: "Steel Joist Detailing"}, token))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a new service is not public before its first publish", func(t *testing.T) {
		if res, _ := get(t, joists); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", joists, res.StatusCode)
		}
		if strings.Contains(sitemap(t), joists) {
			t.Error("the sitemap lists the unpublished service")
		}
	})
	draft, err := pages.GetPage(ctx, sitetest.WithToken(&adminv1.GetPageRequest{Path: joists}, token))
	if err != nil {
		t.Fatal(err)
	}
	content := draft.Msg.GetDraft()
	content.Seo = &sitev1.PageSeo{Title: "Joist Detailing", Description: "Open-web steel joist detailing for fabricators: shop drawings, erection plans and checks.", ShareImage: "/images/nav/services.svg"}
	saved, err := pages.SavePageDraft(ctx, sitetest.WithToken(&adminv1.SavePageDraftRequest{Path: joists, Content: content, Version: created.Msg.GetState().GetDraftVersion()}, token))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pages.PublishPage(ctx, sitetest.WithToken(&adminv1.PublishPageRequest{Path: joists, Version: saved.Msg.GetState().GetDraftVersion()}, token)); err != nil {
		t.Fatal(err)
	}
	t.Run("over Connect: visitors cannot save, bad blocks name their fields, a stale save is ABORTED", func(t *testing.T) {
		_, err := pages.SavePageDraft(ctx, connect.NewRequest(&adminv1.SavePageDraftRequest{Path: joists, Content: content, Version: 2}))
		if connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("anonymous save = %v, want Unauthenticated", err)
		}
		bad := proto.Clone(content).(*sitev1.PageContent)
		bad.Blocks = append(bad.Blocks, &sitev1.Block{Id: "photo", Body: &sitev1.Block_Image{Image: &sitev1.ImageBlock{Src: "https://elsewhere.example/a.png"}}})
		_, err = pages.SavePageDraft(ctx, sitetest.WithToken(&adminv1.SavePageDraftRequest{Path: joists, Content: bad, Version: 2}, token))
		want := fmt.Sprintf("blocks[%d].image.src", len(bad.Blocks)-1)
		if got := strings.Join(sitetest.Violations(err), " "); got != want {
			t.Errorf("violations %q (%v), want %s", got, err, want)
		}
		_, err = pages.SavePageDraft(ctx, sitetest.WithToken(&adminv1.SavePageDraftRequest{Path: joists, Content: content, Version: 1}, token))
		if connect.CodeOf(err) != connect.CodeAborted || !strings.Contains(err.Error(), "The page was changed by "+sitetest.AdminUser+" at ") {
			t.Errorf("stale save = %v, want Aborted naming %s", err, sitetest.AdminUser)
		}
	})
	t.Run("a published added service answers 200 with its own head, and the sitemap lists it", func(t *testing.T) {
		res, h := get(t, joists)
		if res.StatusCode != http.StatusOK || !h.HasRoot {
			t.Fatalf("GET %s = %d, root %v; want 200 with the app", joists, res.StatusCode, h.HasRoot)
		}
		if !strings.HasPrefix(h.Title, "Joist Detailing | ") || h.Meta["og:image"] != sitetest.PublicOrigin+"/images/nav/services.svg" || h.Links["canonical"] != sitetest.PublicOrigin+joists {
			t.Errorf("head = title %q, og:image %q, canonical %q", h.Title, h.Meta["og:image"], h.Links["canonical"])
		}
		if !strings.Contains(sitemap(t), "<loc>"+sitetest.PublicOrigin+joists+"</loc>") {
			t.Error("the sitemap misses the added service")
		}
	})
	t.Run("GetPage and GetNavigation answer it", func(t *testing.T) {
		public := sitev1connect.NewPageServiceClient(s.H1, s.URL)
		p, err := public.GetPage(ctx, connect.NewRequest(&sitev1.GetPageRequest{Path: joists}))
		if err != nil || p.Msg.GetContent().GetSeo().GetTitle() != "Joist Detailing" {
			t.Errorf("GetPage = %v, %v", p, err)
		}
		nav, err := public.GetNavigation(ctx, connect.NewRequest(&sitev1.GetNavigationRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, item := range nav.Msg.GetItems() {
			for _, c := range item.GetChildren() {
				found = found || c.GetPath() == joists
			}
		}
		if !found {
			t.Errorf("GetNavigation = %v, want the service under Services", nav.Msg)
		}
	})
	if _, err := pages.UpdatePagePlace(ctx, sitetest.WithToken(&adminv1.UpdatePagePlaceRequest{Path: joists, Name: "Joists", Slug: "joist-detailing"}, token)); err != nil {
		t.Fatal(err)
	}
	t.Run("a renamed page's old path answers 301 to the new one, query kept", func(t *testing.T) {
		res, err := noRedirects.Get(s.URL + joists + "/?ref=mail")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/services/joist-detailing?ref=mail" {
			t.Errorf("GET old path = %d to %q, want 301 to /services/joist-detailing?ref=mail", res.StatusCode, res.Header.Get("Location"))
		}
		if res, _ := get(t, "/services/joist-detailing"); res.StatusCode != http.StatusOK {
			t.Errorf("GET new path = %d, want 200", res.StatusCode)
		}
		if sm := sitemap(t); strings.Contains(sm, joists+"<") || !strings.Contains(sm, "/services/joist-detailing<") {
			t.Error("the sitemap does not name the new path alone")
		}
	})
	t.Run("a renamed built-in service route answers 301 too", func(t *testing.T) {
		if _, err := pages.UpdatePagePlace(ctx, sitetest.WithToken(&adminv1.UpdatePagePlaceRequest{Path: "/services/pemb-detailing", Name: "PEMB", Slug: "pemb"}, token)); err != nil {
			t.Fatal(err)
		}
		res, err := noRedirects.Get(s.URL + "/services/pemb-detailing")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != "/services/pemb" {
			t.Errorf("GET = %d to %q, want 301 to /services/pemb", res.StatusCode, res.Header.Get("Location"))
		}
		if strings.Contains(sitemap(t), "/services/pemb-detailing<") {
			t.Error("the sitemap lists the old path")
		}
	})
	t.Run("a hidden page answers 404 and leaves the sitemap", func(t *testing.T) {
		if _, err := pages.UpdatePagePlace(ctx, sitetest.WithToken(&adminv1.UpdatePagePlaceRequest{Path: "/our-firm/business-model", Name: "Business Model", Hidden: true}, token)); err != nil {
			t.Fatal(err)
		}
		if res, _ := get(t, "/our-firm/business-model"); res.StatusCode != http.StatusNotFound {
			t.Errorf("GET = %d, want 404", res.StatusCode)
		}
		if strings.Contains(sitemap(t), "/our-firm/business-model<") {
			t.Error("the sitemap lists the hidden page")
		}
	})
	t.Run("another instance serves a page published on this one", func(t *testing.T) {
		other, otherCache := s.OtherApp(t)
		sitetest.WaitLive(t, otherCache)
		const bim = "/services/bim-coordination"
		if res, _ := sitetest.GetURL(t, other+bim, nil); res.StatusCode != http.StatusNotFound {
			t.Fatalf("GET %s on the other instance = %d, want 404 before the page exists", bim, res.StatusCode)
		}
		if _, err := pages.CreateServicePage(ctx, sitetest.WithToken(&adminv1.CreateServicePageRequest{Slug: "bim-coordination", Name: "BIM Coordination"}, token)); err != nil {
			t.Fatal(err)
		}
		if _, err := pages.PublishPage(ctx, sitetest.WithToken(&adminv1.PublishPageRequest{Path: bim, Version: 1}, token)); err != nil {
			t.Fatal(err)
		}
		// The other instance hears of the publish from PostgreSQL's notice, shortly after
		// the commit: poll its page.
		for deadline := time.Now().Add(10 * time.Second); ; {
			if res, _ := sitetest.GetURL(t, other+bim, nil); res.StatusCode == http.StatusOK {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the other instance still answers 404 after 10 s")
			}
			time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
		}
	})
	t.Run("a service that is no page answers 404, and the sitemap keeps the other pages", func(t *testing.T) {
		for _, path := range []string{"/services/no-such-service", "/services/structural-steel-detailing"} {
			if res, _ := get(t, path); res.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s = %d, want 404", path, res.StatusCode)
			}
		}
		sm := sitemap(t)
		for _, path := range []string{"/our-firm<", "/resources/wbt-blog<", "/services/rebar-estimation-and-detailing<", "/connect<"} {
			if !strings.Contains(sm, path) {
				t.Errorf("the sitemap misses %s", strings.TrimSuffix(path, "<"))
			}
		}
	})
}
