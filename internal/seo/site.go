package seo

import "strings"

// Firm is who the pages are about. Its defaults mirror webapp/src/config/site.ts, so that
// what crawlers read before the app starts is what visitors read after; site_test.go
// fails when the two differ.
type Firm struct {
	// Name is the trading name, as site.company.
	Name string
	// TitleSuffix follows the name in every title, as site.titleSuffix.
	TitleSuffix string
	// Phones are site.phones' dial numbers (E.164).
	Phones []string
	// Email is site.emails.sales, where enquiries go.
	Email string
	// Addresses are site.addresses, in its order.
	Addresses []Address
	// Social are site.social's links: the firm's profiles elsewhere (schema.org sameAs).
	Social []string
}

// Address is a postal address, split into the parts structured data names. The app prints
// it as lines; lines() rebuilds them, so that site_test.go can hold the two together.
type Address struct {
	// Street is the lines before the town, as printed.
	Street []string
	// Locality, Region and PostalCode make the town line: "Houston, TX 77002".
	Locality, Region, PostalCode string
	// Country is the last line as printed; CountryCode is its ISO 3166-1 code, which
	// schema.org's addressCountry prefers.
	Country, CountryCode string
}

// lines is the address as the app prints it.
func (a Address) lines() []string {
	return append(append([]string(nil), a.Street...), a.Locality+", "+a.Region+" "+a.PostalCode, a.Country)
}

// DefaultFirm is the firm of webapp/src/config/site.ts.
var DefaultFirm = Firm{
	Name:        "Gusset Steel Detailing",
	TitleSuffix: "Structural Steel Detailing | USA | Canada",
	Phones:      []string{"+13125550142", "+17135550187"},
	Email:       "sales@example.com",
	Addresses: []Address{
		{Street: []string{"1200 Example Avenue, Suite 400"}, Locality: "Houston", Region: "TX", PostalCode: "77002", Country: "United States", CountryCode: "US"},
		{Street: []string{"4th Floor, Example Tech Park", "Outer Ring Road, Bellandur"}, Locality: "Bengaluru", Region: "Karnataka", PostalCode: "560103", Country: "India", CountryCode: "IN"},
	},
	Social: []string{
		"https://photos.example.com/gusset-steel",
		"https://business.example.net/company/gusset-steel",
		"https://social.example.org/gusset-steel",
	},
}

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
