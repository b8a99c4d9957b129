package seo

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/gusset/gusset/webapp"
)

// Firm is who the pages are about. DefaultFirm is read from the app's own
// webapp/src/config/site.json, so that what crawlers read before the app starts is what
// visitors read after.
type Firm struct {
	// Name is the trading name, site.json's company.
	Name string
	// TitleSuffix follows the name in every title, site.json's titleSuffix.
	TitleSuffix string
	// Phones are site.json's phones' dial numbers (E.164).
	Phones []string
	// Email is site.json's emails.sales, where enquiries go.
	Email string
	// Addresses are site.json's addresses, in its order.
	Addresses []Address
	// Social are site.json's social links: the firm's profiles elsewhere (schema.org sameAs).
	Social []string
}

// Address is a postal address, split into the parts structured data names; the app
// prints it as lines made of them (site.ts).
type Address struct {
	// Street is the lines before the town, as printed.
	Street []string `json:"street"`
	// Locality, Region and PostalCode make the town line: "Houston, TX 77002".
	Locality   string `json:"locality"`
	Region     string `json:"region"`
	PostalCode string `json:"postalCode"`
	// Country is the last line as printed; CountryCode is its ISO 3166-1 code, which
	// schema.org's addressCountry prefers.
	Country     string `json:"country"`
	CountryCode string `json:"countryCode"`
}

// DefaultFirm is the firm of webapp/src/config/site.json. A file that does not read stops
// the server at its start, and every test of this package.
var DefaultFirm = func() Firm {
	f, err := parseFirm(webapp.Site)
	if err != nil {
		panic("webapp/src/config/site.json: " + err.Error())
	}
	return f
}()

// siteFile is what the server reads of site.json; the rest of it is the app's alone.
type siteFile struct {
	Company     string `json:"company"`
	TitleSuffix string `json:"titleSuffix"`
	Phones      []struct {
		Dial string `json:"dial"`
	} `json:"phones"`
	Emails struct {
		Sales string `json:"sales"`
	} `json:"emails"`
	// Addresses is an object keyed by office, read in order with members.
	Addresses json.RawMessage `json:"addresses"`
	Social    []struct {
		Href string `json:"href"`
	} `json:"social"`
}

// parseFirm reads the firm from site.json. The parts every page's structured data needs
// must be there: a misspelt one would otherwise leave it out without a word.
func parseFirm(data []byte) (Firm, error) {
	var file siteFile
	if err := json.Unmarshal(data, &file); err != nil {
		return Firm{}, err
	}
	if file.Company == "" || file.TitleSuffix == "" || file.Emails.Sales == "" {
		return Firm{}, errors.New("company, titleSuffix and emails.sales are required")
	}
	f := Firm{Name: file.Company, TitleSuffix: file.TitleSuffix, Email: file.Emails.Sales}
	for _, p := range file.Phones {
		f.Phones = append(f.Phones, p.Dial)
	}
	for _, s := range file.Social {
		f.Social = append(f.Social, s.Href)
	}
	offices, err := members(file.Addresses)
	if err != nil {
		return Firm{}, fmt.Errorf("addresses: %w", err)
	}
	for _, office := range offices {
		var a Address
		if err := json.Unmarshal(office.value, &a); err != nil {
			return Firm{}, fmt.Errorf("addresses.%s: %w", office.key, err)
		}
		if len(a.Street) == 0 || a.Locality == "" || a.Country == "" || a.CountryCode == "" {
			return Firm{}, fmt.Errorf("addresses.%s: street, locality, country and countryCode are required", office.key)
		}
		f.Addresses = append(f.Addresses, a)
	}
	return f, nil
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
