package server_test

import (
	"context"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// forward hands each request to the site at base over HTTP, as the warm-up hands its
// requests to the instance's own handler.
func forward(t *testing.T, base string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		req, err := http.NewRequestWithContext(r.Context(), r.Method, base+r.URL.RequestURI(), nil)
		if err != nil {
			t.Error(err)
			return
		}
		req.Header = r.Header.Clone()
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			return
		}
		defer res.Body.Close()
		w.WriteHeader(res.StatusCode)
		_, _ = io.Copy(w, res.Body)
	})
}

func TestAStartingInstanceDrawsItsMostReadPagesBeforeItIsReady(t *testing.T) {
	for _, tc := range []struct {
		name  string
		views map[string]int // visitors per path in the last day
		first []string
	}{
		{"the last day's most viewed pages come first", map[string]int{"/our-firm": 3, "/services": 2, "/admin/blog": 5}, []string{"/our-firm", "/services"}},
		{"without analytics the public routes are drawn, the home page first", nil, []string{"/"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cr := newCountingRendererWith(t, render.Config{Deadline: time.Minute})
			w := &server.Warmup{Budget: 2 * time.Minute}
			s := sitetest.StartTuned(t, app.Config{FileSecret: []byte("test secret")}, func(d *server.Deps) {
				d.Renderer = cr
				d.Warmup = w
			})
			ctx := context.Background()
			res, body := s.Get(t, "/readyz", "")
			if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(string(body), `"pages":"failing"`) {
				t.Errorf("before the warm-up: /readyz %d %s, want 503 with pages failing", res.StatusCode, body)
			}
			for path, visitors := range tc.views {
				for i := range visitors {
					s.Svcs.Analytics.View(analytics.Visit{Site: "example.com", Addr: "203.0.113." + strconv.Itoa(i+1), UserAgent: "Firefox"}, analytics.PageView{Path: path})
				}
			}
			if err := s.Svcs.Analytics.Flush(ctx); err != nil {
				t.Fatal(err)
			}

			w.Run(ctx, forward(t, s.URL), s.Cache, s.Svcs.Analytics)

			drawn := w.Drawn()
			if len(drawn) < len(tc.first) || !slices.Equal(drawn[:len(tc.first)], tc.first) {
				t.Errorf("drawn %v, want it to start with %v", drawn, tc.first)
			}
			if slices.ContainsFunc(drawn, func(p string) bool { return strings.HasPrefix(p, "/admin") }) {
				t.Errorf("drawn %v, want no back-office address", drawn)
			}
			kept := s.Cache.Pages().Kept()
			for _, path := range tc.first {
				if _, ok := kept[path]; !ok {
					t.Errorf("%s not in the page cache after the warm-up", path)
				}
			}
			if res, body := s.Get(t, "/readyz", ""); res.StatusCode != http.StatusOK {
				t.Errorf("after the warm-up: /readyz %d %s, want 200", res.StatusCode, body)
			}
		})
	}
}
