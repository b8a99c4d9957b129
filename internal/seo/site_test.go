package seo

import (
	"os"
	"regexp"
	"testing"
)

func TestDefaultFirmMirrorsTheApp(t *testing.T) {
	src, err := os.ReadFile("../../webapp/src/config/site.ts")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		field string
		want  string
	}{
		{"the firm's name is the app's company", "company", DefaultFirm.Name},
		{"the title suffix is the app's titleSuffix", "titleSuffix", DefaultFirm.TitleSuffix},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := regexp.MustCompile(`(?m)^\s*` + tt.field + `:\s*'([^']*)'`).FindSubmatch(src)
			if m == nil {
				t.Fatalf("site.ts has no %s: '…' line", tt.field)
			}
			if got := string(m[1]); got != tt.want {
				t.Errorf("site.ts %s = %q, internal/seo/site.go has %q: change DefaultFirm to match", tt.field, got, tt.want)
			}
		})
	}
}

func TestTitles(t *testing.T) {
	firm := Firm{Name: "Acme Steel", TitleSuffix: "Detailing | USA"}
	tests := []struct {
		name  string
		route Route
		want  string
	}{
		{"a page's title is its name, the firm and the suffix, as the app's pageTitle", Route{Name: "Our Firm"}, "Our Firm | Acme Steel Detailing | USA"},
		{"a route's own title names the firm and suffix by placeholder", Route{Name: "Home", Title: "{firm} | {suffix}"}, "Acme Steel | Detailing | USA"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := firm.title(tt.route); got != tt.want {
				t.Errorf("title = %q, want %q", got, tt.want)
			}
		})
	}
}
