package seo

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	goimage "image"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/render"
)

const testOrigin = "https://steel.example.com"

const testIndex = "<!doctype html><html><head><meta charset=\"UTF-8\"><title>App</title></head><body><div id=\"root\"></div></body></html>"

// fakePosts is a blog of posts newest first, paged like the domain's (the token is the
// index of the next post); fail makes every read fail.
type fakePosts struct {
	posts []*blog.Post
	fail  error
	// pages counts the list calls.
	pages int
}

func (f *fakePosts) GetPost(_ context.Context, id string) (*blog.Post, error) {
	if f.fail != nil {
		return nil, f.fail
	}
	for _, p := range f.posts {
		if p.GetId() == id {
			return p, nil
		}
	}
	return nil, blog.ErrPostNotFound
}

func (f *fakePosts) ListPosts(_ context.Context, size int32, token string) ([]*blog.Post, string, error) {
	f.pages++
	if f.fail != nil {
		return nil, "", f.fail
	}
	from, _ := strconv.Atoi(token)
	to := min(from+int(size), len(f.posts))
	next := ""
	if to < len(f.posts) {
		next = strconv.Itoa(to)
	}
	return f.posts[from:to], next, nil
}

func (f *fakePosts) NextPublic(context.Context) (time.Time, bool, error) {
	return time.Time{}, false, nil
}

type fakeJobs []*careers.Job

func (f fakeJobs) NextClose(context.Context) (time.Time, bool, error) {
	return time.Time{}, false, nil
}

func (f fakeJobs) ListJobs(_ context.Context, onlyActive bool, _ int32, _ string) ([]*careers.Job, string, error) {
	var out []*careers.Job
	for _, j := range f {
		if j.GetActive() || !onlyActive {
			out = append(out, j)
		}
	}
	return out, "", nil
}

func (f fakeJobs) GetJob(_ context.Context, id string) (*careers.Job, error) {
	for _, j := range f {
		if j.GetId() == id && j.GetActive() {
			return j, nil
		}
	}
	return nil, careers.ErrJobNotFound
}

// fakeRenderer draws each URL's page as its map says (the real renderer, the app's bundle
// in goja, is internal/render's and the end-to-end tests'); an unknown URL throws.
type fakeRenderer map[string]string

func (f fakeRenderer) Render(_ context.Context, url string, _ render.Call) (render.Page, error) {
	html, ok := f[url]
	if !ok {
		return render.Page{}, &render.ScriptError{Message: "no page at " + url}
	}
	return render.Page{HTML: html}, nil
}

func newTestPages(posts *fakePosts, js fakeJobs) *Pages {
	return New(Config{
		SiteURL: testOrigin + "/", Index: []byte(testIndex),
		Posts: posts, Jobs: js,
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
}

func serve(h http.Handler, method, target string) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest(method, target, nil))
	return w
}

// metaContent is the content of the <meta> whose name or property is key, or "".
func metaContent(page, key string) string {
	for _, attr := range []string{`property="` + key + `"`, `name="` + key + `"`} {
		if _, rest, ok := strings.Cut(page, attr+` content="`); ok {
			v, _, _ := strings.Cut(rest, `"`)
			return v
		}
	}
	return ""
}

