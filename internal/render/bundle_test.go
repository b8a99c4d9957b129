package render_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/web"
	"github.com/gusset/gusset/webapp"
)

// seedPages answers GetPage as a new site does: each page's content of webapp/seed/pages
// (the pages' words are content, not code), by path.
func seedPages(tb testing.TB) map[string][]byte {
	tb.Helper()
	names, err := fs.Glob(webapp.PageSeed, "seed/pages/*.json")
	if err != nil || len(names) == 0 {
		tb.Fatalf("the seed pages: %v (%d files)", err, len(names))
	}
	answers := map[string][]byte{}
	for _, name := range names {
		data, err := fs.ReadFile(webapp.PageSeed, name)
		if err != nil {
			tb.Fatal(err)
		}
		var page struct {
			Path    string          `json:"path"`
			Content json.RawMessage `json:"content"`
		}
		if err := json.Unmarshal(data, &page); err != nil {
			tb.Fatalf("%s: %v", name, err)
		}
		if page.Path != "" {
			answers[page.Path] = []byte(`{"content":` + string(page.Content) + `,"version":1}`)
		}
	}
	return answers
}

// pageAnswer is GetPage's answer to request from pages: NOT_FOUND for a page it lacks.
func pageAnswer(pages map[string][]byte, request []byte) (int, []byte) {
	var req struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(request, &req); err == nil {
		if answer, ok := pages[req.Path]; ok {
			return 200, answer
		}
	}
	return 404, []byte(`{"code":"not_found","message":"not found"}`)
}

