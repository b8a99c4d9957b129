package seo

import (
	"bytes"
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

// dropped are the elements a blog card's preview leaves out with their content: a
// four-line preview has no room for pictures and embeds.
var dropped = map[string]bool{"img": true, "video": true, "audio": true, "iframe": true, "object": true, "embed": true, "picture": true, "figure": true}

// previewHTML is preview-html.ts's previewHtml: a post's (sanitized) HTML for a list card,
// without pictures and embeds, its links turned to their text (the card is one link).
func previewHTML(fragment string) string {
	var out bytes.Buffer
	z := html.NewTokenizer(strings.NewReader(fragment))
	skip := 0
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out.String()
		}
		name, _ := z.TagName()
		tag := string(name)
		switch {
		case tt == html.StartTagToken && dropped[tag]:
			if !voidElements[tag] {
				skip++
			}
			continue
		case tt == html.SelfClosingTagToken && dropped[tag]:
			continue
		case tt == html.EndTagToken && dropped[tag]:
			if skip > 0 {
				skip--
			}
			continue
		case skip > 0:
			continue
		case tag == "a" && (tt == html.StartTagToken || tt == html.EndTagToken || tt == html.SelfClosingTagToken):
			continue
		}
		out.Write(z.Raw())
	}
}

// voidElements among the dropped ones have no end tag.
var voidElements = map[string]bool{"img": true, "embed": true}
