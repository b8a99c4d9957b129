package seo

import (
	"reflect"
	"testing"
)

// Which paths exist is routes.tsx's to say: webapp/src/app/routes.test.ts holds
// pages.json's keys to it. These tests check what the server makes of the file.

func TestParsePages(t *testing.T) {
	const valid = `{
		"//": "A note for the reader.",
		"pages": {
			"/blog": {"name": "Blog", "lists": "posts", "description": "Articles."},
			"/blog/:id": {"//": "A post's page.", "name": "Blog", "item": "post", "description": "An article."},
			"/gallery?department=PEMB": {"name": "PEMB", "noIndex": true, "canonical": "/blog", "description": "Frames."},
			"/career/:id": {"name": "Job Opening", "item": "job", "description": "A job."},
			"/career": {"name": "Careers", "lists": "jobs", "description": "Jobs."}
		},
		"notFound": {"name": "Page not found", "noIndex": true, "description": "Nothing here."},
		"staff": {
			"description": "The back office.",
			"screens": {
				"/admin/gallery": {"name": "Gallery Management", "title": "Admin | Gallery - {firm}"},
				"/admin/login": {"name": "Sign in", "description": "Sign in here."}
			}
		}
	}`
	t.Run("the routes are the file's, public pages then staff screens, each in the file's order", func(t *testing.T) {
		table, notFound, err := parsePages([]byte(valid))
		if err != nil {
			t.Fatal(err)
		}
		want := []Route{
			{Path: "/blog", Name: "Blog", Description: "Articles.", lastMod: postsContent},
			{Path: "/blog/:id", Name: "Blog", Description: "An article.", post: true},
			{Path: "/gallery?department=PEMB", Name: "PEMB", NoIndex: true, Canonical: "/blog", Description: "Frames."},
			{Path: "/career/:id", Name: "Job Opening", Description: "A job.", job: true},
			{Path: "/career", Name: "Careers", Description: "Jobs.", lastMod: jobsContent},
			{Path: "/admin/gallery", Name: "Gallery Management", Title: "Admin | Gallery - {firm}", Description: "The back office."},
			{Path: "/admin/login", Name: "Sign in", Description: "Sign in here."},
		}
		if !reflect.DeepEqual(table, want) {
			t.Errorf("routes = %+v\nwant %+v", table, want)
		}
		if wantNotFound := (Route{Name: "Page not found", NoIndex: true, Description: "Nothing here."}); notFound != wantNotFound {
			t.Errorf("not-found page = %+v, want %+v", notFound, wantNotFound)
		}
	})

	// file is a pages.json with one public page and one staff screen.
	file := func(page, screen string) string {
		return `{"pages": {` + page + `}, "notFound": {"name": "Page not found"}, "staff": {"description": "Staff.", "screens": {` + screen + `}}}`
	}
	const page, screen = `"/blog": {"name": "Blog", "description": "Articles."}`, `"/admin/login": {"name": "Sign in"}`
	tests := []struct {
		name string
		file string
	}{
		{"a misspelt field is refused", file(`"/blog": {"name": "Blog", "desciption": "Articles."}`, screen)},
		{"an item other than a post or a job is refused", file(`"/blog/:id": {"name": "Blog", "item": "posts"}`, screen)},
		{"a list other than posts or jobs is refused", file(`"/blog": {"name": "Blog", "lists": "post"}`, screen)},
		{"a page without a name is refused", file(`"/blog": {"description": "Articles."}`, screen)},
		{"a path given twice is refused", file(page+`, `+page, screen)},
		{"a path not starting with a slash is refused", file(`"blog": {"name": "Blog"}`, screen)},
		{"a public page under /admin is refused", file(`"/admin/blog": {"name": "Blog"}`, screen)},
		{"a staff screen outside /admin is refused", file(page, `"/login": {"name": "Sign in"}`)},
		{"a file without its not-found page is refused", `{"pages": {` + page + `}, "staff": {"screens": {` + screen + `}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if table, _, err := parsePages([]byte(tt.file)); err == nil {
				t.Errorf("parsePages = %+v, nil; want an error", table)
			}
		})
	}
	t.Run("the file the refusals start from is read", func(t *testing.T) {
		// Guards the cases above: each must fail for its own change, not for the rest.
		if _, _, err := parsePages([]byte(file(page, screen))); err != nil {
			t.Errorf("parsePages: %v, want the file read", err)
		}
	})
}

func TestRouteTable(t *testing.T) {
	titles := map[string]string{}
	firm := DefaultFirm
	for _, r := range routes {
		if r.IsAdmin() || r.post {
			continue
		}
		title := firm.title(r)
		t.Run(r.Path+" has a title of its own and a description of search-result length", func(t *testing.T) {
			if other, dup := titles[title]; dup {
				t.Errorf("title %q is also %s's", title, other)
			}
			if n := len([]rune(r.Description)); n < 50 || n > 160 {
				t.Errorf("description has %d characters, want 50 to 160: %q", n, r.Description)
			}
			if r.Canonical != "" && routeOf(r.Canonical).Path != r.Canonical {
				t.Errorf("canonical %s is not a route of the table", r.Canonical)
			}
		})
		titles[title] = r.Path
	}
}
