package analytics

import (
	"encoding/json"
	"net/url"
	"strings"
	"unicode/utf8"

	"github.com/gusset/gusset/internal/validate"
)

// MaxBeaconBytes bounds a page view's body: a path and a referrer.
const MaxBeaconBytes = 4 << 10

// maxField bounds each stored text (a path, a host, a UTM value).
const maxField = 300

// Beacon is the app's page view as sent: the page's path with its query string and the
// document's referrer (empty after the first page of a visit).
type Beacon struct {
	// URL is the path and query string (location.pathname + location.search).
	URL string `json:"u"`
	// Referrer is document.referrer on the visit's first page.
	Referrer string `json:"r"`
}

// ParseBeacon reads a beacon body into the page view that is kept: the path without its
// query string, the utm_source, utm_medium and utm_campaign values, and only the host of
// a referrer from another site (site is this site's host). A body that is not a beacon is
// a validate.Error.
func ParseBeacon(body []byte, site string) (PageView, error) {
	var b Beacon
	if err := json.Unmarshal(body, &b); err != nil {
		return PageView{}, invalid("the body is not a page view")
	}
	u, err := url.Parse(b.URL)
	if err != nil || !strings.HasPrefix(b.URL, "/") || strings.HasPrefix(b.URL, "//") || u.Host != "" {
		return PageView{}, invalid("the page must be a path on this site")
	}
	q := u.Query()
	v := PageView{
		Path:        u.Path,
		UTMSource:   clip(strings.ToLower(q.Get("utm_source"))),
		UTMMedium:   clip(strings.ToLower(q.Get("utm_medium"))),
		UTMCampaign: clip(strings.ToLower(q.Get("utm_campaign"))),
	}
	if len(v.Path) > maxField || !utf8.ValidString(v.Path) {
		return PageView{}, invalid("the page's path is too long")
	}
	if r, err := url.Parse(b.Referrer); err == nil && (r.Scheme == "http" || r.Scheme == "https") {
		if host := strings.ToLower(r.Hostname()); host != "" && host != hostOnly(site) {
			v.ReferrerHost = clip(strings.TrimPrefix(host, "www."))
		}
	}
	return v, nil
}

// hostOnly is a Host header without its port.
func hostOnly(host string) string {
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	return strings.ToLower(host)
}

// clip cuts a text to maxField bytes on a character boundary, and drops what is not
// UTF-8.
func clip(s string) string {
	s = strings.ToValidUTF8(s, "")
	for len(s) > maxField {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// invalid is a beacon's mistake, in its field u.
func invalid(message string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: "u", Message: message}}}
}
