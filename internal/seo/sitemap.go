package seo

import (
	"context"
	"encoding/xml"
	"net/http"
	"time"

	"github.com/gusset/gusset/internal/keyset"
)

// maxSitemapURLs is the protocol's limit for one sitemap file.
const maxSitemapURLs = 50000

type urlset struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

// serveSitemap answers every public page of its own (the table's, without duplicates and
// empty pages, and without the pages staff hid, renamed or removed), the pages staff added
// (services), and every blog post, open job and published case study, dated by their data
// where they show data.
func (p *Pages) serveSitemap(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	posts, postsChanged, err := p.postDates(ctx)
	if err != nil {
		p.unavailable(w, r, "listing posts for the sitemap", err)
		return
	}
	jobURLs, jobsChanged, err := p.jobDates(ctx)
	if err != nil {
		p.unavailable(w, r, "listing jobs for the sitemap", err)
		return
	}
	studies, studiesChanged, err := p.caseStudyDates(ctx)
	if err != nil {
		p.unavailable(w, r, "listing case studies for the sitemap", err)
		return
	}
	changed := map[content]time.Time{postsContent: postsChanged, jobsContent: jobsChanged, caseStudiesContent: studiesChanged}
	ix := p.pagesIndex(ctx)
	var set urlset
	for _, route := range routes {
		if route.indexable() && !hidden(ix, route.Path) {
			set.URLs = append(set.URLs, sitemapURL{Loc: p.origin + route.Path, LastMod: lastMod(changed[route.lastMod])})
		}
	}
	for _, u := range append(append(append(p.contentURLs(ix), posts...), jobURLs...), studies...) {
		if len(set.URLs) == maxSitemapURLs {
			break
		}
		set.URLs = append(set.URLs, u)
	}
	p.writeXML(w, r, "application/xml; charset=utf-8", set)
}

// postDates pages through every post: its sitemap entry, and the latest change of any.
func (p *Pages) postDates(ctx context.Context) ([]sitemapURL, time.Time, error) {
	var out []sitemapURL
	var latest time.Time
	token := ""
	for {
		posts, next, err := p.cfg.Posts.ListPosts(ctx, keyset.MaxSize, token)
		if err != nil {
			return nil, time.Time{}, err
		}
		for _, post := range posts {
			out = append(out, sitemapURL{Loc: p.postURL(post), LastMod: lastMod(post.GetUpdateTime().AsTime())})
			latest = later(latest, post.GetUpdateTime().AsTime())
		}
		if next == "" || len(out) >= maxSitemapURLs {
			return out, latest, nil
		}
		token = next
	}
}

// jobDates pages through the open jobs (active, not expired): each one's page, and the
// latest change of any (the careers page's lastmod).
func (p *Pages) jobDates(ctx context.Context) ([]sitemapURL, time.Time, error) {
	var out []sitemapURL
	var latest time.Time
	token := ""
	for {
		jobs, next, err := p.cfg.Jobs.ListJobs(ctx, true, keyset.MaxSize, token)
		if err != nil {
			return nil, time.Time{}, err
		}
		for _, j := range jobs {
			updated := j.GetUpdateTime().AsTime()
			out = append(out, sitemapURL{Loc: p.jobURL(j), LastMod: lastMod(updated)})
			latest = later(latest, updated)
		}
		if next == "" || len(out) >= maxSitemapURLs {
			return out, latest, nil
		}
		token = next
	}
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

// lastMod is t in the sitemap's W3C date-time format; "" for no date.
func lastMod(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}
