package site

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/validate"
)

// Limits of the settings: enough for any firm, small enough for every page's header.
const (
	maxName    = 100
	maxText    = 300
	maxShort   = 60
	maxLink    = 2000
	maxListLen = 10
	maxStreet  = 4
)

var (
	// e164 is a dialable number in international form: +, a country code that does not
	// start with 0, and 7 to 15 digits in all.
	e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
	// dialPunctuation is what people type between a number's digits.
	dialPunctuation = strings.NewReplacer(" ", "", "-", "", ".", "", "(", "", ")", "", "\u00a0", "")
	countryCode     = regexp.MustCompile(`^[A-Z]{2}$`)
	// sitePath is an image on the site itself: the security policy loads images from
	// the site's own origin only.
	sitePath = regexp.MustCompile(`^/[A-Za-z0-9._~/-]+$`)
)

// normalize trims every text, writes dial numbers without punctuation and country codes
// in capitals, and drops blank street lines: what a form sends with stray spaces is what
// the user meant.
func normalize(s Settings) Settings {
	s = clone(s)
	for _, p := range []*string{&s.TimeZone, &s.Company, &s.TitleSuffix, &s.Tagline, &s.Emails.Sales, &s.Emails.HR, &s.PortalURL, &s.Campus.RegisterURL, &s.Campus.TestURL} {
		*p = strings.TrimSpace(*p)
	}
	for i := range s.Phones {
		p := &s.Phones[i]
		p.Label, p.Display = strings.TrimSpace(p.Label), strings.TrimSpace(p.Display)
		p.Dial = dialPunctuation.Replace(strings.TrimSpace(p.Dial))
	}
	for i := range s.Addresses {
		a := &s.Addresses[i]
		for _, p := range []*string{&a.Label, &a.Locality, &a.Region, &a.PostalCode, &a.Country} {
			*p = strings.TrimSpace(*p)
		}
		a.CountryCode = strings.ToUpper(strings.TrimSpace(a.CountryCode))
		street := a.Street[:0]
		for _, line := range a.Street {
			if line = strings.TrimSpace(line); line != "" {
				street = append(street, line)
			}
		}
		a.Street = street
	}
	for i := range s.Social {
		l := &s.Social[i]
		l.Network, l.Label, l.Href = strings.TrimSpace(l.Network), strings.TrimSpace(l.Label), strings.TrimSpace(l.Href)
	}
	for i := range s.Software {
		b := &s.Software[i]
		b.Name, b.Image = strings.TrimSpace(b.Name), strings.TrimSpace(b.Image)
	}
	return s
}

