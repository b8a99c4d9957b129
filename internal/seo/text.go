package seo

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/gusset/gusset/internal/richtext"
)

// summary is the visible text of an HTML fragment, whitespace collapsed, cut at a word to
// at most max runes with an ellipsis when it was longer.
func summary(fragment string, max int) string {
	var text strings.Builder
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return cut(strings.Join(strings.Fields(text.String()), " "), max)
		case html.TextToken:
			text.Write(z.Text())
		case html.StartTagToken, html.EndTagToken, html.SelfClosingTagToken:
			if name, _ := z.TagName(); richtext.Blocks[string(name)] {
				text.WriteByte(' ')
			}
		}
	}
}

// cut shortens s to at most max runes, at the last space that leaves room for "…".
func cut(s string, max int) string {
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	runes := []rune(s)[:max-1]
	if i := strings.LastIndexByte(string(runes), ' '); i > 0 {
		return strings.TrimRight(string(runes)[:i], " ,;:.-–—") + "…"
	}
	return string(runes) + "…"
}

// firstImage is the src of the fragment's first <img>, or "".
func firstImage(fragment string) string {
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return ""
		case html.StartTagToken, html.SelfClosingTagToken:
			if t := z.Token(); t.Data == "img" {
				for _, a := range t.Attr {
					if a.Key == "src" {
						return strings.TrimSpace(a.Val)
					}
				}
			}
		}
	}
}

// absoluteLinks rewrites the fragment's site paths to URLs on origin: a feed reader
// shows the HTML away from the site.
func absoluteLinks(fragment, origin string) string { return richtext.AbsoluteLinks(fragment, origin) }
