package richtext

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
)

// dropped are the elements a blog card's preview leaves out with their content: a
// four-line preview has no room for pictures and embeds.
var dropped = map[string]bool{"img": true, "video": true, "audio": true, "iframe": true, "object": true, "embed": true, "picture": true, "figure": true}

// Preview is a post's (sanitized) HTML for a list card,
// without pictures and embeds, its links turned to their text (the card is one link).
func Preview(fragment string) string {
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
