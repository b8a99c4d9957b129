// Package seo gives each URL of the site what a crawler or a link preview reads without
// running JavaScript: the true status (404 for a path the app has no page for), a head of
// its own (title, description, canonical link, Open Graph and Twitter tags, JSON-LD
// structured data), and the files crawlers and browsers ask for (robots.txt, sitemap.xml,
// the blog's RSS feed, the sharing image, the icons and the web manifest).
package seo

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/gusset/gusset/webapp"
)

// Route is one page of the app (webapp/src/app/routes.tsx), as a crawler should see it:
// its entry in webapp/src/config/pages.json, which the app's tests hold to routes.tsx.
type Route struct {
	// Path is the route's path as routes.tsx spells it (":id" names a parameter), with an
	// optional "?name=value" that a request's query must also carry (the department of a
	// gallery, which changes the page).
	Path string
	// Name is the page's name: the first part of its title, as the page's usePageTitle.
	Name string
	// Title, when set, is the whole title instead of Name's; "{firm}" and "{suffix}" in it
	// stand for the firm's name and title suffix.
	Title string
	// Description is the page's summary in search results and link previews.
	Description string
	// Canonical is the route whose page this one shows, when two paths show one screen.
	Canonical string
	// NoIndex keeps a page out of search results (pages with nothing of their own to show).
	NoIndex bool
	// Private marks a page only its link's holder reads (a proposal's signed link): drawn
	// in the browser like a staff screen, never kept in the page cache nor by anyone's cache.
	Private bool

	// post marks the blog post route: its head comes from the post its :id (a slug or an id) names.
	post bool
	// job marks a job's page: its head and JobPosting data come from the job its :id names.
	job bool
	// caseStudy marks a case study's page: its head and Article data come from the case
	// study its :slug names.
	caseStudy bool
	// lastMod is the data the page lists, whose latest change is its sitemap lastmod.
	lastMod content
	// shareImage is the page's own picture for link previews (a path on the site), from
	// its published content; empty: the firm's.
	shareImage string
}

// content is data that a page lists.
type content int

const (
	noContent content = iota
	postsContent
	jobsContent
	caseStudiesContent
)

// IsAdmin reports whether the route is a staff screen (never indexed).
func (r Route) IsAdmin() bool { return isAdminPath(r.pathPart()) }

// isAdminPath reports whether path is /admin or under it, in any case (the app's router
// shows /ADMIN/login too).
func isAdminPath(path string) bool {
	const admin = "/admin"
	return len(path) >= len(admin) && strings.EqualFold(path[:len(admin)], admin) &&
		(len(path) == len(admin) || path[len(admin)] == '/')
}

// HasParam reports whether the route's path names a parameter (":id").
func (r Route) HasParam() bool { return strings.Contains(r.Path, "/:") }

// pathPart is Path without its query.
func (r Route) pathPart() string {
	p, _, _ := strings.Cut(r.Path, "?")
	return p
}

// indexable reports whether the route belongs in the sitemap: a public page of its own.
func (r Route) indexable() bool {
	return !r.IsAdmin() && !r.NoIndex && r.Canonical == "" && !r.HasParam()
}

// routeOf is the table's route at path, which the caller knows is there.
func routeOf(path string) Route {
	r, _, _ := match(routes, path, nil)
	return r
}

// Routes is every route of the app, in pages.json's order: its public pages, then its
// staff screens.
func Routes() []Route { return routes }

// routes and notFound are webapp/src/config/pages.json's. A file that does not read stops
// the server at its start, and every test of this package.
var routes, notFound = func() ([]Route, Route) {
	table, notFound, err := parsePages(webapp.Pages)
	if err != nil {
		panic("webapp/src/config/pages.json: " + err.Error())
	}
	return table, notFound
}()

// pagesFile is pages.json: the public pages, the page of a path no route matches, and the
// staff screens, which share one description. Split so, the browser's back office imports
// the staff screens alone (a top-level key is a module export its bundler can leave out),
// without the public pages' descriptions, which only the server needs.
type pagesFile struct {
	// Pages and Screens are objects keyed by path, read in order with members.
	Pages    json.RawMessage `json:"pages"`
	NotFound json.RawMessage `json:"notFound"`
	Staff    struct {
		Description string          `json:"description"`
		Screens     json.RawMessage `json:"screens"`
	} `json:"staff"`
}

// pageEntry is a route as pages.json spells it.
type pageEntry struct {
	// Note says why the entry is as it is, for the reader of the file.
	Note        string `json:"//"`
	Name        string `json:"name"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Canonical   string `json:"canonical"`
	NoIndex     bool   `json:"noIndex"`
	Private     bool   `json:"private"`
	// Item is "post", "job" or "caseStudy" on the page of one item named by its parameter.
	Item string `json:"item"`
	// Lists is "posts", "jobs" or "caseStudies" on a page that lists them.
	Lists string `json:"lists"`
}

// listed is the content of pages.json's "lists" values.
var listed = map[string]content{"": noContent, "posts": postsContent, "jobs": jobsContent, "caseStudies": caseStudiesContent}

// route is the entry's route at path.
func (e pageEntry) route(path string) (Route, error) {
	r := Route{Path: path, Name: e.Name, Title: e.Title, Description: e.Description, Canonical: e.Canonical, NoIndex: e.NoIndex, Private: e.Private}
	if e.Name == "" {
		return r, errors.New("name is required")
	}
	switch e.Item {
	case "":
	case "post":
		r.post = true
	case "job":
		r.job = true
	case "caseStudy":
		r.caseStudy = true
	default:
		return r, fmt.Errorf("item %q is not post, job or caseStudy", e.Item)
	}
	lists, ok := listed[e.Lists]
	if !ok {
		return r, fmt.Errorf("lists %q is not posts, jobs or caseStudies", e.Lists)
	}
	r.lastMod = lists
	return r, nil
}

// parsePages reads the route table and the not-found page from pages.json.
func parsePages(data []byte) ([]Route, Route, error) {
	var file pagesFile
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, Route{}, err
	}
	var table []Route
	read := func(section string, object json.RawMessage, staff bool) error {
		entries, err := members(object)
		if err != nil {
			return fmt.Errorf("%s: %w", section, err)
		}
		for _, m := range entries {
			var e pageEntry
			if err := decodeStrictly(m.value, &e); err != nil {
				return fmt.Errorf("%s %s: %w", section, m.key, err)
			}
			if staff && e.Description == "" {
				e.Description = file.Staff.Description
			}
			r, err := e.route(m.key)
			switch {
			case err != nil:
				return fmt.Errorf("%s %s: %w", section, m.key, err)
			case r.Private && !r.NoIndex:
				return fmt.Errorf("%s %s: a private page is noIndex", section, m.key)
			case !strings.HasPrefix(m.key, "/"):
				return fmt.Errorf("%s %s: a path starts with /", section, m.key)
			case r.IsAdmin() != staff:
				return fmt.Errorf("%s %s: staff screens, and only they, are under /admin", section, m.key)
			}
			table = append(table, r)
		}
		return nil
	}
	if err := read("pages", file.Pages, false); err != nil {
		return nil, Route{}, err
	}
	if err := read("staff.screens", file.Staff.Screens, true); err != nil {
		return nil, Route{}, err
	}
	var e pageEntry
	if err := decodeStrictly(file.NotFound, &e); err != nil {
		return nil, Route{}, fmt.Errorf("notFound: %w", err)
	}
	notFound, err := e.route("")
	if err != nil {
		return nil, Route{}, fmt.Errorf("notFound: %w", err)
	}
	return table, notFound, nil
}
