package seo

import (
	"bytes"
	"io/fs"
	"regexp"
	"strings"
)

// stylesheetLink matches a stylesheet link to one of the build's files, as Vite writes it
// in index.html and as assetLinks writes a page's own.
var stylesheetLink = regexp.MustCompile(`<link rel="stylesheet"(?: crossorigin)? href="/(assets/[^"]+\.css)">`)

// inlineStyles replaces each link to a built stylesheet in doc with the stylesheet itself:
// a page's first paint then waits for no request but the page's own (on a phone's
// connection each stylesheet costs a round trip before anything shows). The styles are a
// few kilobytes per page, smaller than the round trip they save.
//
// A disabled link with the same address stays beside the styles: a disabled stylesheet is
// never fetched, and Vite's loader (which adds a lazy module's styles unless a stylesheet
// link to them exists) counts it, so the app does not download what the page holds.
// A file that is missing, or that could close the <style> element early, stays linked.
func inlineStyles(doc []byte, files fs.FS) []byte {
	if files == nil {
		return doc
	}
	return stylesheetLink.ReplaceAllFunc(doc, func(link []byte) []byte {
		name := string(stylesheetLink.FindSubmatch(link)[1])
		css, err := fs.ReadFile(files, name)
		if err != nil || bytes.Contains(bytes.ToLower(css), []byte("</style")) {
			return link
		}
		var out bytes.Buffer
		out.Grow(len(css) + len(name) + 64)
		out.WriteString("<style>")
		out.Write(bytes.TrimSpace(css))
		out.WriteString(`</style><link rel="stylesheet" href="/` + strings.TrimPrefix(name, "/") + `" disabled>`)
		return out.Bytes()
	})
}