func TestPostPages(t *testing.T) {
	at := time.Date(2025, 3, 4, 5, 6, 7, 0, time.UTC)
	withFile := &blog.Post{Id: uuid.NewString(), Title: "Shop drawings & you", ContentHtml: "<p>What a <b>fabricator</b> needs.</p>", CreateTime: timestamppb.New(at), UpdateTime: timestamppb.New(at.Add(time.Hour)),
		Image: &sitev1.File{Path: "/files/blog/a.png", ContentType: "image/png", Width: 800, Height: 400}}
	withInline := &blog.Post{Id: uuid.NewString(), Title: "Inline", ContentHtml: `<p>Text</p><img src="/files/blog/b.jpg">`, CreateTime: timestamppb.New(at), UpdateTime: timestamppb.New(at)}
	bare := &blog.Post{Id: uuid.NewString(), Title: "Bare", ContentHtml: "<p>Only words.</p>", CreateTime: timestamppb.New(at), UpdateTime: timestamppb.New(at)}
	posts := &fakePosts{posts: []*blog.Post{withFile, withInline, bare}}
	p := newTestPages(posts, nil)
	defaultImage := testOrigin + p.views.fixed.og.path

	tests := []struct {
		name       string
		path       string
		wantStatus int
		wantMeta   map[string]string
		wantInPage []string
	}{
		{"a post is an article titled and described by its own text", "/resources/wbt-blog/" + withFile.GetId(), 200,
			map[string]string{"og:type": "article", "og:title": "Shop drawings &amp; you", "description": "What a fabricator needs.",
				"og:image": testOrigin + "/files/blog/a.png", "og:image:width": "800", "article:published_time": "2025-03-04T05:06:07Z"},
			[]string{"<title>Shop drawings &amp; you | Gusset Steel Detailing Structural Steel Detailing | USA | Canada</title>",
				`<link rel="canonical" href="` + testOrigin + "/resources/wbt-blog/" + withFile.GetId() + `"`}},
		{"a post's first inline image is its picture", "/resources/wbt-blog/" + withInline.GetId(), 200,
			map[string]string{"og:image": testOrigin + "/files/blog/b.jpg", "og:image:width": "", "twitter:image": testOrigin + "/files/blog/b.jpg"}, nil},
		{"a post without images shares the firm's picture", "/resources/wbt-blog/" + bare.GetId(), 200,
			map[string]string{"og:image": defaultImage, "og:image:width": "1200", "og:image:height": "630"}, nil},
		{"an unknown post is not found", "/resources/wbt-blog/" + uuid.NewString(), 404,
			map[string]string{"og:url": "", "robots": "noindex"}, []string{"<title>Page not found |"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(p, http.MethodGet, tt.path)
			if w.Code != tt.wantStatus {
				t.Fatalf("GET %s = %d, want %d", tt.path, w.Code, tt.wantStatus)
			}
			page := w.Body.String()
			for key, want := range tt.wantMeta {
				if got := metaContent(page, key); got != want {
					t.Errorf("%s = %q, want %q", key, got, want)
				}
			}
			for _, want := range tt.wantInPage {
				if !strings.Contains(page, want) {
					t.Errorf("page lacks %s:\n%s", want, page)
				}
			}
		})
	}

	t.Run("a post that cannot be read answers 503, for crawlers to come back", func(t *testing.T) {
		failing := newTestPages(&fakePosts{fail: errors.New("database down")}, nil)
		w := serve(failing, http.MethodGet, "/resources/wbt-blog/"+bare.GetId())
		if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
			t.Errorf("GET = %d with Retry-After %q, want 503 with one", w.Code, w.Header().Get("Retry-After"))
		}
	})
}

func TestStaticPages(t *testing.T) {
	p := newTestPages(&fakePosts{}, nil)
	tests := []struct {
		name          string
		path          string
		wantStatus    int
		wantCanonical string
		wantNoIndex   bool
	}{
		{"a page is its own canonical", "/services", 200, testOrigin + "/services", false},
		{"a page asked for in other case names its own spelling", "/SERVICES/", 200, testOrigin + "/services", false},
		{"the second path of one screen names the first", "/our-work", 200, testOrigin + "/our-work/project-portfolio", false},
		{"a department gallery is its own page", "/our-firm/gallery/images?department=pemb", 200, testOrigin + "/our-firm/gallery/images?department=PEMB", false},
		{"a gallery without a department is kept out of search results", "/our-firm/gallery/images", 200, testOrigin + "/our-firm/gallery/images", true},
		{"a staff screen is kept out of search results", "/admin/login", 200, testOrigin + "/admin/login", true},
		{"a mistyped path is not found and has no canonical", "/feed", 404, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(p, http.MethodGet, tt.path)
			if w.Code != tt.wantStatus {
				t.Fatalf("GET %s = %d, want %d", tt.path, w.Code, tt.wantStatus)
			}
			page := w.Body.String()
			if got := metaContent(page, "og:url"); got != strings.ReplaceAll(tt.wantCanonical, "&", "&amp;") {
				t.Errorf("og:url = %q, want %q", got, tt.wantCanonical)
			}
			if got := metaContent(page, "robots") == "noindex"; got != tt.wantNoIndex {
				t.Errorf("noindex = %v, want %v", got, tt.wantNoIndex)
			}
			if n := strings.Count(page, "<title>"); n != 1 {
				t.Errorf("page has %d titles, want 1", n)
			}
		})
	}
	t.Run("a client that takes gzip gets the page compressed", func(t *testing.T) {
		req := httptest.NewRequest(http.MethodGet, "/services", nil)
		req.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		p.ServeHTTP(w, req)
		if got := w.Header().Get("Content-Encoding"); got != "gzip" {
			t.Errorf("Content-Encoding = %q, want gzip", got)
		}
	})
}

