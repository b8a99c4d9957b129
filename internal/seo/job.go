package seo

import (
	"context"
	"encoding/json"
	"errors"
	"html"
	"net/http"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/careers"
	"github.com/gusset/gusset/internal/pubcache"
)

// Where the app shows a job: jobPath + id.
const jobPath = "/career/"

// closedJob is the page of a job past its expiry: 410 Gone, with the app (which shows
// that the position is closed).
var closedJob = Route{Name: "Position closed", NoIndex: true, Description: "This position is no longer open. See our current openings on the careers page."}

// jobPage is a job's page: its head and JobPosting data, 404 for a job that is unknown or
// not shown, 410 for one past its expiry; true when it may be kept.
func (p *Pages) jobPage(ctx context.Context, r *http.Request, route Route, id string) (pubcache.Page, bool) {
	v := p.view(ctx)
	job, err := p.cfg.Jobs.GetJob(ctx, id)
	switch {
	case errors.Is(err, apperr.ErrNotFound):
		return p.missing(ctx, http.StatusNotFound, p.notFoundHead(v), route)
	case errors.Is(err, apperr.ErrGone):
		h := p.routeHead(v, closedJob)
		h.Canonical = ""
		return p.missing(ctx, http.StatusGone, h.render(), route)
	case err != nil:
		return p.dataUnavailable(ctx, route, "reading a job for its head", id, err), false
	}
	head := p.jobHead(v, route, job).render()
	head = append(head, p.jobPosting(v.firm, job)...)
	page, keep := p.page(ctx, http.StatusOK, head, route.Path, r.URL.Path)
	if job.GetExpireTime() != nil {
		// It closes by the clock: the cached page ends then.
		page.Until = job.GetExpireTime().AsTime()
	}
	return page, keep
}

// jobHead is a job's head: titled by its role, described by the start of its description.
func (p *Pages) jobHead(v *view, route Route, job *careers.Job) head {
	h := p.routeHead(v, Route{Name: job.GetRole()})
	h.Canonical = p.jobURL(job)
	if d := summary(job.GetDescriptionHtml(), descriptionRunes); d != "" {
		h.Description = d
	} else {
		h.Description = cut(job.GetRole()+" at "+v.firm.Name+", "+job.GetLocation()+". "+route.Description, descriptionRunes)
	}
	return h
}

// jobURL is the one address of a job's page.
func (p *Pages) jobURL(job *careers.Job) string {
	return p.origin + jobPath + job.GetId()
}

// JobPosting is schema.org's JobPosting as Google reads it for job search: its required
// properties and the recommended ones the job has data for.
type jobPostingLD struct {
	Context            string          `json:"@context"`
	Type               string          `json:"@type"`
	Title              string          `json:"title"`
	Description        string          `json:"description"`
	Identifier         propertyValueLD `json:"identifier"`
	DatePosted         string          `json:"datePosted"`
	ValidThrough       string          `json:"validThrough,omitempty"`
	EmploymentType     string          `json:"employmentType,omitempty"`
	HiringOrganization organizationLD  `json:"hiringOrganization"`
	JobLocation        placeLD         `json:"jobLocation"`
	DirectApply        bool            `json:"directApply"`
	URL                string          `json:"url"`
}

type propertyValueLD struct {
	Type  string `json:"@type"`
	Name  string `json:"name"`
	Value string `json:"value"`
}

type organizationLD struct {
	Type   string `json:"@type"`
	Name   string `json:"name"`
	SameAs string `json:"sameAs"`
	Logo   string `json:"logo"`
}

type placeLD struct {
	Type    string          `json:"@type"`
	Address postalAddressLD `json:"address"`
}

type postalAddressLD struct {
	Type            string `json:"@type"`
	AddressLocality string `json:"addressLocality,omitempty"`
	AddressRegion   string `json:"addressRegion,omitempty"`
	AddressCountry  string `json:"addressCountry,omitempty"`
}

// jobPosting is the job's JobPosting as a <script type="application/ld+json"> for the
// head. encoding/json escapes <, > and & in every string, so no value can end the script.
func (p *Pages) jobPosting(firm Firm, job *careers.Job) []byte {
	ld := jobPostingLD{
		Context:     "https://schema.org",
		Type:        "JobPosting",
		Title:       job.GetRole(),
		Description: job.GetDescriptionHtml(),
		Identifier:  propertyValueLD{Type: "PropertyValue", Name: firm.Name, Value: job.GetId()},
		DatePosted:  job.GetCreateTime().AsTime().UTC().Format(time.RFC3339),
		HiringOrganization: organizationLD{
			Type: "Organization", Name: firm.Name, SameAs: p.origin, Logo: p.icons.logo(p.origin).URL,
		},
		JobLocation:    placeLD{Type: "Place", Address: postalAddress(job, firm.country())},
		EmploymentType: employmentType(job.GetType()),
		DirectApply:    true,
		URL:            p.jobURL(job),
	}
	if ld.Description == "" {
		// Google requires a description; a job without one is described by its facts.
		ld.Description = "<p>" + html.EscapeString(job.GetRole()+", "+job.GetLocation()+". Qualification: "+job.GetQualification()+".") + "</p>"
	}
	if job.GetExpireTime() != nil {
		ld.ValidThrough = job.GetExpireTime().AsTime().UTC().Format(time.RFC3339)
	}
	raw, err := json.Marshal(ld)
	if err != nil {
		// Strings and fixed types only; failing here is a bug.
		panic(err)
	}
	out := []byte("\n    <script type=\"application/ld+json\">")
	out = append(out, raw...)
	return append(out, "</script>"...)
}

// postalAddress is the job's structured location, else its legacy text as the locality.
// A job saved without a country (one from the REST shim, which has only the location text,
// or an older one) is placed in firmCountry: Google's job search requires addressCountry,
// and the firm hires where it is unless the job says otherwise.
func postalAddress(job *careers.Job, firmCountry string) postalAddressLD {
	a := postalAddressLD{Type: "PostalAddress", AddressLocality: job.GetCity(), AddressRegion: job.GetRegion(), AddressCountry: job.GetCountryCode()}
	if a.AddressLocality == "" && a.AddressRegion == "" && a.AddressCountry == "" {
		a.AddressLocality = job.GetLocation()
	}
	if a.AddressCountry == "" {
		a.AddressCountry = firmCountry
	}
	return a
}

// employmentType maps the job's free-text type to schema.org's values; "" for a type it
// does not know (the property is then left out).
func employmentType(t string) string {
	key := strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(t))
	switch key {
	case "fulltime":
		return "FULL_TIME"
	case "parttime":
		return "PART_TIME"
	case "contract", "contractor":
		return "CONTRACTOR"
	case "intern", "internship":
		return "INTERN"
	case "temporary", "temp":
		return "TEMPORARY"
	}
	return ""
}
