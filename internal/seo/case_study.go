package seo

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/casestudy"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/pubcache"
)

// CaseStudies reads the published case studies; *casestudy.Service is one.
type CaseStudies interface {
	Get(ctx context.Context, slug string) (*casestudy.CaseStudy, error)
	List(ctx context.Context, size int32, token string) ([]*casestudy.CaseStudy, string, error)
}

// Where the app shows a case study: caseStudyPath + slug.
const caseStudyPath = "/resources/case-studies/"

// caseStudyPage is a case study's page: its head and Article data; 301 from an earlier
// slug to its current one; 404 for a slug no published case study has (a draft's too).
func (p *Pages) caseStudyPage(ctx context.Context, r *http.Request, route Route, slug string) (pubcache.Page, bool) {
	v := p.view(ctx)
	c, err := p.cfg.CaseStudies.Get(ctx, slug)
	var moved *casestudy.MovedError
	switch {
	case errors.As(err, &moved):
		return pubcache.Page{Status: http.StatusMovedPermanently, Location: caseStudyPath + moved.Slug}, true
	case errors.Is(err, apperr.ErrNotFound):
		return p.missing(ctx, http.StatusNotFound, p.notFoundHead(v), route)
	case err != nil:
		return p.dataUnavailable(ctx, route, "reading a case study for its head", slug, err), false
	}
	return p.page(ctx, http.StatusOK, p.caseStudyHead(v, route, c).render(), route.Path, r.URL.Path)
}

// caseStudyHead is a case study's head: its title, summary and cover; its structured data
// the firm, the trail Home › Resources › Case Studies › the study, and the study as an
// Article about the services it names, set where the project was.
func (p *Pages) caseStudyHead(v *view, route Route, c *casestudy.CaseStudy) head {
	h := p.routeHead(v, Route{Name: c.Title})
	h.Canonical = p.caseStudyURL(c)
	h.Type = "article"
	h.OGTitle = c.Title
	h.Published, h.Modified = c.GetCreateTime().AsTime(), c.GetUpdateTime().AsTime()
	if c.GetPublishTime() != nil {
		h.Published = c.GetPublishTime().AsTime()
	}
	h.Description = c.Summary
	if h.Description == "" {
		h.Description = summary(c.ChallengeHtml, descriptionRunes)
	}
	if h.Description == "" {
		h.Description = route.Description
	}
	if cover, ok := casestudy.Cover(c); ok {
		f := cover.GetFile()
		h.Image = image{URL: p.origin + f.GetPath(), Width: int(f.GetWidth()), Height: int(f.GetHeight()), Alt: cover.GetAlt()}
	}
	h.Data = []template.JS{v.org}
	if trail, ok := breadcrumbs(p.origin, route, c.Title, h.Canonical); ok {
		h.Data = append(h.Data, marshalLD(trail))
	}
	h.Data = append(h.Data, marshalLD(p.caseStudyArticle(h, v.firm, c)))
	return h
}

// ldArticle is a case study: Google's Article (headline, image, dates, author) with what
// it is about (the services) and where the project was.
type ldArticle struct {
	ldBlogPosting
	About           []ldService `json:"about,omitempty"`
	ContentLocation *ldPlace    `json:"contentLocation,omitempty"`
}

type ldService struct {
	Type string `json:"@type"`
	Name string `json:"name"`
	URL  string `json:"url"`
}

type ldPlace struct {
	Type    string         `json:"@type"`
	Name    string         `json:"name"`
	Address ldPlaceAddress `json:"address"`
}

type ldPlaceAddress struct {
	Type            string `json:"@type"`
	AddressLocality string `json:"addressLocality,omitempty"`
	AddressRegion   string `json:"addressRegion,omitempty"`
	AddressCountry  string `json:"addressCountry,omitempty"`
}

func (p *Pages) caseStudyArticle(h head, f Firm, c *casestudy.CaseStudy) ldArticle {
	a := ldArticle{ldBlogPosting: blogPosting(h, f, p.origin, p.icons.logo(p.origin))}
	a.Type = "Article"
	for _, s := range c.GetServices() {
		a.About = append(a.About, ldService{Type: "Service", Name: s.GetName(), URL: p.origin + "/services/" + s.GetSlug()})
	}
	l := c.GetLocation()
	if name := joinNonEmpty(", ", l.GetCity(), l.GetRegion(), l.GetCountry()); name != "" {
		a.ContentLocation = &ldPlace{Type: "Place", Name: name, Address: ldPlaceAddress{
			Type: "PostalAddress", AddressLocality: l.GetCity(), AddressRegion: l.GetRegion(), AddressCountry: l.GetCountry(),
		}}
	}
	return a
}

func joinNonEmpty(sep string, parts ...string) string {
	var kept []string
	for _, s := range parts {
		if s != "" {
			kept = append(kept, s)
		}
	}
	return strings.Join(kept, sep)
}

// caseStudyURL is the one address of a case study.
func (p *Pages) caseStudyURL(c *casestudy.CaseStudy) string {
	return p.origin + caseStudyPath + c.Slug
}

// caseStudyDates pages through the published case studies: each one's sitemap entry,
// and the latest change of any (the list's lastmod).
func (p *Pages) caseStudyDates(ctx context.Context) ([]sitemapURL, time.Time, error) {
	var out []sitemapURL
	var latest time.Time
	if p.cfg.CaseStudies == nil {
		return nil, latest, nil
	}
	token := ""
	for {
		list, next, err := p.cfg.CaseStudies.List(ctx, keyset.MaxSize, token)
		if err != nil {
			return nil, time.Time{}, err
		}
		for _, c := range list {
			out = append(out, sitemapURL{Loc: p.caseStudyURL(c), LastMod: lastMod(c.GetUpdateTime().AsTime())})
			latest = later(latest, c.GetUpdateTime().AsTime())
		}
		if next == "" || len(out) >= maxSitemapURLs {
			return out, latest, nil
		}
		token = next
	}
}
