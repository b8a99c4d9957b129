package seo

import "strings"

// Firm is who the pages are about. Its defaults mirror webapp/src/config/site.ts
// (company and titleSuffix), so that a page's title is the same before and after the app
// starts; site_test.go fails when the two differ.
type Firm struct {
	// Name is the trading name, as site.company.
	Name string
	// TitleSuffix follows the name in every title, as site.titleSuffix.
	TitleSuffix string
}

// DefaultFirm is the firm of webapp/src/config/site.ts.
var DefaultFirm = Firm{
	Name:        "Gusset Steel Detailing",
	TitleSuffix: "Structural Steel Detailing | USA | Canada",
}

// brand is the firm's green (the app's theme-color), the background of the sharing image.
const brand = 0x1f7a3a

// title is r's document title: the app's pageTitle(), '{page} | {firm} {suffix}', unless
// the route spells out its own.
func (f Firm) title(r Route) string {
	if r.Title != "" {
		return strings.NewReplacer("{firm}", f.Name, "{suffix}", f.TitleSuffix).Replace(r.Title)
	}
	return r.Name + " | " + f.Name + " " + f.TitleSuffix
}

// origin is SITE_URL without a trailing slash; empty means the default.
func origin(siteURL string) string {
	if siteURL == "" {
		return "http://localhost:8080"
	}
	return strings.TrimRight(siteURL, "/")
}
