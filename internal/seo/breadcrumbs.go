package seo

import "strings"

type ldBreadcrumbList struct {
	Context         string       `json:"@context"`
	Type            string       `json:"@type"`
	ItemListElement []ldListItem `json:"itemListElement"`
}

type ldListItem struct {
	Type     string `json:"@type"`
	Position int    `json:"position"`
	Name     string `json:"name"`
	Item     string `json:"item"`
}

// breadcrumbs is the trail from the home page to a nested page (one at least two
// segments deep), named as the route table names each page: Home › Services › PEMB
// Design and Detailing. last is the page itself: its name and canonical URL, which for a
// blog post are the post's. ok is false for a page at the top, whose trail would say
// nothing.
//
// An ancestor is a route at a leading part of r's path that is a page of its own: one
// kept out of search results (the gallery without a department) or showing another's
// screen (/our-work) is left out, as a crawler should not be sent there.
func breadcrumbs(origin string, r Route, lastName, lastURL string) (ldBreadcrumbList, bool) {
	segs := segments(r.pathPart())
	if len(segs) < 2 {
		return ldBreadcrumbList{}, false
	}
	list := ldBreadcrumbList{Context: schemaOrg, Type: "BreadcrumbList"}
	add := func(name, url string) {
		list.ItemListElement = append(list.ItemListElement, ldListItem{Type: "ListItem", Position: len(list.ItemListElement) + 1, Name: name, Item: url})
	}
	add(routeOf("/").Name, origin+"/")
	for i := 1; i < len(segs); i++ {
		path := "/" + strings.Join(segs[:i], "/")
		if a, ok := routeAt(path); ok && !a.NoIndex && a.Canonical == "" {
			add(a.Name, origin+path)
		}
	}
	add(lastName, lastURL)
	return list, true
}

// routeAt is the table's route whose path is exactly path.
func routeAt(path string) (Route, bool) {
	for _, r := range routes {
		if r.Path == path {
			return r, true
		}
	}
	return Route{}, false
}
