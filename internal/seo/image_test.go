package seo

import (
	"testing"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

func TestResponsiveImg(t *testing.T) {
	original := &sitev1.File{Path: "/files/gallery/a.jpg", Width: 4000, Height: 3000}
	processed := &sitev1.File{Path: "/files/gallery/a.jpg", Width: 4000, Height: 3000, IntrinsicWidth: 3000, IntrinsicHeight: 4000, Placeholder: "#6b7a8c",
		Variants: []*sitev1.ImageVariant{{Path: "/media/v/320.webp", Width: 320}, {Path: "/media/v/1024.webp", Width: 1024}, {Path: "/media/v/1600.webp", Width: 1600}}}
	tests := []struct {
		name     string
		file     *sitev1.File
		priority bool
		lazy     bool
		want     string
	}{
		{"an image without variants shows the original at its stored size", original, false, true,
			`<img class="c" src="/files/gallery/a.jpg" alt="" width="4000" height="3000" loading="lazy" decoding="async"/>`},
		{"a processed image offers its variants, upright size and placeholder", processed, false, true,
			`<img class="c" src="/media/v/1024.webp" srcset="/media/v/320.webp 320w, /media/v/1024.webp 1024w, /media/v/1600.webp 1600w" sizes="50vw" alt="" width="3000" height="4000" style="background-color:#6b7a8c" loading="lazy" decoding="async"/>`},
		{"the LCP image is fetched first, not lazily", processed, true, true,
			`<img class="c" src="/media/v/1024.webp" srcset="/media/v/320.webp 320w, /media/v/1024.webp 1024w, /media/v/1600.webp 1600w" sizes="50vw" alt="" width="3000" height="4000" style="background-color:#6b7a8c" fetchpriority="high" decoding="async"/>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(responsiveImg(tt.file, "c", "", "50vw", tt.priority, tt.lazy)); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

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
