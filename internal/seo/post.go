package seo

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"strings"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/pubcache"
)

// The blog's list, and where the app shows a post (postPath + slug, or + id).
const (
	blogPath = "/resources/wbt-blog"
	postPath = blogPath + "/"
)

// descriptionRunes is about what search results show of a description.
const descriptionRunes = 155

// postPage is a post's page, 404 for a post that is unknown or not public; true when it
// may be kept.
func (p *Pages) postPage(ctx context.Context, r *http.Request, route Route, id string) (pubcache.Page, bool) {
	v := p.view(ctx)
	post, err := p.cfg.Posts.GetPost(ctx, id)
	switch {
	case errors.Is(err, apperr.ErrNotFound):
		return p.missing(ctx, http.StatusNotFound, p.notFoundHead(v), route)
	case err != nil:
		return p.dataUnavailable(ctx, route, "reading a blog post for its head", id, err), false
	}
	return p.page(ctx, http.StatusOK, p.postHead(v, route, post).render(), route.Path, r.URL.Path)
}

// dataUnavailable answers a page whose data could not be read. Whether the page exists is
// unknown: a 503 sends a crawler back later rather than teaching it a wrong answer; the
// app reads the data itself in the browser.
func (p *Pages) dataUnavailable(ctx context.Context, route Route, what, id string, err error) pubcache.Page {
	p.cfg.Log.ErrorContext(ctx, what, "id", id, "err", err)
	h := p.routeHead(p.view(ctx), route)
	h.Canonical, h.NoIndex = "", true
	return pubcache.Page{Status: http.StatusServiceUnavailable, HTML: p.shell.page(h.render(), body{}), RetryAfter: retryAfter}
}

// postHead is the head of a blog post: its own title, its excerpt (else the start of its
// text), its image; route's description stands in for a post with neither. Its structured data is the firm,
// the trail Home › Resources › Blog › the post, and the post as a BlogPosting.
func (p *Pages) postHead(v *view, route Route, post *blog.Post) head {
	h := p.routeHead(v, Route{Name: post.Title})
	h.Canonical = p.postURL(post)
	h.Type = "article"
	h.OGTitle = post.Title
	h.Published, h.Modified = post.GetCreateTime().AsTime(), post.GetUpdateTime().AsTime()
	h.Description = post.Excerpt
	if h.Description == "" {
		h.Description = summary(post.GetContentHtml(), descriptionRunes)
	}
	if h.Description == "" {
		h.Description = route.Description
	}
	if img, ok := p.postImage(post); ok {
		h.Image = img
	}
	h.Data = []template.JS{v.org}
	if trail, ok := breadcrumbs(p.origin, route, post.Title, h.Canonical); ok {
		h.Data = append(h.Data, marshalLD(trail))
	}
	h.Data = append(h.Data, marshalLD(blogPosting(h, v.firm, p.origin, p.icons.logo(p.origin))))
	return h
}

// postURL is the one address of a post, its slug's, whether its slug or (any spelling of)
// its id was asked for; a post without a slug keeps its id's.
func (p *Pages) postURL(post *blog.Post) string {
	if post.Slug != "" {
		return p.origin + postPath + post.Slug
	}
	return p.origin + postPath + post.GetId()
}

// postImage is the post's own image, else the first image of its content.
func (p *Pages) postImage(post *blog.Post) (image, bool) {
	if f := post.GetImage(); f != nil && (files.File{ContentType: f.GetContentType()}).IsImage() {
		return image{URL: p.origin + f.GetPath(), Width: int(f.GetWidth()), Height: int(f.GetHeight()), Alt: post.Title}, true
	}
	src := firstImage(post.GetContentHtml())
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
