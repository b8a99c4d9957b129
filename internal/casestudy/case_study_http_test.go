package casestudy_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"slices"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

type sitemapEntry struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod"`
}

func TestCaseStudyPages(t *testing.T) {
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	ctx := context.Background()
	token := s.StaffToken(t)
	cover := s.Upload(t, "blog_image", "bolts.png", sitetest.PNGBytes(t, 640, 320), token)
	published, err := s.Svcs.CaseStudies.Create(ctx, &casestudy.Input{
		Title: "Anchor bolts for a wind farm", ClientType: "Steel fabricator",
		Location: &sitev1.Location{City: "Amarillo", Region: "Texas", Country: "USA"},
		Summary:  "Two hundred turbine bases detailed in six weeks.", ChallengeHtml: "<p>Two hundred bases.</p>",
		SolutionHtml: "<p>One model per base type.</p>", Figures: []*sitev1.Figure{{Value: "38%", Label: "fewer RFIs"}},
		Images:   []*adminv1.ImageInput{{Source: &adminv1.ImageInput_UploadId{UploadId: cover}, Alt: "Anchor bolts in a base"}},
		Services: []string{"structural-steel-detailing"}, Status: sitev1.CaseStudyStatus_CASE_STUDY_STATUS_PUBLISHED,
	})
	if err != nil {
		t.Fatal(err)
	}
	draft, err := s.Svcs.CaseStudies.Create(ctx, &casestudy.Input{Title: "A draft nobody sees"})
	if err != nil {
		t.Fatal(err)
	}
	path := "/resources/case-studies/" + published.Slug

	t.Run("a case study's page has its own head and an Article about its services", func(t *testing.T) {
		res, body := s.Get(t, path, "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s = %d, want 200", path, res.StatusCode)
		}
		h := sitetest.ReadHead(t, body)
		if got, want := h.Links["canonical"], sitetest.PublicOrigin+path; got != want {
			t.Errorf("canonical = %q, want %q", got, want)
		}
		if got, want := h.Meta["description"], published.Summary; got != want {
			t.Errorf("description = %q, want the summary %q", got, want)
		}
		if got, want := h.Meta["og:image"], sitetest.PublicOrigin+published.Images[0].GetFile().GetPath(); got != want {
			t.Errorf("og:image = %q, want the cover %q", got, want)
		}
		if got := h.Meta["og:type"]; got != "article" {
			t.Errorf("og:type = %q, want article", got)
		}
		data := sitetest.StructuredData(t, path, body)
		article, ok := data["Article"]
		if !ok {
			t.Fatalf("no Article block in %v", data)
		}
		want := map[string]any{
			"headline": published.Title, "url": sitetest.PublicOrigin + path, "about.0.@type": "Service",
			"about.0.name": "Structural Steel Detailing", "about.0.url": sitetest.PublicOrigin + "/services/structural-steel-detailing",
			"contentLocation.address.addressLocality": "Amarillo", "image.url": sitetest.PublicOrigin + published.Images[0].GetFile().GetPath(),
		}
		for key, v := range want {
			if got := sitetest.Field(article, key); got != v {
				t.Errorf("Article %s = %v, want %v", key, got, v)
			}
		}
		if got := sitetest.Field(data["BreadcrumbList"], "itemListElement.2.name"); got != "Case Studies" {
			t.Errorf("the trail's third step = %v, want Case Studies", got)
		}
	})

	t.Run("a draft's page and an unknown one are not found", func(t *testing.T) {
		for _, p := range []string{"/resources/case-studies/" + draft.Slug, "/resources/case-studies/no-such-study", "/resources/case-studies/Bad%20Slug"} {
			if res, _ := s.Get(t, p, ""); res.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s = %d, want 404", p, res.StatusCode)
			}
		}
	})

	t.Run("the sitemap lists the published case studies with their dates, not the draft", func(t *testing.T) {
		_, body := s.Get(t, seo.SitemapPath, "")
		var set struct {
			URLs []sitemapEntry `xml:"url"`
		}
		if err := xml.Unmarshal(body, &set); err != nil {
			t.Fatal(err)
		}
		at := func(p string) func(sitemapEntry) bool {
			return func(u sitemapEntry) bool { return u.Loc == sitetest.PublicOrigin+p }
		}
		if i := slices.IndexFunc(set.URLs, at(path)); i < 0 || set.URLs[i].LastMod == "" {
			t.Errorf("sitemap %s: the case study missing or undated", body)
		}
		if slices.ContainsFunc(set.URLs, at("/resources/case-studies/"+draft.Slug)) {
			t.Errorf("the sitemap lists the draft")
		}
		if !slices.ContainsFunc(set.URLs, at("/resources/case-studies/a-fast-track-distribution-centre")) {
			t.Errorf("the sitemap lacks the first start's case studies")
		}
	})

	t.Run("a renamed case study's old address answers 301 to the new one", func(t *testing.T) {
		in := &casestudy.Input{
			Title: published.Title, Slug: "wind-farm-anchor-bolts", ClientType: published.ClientType, Location: published.Location,
			Summary: published.Summary, ChallengeHtml: published.ChallengeHtml, SolutionHtml: published.SolutionHtml,
			Figures: published.Figures, Services: []string{"structural-steel-detailing"},
			Images: []*adminv1.ImageInput{{Source: &adminv1.ImageInput_Path{Path: published.Images[0].GetFile().GetPath()}, Alt: published.Images[0].Alt}},
		}
		if _, err := s.Svcs.CaseStudies.Update(ctx, published.GetId(), in); err != nil {
			t.Fatal(err)
		}
		noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		// The cache drops the old page at the change's notice, which may come a moment later.
		sitetest.WaitFor(t, "the old address to move", func() bool {
			res, err := noFollow.Get(s.URL + path)
			if err != nil {
				return false
			}
			res.Body.Close()
			return res.StatusCode == http.StatusMovedPermanently && res.Header.Get("Location") == "/resources/case-studies/wind-farm-anchor-bolts"
		})
		if res, _ := s.Get(t, "/resources/case-studies/wind-farm-anchor-bolts", ""); res.StatusCode != http.StatusOK {
			t.Errorf("GET the new address = %d, want 200", res.StatusCode)
		}
	})
}
