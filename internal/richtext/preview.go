package richtext

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
)

// dropped are the elements a blog card's preview leaves out with their content: a
// four-line preview has no room for pictures and embeds.
var dropped = map[string]bool{"img": true, "video": true, "audio": true, "iframe": true, "object": true, "embed": true, "picture": true, "figure": true}

// headings become paragraphs in a preview: the card shows them in the text's own size and
// weight, so a heading without a full stop would read as the start of the next sentence
// ("…is now the norm More and more…").
var headings = map[string]bool{"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true}

// Preview is a post's (sanitized) HTML for a list card, without pictures and embeds, its
// links turned to their text (the card is one link). Block boundaries stay word
// boundaries: a heading ends with a full stop unless it has its own closing punctuation,
// and blocks are separated by a line break, so the text read from the card never runs
// two blocks' words together.
func Preview(fragment string) string {
	var out bytes.Buffer
	z := html.NewTokenizer(strings.NewReader(fragment))
	skip := 0
	// separate is set after a block ends: whatever is written next starts on a new line.
	separate := false
	// inHeading holds the last letter written inside the open heading.
	inHeading, last := false, rune(0)
	write := func(b []byte) {
		if separate && out.Len() > 0 {
			if r, _ := utf8.DecodeLastRune(out.Bytes()); !unicode.IsSpace(r) {
				out.WriteByte('\n')
			}
		}
		separate = false
		out.Write(b)
	}
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
		case tt == html.StartTagToken && headings[tag]:
			write([]byte("<p>"))
			inHeading, last = true, 0
			continue
		case tt == html.EndTagToken && headings[tag]:
			if last != 0 && !strings.ContainsRune(".!?:;…", last) {
				out.WriteByte('.')
			}
			out.WriteString("</p>")
			inHeading, separate = false, true
			continue
		case tt == html.TextToken:
			text := z.Raw()
			if inHeading {
				if trimmed := strings.TrimRightFunc(html.UnescapeString(string(text)), unicode.IsSpace); len(trimmed) > 0 {
					last, _ = utf8.DecodeLastRuneInString(trimmed)
				}
			}
			if len(bytes.TrimSpace(text)) == 0 && separate {
				// Whitespace between blocks is the separator already.
				out.Write(text)
				separate = false
				continue
			}
			write(text)
			continue
		}
		write(z.Raw())
		if (tt == html.EndTagToken || tt == html.SelfClosingTagToken || tag == "br" || tag == "hr") && Blocks[tag] {
			separate = true
		}
	}
}

// voidElements among the dropped ones have no end tag.
var voidElements = map[string]bool{"img": true, "embed": true}