func TestSitemapPagesThroughEveryPost(t *testing.T) {
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	posts := &fakePosts{}
	for i := range 250 {
		posts.posts = append(posts.posts, &blog.Post{Id: uuid.NewString(), Title: fmt.Sprint(i), UpdateTime: timestamppb.New(base.Add(time.Duration(i) * time.Hour))})
	}
	newestJob := base.Add(48 * time.Hour)
	js := fakeJobs{
		{Id: uuid.NewString(), Active: true, UpdateTime: timestamppb.New(base)},
		{Id: uuid.NewString(), Active: true, UpdateTime: timestamppb.New(newestJob)},
		// The careers page does not show an inactive job.
		{Id: uuid.NewString(), Active: false, UpdateTime: timestamppb.New(newestJob.Add(time.Hour))},
	}
	mux := http.NewServeMux()
	newTestPages(posts, js).Mount(mux)
	w := serve(mux, http.MethodGet, SitemapPath)
	if w.Code != http.StatusOK {
		t.Fatalf("GET %s = %d, want 200", SitemapPath, w.Code)
	}
	var set urlset
	if err := xml.Unmarshal(w.Body.Bytes(), &set); err != nil {
		t.Fatal(err)
	}
	byLoc := map[string]string{}
	for _, u := range set.URLs {
		byLoc[u.Loc] = u.LastMod
	}

	t.Run("every post is listed, over several pages of the list", func(t *testing.T) {
		for _, post := range posts.posts {
			if _, ok := byLoc[testOrigin+postPath+post.GetId()]; !ok {
				t.Fatalf("post %s is not in the sitemap", post.Title)
			}
		}
		if posts.pages < 3 {
			t.Errorf("the posts were read in %d pages, want 3 (of 100)", posts.pages)
		}
	})
	t.Run("the blog is dated by its newest change", func(t *testing.T) {
		if got, want := byLoc[testOrigin+blogPath], lastMod(posts.posts[249].GetUpdateTime().AsTime()); got != want {
			t.Errorf("blog lastmod = %q, want %q", got, want)
		}
	})
	t.Run("the careers page is dated by the newest change of a job it shows", func(t *testing.T) {
		if got, want := byLoc[testOrigin+"/career"], lastMod(newestJob); got != want {
			t.Errorf("career lastmod = %q, want %q", got, want)
		}
	})
	t.Run("duplicates, empty pages and staff screens are left out", func(t *testing.T) {
		for _, path := range []string{"/our-work", "/our-firm/gallery/images", "/our-firm/gallery/pemb", "/admin/login", "/resources/wbt-blog/:id"} {
			if _, ok := byLoc[testOrigin+path]; ok {
				t.Errorf("%s is in the sitemap", path)
			}
		}
	})
	t.Run("the pages of their own are listed", func(t *testing.T) {
		for _, path := range []string{"/", "/our-work/project-portfolio", "/our-firm/gallery/images?department=STRUCTURAL", "/services/pemb-detailing"} {
			if _, ok := byLoc[testOrigin+path]; !ok {
				t.Errorf("%s is not in the sitemap", path)
			}
		}
	})
}

