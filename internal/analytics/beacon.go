package analytics

import (
	"encoding/json"
	"net/url"
	"strings"
	"unicode"
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
// a validate.Error, and so is one with a control character (C0, DEL or C1) or text that
// is not UTF-8 in a field, as sent or once percent-decoded: PostgreSQL stores no NUL, so
// one such event would fail the writer's whole batch, and nothing else has a use for them.
func ParseBeacon(body []byte, site string) (PageView, error) {
	var b Beacon
	if !utf8.Valid(body) {
		// encoding/json would turn the bytes into U+FFFD and carry on.
		return PageView{}, invalid("u", "the body is not UTF-8 text")
	}
	if err := json.Unmarshal(body, &b); err != nil {
		return PageView{}, invalid("u", "the body is not a page view")
	}
	if !cleanText(b.URL) {
		return PageView{}, invalid("u", msgControl)
	}
	if !cleanText(b.Referrer) {
		return PageView{}, invalid("r", "the referrer "+msgControlTail)
	}
	u, err := url.Parse(b.URL)
	if err != nil || !strings.HasPrefix(b.URL, "/") || strings.HasPrefix(b.URL, "//") || u.Host != "" {
		return PageView{}, invalid("u", "the page must be a path on this site")
	}
	q := u.Query()
	v := PageView{
		Path:        u.Path,
		UTMSource:   clip(strings.ToLower(q.Get("utm_source"))),
		UTMMedium:   clip(strings.ToLower(q.Get("utm_medium"))),
		UTMCampaign: clip(strings.ToLower(q.Get("utm_campaign"))),
	}
	for _, t := range []string{v.Path, q.Get("utm_source"), q.Get("utm_medium"), q.Get("utm_campaign")} {
		if !cleanText(t) {
			return PageView{}, invalid("u", msgControl)
		}
	}
	if len(v.Path) > maxField {
		return PageView{}, invalid("u", "the page's path is too long")
	}
	if r, err := url.Parse(b.Referrer); err == nil && (r.Scheme == "http" || r.Scheme == "https") {
		host := strings.ToLower(r.Hostname())
		if !cleanText(host) {
			// A percent-escape in a host decodes to any byte from 0x80 on (net/url).
			return PageView{}, invalid("r", "the referrer "+msgControlTail)
		}
		if host != "" && host != hostOnly(site) {
			v.ReferrerHost = clip(strings.TrimPrefix(host, "www."))
		}
	}
	return v, nil
}

// The refusal of a control character or of bytes that are not UTF-8.
const (
	msgControlTail = "must not contain control characters or bytes that are not UTF-8 text (even percent-encoded)"
	msgControl     = "the page's address " + msgControlTail
)

// cleanText tells text that may be stored: valid UTF-8 without a control character
// (U+0000–U+001F, U+007F–U+009F).
func cleanText(s string) bool {
	return utf8.ValidString(s) && !strings.ContainsFunc(s, unicode.IsControl)
}

// hostOnly is a Host header without its port.
func hostOnly(host string) string {
	if i := strings.LastIndexByte(host, ':'); i >= 0 && !strings.Contains(host[i:], "]") {
		host = host[:i]
	}
	return strings.ToLower(host)
}

// clip cuts a text (valid UTF-8: cleanText) to maxField bytes on a character boundary.
func clip(s string) string {
	for len(s) > maxField {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return s
}

// invalid is a beacon's mistake, in its field u (the page) or r (the referrer).
func invalid(field, message string) error {
	return &validate.Error{Violations: []validate.Violation{{Field: field, Message: message}}}
}
