package seo

import (
	"bytes"
	"html"
	"strings"

	xhtml "golang.org/x/net/html"
)

// lcpPreload is a <link rel="preload"> for the first image of a page's HTML marked
// fetchpriority="high", for the head: the browser starts fetching it with the styles,
// before it lays the page out. Nil when there is none.
func lcpPreload(page []byte) []byte {
	z := xhtml.NewTokenizer(bytes.NewReader(page))
	for {
		switch z.Next() {
		case xhtml.ErrorToken:
			return nil
		case xhtml.StartTagToken, xhtml.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if string(name) != "img" || !hasAttr {
				continue
			}
			attrs := map[string]string{}
			for more := true; more; {
				var k, v []byte
				k, v, more = z.TagAttr()
				attrs[string(k)] = string(v)
			}
			if attrs["fetchpriority"] != "high" {
				continue
			}
			var out strings.Builder
			out.WriteString(`<link rel="preload" as="image" href="` + html.EscapeString(attrs["src"]) + `"`)
			if set := attrs["srcset"]; set != "" {
				out.WriteString(` imagesrcset="` + html.EscapeString(set) + `" imagesizes="` + html.EscapeString(attrs["sizes"]) + `"`)
			}
			out.WriteString(` fetchpriority="high">`)
			return []byte(out.String())
		}
	}
}
