package seo_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// headLinks is the href of every <link> of a page, by rel.
func headLinks(t *testing.T, body []byte) map[string][]string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && n.Data == "link" {
			out[sitetest.Attr(n, "rel")] = append(out[sitetest.Attr(n, "rel")], sitetest.Attr(n, "href"))
		}
	}
	return out
}

// pngOfSize fetches a public URL of the site and fails t unless it answers 200 with a PNG
// of w×h pixels (0 means any size).
func pngOfSize(t *testing.T, s *sitetest.Site, public string, w, h int) {
	t.Helper()
	res, body := s.Get(t, strings.TrimPrefix(s.OnTestServer(t, public), s.URL), "")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" {
		t.Errorf("GET %s = %d %q, want 200 image/png", public, res.StatusCode, res.Header.Get("Content-Type"))
		return
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(body))
	if err != nil {
		t.Errorf("GET %s: not a PNG: %v", public, err)
		return
	}
	if w != 0 && (cfg.Width != w || cfg.Height != h) {
		t.Errorf("GET %s: %dx%d, want %dx%d", public, cfg.Width, cfg.Height, w, h)
	}
}

func TestCrawlersReadStructuredData(t *testing.T) {
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	ctx := context.Background()
	token := s.StaffToken(t)
	imageID := s.Upload(t, "blog_image", "beam.png", sitetest.PNGBytes(t, 640, 320), token)
	pictured, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{Title: "Bolts & welds", ContentHtml: "<p>A connection carries the load.</p>", ImageUploadId: imageID})
	if err != nil {
		t.Fatal(err)
	}
	hostile, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{Title: `</script><script>alert(1)</script>`, ContentHtml: "<p>Markup in a title is text.</p>"})
	if err != nil {
		t.Fatal(err)
	}
	// A post's one address is its slug's; its id's answers too, naming the slug's.
	postPath := func(p *blog.Post) string { return "/resources/wbt-blog/" + p.Slug }
	orgID := sitetest.PublicOrigin + "/#organization"

	// The firm's block is the same on every page; its logo is fetched once.
	var logo string
	t.Run("every public page names the firm as a ProfessionalService, with its contacts", func(t *testing.T) {
		for _, r := range seo.Routes() {
			if r.IsAdmin() {
				continue
			}
			path := r.Path
			if r.HasParam() {
				path = postPath(pictured)
			}
			_, body := s.Get(t, path, "")
			org, ok := sitetest.StructuredData(t, path, body)["ProfessionalService"]
			if !ok {
				t.Errorf("GET %s: no ProfessionalService block", path)
				continue
			}
			want := map[string]any{
				"@context": "https://schema.org", "@id": orgID, "name": seo.DefaultFirm.Name, "url": sitetest.PublicOrigin + "/",
				"email": seo.DefaultFirm.Email, "address.0.@type": "PostalAddress", "address.1.@type": "PostalAddress",
			}
			for key, v := range want {
				if got := sitetest.Field(org, key); got != v {
					t.Errorf("GET %s: %s = %v, want %v", path, key, got, v)
				}
			}
			for i := range seo.DefaultFirm.Addresses {
				for _, key := range []string{"streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"} {
					if v, _ := sitetest.Field(org, fmt.Sprintf("address.%d.%s", i, key)).(string); v == "" {
						t.Errorf("GET %s: address %d has no %s", path, i, key)
					}
				}
			}
			if phones, _ := org["telephone"].([]any); len(phones) != len(seo.DefaultFirm.Phones) {
				t.Errorf("GET %s: telephone %v, want the firm's %d numbers", path, org["telephone"], len(seo.DefaultFirm.Phones))
			}
			if sameAs, _ := org["sameAs"].([]any); len(sameAs) != len(seo.DefaultFirm.Social) {
				t.Errorf("GET %s: sameAs %v, want the firm's %d profiles", path, org["sameAs"], len(seo.DefaultFirm.Social))
			}
			got, _ := sitetest.Field(org, "logo.url").(string)
			if logo == "" {
				logo = got
			}
			if got != logo || !strings.HasPrefix(got, sitetest.PublicOrigin+"/") {
				t.Errorf("GET %s: logo %q, want one logo on %s", path, got, sitetest.PublicOrigin)
			}
		}
		pngOfSize(t, s, logo, 512, 512)
	})

	t.Run("nested pages carry their trail from the home page, every step a page on SITE_URL", func(t *testing.T) {
		type crumb struct{ name, path string }
		specific := map[string][]crumb{
			"/services/pemb-detailing": {{"Home", "/"}, {"Services", "/services"}, {"PEMB Design and Detailing", "/services/pemb-detailing"}},
			postPath(pictured):         {{"Home", "/"}, {"Resources", "/resources"}, {"Blog", "/resources/wbt-blog"}, {pictured.Title, postPath(pictured)}},
		}
		answered := map[string]bool{}
		for _, r := range seo.Routes() {
			if r.IsAdmin() {
				continue
			}
			path, name := r.Path, r.Name
			if r.HasParam() {
				path, name = postPath(pictured), pictured.Title
			}
			_, body := s.Get(t, path, "")
			trail, ok := sitetest.StructuredData(t, path, body)["BreadcrumbList"]
			pathOnly, _, _ := strings.Cut(r.Path, "?")
			if nested := strings.Count(strings.Trim(pathOnly, "/"), "/") >= 1; ok != nested {
				t.Errorf("GET %s: a trail %v, want one only on nested pages", path, ok)
				continue
			}
			if !ok {
				continue
			}
			items, _ := trail["itemListElement"].([]any)
			if len(items) < 2 {
				t.Errorf("GET %s: %d crumbs, want the home page and the page", path, len(items))
				continue
			}
			for i, it := range items {
				url, _ := sitetest.Field(it, "item").(string)
				if sitetest.Field(it, "@type") != "ListItem" || sitetest.Field(it, "position") != float64(i+1) || sitetest.Field(it, "name") == "" || !strings.HasPrefix(url, sitetest.PublicOrigin+"/") {
					t.Errorf("GET %s: crumb %d = %v, want ListItem at position %d, named, on %s", path, i, it, i+1, sitetest.PublicOrigin)
				}
				if !answered[url] {
					if res, _ := s.H1.Get(s.OnTestServer(t, url)); res == nil || res.StatusCode != http.StatusOK {
						t.Errorf("GET %s: crumb %s does not answer 200", path, url)
					} else {
						res.Body.Close()
						answered[url] = true
					}
				}
			}
			first, last := items[0], items[len(items)-1]
			if sitetest.Field(first, "name") != "Home" || sitetest.Field(first, "item") != sitetest.PublicOrigin+"/" {
				t.Errorf("GET %s: first crumb %v, want Home at %s/", path, first, sitetest.PublicOrigin)
			}
			if canonical := headLinks(t, body)["canonical"]; sitetest.Field(last, "name") != name || len(canonical) != 1 || sitetest.Field(last, "item") != canonical[0] {
				t.Errorf("GET %s: last crumb %v, want %q at the canonical %v", path, last, name, canonical)
			}
			if want, ok := specific[path]; ok {
				for i, c := range want {
					if i >= len(items) || sitetest.Field(items[i], "name") != c.name || sitetest.Field(items[i], "item") != sitetest.PublicOrigin+c.path {
						t.Errorf("GET %s: crumbs %v, want %v", path, items, want)
						break
					}
				}
			}
		}
	})

	t.Run("a post is a BlogPosting by the firm, dated and pictured as its page, at its slug's address", func(t *testing.T) {
		for _, path := range []string{postPath(pictured), "/resources/wbt-blog/" + pictured.GetId()} {
			_, body := s.Get(t, path, "")
			posting := sitetest.StructuredData(t, path, body)["BlogPosting"]
			for _, key := range []string{"url", "mainEntityOfPage.@id"} {
				if got, want := sitetest.Field(posting, key), sitetest.PublicOrigin+"/resources/wbt-blog/bolts-and-welds"; got != want {
					t.Errorf("GET %s: BlogPosting %s = %v, want %v", path, key, got, want)
				}
			}
		}
		_, body := s.Get(t, postPath(pictured), "")
		data := sitetest.StructuredData(t, postPath(pictured), body)
		posting, ok := data["BlogPosting"]
		if !ok {
			t.Fatalf("no BlogPosting block in %v", data)
		}
		head := sitetest.ReadHead(t, body)
		want := map[string]any{
			"headline":             pictured.Title,
			"description":          head.Meta["description"],
			"datePublished":        pictured.GetCreateTime().AsTime().UTC().Format(time.RFC3339),
			"dateModified":         pictured.GetUpdateTime().AsTime().UTC().Format(time.RFC3339),
			"image.url":            head.Meta["og:image"],
			"author.@id":           orgID,
			"author.name":          seo.DefaultFirm.Name,
			"publisher.@id":        orgID,
			"publisher.name":       seo.DefaultFirm.Name,
			"publisher.logo.url":   sitetest.Field(data["ProfessionalService"], "logo.url"),
			"mainEntityOfPage.@id": sitetest.PublicOrigin + postPath(pictured),
		}
		for key, v := range want {
			if got := sitetest.Field(posting, key); got != v || v == "" {
				t.Errorf("%s = %v, want %v", key, got, v)
			}
		}
		pngOfSize(t, s, head.Meta["og:image"], 640, 320)
	})

	t.Run("a title that closes the script stays data inside it", func(t *testing.T) {
		_, body := s.Get(t, postPath(hostile), "")
		if bytes.Contains(body, []byte("<script>alert(1)")) {
			t.Fatalf("the title's markup reached the page:\n%s", body)
		}
		data := sitetest.StructuredData(t, postPath(hostile), body)
		if len(data) != 3 {
			t.Errorf("%d JSON-LD blocks, want the firm, the trail and the post", len(data))
		}
		if got := sitetest.Field(data["BlogPosting"], "headline"); got != hostile.Title {
			t.Errorf("headline = %v, want the title as written, %q", got, hostile.Title)
		}
	})

	t.Run("every page links the favicon, the touch icon and the manifest, each answering 200", func(t *testing.T) {
		for _, path := range []string{"/", "/services/pemb-detailing", postPath(pictured), "/admin/login", "/no/such/page"} {
			_, body := s.Get(t, path, "")
			links := headLinks(t, body)
			for rel, want := range map[string]string{"icon": seo.FaviconPath, "apple-touch-icon": seo.AppleTouchPath, "manifest": seo.ManifestPath} {
				found := false
				for _, href := range links[rel] {
					found = found || href == want
				}
				if !found {
					t.Errorf("GET %s: %s links %v, want %s", path, rel, links[rel], want)
				}
			}
		}
		pngOfSize(t, s, sitetest.PublicOrigin+seo.AppleTouchPath, 180, 180)
	})

	t.Run("favicon.ico is an icon", func(t *testing.T) {
		res, body := s.Get(t, seo.FaviconPath, "")
		if ct := res.Header.Get("Content-Type"); res.StatusCode != http.StatusOK || (ct != "image/x-icon" && ct != "image/vnd.microsoft.icon") {
			t.Errorf("GET %s = %d %q, want 200 with an ICO content type", seo.FaviconPath, res.StatusCode, ct)
		}
		if !bytes.HasPrefix(body, []byte{0, 0, 1, 0}) {
			t.Errorf("body starts % x, want the ICO header 00 00 01 00", body[:min(4, len(body))])
		}
	})

	t.Run("the manifest names the firm, and its icons are PNGs of the sizes it declares", func(t *testing.T) {
		res, body := s.Get(t, seo.ManifestPath, "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s = %d, want 200", seo.ManifestPath, res.StatusCode)
		}
		var m struct {
			Name       string `json:"name"`
			ShortName  string `json:"short_name"`
			StartURL   string `json:"start_url"`
			Display    string `json:"display"`
			ThemeColor string `json:"theme_color"`
			Icons      []struct {
				Src   string `json:"src"`
				Sizes string `json:"sizes"`
			} `json:"icons"`
		}
		if err := json.Unmarshal(body, &m); err != nil {
			t.Fatal(err)
		}
		if m.Name != seo.DefaultFirm.Name || m.ShortName == "" || m.StartURL != "/" || m.Display == "" || m.ThemeColor == "" {
			t.Errorf("manifest %s, want the firm's name, a short name, start_url /, a display and a theme colour", body)
		}
		sizes := map[string]bool{}
		for _, icon := range m.Icons {
			var w, h int
			if _, err := fmt.Sscanf(icon.Sizes, "%dx%d", &w, &h); err != nil {
				t.Errorf("icon %s: sizes %q", icon.Src, icon.Sizes)
				continue
			}
			sizes[icon.Sizes] = true
			pngOfSize(t, s, sitetest.PublicOrigin+icon.Src, w, h)
		}
		if !sizes["192x192"] || !sizes["512x512"] {
			t.Errorf("icon sizes %v, want 192x192 and 512x512", sizes)
		}
	})
}