func TestSharingImage(t *testing.T) {
	o := newOGImage(DefaultFirm)
	w := serve(o, http.MethodGet, o.path)
	img, err := png.Decode(bytes.NewReader(w.Body.Bytes()))
	if err != nil {
		t.Fatalf("the sharing image is not a PNG: %v", err)
	}
	t.Run("it is the size link previews ask for", func(t *testing.T) {
		if got, want := img.Bounds(), goimage.Rect(0, 0, 1200, 630); got != want {
			t.Errorf("bounds = %v, want %v", got, want)
		}
	})
	t.Run("it is the firm's green, with the name written on it", func(t *testing.T) {
		r, g, b, _ := img.At(5, 5).RGBA()
		if got := int(r>>8)<<16 | int(g>>8)<<8 | int(b>>8); got != brand {
			t.Errorf("corner colour = %06x, want %06x", got, brand)
		}
		white := 0
		for y := 250; y < 340; y++ {
			for x := 96; x < 1104; x++ {
				if r, g, b, _ := img.At(x, y).RGBA(); r>>8 > 0xf0 && g>>8 > 0xf0 && b>>8 > 0xf0 {
					white++
				}
			}
		}
		if white < 2000 {
			t.Errorf("%d white pixels where the name goes, want the name drawn", white)
		}
	})
	t.Run("it is cached for good, under an address that changes with the firm", func(t *testing.T) {
		if got := w.Header().Get("Cache-Control"); !strings.Contains(got, "immutable") {
			t.Errorf("Cache-Control = %q, want immutable", got)
		}
		if other := newOGImage(Firm{Name: "Other Steel", TitleSuffix: DefaultFirm.TitleSuffix}); other.path == o.path {
			t.Errorf("the image of another firm has the same address %s", o.path)
		}
	})
}

func TestPageAssets(t *testing.T) {
	p := New(Config{
		SiteURL: testOrigin + "/", Index: []byte(testIndex),
		Renderer: fakeRenderer{
			"/services": "<main><h1>Services</h1></main>",
			"/portal":   "<main><h1>Portal</h1></main>",
			notFoundURL: "<main><h1>Page not found</h1></main>",
		},
		Assets: map[string][]string{
			"/services": {"assets/services-1.css", "assets/services-1.js", `assets/odd"name.js`},
		},
		Posts: &fakePosts{},
		Log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	tests := []struct {
		name, path string
		want       string
	}{
		{
			"a page links its styles, then preloads its scripts, just before the root element",
			"/services",
			`<link rel="stylesheet" crossorigin href="/assets/services-1.css">` +
				`<link rel="modulepreload" crossorigin href="/assets/services-1.js">` +
				`<link rel="modulepreload" crossorigin href="/assets/odd&#34;name.js">` +
				`<div id="root" data-render="hydrate"><main><h1>Services</h1></main></div>`,
		},
		{"a page without assets of its own links none", "/portal", `</script></head><body><div id="root" data-render="hydrate">`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(p, http.MethodGet, tt.path)
			if got := w.Body.String(); !strings.Contains(got, tt.want) {
				t.Errorf("GET %s =\n%s\nwant it to contain\n%s", tt.path, got, tt.want)
			}
		})
	}
}

// The back office's routes join the app in the browser: a drawn not-found page under
// /admin would not be what the app's first render draws (React's hydration error).
func TestAnUnknownStaffAddressIsNotFoundAndLeftToTheApp(t *testing.T) {
	p := New(Config{
		SiteURL: testOrigin + "/", Index: []byte(testIndex),
		Renderer: fakeRenderer{notFoundURL: "<main><h1>Page not found</h1></main>"},
		Posts:    &fakePosts{},
		Log:      slog.New(slog.NewTextHandler(io.Discard, nil)),
	})
	tests := []struct {
		name, path string
		wantRoot   string
	}{
		{"a public address no route has gets the drawn not-found page", "/no-such-page", `<div id="root" data-render="hydrate"><main><h1>Page not found</h1></main></div>`},
		{"an address under /admin no screen has gets an empty root", "/admin/no-such-screen", `<div id="root"></div>`},
		{"so does one in other case", "/ADMIN/no-such-screen", `<div id="root"></div>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := serve(p, http.MethodGet, tt.path)
			if w.Code != http.StatusNotFound {
				t.Errorf("GET %s = %d, want 404", tt.path, w.Code)
			}
			if got := w.Body.String(); !strings.Contains(got, tt.wantRoot) || metaContent(got, "robots") != "noindex" {
				t.Errorf("GET %s =\n%s\nwant a noindex page containing\n%s", tt.path, got, tt.wantRoot)
			}
		})
	}
}
