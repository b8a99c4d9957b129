package seo_test

import (
	"context"
	"encoding/xml"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestCrawlersSeeEveryPage(t *testing.T) {
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("test secret")},
		func(d *server.Deps) { d.SiteURL = sitetest.PublicOrigin })
	ctx := context.Background()
	token := s.StaffToken(t)
	imageID := s.Upload(t, "blog_image", "beam.png", sitetest.PNGBytes(t, 640, 320), token)
	pictured, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{
		Title:         `Bolts & "welds" <explained>`,
		ContentHtml:   `<h2>Why it matters</h2><p>A connection carries the load from beam to column. See <a href="/services">our services</a>.</p>`,
		ImageUploadId: imageID,
	})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{Title: "Erection drawings", Excerpt: "Drawings that tell a crew where every piece goes.", ContentHtml: "<p>What crews need on site.</p>"})
	if err != nil {
		t.Fatal(err)
	}
	job, err := s.Svcs.Careers.CreateJob(ctx, &careers.JobInput{Role: "Tekla Modeler", Location: "Bengaluru", Qualification: "B.E.", Active: true})
	if err != nil {
		t.Fatal(err)
	}
	// A post's one address is its slug's.
	postPath := func(p *blog.Post) string { return "/resources/wbt-blog/" + p.Slug }
	if postPath(pictured) != "/resources/wbt-blog/bolts-and-welds-explained" || postPath(plain) != "/resources/wbt-blog/erection-drawings" {
		t.Fatalf("post paths %q and %q, want the slugs of their titles", postPath(pictured), postPath(plain))
	}

	t.Run("every public page answers 200 with a title of its own, a description, a canonical link and sharing tags", func(t *testing.T) {
		titles := map[string]string{}
		for _, r := range seo.Routes() {
			if r.IsAdmin() {
				continue
			}
			path := r.Path
			switch {
			case r.Path == "/career/:id":
				path = "/career/" + job.GetId()
			case r.Path == "/services/:slug":
				// A service staff add: TestPagesAsContent covers its head.
				continue
			case r.Path == "/portal/projects/:id":
				// A client's project: the browser draws it once signed in.
				path = "/portal/projects/" + uuid.NewString()
			case r.Path == "/portal/projects/:id/transmittals/:transmittal":
				// A transmittal's page, which its mail links to: drawn in the browser too.
				path = "/portal/projects/" + uuid.NewString() + "/transmittals/" + uuid.NewString()
			case r.Path == "/portal/projects/:id/rfis/:rfi":
				// An RFI's page, which its mail links to: drawn in the browser too.
				path = "/portal/projects/" + uuid.NewString() + "/rfis/" + uuid.NewString()
			case r.Private:
				// A proposal's page, opened from its mail's signed link: drawn in the browser.
				path = strings.Replace(r.Path, ":token", uuid.NewString()+".signature", 1)
			case r.Path == "/resources/case-studies/:slug":
				// A case study of the first start (migration 00025).
				path = "/resources/case-studies/a-fast-track-distribution-centre"
			case r.HasParam():
				path = postPath(plain)
			}
			res, body := s.Get(t, path, "")
			if res.StatusCode != http.StatusOK {
				t.Errorf("GET %s = %d, want 200", path, res.StatusCode)
				continue
			}
			h := sitetest.ReadHead(t, body)
			if other, dup := titles[h.Title]; dup || h.Title == "" {
				t.Errorf("GET %s: title %q, want one of its own (%s has it)", path, h.Title, other)
			}
			titles[h.Title] = path
			if !h.HasRoot {
				t.Errorf("GET %s: no <div id=\"root\"> for the app", path)
			}
			if !strings.HasPrefix(h.Links["canonical"], sitetest.PublicOrigin+"/") {
				t.Errorf("GET %s: canonical %q, want a URL on %s", path, h.Links["canonical"], sitetest.PublicOrigin)
			}
			if got := h.Meta["og:url"]; got != h.Links["canonical"] {
				t.Errorf("GET %s: og:url %q, want the canonical %q", path, got, h.Links["canonical"])
			}
			if got, want := h.Links["alternate"], sitetest.PublicOrigin+seo.FeedPath; got != want {
				t.Errorf("GET %s: alternate link %q, want the feed %q", path, got, want)
			}
			for _, key := range []string{"description", "og:title", "og:description", "og:image", "og:type", "og:site_name", "twitter:card", "twitter:title", "twitter:description", "twitter:image"} {
				if h.Meta[key] == "" {
					t.Errorf("GET %s: no %s", path, key)
				}
			}
		}
	})

	t.Run("a post is shared as an article with its own title, text and picture", func(t *testing.T) {
		res, body := s.Get(t, postPath(pictured), "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET = %d, want 200", res.StatusCode)
		}
		h := sitetest.ReadHead(t, body)
		want := map[string]string{
			"og:type":         "article",
			"og:title":        pictured.Title,
			"description":     "Why it matters A connection carries the load from beam to column. See our services.",
			"og:image:width":  "640",
			"og:image:height": "320",
			"twitter:card":    "summary_large_image",
		}
		for key, v := range want {
			if got := h.Meta[key]; got != v {
				t.Errorf("%s = %q, want %q", key, got, v)
			}
		}
		if !strings.HasPrefix(h.Title, pictured.Title+" | ") {
			t.Errorf("title = %q, want it to start with the post's title", h.Title)
		}
		image := h.Meta["og:image"]
		if !strings.HasPrefix(image, sitetest.PublicOrigin+"/files/") {
			t.Fatalf("og:image = %q, want the post's stored image on %s", image, sitetest.PublicOrigin)
		}
		if res, _ := s.Get(t, strings.TrimPrefix(image, sitetest.PublicOrigin), ""); res.StatusCode != http.StatusOK {
			t.Errorf("GET og:image = %d, want 200", res.StatusCode)
		}
	})

	t.Run("the firm's sharing image is a PNG served for good", func(t *testing.T) {
		_, body := s.Get(t, "/", "")
		image := sitetest.ReadHead(t, body).Meta["og:image"]
		res, _ := s.Get(t, strings.TrimPrefix(image, sitetest.PublicOrigin), "")
		if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/png" || !strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
			t.Errorf("GET %s = %d %q %q, want 200, image/png, immutable", image, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
		}
	})

	t.Run("paths the app has no page for answer 404 with the app, titled not found", func(t *testing.T) {
		for _, path := range []string{"/feed", "/no/such/page", "/services/no-such-service", "/resources/wbt-blog/" + uuid.NewString(), "/resources/wbt-blog/not-a-uuid", "/resources/wbt-blog/erection-drawings-2", "/resources/wbt-blog/Not%20a%20slug", "/admin/no-such-screen"} {
			res, body := s.Get(t, path, "")
			if res.StatusCode != http.StatusNotFound {
				t.Errorf("GET %s = %d, want 404", path, res.StatusCode)
				continue
			}
			h := sitetest.ReadHead(t, body)
			if !h.HasRoot || !strings.HasPrefix(h.Title, "Page not found | ") || h.Meta["robots"] != "noindex" {
				t.Errorf("GET %s: root %v, title %q, robots %q; want the app titled not found, noindex", path, h.HasRoot, h.Title, h.Meta["robots"])
			}
		}
	})

	t.Run("staff screens are marked noindex and public pages are not", func(t *testing.T) {
		tests := []struct {
			path string
			want string
		}{
			{"/admin/login", "noindex"},
			{"/admin", "noindex"},
			{"/ADMIN/dashboard", "noindex"},
			{"/admin/no-such-screen", "noindex"},
			{"/connect", ""},
			{"/administrators", ""},
		}
		for _, tt := range tests {
			res, _ := s.Get(t, tt.path, "")
			if got := res.Header.Get("X-Robots-Tag"); got != tt.want {
				t.Errorf("GET %s: X-Robots-Tag %q, want %q", tt.path, got, tt.want)
			}
		}
	})

	t.Run("robots.txt lets crawlers read the site but not the back office, and names the sitemap", func(t *testing.T) {
		res, body := s.Get(t, "/robots.txt", "")
		want := "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /uploads\n\nSitemap: " + sitetest.PublicOrigin + "/sitemap.xml\n"
		if res.StatusCode != http.StatusOK || string(body) != want {
			t.Errorf("GET /robots.txt = %d\n%s\nwant 200\n%s", res.StatusCode, body, want)
		}
	})

	t.Run("every address of the sitemap answers 200, posts and careers dated by their data", func(t *testing.T) {
		res, body := s.Get(t, seo.SitemapPath, "")
		if res.StatusCode != http.StatusOK {
			t.Fatalf("GET %s = %d, want 200", seo.SitemapPath, res.StatusCode)
		}
		var set struct {
			URLs []struct {
				Loc     string `xml:"loc"`
				LastMod string `xml:"lastmod"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(body, &set); err != nil {
			t.Fatal(err)
		}
		lastMod := map[string]string{}
		for _, u := range set.URLs {
			lastMod[u.Loc] = u.LastMod
			if res, _ := s.H1.Get(s.OnTestServer(t, u.Loc)); res == nil || res.StatusCode != http.StatusOK {
				t.Errorf("GET %s does not answer 200", u.Loc)
			} else {
				res.Body.Close()
			}
		}
		dated := []struct {
			loc, wantLastMod string
		}{
			{sitetest.PublicOrigin + "/", ""},
			{sitetest.PublicOrigin + postPath(pictured), pictured.GetUpdateTime().AsTime().UTC().Format(time.RFC3339)},
			{sitetest.PublicOrigin + postPath(plain), plain.GetUpdateTime().AsTime().UTC().Format(time.RFC3339)},
			{sitetest.PublicOrigin + "/career", job.GetUpdateTime().AsTime().UTC().Format(time.RFC3339)},
			{sitetest.PublicOrigin + "/career/" + job.GetId(), job.GetUpdateTime().AsTime().UTC().Format(time.RFC3339)},
		}
		for _, d := range dated {
			got, ok := lastMod[d.loc]
			if !ok || got != d.wantLastMod {
				t.Errorf("%s: in the sitemap %v, lastmod %q; want it there with lastmod %q", d.loc, ok, got, d.wantLastMod)
			}
		}
	})

	t.Run("a post asked for by its id, or another spelling of either, names its slug's address", func(t *testing.T) {
		for _, path := range []string{
			postPath(plain),
			"/resources/wbt-blog/" + plain.GetId(),
			"/resources/wbt-blog/" + strings.ToUpper(plain.GetId()),
			"/resources/wbt-blog/Erection-Drawings",
		} {
			res, body := s.Get(t, path, "")
			h := sitetest.ReadHead(t, body)
			want := sitetest.PublicOrigin + postPath(plain)
			if res.StatusCode != http.StatusOK || h.Links["canonical"] != want || h.Meta["og:url"] != want {
				t.Errorf("GET %s = %d, canonical %q, og:url %q; want 200, %q", path, res.StatusCode, h.Links["canonical"], h.Meta["og:url"], want)
			}
		}
	})

	t.Run("a post's excerpt is its description, else the start of its text", func(t *testing.T) {
		for _, tt := range []struct {
			post *blog.Post
			want string
		}{
			{plain, plain.Excerpt},
			{pictured, "Why it matters A connection carries the load from beam to column. See our services."},
		} {
			_, body := s.Get(t, postPath(tt.post), "")
			h := sitetest.ReadHead(t, body)
			if h.Meta["description"] != tt.want || h.Meta["og:description"] != tt.want {
				t.Errorf("%s: description %q, og:description %q; want %q", tt.post.Title, h.Meta["description"], h.Meta["og:description"], tt.want)
			}
		}
	})

	t.Run("the feed carries every post whole, each link answering 200", func(t *testing.T) {
		res, body := s.Get(t, seo.FeedPath, "")
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "application/rss+xml") {
			t.Fatalf("GET %s = %d %q, want 200 application/rss+xml", seo.FeedPath, res.StatusCode, res.Header.Get("Content-Type"))
		}
		var feed struct {
			Version string `xml:"version,attr"`
			Channel struct {
				Title string `xml:"title"`
				// Links are the channel's <link> and its <atom:link rel="self">.
				Links []struct {
					XMLName xml.Name
					Text    string `xml:",chardata"`
					Href    string `xml:"href,attr"`
				} `xml:"link"`
				Items []struct {
					Title       string `xml:"title"`
					Link        string `xml:"link"`
					Description string `xml:"description"`
				} `xml:"item"`
			} `xml:"channel"`
		}
		if err := xml.Unmarshal(body, &feed); err != nil {
			t.Fatal(err)
		}
		links := map[string]string{}
		for _, l := range feed.Channel.Links {
			links[l.XMLName.Space] = l.Text + l.Href
		}
		if feed.Version != "2.0" || links[""] != sitetest.PublicOrigin+"/resources/wbt-blog" || links["http://www.w3.org/2005/Atom"] != sitetest.PublicOrigin+seo.FeedPath {
			t.Errorf("rss version %q, links %q; want 2.0, the blog and the feed itself on %s", feed.Version, links, sitetest.PublicOrigin)
		}
		if len(feed.Channel.Items) != 2 {
			t.Fatalf("%d items, want the 2 posts", len(feed.Channel.Items))
		}
		for i, want := range []*blog.Post{plain, pictured} {
			if got := feed.Channel.Items[i].Link; got != sitetest.PublicOrigin+postPath(want) {
				t.Errorf("item %d links %q, want the slug's address %q", i, got, sitetest.PublicOrigin+postPath(want))
			}
		}
		for _, it := range feed.Channel.Items {
			if res, _ := s.H1.Get(s.OnTestServer(t, it.Link)); res == nil || res.StatusCode != http.StatusOK {
				t.Errorf("item %q: GET %s does not answer 200", it.Title, it.Link)
			} else {
				res.Body.Close()
			}
		}
		newest := feed.Channel.Items[0]
		if newest.Title != plain.Title || newest.Description != plain.GetContentHtml() {
			t.Errorf("newest item = %q %q, want %q with its whole HTML %q", newest.Title, newest.Description, plain.Title, plain.GetContentHtml())
		}
		if got := feed.Channel.Items[1].Description; !strings.Contains(got, `href="`+sitetest.PublicOrigin+`/services"`) {
			t.Errorf("item HTML %q, want its links made absolute on %s", got, sitetest.PublicOrigin)
		}
	})
}
