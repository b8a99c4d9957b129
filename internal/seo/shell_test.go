package seo

import (
	"strings"
	"testing"
)

func TestShell(t *testing.T) {
	const h = "<title>New</title><meta name=\"description\" content=\"new\" />"
	tests := []struct {
		name  string
		index string
		want  string
	}{
		{
			"the built app's title and multi-line description give way to the page's head",
			"<html>\n  <head>\n    <meta charset=\"UTF-8\" />\n    <meta\n      name=\"description\"\n      content=\"Old: a > b.\"\n    />\n    <title>Old</title>\n    <script src=\"/a.js\"></script>\n  </head>\n  <body><div id=\"root\"></div></body>\n</html>",
			"<html>\n  <head>\n    <meta charset=\"UTF-8\" />\n    " + h + "\n    <script src=\"/a.js\"></script>\n  </head>\n  <body><div id=\"root\"></div></body>\n</html>",
		},
		{
			"a document of a title alone has its title replaced",
			"<!doctype html><title>Gusset</title>",
			"<!doctype html>" + h,
		},
		{
			"a head without a title gets the page's head at its end",
			"<html><head><meta charset=\"UTF-8\"></head><body></body></html>",
			"<html><head><meta charset=\"UTF-8\">" + h + "</head><body></body></html>",
		},
		{
			"a description after the title is removed too",
			"<head><title>Old</title><META NAME=\"Description\" content=\"old\"></head>",
			"<head>" + h + "</head>",
		},
		{
			"other meta tags stay",
			"<head><meta name=\"theme-color\" content=\"#1f7a3a\"><title>Old</title></head>",
			"<head><meta name=\"theme-color\" content=\"#1f7a3a\">" + h + "</head>",
		},
		{
			"a title in the body (of an inline SVG) stays",
			"<html><head><title>Old</title></head><body><svg><title>Beam</title></svg></body></html>",
			"<html><head>" + h + "</head><body><svg><title>Beam</title></svg></body></html>",
		},
		{
			"a document without </head> gets the head before its body",
			"<html><meta charset=\"UTF-8\"><body><p>x</p></body></html>",
			"<html><meta charset=\"UTF-8\">" + h + "<body><p>x</p></body></html>",
		},
		{
			"markup that looks like a title inside a script is left alone",
			"<head><script>const t = '<title>x</title>';</script><title>Old</title></head>",
			"<head><script>const t = '<title>x</title>';</script>" + h + "</head>",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(newShell([]byte(tt.index)).page([]byte(h), body{})); got != tt.want {
				t.Errorf("page =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestHeadEscapesWhatItIsGiven(t *testing.T) {
	h := head{
		Title:       `</title><script>alert(1)</script>`,
		Description: `"><script>alert(2)</script>`,
		Canonical:   `https://steel.example.com/a?b=1&c="2"`,
		OGTitle:     `A & B <i>`,
	}
	got := string(h.render())
	for _, bad := range []string{"<script>", `"><`, `c="2"`, "<i>"} {
		if strings.Contains(got, bad) {
			t.Errorf("head contains %q unescaped:\n%s", bad, got)
		}
	}
	for _, want := range []string{"&lt;/title&gt;&lt;script&gt;", "A &amp; B &lt;i&gt;", "b=1&amp;c="} {
		if !strings.Contains(got, want) {
			t.Errorf("head lacks %q:\n%s", want, got)
		}
	}
}