// Validate reports every bad field of s at once. A violation's field is the proto field's
// path ("phones[1].dial"), which the back-office form shows beside its input.
func Validate(s Settings) error {
	var c checker
	c.text("company", "Company name", s.Company, maxName, true)
	c.text("title_suffix", "Title suffix", s.TitleSuffix, maxText, true)
	c.text("tagline", "Tagline", s.Tagline, maxText, false)
	c.Check(s.CopyrightYear >= 2000 && s.CopyrightYear <= 2100, "copyright_year", "Copyright year must be a year such as 2025")
	c.list("phones", "phone numbers", len(s.Phones))
	for i, p := range s.Phones {
		at := fmt.Sprintf("phones[%d].", i)
		c.text(at+"label", "Label", p.Label, maxShort, false)
		c.text(at+"display", "Number as shown", p.Display, maxShort, true)
		c.Check(e164.MatchString(p.Dial), at+"dial", "Enter the number in international form, + and the country code first: +13125550142")
		if e164.MatchString(p.Dial) && strings.TrimSpace(p.Display) != "" {
			c.Check(sameNumber(p.Display, p.Dial), at+"display", "The number as shown must be the number dialled ("+p.Dial+"): its digits, with or without the country code")
		}
	}
	c.email("sales_email", "Sales e-mail", s.Emails.Sales)
	c.email("hr_email", "Careers e-mail", s.Emails.HR)
	c.list("addresses", "addresses", len(s.Addresses))
	for i, a := range s.Addresses {
		at := fmt.Sprintf("addresses[%d].", i)
		c.text(at+"label", "Label", a.Label, maxShort, true)
		c.Check(len(a.Street) > 0, at+"street", "Street is required")
		c.Check(len(a.Street) <= maxStreet, at+"street", fmt.Sprintf("At most %d street lines", maxStreet))
		for _, line := range a.Street {
			c.text(at+"street", "Street", line, maxText, false)
		}
		c.text(at+"locality", "Town or city", a.Locality, maxShort, true)
		c.text(at+"region", "Region", a.Region, maxShort, false)
		c.text(at+"postal_code", "Postal code", a.PostalCode, maxShort, false)
		c.text(at+"country", "Country", a.Country, maxShort, true)
		c.Check(countryCode.MatchString(a.CountryCode), at+"country_code", "Country code must be two letters, such as US")
	}
	c.list("social", "social links", len(s.Social))
	for i, l := range s.Social {
		at := fmt.Sprintf("social[%d].", i)
		c.Check(slices.Contains(Networks, l.Network), at+"network", "Choose the icon: "+strings.Join(Networks, ", "))
		c.text(at+"label", "Label", l.Label, maxShort, true)
		c.link(at+"href", "Link", l.Href)
	}
	c.link("portal_url", "Portal link", s.PortalURL)
	c.link("campus_register_url", "Campus registration link", s.Campus.RegisterURL)
	c.link("campus_test_url", "Campus test link", s.Campus.TestURL)
	c.list("software", "software badges", len(s.Software))
	for i, b := range s.Software {
		at := fmt.Sprintf("software[%d].", i)
		c.text(at+"name", "Name", b.Name, maxShort, true)
		c.Check(sitePath.MatchString(b.Image) && !strings.Contains(b.Image, ".."), at+"image",
			"Image must be a path on this site, such as /images/software/tekla-structures.svg")
	}
	c.Require("time_zone", s.TimeZone, "Time zone is required")
	if s.TimeZone != "" {
		c.Check(localtime.Valid(s.TimeZone), "time_zone", "Time zone must be a zone name such as America/Chicago")
	}
	return c.Err()
}

// checker adds the settings' own rules to validate.Checker.
type checker struct{ validate.Checker }

func (c *checker) text(field, label, value string, max int, required bool) {
	if required {
		c.Require(field, value, label+" is required")
	}
	c.MaxLen(field, label, value, max)
	c.Text(field, value)
}

func (c *checker) email(field, label, value string) {
	c.Require(field, value, label+" is required")
	if value != "" {
		c.Check(validate.Email(value), field, label+" must be an e-mail address such as sales@example.com")
	}
}

func (c *checker) link(field, label, value string) {
	c.Require(field, value, label+" is required")
	if value != "" {
		c.Check(len(value) <= maxLink && validate.WebLink(value), field, label+" must be a full http:// or https:// address")
	}
}

func (c *checker) list(field, what string, n int) {
	c.Check(n <= maxListLen, field, fmt.Sprintf("At most %d %s", maxListLen, what))
}

// sameNumber reports whether the number printed is the one dialled: the printed digits are
// the dialled ones, or the dialled ones less their country code (1 to 3 digits), a national
// trunk 0 aside ("020 7946 0958" is +44 20 7946 0958). A visitor who reads the number and one
// who taps it must reach the same phone.
func sameNumber(display, dial string) bool {
	digits := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			if r >= '0' && r <= '9' {
				b.WriteRune(r)
			}
		}
		return b.String()
	}
	shown, dialled := strings.TrimLeft(digits(display), "0"), digits(dial)
	return shown != "" && strings.HasSuffix(dialled, shown) && len(dialled)-len(shown) <= 3
}
