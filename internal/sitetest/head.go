package sitetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// PublicOrigin is the SITE_URL of a crawled site (StartTuned with Deps.SiteURL set): every
// absolute link must be on it, never on the address the test server happens to listen on.
const PublicOrigin = "https://steel.example.com"

// PageHead is what a crawler reads in a page's head without running JavaScript.
type PageHead struct {
	Title string
	// Meta holds <meta> content by name or property; Links holds <link> href by rel.
	Meta, Links map[string]string
	HasRoot     bool
}

// ReadHead reads a page's head as a crawler does.
func ReadHead(t testing.TB, body []byte) PageHead {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	h := PageHead{Meta: map[string]string{}, Links: map[string]string{}}
	attr := func(n *html.Node, key string) string {
		for _, a := range n.Attr {
			if a.Key == key {
				return a.Val
			}
		}
		return ""
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "title":
				if n.FirstChild != nil {
					h.Title = n.FirstChild.Data
				}
			case "meta":
				key := attr(n, "name") + attr(n, "property")
				if _, dup := h.Meta[key]; dup && key != "" {
					t.Errorf("meta %s appears twice", key)
				}
				h.Meta[key] = attr(n, "content")
			case "link":
				h.Links[attr(n, "rel")] = attr(n, "href")
			case "div":
				h.HasRoot = h.HasRoot || attr(n, "id") == "root"
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return h
}

// OnTestServer is a public URL of the site rewritten to the test server's address.
func (s *Site) OnTestServer(t testing.TB, public string) string {
	t.Helper()
	if !strings.HasPrefix(public, PublicOrigin+"/") {
		t.Fatalf("%s is not on SITE_URL %s", public, PublicOrigin)
	}
	return s.URL + strings.TrimPrefix(public, PublicOrigin)
}

// StructuredData is every <script type="application/ld+json"> of a page, each parsed
// with encoding/json, by @type; a type twice, or a block that does not parse, fails t.
func StructuredData(t testing.TB, path string, body []byte) map[string]map[string]any {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for n := range doc.Descendants() {
		if n.Type != html.ElementNode || n.Data != "script" || Attr(n, "type") != "application/ld+json" {
			continue
		}
		var text strings.Builder
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			text.WriteString(c.Data)
		}
		var block map[string]any
		if err := json.Unmarshal([]byte(text.String()), &block); err != nil {
			t.Fatalf("GET %s: a JSON-LD block does not parse: %v\n%s", path, err, text.String())
		}
		typ, _ := block["@type"].(string)
		if _, dup := out[typ]; dup {
			t.Errorf("GET %s: two %q blocks", path, typ)
		}
		out[typ] = block
	}
	return out
}

// Attr is the value of an HTML element's attribute, "" without it.
func Attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// Field is the value at a dotted path of a parsed block ("logo.url", "address.1.postalCode").
func Field(v any, path string) any {
	for _, key := range strings.Split(path, ".") {
		switch node := v.(type) {
		case map[string]any:
			v = node[key]
		case []any:
			var i int
			if _, err := fmt.Sscan(key, &i); err != nil || i >= len(node) {
				return nil
			}
			v = node[i]
		default:
			return nil
		}
	}
	return v
}
