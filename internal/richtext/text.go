package richtext

import (
	"bytes"
	"strings"

	"golang.org/x/net/html"
)

// Blocks are the elements that break text: their words must not run together.
var Blocks = map[string]bool{
	"p": true, "div": true, "br": true, "li": true, "ul": true, "ol": true, "pre": true,
	"blockquote": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"tr": true, "td": true, "th": true, "hr": true,
}

// PlainText is the readable text of an HTML fragment, for the plain-text part of an
// e-mail: one line per block, a link's address after its text.
func PlainText(fragment string) string {
	var text strings.Builder
	var href string
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch z.Next() {
		case html.ErrorToken:
			lines := strings.Split(text.String(), "\n")
			var out []string
			for _, l := range lines {
				if l = strings.Join(strings.Fields(l), " "); l != "" {
					out = append(out, l)
				}
			}
			return strings.Join(out, "\n\n")
		case html.TextToken:
			text.Write(z.Text())
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			if t.Data == "a" {
				href = attrOf(t, "href")
			}
			if t.Data == "li" {
				text.WriteString("\n- ")
			} else if Blocks[t.Data] {
				text.WriteByte('\n')
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			if string(name) == "a" && href != "" {
				text.WriteString(" (" + href + ")")
				href = ""
			}
			if Blocks[string(name)] {
				text.WriteByte('\n')
			}
		}
	}
}

func attrOf(t html.Token, key string) string {
	for _, a := range t.Attr {
		if a.Key == key {
			return strings.TrimSpace(a.Val)
		}
	}
	return ""
}

// AbsoluteLinks rewrites the fragment's site paths in src and href to URLs on origin,
// for HTML read away from the site (a feed reader, an e-mail).
func AbsoluteLinks(fragment, origin string) string {
	var out bytes.Buffer
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return out.String()
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			out.Write(z.Raw())
			continue
		}
		raw := append([]byte(nil), z.Raw()...)
		t := z.Token()
		changed := false
		for i, a := range t.Attr {
			if a.Key == "src" || a.Key == "href" {
				if ref := strings.TrimSpace(a.Val); strings.HasPrefix(ref, "/") && !strings.HasPrefix(ref, "//") {
					t.Attr[i].Val = origin + ref
					changed = true
				}
			}
		}
		if changed {
			out.WriteString(t.String())
		} else {
			out.Write(raw)
		}
	}
}
