package seo

import (
	"net/url"
	"testing"
)

func TestMatch(t *testing.T) {
	tests := []struct {
		name      string
		url       string
		wantRoute string
		wantParam string
		wantOK    bool
	}{
		{"the root is the home page", "/", "/", "", true},
		{"a nested page matches its full path", "/services/pemb-detailing", "/services/pemb-detailing", "", true},
		{"a trailing slash is the same page, as in the app", "/our-firm/", "/our-firm", "", true},
		{"case does not matter, as in the app", "/Our-Firm/Gallery/structural", "/our-firm/gallery/Structural", "", true},
		{"a parameter takes one segment", "/resources/wbt-blog/abc", "/resources/wbt-blog/:id", "abc", true},
		{"a fixed segment wins over a parameter", "/resources/wbt-blog", "/resources/wbt-blog", "", true},
		{"a route naming the query value wins", "/our-firm/gallery/images?department=PEMB", "/our-firm/gallery/images?department=PEMB", "", true},
		{"the query value is read trimmed and in any case, as the app reads it", "/our-firm/gallery/images?department=%20structural", "/our-firm/gallery/images?department=STRUCTURAL", "", true},
		{"an unknown query value falls back to the plain path", "/our-firm/gallery/images?department=NOPE", "/our-firm/gallery/images", "", true},
		{"other query parameters do not matter", "/connect?utm_source=mail", "/connect", "", true},
		{"a mistyped path matches nothing", "/feed", "", "", false},
		{"a deeper path than any route matches nothing", "/resources/wbt-blog/abc/def", "", "", false},
		{"a path under a page matches nothing", "/our-firm/nothing", "", "", false},
		{"an unknown staff screen matches nothing", "/admin/nothing", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := url.Parse(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			got, param, ok := match(routes, u.Path, u.Query())
			if ok != tt.wantOK || got.Path != tt.wantRoute || param != tt.wantParam {
				t.Errorf("match(%s) = %q, %q, %v; want %q, %q, %v", tt.url, got.Path, param, ok, tt.wantRoute, tt.wantParam, tt.wantOK)
			}
		})
	}
}
