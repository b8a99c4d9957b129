package seo

import (
	"strings"

	"github.com/gusset/gusset/internal/site"
)

// Firm is who the pages are about: the part of the site settings (internal/site) that
// titles, structured data, the feed and the sharing image name.
type Firm struct {
	// Name is the trading name.
	Name string
	// TitleSuffix follows the name in every title.
	TitleSuffix string
	// Phones are the dial numbers (E.164).
	Phones []string
	// Email is the sales address, where enquiries go.
	Email string
	// Addresses are the postal addresses, head office first.
	Addresses []Address
	// Social are the firm's profiles elsewhere (schema.org sameAs).
	Social []string
}

// Address is a postal address, split into the parts structured data names.
type Address = site.Address

// FirmOf is the firm the settings s describe.
func FirmOf(s site.Settings) Firm {
	f := Firm{Name: s.Company, TitleSuffix: s.TitleSuffix, Email: s.Emails.Sales, Addresses: s.Addresses}
	for _, p := range s.Phones {
		f.Phones = append(f.Phones, p.Dial)
	}
	for _, l := range s.Social {
		f.Social = append(f.Social, l.Href)
	}
	return f
}

// DefaultFirm is the firm of the settings a new site starts with (site.Defaults): what the
// pages name when they are built without settings (tests, one-off commands).
var DefaultFirm = FirmOf(site.Defaults())

// country is the ISO 3166-1 code of the firm's first address (its head office, first in
// site.addresses), "" when it lists none.
func (f Firm) country() string {
	if len(f.Addresses) == 0 {
		return ""
	}
	return f.Addresses[0].CountryCode
}

// brand is the firm's green (the app's theme-color), the background of the sharing image
// and the icons.
const brand = 0x1f7a3a

// title is r's document title: the app's pageTitle(), '{page} | {firm} {suffix}', unless
// the route spells out its own.
func (f Firm) title(r Route) string {
	if r.Title != "" {
		return strings.NewReplacer("{firm}", f.Name, "{suffix}", f.TitleSuffix).Replace(r.Title)
	}
	return r.Name + " | " + f.Name + " " + f.TitleSuffix
}

// shortName is the name an installed app shows under its icon, where about 12 characters
// fit: the name when it is that short, else its first word.
func (f Firm) shortName() string {
	if len([]rune(f.Name)) <= 12 {
		return f.Name
	}
	first, _, _ := strings.Cut(f.Name, " ")
	return first
}

// origin is SITE_URL without a trailing slash; empty means the default.
func origin(siteURL string) string {
	if siteURL == "" {
		return "http://localhost:8080"
	}
	return strings.TrimRight(siteURL, "/")
}
