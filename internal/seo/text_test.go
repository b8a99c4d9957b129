package seo

import (
	"strings"
	"testing"
)

func TestSummary(t *testing.T) {
	long := strings.Repeat("steel ", 40)
	tests := []struct {
		name     string
		fragment string
		max      int
		want     string
	}{
		{"tags are stripped and entities read", "<p>Beams &amp; <b>columns</b> &lt;W12&gt;</p>", 155, "Beams & columns <W12>"},
		{"blocks do not run their words together", "<h2>Title</h2><p>First.</p><ul><li>one</li><li>two</li></ul>", 155, "Title First. one two"},
		{"whitespace is collapsed", "<p>  a\n\n  b\t c </p>", 155, "a b c"},
		{"a long text is cut at a word, with an ellipsis, within the limit", "<p>" + long + "</p>", 20, "steel steel steel…"},
		{"a text within the limit is whole", "<p>short text</p>", 10, "short text"},
		{"a text of images only is empty", `<p><img src="/files/a.png"></p>`, 155, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := summary(tt.fragment, tt.max)
			if got != tt.want {
				t.Errorf("summary = %q, want %q", got, tt.want)
			}
			if n := len([]rune(got)); n > tt.max {
				t.Errorf("summary has %d runes, want at most %d", n, tt.max)
			}
		})
	}
}

func TestImagesAndLinksOfPosts(t *testing.T) {
	const origin = "https://steel.example.com"
	t.Run("the first image of a post is found", func(t *testing.T) {
		if got, want := firstImage(`<p>x</p><img src=" /files/a.png "><img src="/files/b.png">`), "/files/a.png"; got != want {
			t.Errorf("firstImage = %q, want %q", got, want)
		}
	})
	t.Run("a post without images has none", func(t *testing.T) {
		if got := firstImage(`<p>x</p>`); got != "" {
			t.Errorf("firstImage = %q, want none", got)
		}
	})
	refs := []struct {
		name, ref, want string
	}{
		{"a site path is put on the origin", "/files/a.png", origin + "/files/a.png"},
		{"an https URL stays as it is", "https://cdn.example.net/a.png", "https://cdn.example.net/a.png"},
		{"a protocol-relative URL is refused", "//evil.example/a.png", ""},
		{"a data URL is refused", "data:image/png;base64,AAAA", ""},
		{"a javascript URL is refused", "javascript:alert(1)", ""},
		{"a relative path is refused", "a.png", ""},
	}
	for _, tt := range refs {
		t.Run(tt.name, func(t *testing.T) {
			if got := absolute(origin, tt.ref); got != tt.want {
				t.Errorf("absolute(%q) = %q, want %q", tt.ref, got, tt.want)
			}
		})
	}
	t.Run("links and images of a post's HTML are made absolute for feed readers", func(t *testing.T) {
		in := `<p>See <a href="/resources/wbt-blog">the blog</a>, <a href="https://x.example/">x</a> and <a href="//y.example/">y</a>.</p><img src="/files/a.png" alt="A &amp; B">`
		want := `<p>See <a href="https://steel.example.com/resources/wbt-blog">the blog</a>, <a href="https://x.example/">x</a> and <a href="//y.example/">y</a>.</p><img src="https://steel.example.com/files/a.png" alt="A &amp; B">`
		if got := absoluteLinks(in, origin); got != want {
			t.Errorf("absoluteLinks =\n%s\nwant\n%s", got, want)
		}
	})
}
