package seo

import (
	"encoding/xml"
	"net/http"
	"time"
)

// FeedPath is the blog's RSS 2.0 feed.
const FeedPath = "/feed.xml"

// feedSize is how many of the newest posts the feed carries.
const feedSize = 50

type rss struct {
	XMLName xml.Name `xml:"rss"`
	Version string   `xml:"version,attr"`
	// Atom declares the namespace of the channel's self link.
	Atom    string  `xml:"xmlns:atom,attr"`
	Channel channel `xml:"channel"`
}

type channel struct {
	Title         string   `xml:"title"`
	Link          string   `xml:"link"`
	Description   string   `xml:"description"`
	Language      string   `xml:"language"`
	LastBuildDate string   `xml:"lastBuildDate,omitempty"`
	Self          atomLink `xml:"atom:link"`
	Items         []item   `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type item struct {
	Title   string `xml:"title"`
	Link    string `xml:"link"`
	GUID    guid   `xml:"guid"`
	PubDate string `xml:"pubDate"`
	// Description is the post's whole HTML (sanitized when it was saved), escaped.
	Description string `xml:"description"`
}

type guid struct {
	IsPermaLink bool   `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

func (v *view) feedTitle() string { return v.firm.Name + " Blog" }

// serveFeed answers the newest posts, whole, as RSS 2.0.
func (p *Pages) serveFeed(w http.ResponseWriter, r *http.Request) {
	posts, _, err := p.cfg.Posts.ListPosts(r.Context(), feedSize, "")
	if err != nil {
		p.unavailable(w, r, "listing posts for the feed", err)
		return
	}
	blogRoute := routeOf(blogPath)
	feed := rss{Version: "2.0", Atom: "http://www.w3.org/2005/Atom", Channel: channel{
		Title:       p.view(r.Context()).feedTitle(),
		Link:        p.origin + blogRoute.Path,
		Description: blogRoute.Description,
		Language:    "en",
		Self:        atomLink{Href: p.origin + FeedPath, Rel: "self", Type: "application/rss+xml"},
	}}
	var newest time.Time
	for _, post := range posts {
		if t := post.GetUpdateTime().AsTime(); t.After(newest) {
			newest = t
		}
		link := p.postURL(post)
		feed.Channel.Items = append(feed.Channel.Items, item{
			Title:       post.Title,
			Link:        link,
			GUID:        guid{IsPermaLink: true, Value: link},
			PubDate:     post.GetCreateTime().AsTime().UTC().Format(time.RFC1123Z),
			Description: absoluteLinks(post.GetContentHtml(), p.origin),
		})
	}
	if !newest.IsZero() {
		feed.Channel.LastBuildDate = newest.UTC().Format(time.RFC1123Z)
	}
	p.writeXML(w, r, "application/rss+xml; charset=utf-8", feed)
}

// writeXML answers v as an XML document.
func (p *Pages) writeXML(w http.ResponseWriter, r *http.Request, contentType string, v any) {
	body, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		p.unavailable(w, r, "encoding "+r.URL.Path, err)
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "public, max-age=600")
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(xml.Header))
		_, _ = w.Write(body)
	}
}

// unavailable answers 503 for data that could not be read: a crawler tries again later.
func (p *Pages) unavailable(w http.ResponseWriter, r *http.Request, doing string, err error) {
	p.cfg.Log.ErrorContext(r.Context(), doing, "err", err)
	w.Header().Set("Retry-After", "60")
	http.Error(w, "temporarily unavailable", http.StatusServiceUnavailable)
}
