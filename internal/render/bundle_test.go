package render_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/seo"
	"github.com/gusset/gusset/internal/web"
)

// The app's own server bundle (the build's, embedded in the binary) draws every public
// route in goja: its syntax is one goja reads, and nothing it runs is missing from the
// engine. Data calls answer empty lists here; internal/server and the end-to-end tests
// draw pages with real data.
func TestTheAppsBundleDrawsEveryPublicRoute(t *testing.T) {
	// Without the build's bundle New says to run `make build` (scripts/test does, first).
	r, err := render.New(render.Config{Script: web.RenderScript(), Engines: 1})
	if err != nil {
		t.Fatal(err)
	}
	empty := func(_ context.Context, procedure string, _ []byte) (int, []byte) {
		if strings.HasSuffix(procedure, "/GetPost") || strings.HasSuffix(procedure, "/GetJob") {
			return 404, []byte(`{"code":"not_found","message":"not found"}`)
		}
		return 200, []byte(`{}`)
	}
	for _, route := range seo.Routes() {
		if route.IsAdmin() {
			continue
		}
		url := strings.ReplaceAll(route.Path, ":id", "some-id")
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

// BenchmarkRender draws a static page and a list of a dozen posts with the app's bundle.
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
	answer := func(context.Context, string, []byte) (int, []byte) { return 200, list }
	for _, url := range []string{"/our-firm", "/resources/wbt-blog"} {
		b.Run(url, func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Render(context.Background(), url, answer); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
