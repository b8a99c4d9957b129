package seo

import (
	"os"
	"regexp"
	"slices"
	"strings"
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

func TestDefaultFirmContactsMirrorTheApp(t *testing.T) {
	src, err := os.ReadFile("../../webapp/src/config/site.ts")
	if err != nil {
		t.Fatal(err)
	}
	// block is site.ts's value of key: the lines after "key: [" (or "{") up to the bracket
	// that closes it, found as the first line indented as the key's.
	block := func(key string) string {
		lines := strings.Split(string(src), "\n")
		open := regexp.MustCompile(`^(\s*)` + key + `:\s*[\[{]$`)
		for i, line := range lines {
			m := open.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			for j := i + 1; j < len(lines); j++ {
				if rest, ok := strings.CutPrefix(lines[j], m[1]); ok && (strings.HasPrefix(rest, "]") || strings.HasPrefix(rest, "}")) {
					return strings.Join(lines[i+1:j], "\n")
				}
			}
		}
		t.Fatalf("site.ts has no %s: block", key)
		return ""
	}
	// quoted is every '…' string in text, or only those after "key:" when key is set.
	quoted := func(text, key string) []string {
		var out []string
		prefix := ""
		if key != "" {
			prefix = key + `:\s*`
		}
		for _, m := range regexp.MustCompile(prefix+`'([^']*)'`).FindAllStringSubmatch(text, -1) {
			out = append(out, m[1])
		}
		return out
	}
	var linesTS []string
	for _, m := range regexp.MustCompile(`(?s)lines:\s*\[(.*?)\]`).FindAllStringSubmatch(block("addresses"), -1) {
		linesTS = append(linesTS, quoted(m[1], "")...)
	}
	var linesGo []string
	for _, a := range DefaultFirm.Addresses {
		linesGo = append(linesGo, a.lines()...)
	}

	tests := []struct {
		name      string
		got, want []string
	}{
		{"the phones are the app's dial numbers", quoted(block("phones"), "dial"), DefaultFirm.Phones},
		{"the e-mail is the app's sales address", quoted(block("emails"), "sales"), []string{DefaultFirm.Email}},
		{"the addresses print as the app's lines, in its order", linesTS, linesGo},
		{"the social profiles are the app's social links", quoted(block("social"), "href"), DefaultFirm.Social},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if len(tt.got) == 0 || !slices.Equal(tt.got, tt.want) {
				t.Errorf("site.ts has %q, internal/seo/site.go has %q: change DefaultFirm to match", tt.got, tt.want)
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
