package seo

import (
	"encoding/json"
	"html/template"
	"strings"
	"time"
)

// Structured data (schema.org in JSON-LD) tells search engines what a page is about in
// terms they index: the firm with its addresses and phones, where a page sits in the site,
// a post's dates and author. Each block is one <script type="application/ld+json">.

const schemaOrg = "https://schema.org"

// ldOrganization is the firm. Its full description is on every public page; posts name it
// as author and publisher by its @id, with the few properties those roles ask for.
type ldOrganization struct {
	Context   string      `json:"@context,omitempty"`
	Type      string      `json:"@type"`
	ID        string      `json:"@id"`
	Name      string      `json:"name"`
	URL       string      `json:"url"`
	Logo      *ldImage    `json:"logo,omitempty"`
	Image     *ldImage    `json:"image,omitempty"`
	Telephone []string    `json:"telephone,omitempty"`
	Email     string      `json:"email,omitempty"`
	Address   []ldAddress `json:"address,omitempty"`
	SameAs    []string    `json:"sameAs,omitempty"`
}

type ldImage struct {
	Type   string `json:"@type"`
	URL    string `json:"url"`
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
}

type ldAddress struct {
	Type            string `json:"@type"`
	StreetAddress   string `json:"streetAddress"`
	AddressLocality string `json:"addressLocality"`
	AddressRegion   string `json:"addressRegion"`
	PostalCode      string `json:"postalCode"`
	AddressCountry  string `json:"addressCountry"`
}

type ldBlogPosting struct {
	Context          string         `json:"@context"`
	Type             string         `json:"@type"`
	Headline         string         `json:"headline"`
	Description      string         `json:"description"`
	URL              string         `json:"url"`
	DatePublished    string         `json:"datePublished"`
	DateModified     string         `json:"dateModified"`
	Image            *ldImage       `json:"image"`
	Author           ldOrganization `json:"author"`
	Publisher        ldOrganization `json:"publisher"`
	MainEntityOfPage ldThing        `json:"mainEntityOfPage"`
}

// ldThing is a node named by its @id alone.
type ldThing struct {
	Type string `json:"@type"`
	ID   string `json:"@id"`
}

// marshalLD is v as the body of a <script type="application/ld+json">. encoding/json
// escapes <, > and & (and U+2028, U+2029), so no value, however written, can close the
// script element ("</script>" comes out as "\u003c/script\u003e") or open a comment.
func marshalLD(v any) template.JS {
	b, err := json.Marshal(v)
	if err != nil {
		// The values are fixed types of strings and numbers; failing here is a bug.
		panic(err)
	}
	return template.JS(b)
}

func newLDImage(img image) *ldImage {
	return &ldImage{Type: "ImageObject", URL: img.URL, Width: img.Width, Height: img.Height}
}

// organizationID names the firm's node, so that other blocks can point at it.
func organizationID(origin string) string { return origin + "/#organization" }

// organization is the firm as a ProfessionalService (a LocalBusiness, so an
// Organization): what search engines show in a knowledge panel. picture is the image a
// local business is expected to have.
func organization(f Firm, origin string, logo, picture image) ldOrganization {
	o := ldOrganization{
		Context:   schemaOrg,
		Type:      "ProfessionalService",
		ID:        organizationID(origin),
		Name:      f.Name,
		URL:       origin + "/",
		Logo:      newLDImage(logo),
		Image:     newLDImage(picture),
		Telephone: f.Phones,
		Email:     f.Email,
		SameAs:    f.Social,
	}
	for _, a := range f.Addresses {
		o.Address = append(o.Address, ldAddress{
			Type:            "PostalAddress",
			StreetAddress:   strings.Join(a.Street, ", "),
			AddressLocality: a.Locality,
			AddressRegion:   a.Region,
			PostalCode:      a.PostalCode,
			AddressCountry:  a.CountryCode,
		})
	}
	return o
}

// organizationRef is the firm as a post's author or publisher: its @id, name and address,
// and, as a publisher, its logo.
func organizationRef(f Firm, origin string, logo *image) ldOrganization {
	o := ldOrganization{Type: "Organization", ID: organizationID(origin), Name: f.Name, URL: origin + "/"}
	if logo != nil {
		o.Logo = newLDImage(*logo)
	}
	return o
}

// blogPosting describes a post from its page's head: the head already holds its title,
// summary, canonical URL, dates and picture (its own, or the firm's sharing image).
func blogPosting(h head, f Firm, origin string, logo image) ldBlogPosting {
	modified := h.Modified
	if modified.IsZero() {
		modified = h.Published
	}
	return ldBlogPosting{
		Context:          schemaOrg,
		Type:             "BlogPosting",
		Headline:         h.OGTitle,
		Description:      h.Description,
		URL:              h.Canonical,
		DatePublished:    h.Published.UTC().Format(time.RFC3339),
		DateModified:     modified.UTC().Format(time.RFC3339),
		Image:            newLDImage(h.Image),
		Author:           organizationRef(f, origin, nil),
		Publisher:        organizationRef(f, origin, &logo),
		MainEntityOfPage: ldThing{Type: "WebPage", ID: h.Canonical},
	}
}
