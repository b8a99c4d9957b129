package seo

import (
	"html/template"
	"strings"

	"github.com/gusset/gusset/internal/blog"
)

// The blog's list, and where the app shows a post (postPath + slug, or + id).
const (
	blogPath = "/resources/wbt-blog"
	postPath = blogPath + "/"
)

// descriptionRunes is about what search results show of a description.
const descriptionRunes = 155

// postHead is the head of a blog post: its own title, its excerpt (else the start of its
// text), its image; route's description stands in for a post with neither. Its structured data is the firm,
// the trail Home › Resources › Blog › the post, and the post as a BlogPosting.
func (p *Pages) postHead(route Route, post blog.Post) head {
	h := p.routeHead(Route{Name: post.Title})
	h.Canonical = p.postURL(post)
	h.Type = "article"
	h.OGTitle = post.Title
	h.Published, h.Modified = post.CreateTime, post.UpdateTime
	h.Description = post.Excerpt
	if h.Description == "" {
		h.Description = summary(post.ContentHTML, descriptionRunes)
	}
	if h.Description == "" {
		h.Description = route.Description
	}
	if img, ok := p.postImage(post); ok {
		h.Image = img
	}
	h.Data = []template.JS{p.org}
	if trail, ok := breadcrumbs(p.origin, route, post.Title, h.Canonical); ok {
		h.Data = append(h.Data, marshalLD(trail))
	}
	h.Data = append(h.Data, marshalLD(blogPosting(h, p.firm, p.origin, p.icons.logo(p.origin))))
	return h
}

// postURL is the one address of a post, its slug's, whether its slug or (any spelling of)
// its id was asked for; a post without a slug keeps its id's.
func (p *Pages) postURL(post blog.Post) string {
	if post.Slug != "" {
		return p.origin + postPath + post.Slug
	}
	return p.origin + postPath + post.ID.String()
}

// postImage is the post's own image, else the first image of its content.
func (p *Pages) postImage(post blog.Post) (image, bool) {
	if f := post.Image; f != nil && f.IsImage() {
		return image{URL: p.origin + p.cfg.Files.Path(*f), Width: int(f.Width), Height: int(f.Height), Alt: post.Title}, true
	}
	src := firstImage(post.ContentHTML)
	if abs := absolute(p.origin, src); abs != "" {
		return image{URL: abs, Alt: post.Title}, true
	}
	return image{}, false
}

// absolute is ref on origin when it is a path of the site, ref itself when it is an
// http(s) URL, and "" otherwise (data: URLs, relative paths).
func absolute(origin, ref string) string {
	switch {
	case strings.HasPrefix(ref, "/") && !strings.HasPrefix(ref, "//"):
		return origin + ref
	case strings.HasPrefix(ref, "https://"), strings.HasPrefix(ref, "http://"):
		return ref
	}
	return ""
}
