package seo

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
)

// shell is the app's index.html cut where a page's head goes: the built <title> and
// description are dropped, and a page is before + its head + after.
type shell struct {
	before, after []byte
	// rootAt is where in after the empty root element (rootElement) starts; -1 when the
	// document has none, and a page's body is then left out.
	rootAt int
	// boot starts the app, when the index's own tags do not.
	boot boot
}

// rootElement is where index.html's app renders (webapp/index.html).
const rootElement = `<div id="root"></div>`

// newShell cuts index once, at start-up. The head goes where the <title> was, else just
// before </head> (or <body>), else at the very start; any <meta name="description"> is
// removed, so a page has exactly one title and one description whatever index.html holds.
// Only the head is read: a <title> in the body (of an inline SVG) stays.
func newShell(index []byte) shell {
	type span struct{ from, to int }
	var drop []span
	at := -1
	offset := 0
	titleStart := -1
	z := html.NewTokenizer(bytes.NewReader(index))
	for inHead := true; inHead; {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		start := offset
		offset += len(z.Raw())
		name, hasAttr := z.TagName()
		switch {
		case tt == html.StartTagToken && string(name) == "title":
			titleStart = start
		case tt == html.EndTagToken && string(name) == "title" && titleStart >= 0:
			drop = append(drop, span{titleStart, offset})
			if at < 0 {
				at = titleStart
			}
		case (tt == html.StartTagToken || tt == html.SelfClosingTagToken) && string(name) == "meta" && hasAttr && isDescription(z):
			drop = append(drop, span{lineStart(index, start), offset})
		case (tt == html.EndTagToken && string(name) == "head") || (tt == html.StartTagToken && string(name) == "body"):
			if at < 0 {
				at = start
			}
			inHead = false
		}
	}
	if at < 0 {
		at = 0
	}
	var before, after bytes.Buffer
	pos := 0
	for _, s := range drop {
		copyAround(&before, &after, index[pos:s.from], pos, at)
		pos = s.to
	}
	copyAround(&before, &after, index[pos:], pos, at)
	return shell{before: before.Bytes(), after: after.Bytes(), rootAt: bytes.Index(after.Bytes(), []byte(rootElement))}
}

// lineStart is where the line of the tag at start begins, when only indentation precedes
// the tag on it, so that removing the tag leaves no blank line; else start.
func lineStart(doc []byte, start int) int {
	i := start
	for i > 0 && (doc[i-1] == ' ' || doc[i-1] == '\t') {
		i--
	}
	if i > 0 && doc[i-1] == '\n' {
		return i - 1
	}
	return start
}

// copyAround appends chunk, which starts at offset pos of the document, to before and
// after as it lies on either side of at.
func copyAround(before, after *bytes.Buffer, chunk []byte, pos, at int) {
	if cut := at - pos; cut > 0 {
		if cut > len(chunk) {
			cut = len(chunk)
		}
		before.Write(chunk[:cut])
		chunk = chunk[cut:]
	}
	after.Write(chunk)
}

// isDescription reports whether the tag z is on has name="description".
func isDescription(z *html.Tokenizer) bool {
	for {
		key, val, more := z.TagAttr()
		if string(key) == "name" && strings.EqualFold(strings.TrimSpace(string(val)), "description") {
			return true
		}
		if !more {
			return false
		}
	}
}

// page is the document with head in place, and b in its root element.
func (s shell) page(head []byte, b body) []byte {
	out := make([]byte, 0, len(s.before)+len(head)+len(b.preload)+len(s.after)+len(b.html)+len(b.data)+len(b.assets)+64)
	out = append(out, s.before...)
	out = append(out, head...)
	out = append(out, b.preload...)
	if s.rootAt < 0 {
		return append(out, s.after...)
	}
	out = append(out, s.after[:s.rootAt]...)
	if b.mode == "" {
		out = append(out, rootElement...)
	} else {
		out = append(out, b.assets...)
		out = append(out, `<div id="root" data-render="`+b.mode+`">`...)
		out = append(out, b.html...)
		out = append(out, "</div>"...)
		out = append(out, b.data...)
	}
	out = append(out, s.boot.tag(b.preloads)...)
	return append(out, s.after[s.rootAt+len(rootElement):]...)
}
