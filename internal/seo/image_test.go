package seo

import (
	"testing"
)

func TestLCPPreload(t *testing.T) {
	tests := []struct {
		name string
		page string
		want string
	}{
		{"the first high-priority image is preloaded with its srcset",
			`<ul><li><img src="/a.webp" srcset="/a.webp 320w, /b.webp 640w" sizes="50vw" fetchpriority="high"/></li><li><img src="/c.webp" fetchpriority="high"/></li></ul>`,
			`<link rel="preload" as="image" href="/a.webp" imagesrcset="/a.webp 320w, /b.webp 640w" imagesizes="50vw" fetchpriority="high">`},
		{"an original without variants is preloaded by its src", `<img src="/files/gallery/a.jpg" fetchpriority="high">`,
			`<link rel="preload" as="image" href="/files/gallery/a.jpg" fetchpriority="high">`},
		{"a page of lazy images preloads nothing", `<img src="/a.webp" loading="lazy">`, ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(lcpPreload([]byte(tt.page))); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}