// The app's own server bundle (the build's, embedded in the binary) draws every public
// route in goja: its syntax is one goja reads, and nothing it runs is missing from the
// engine. Pages answer their seed content (an unknown service page NOT_FOUND, drawn as the
// not-found screen), other data calls empty lists here; internal/server and the end-to-end tests
// draw pages with real data.
func TestTheAppsBundleDrawsEveryPublicRoute(t *testing.T) {
	// Without the build's bundle New says to run `make build` (scripts/test does, first).
	r, err := render.New(render.Config{Script: web.RenderScript(), Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	pages := seedPages(t)
	empty := func(_ context.Context, procedure string, request []byte) (int, []byte) {
		if strings.HasSuffix(procedure, "/GetPage") {
			return pageAnswer(pages, request)
		}
		if strings.HasSuffix(procedure, "/GetPost") || strings.HasSuffix(procedure, "/GetJob") || strings.HasSuffix(procedure, "/GetCaseStudy") {
			return 404, []byte(`{"code":"not_found","message":"not found"}`)
		}
		return 200, []byte(`{}`)
	}
	for _, route := range seo.Routes() {
		if route.IsAdmin() {
			continue
		}
		url := strings.NewReplacer(":id", "some-id", ":slug", "some-service").Replace(route.Path)
		t.Run(url, func(t *testing.T) {
			page, err := r.Render(context.Background(), url, empty)
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			if !strings.Contains(page.HTML, "<h1") && !strings.Contains(page.HTML, "role=\"alert\"") {
				t.Errorf("the page has neither a heading nor an alert:\n%.400s", page.HTML)
			}
			if strings.Contains(page.HTML, "Unexpected Application Error") {
				t.Errorf("the page drew the router's error screen:\n%s", page.HTML)
			}
		})
	}
}

// TestACaseStudyIsDrawnWithItsData: the server draws a case study's page in goja from
// GetCaseStudy's answer (plain JSON, as the page reads it), and the list from ListCaseStudies.
func TestACaseStudyIsDrawnWithItsData(t *testing.T) {
	r, err := render.New(render.Config{Script: web.RenderScript(), Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	study := `{"id":"c1","title":"Anchor bolts for a wind farm","slug":"anchor-bolts","clientType":"Steel fabricator",` +
		`"location":{"city":"Amarillo","country":"USA"},"summary":"Two hundred bases.","challengeHtml":"<p>Each on its own grade.</p>",` +
		`"figures":[{"value":"38%","label":"fewer RFIs"}],"images":[{"file":{"path":"/files/blog_image/a.png","width":1200,"height":800},"alt":"Bolts in a base"}],` +
		`"services":[{"slug":"structural-steel-detailing","name":"Structural Steel Detailing"}]}`
	answer := func(_ context.Context, procedure string, _ []byte) (int, []byte) {
		switch {
		case strings.HasSuffix(procedure, "/GetCaseStudy"):
			return 200, []byte(`{"caseStudy":` + study + `}`)
		case strings.HasSuffix(procedure, "/ListCaseStudies"):
			return 200, []byte(`{"caseStudies":[` + study + `]}`)
		}
		return 200, []byte(`{}`)
	}
	tests := []struct {
		url  string
		want []string
	}{
		{"/resources/case-studies/anchor-bolts", []string{">Anchor bolts for a wind farm</h1>", "Each on its own grade.", "38%", "fewer RFIs", `alt="Bolts in a base"`, `href="/services/structural-steel-detailing"`}},
		{"/resources/case-studies", []string{`href="/resources/case-studies/anchor-bolts"`, "Steel fabricator", "Amarillo, USA", "Two hundred bases."}},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			page, err := r.Render(context.Background(), tt.url, answer)
			if err != nil {
				t.Fatalf("render: %v", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(page.HTML, w) {
					t.Errorf("the page lacks %q:\n%.2000s", w, page.HTML)
				}
			}
		})
	}
}

// BenchmarkRender draws a static page, a list of a dozen posts and a department gallery of
// 48 projects with the app's bundle.
func BenchmarkRender(b *testing.B) {
	r, err := render.New(render.Config{Script: web.RenderScript(), Engines: 1})
	if err != nil {
		b.Fatal(err)
	}
	var posts []string
	for i := range 12 {
		posts = append(posts, fmt.Sprintf(`{"id":"00000000-0000-0000-0000-%012d","title":"Post %d about shop drawings","slug":"post-%d","previewHtml":"<p>Connections, welds and bolts, checked twice.</p>","likes":"3","createTime":"2025-03-14T12:00:00Z"}`, i, i, i))
	}
	list := []byte(`{"posts":[` + strings.Join(posts, ",") + `]}`)
	// A department's gallery page of 48 projects, two processed images each.
	var projects []string
	image := `{"path":"/files/gallery/%d-%d.jpg","fileName":"a.jpg","size":"400000","contentType":"image/jpeg","width":4000,"height":3000,"placeholder":"#6b7a8c","intrinsicWidth":4000,"intrinsicHeight":3000,"variants":[{"path":"/media/variants/%d-%d-320.webp","width":320,"height":240},{"path":"/media/variants/%d-%d-640.webp","width":640,"height":480},{"path":"/media/variants/%d-%d-1024.webp","width":1024,"height":768},{"path":"/media/variants/%d-%d-1600.webp","width":1600,"height":1200}]}`
	for i := range 48 {
		var images []string
		for j := range 2 {
			images = append(images, fmt.Sprintf(image, i, j, i, j, i, j, i, j, i, j))
		}
		projects = append(projects, fmt.Sprintf(`{"id":"00000000-0000-0000-0000-%012d","title":"Warehouse %d","description":"Steel frame.","department":"DEPARTMENT_STRUCTURAL","location":"Houston, TX","technologyUsed":"Tekla Structures","images":[%s]}`, i, i, strings.Join(images, ",")))
	}
	gallery := []byte(`{"projects":[` + strings.Join(projects, ",") + `]}`)
	pages := seedPages(b)
	answer := func(_ context.Context, procedure string, request []byte) (int, []byte) {
		if strings.HasSuffix(procedure, "/GetPage") {
			return pageAnswer(pages, request)
		}
		if strings.HasSuffix(procedure, "/ListProjects") {
			return 200, gallery
		}
		return 200, list
	}
	for _, url := range []string{"/our-firm", "/resources/wbt-blog", "/our-firm/gallery/images?department=STRUCTURAL"} {
		b.Run(url, func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Render(context.Background(), url, answer); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
