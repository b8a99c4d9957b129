package blog_test

import (
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/blog"
)

func TestSlugify(t *testing.T) {
	tests := []struct {
		name, title, want string
	}{
		{"words are lower-cased and joined by dashes", "Connection Design Basics", "connection-design-basics"},
		{"accents are folded to ASCII", "Détailing à Montréal, Straße & Œuvre", "detailing-a-montreal-strasse-and-oeuvre"},
		{"punctuation and spaces at the ends leave no dash", "  --What's new in 2026?--  ", "what-s-new-in-2026"},
		{"a title with no letter or digit becomes post", "¿¡ — !?", "post"},
		{"a long title is cut to 80 characters without a trailing dash", strings.Repeat("abcd ", 30), strings.TrimSuffix(strings.Repeat("abcd-", 16), "-")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := blog.Slugify(tt.title); got != tt.want {
				t.Errorf("Slugify(%q) = %q, want %q", tt.title, got, tt.want)
			}
		})
	}
}

func TestFreeSlug(t *testing.T) {
	long := strings.Repeat("a", 80)
	tests := []struct {
		name  string
		base  string
		taken []string
		want  string
	}{
		{"a free base is kept", "beams", []string{"beams-2"}, "beams"},
		{"a taken base gets -2", "beams", []string{"beams"}, "beams-2"},
		{"the first free number is used", "beams", []string{"beams", "beams-2", "beams-4"}, "beams-3"},
		{"a numbered slug stays within 80 characters", long, []string{long}, strings.Repeat("a", 78) + "-2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := blog.FreeSlug(tt.base, tt.taken); got != tt.want {
				t.Errorf("FreeSlug(%q, %v) = %q, want %q", tt.base, tt.taken, got, tt.want)
			}
		})
	}
}
