package seo

import (
	"bytes"
	"html/template"
	"time"
)

// head is what a page tells crawlers and link previews about itself.
type head struct {
	Title       string
	Description string
	// Canonical is the page's one URL; empty on pages that have none (not found).
	Canonical string
	NoIndex   bool
	// Type is og:type: "website", or "article" for a blog post.
	Type string
	// OGTitle is the title a link preview shows.
	OGTitle  string
	SiteName string
	Image    image
	// Published and Modified date an article.
	Published, Modified time.Time
	// FeedURL is the blog's RSS feed, advertised on every page.
	FeedURL, FeedTitle string
	// Data is the page's structured data, each block JSON already escaped by marshalLD.
	Data []template.JS
}

// image is a picture for link previews; Width and Height are 0 when unknown.
type image struct {
	URL           string
	Width, Height int
	Alt           string
}

// headTemplate replaces the app's <title> and description. html/template escapes every
// value for where it stands (text in <title>, attribute values elsewhere); the structured
// data is template.JS, written as marshalLD escaped it. The icons are the same on every
// page (index.html's SVG icon stays for browsers that take one).
var headTemplate = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
    <meta name="description" content="{{.Description}}" />
{{- if .NoIndex}}
    <meta name="robots" content="noindex" />
{{- end}}
{{- if .Canonical}}
    <link rel="canonical" href="{{.Canonical}}" />
{{- end}}
    <link rel="alternate" type="application/rss+xml" title="{{.FeedTitle}}" href="{{.FeedURL}}" />
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:type" content="{{.Type}}" />
    <meta property="og:title" content="{{.OGTitle}}" />
    <meta property="og:description" content="{{.Description}}" />
{{- if .Canonical}}
    <meta property="og:url" content="{{.Canonical}}" />
{{- end}}
    <meta property="og:image" content="{{.Image.URL}}" />
{{- if .Image.Width}}
    <meta property="og:image:width" content="{{.Image.Width}}" />
    <meta property="og:image:height" content="{{.Image.Height}}" />
{{- end}}
    <meta property="og:image:alt" content="{{.Image.Alt}}" />
{{- if not .Published.IsZero}}
    <meta property="article:published_time" content="{{.Published.UTC.Format "2006-01-02T15:04:05Z07:00"}}" />
    <meta property="article:modified_time" content="{{.Modified.UTC.Format "2006-01-02T15:04:05Z07:00"}}" />
{{- end}}
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content="{{.OGTitle}}" />
    <meta name="twitter:description" content="{{.Description}}" />
    <meta name="twitter:image" content="{{.Image.URL}}" />
    <meta name="twitter:image:alt" content="{{.Image.Alt}}" />
    <link rel="icon" href="` + FaviconPath + `" sizes="` + faviconSizesAttr + `" />
    <link rel="apple-touch-icon" href="` + AppleTouchPath + `" />
    <link rel="manifest" href="` + ManifestPath + `" />
{{- range .Data}}
    <script type="application/ld+json">{{.}}</script>
{{- end}}`))

// render writes h as HTML for a document's head.
func (h head) render() []byte {
	var buf bytes.Buffer
	if err := headTemplate.Execute(&buf, h); err != nil {
		// The template and its data are fixed types; failing here is a bug.
		panic(err)
	}
	return buf.Bytes()
}
