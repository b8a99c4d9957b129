package render

import (
	"errors"
	"net/url"
	"strings"
)

// parseURL is the engine's URL constructor (globals.go): input resolved against base, as
// the parts a WHATWG URL shows. goja has no URL, and the JavaScript polyfill cost most of a
// render: React Router's static router builds one for every link it draws. Go's net/url
// does the parsing; the results match the browser's for the absolute and site-relative
// addresses pages draw (special schemes get "/" for an empty path, and a lower-case host).
func parseURL(input string, base *string) ([]string, error) {
	input = strings.TrimSpace(input)
	var u *url.URL
	ref, err := url.Parse(input)
	if err != nil {
		return nil, err
	}
	if base != nil {
		b, err := url.Parse(strings.TrimSpace(*base))
		if err != nil || !b.IsAbs() {
			return nil, errors.New("invalid base URL")
		}
		u = b.ResolveReference(ref)
	} else {
		if !ref.IsAbs() {
			return nil, errors.New("invalid URL")
		}
		u = ref
	}
	scheme := strings.ToLower(u.Scheme)
	special := scheme == "http" || scheme == "https" || scheme == "ws" || scheme == "wss" || scheme == "ftp" || scheme == "file"
	path := u.EscapedPath()
	if u.Opaque != "" {
		path = u.Opaque
	} else if path == "" && special {
		path = "/"
	}
	port := u.Port()
	if (scheme == "http" || scheme == "ws") && port == "80" || (scheme == "https" || scheme == "wss") && port == "443" {
		port = ""
	}
	user, pass := "", ""
	if u.User != nil {
		user = u.User.Username()
		pass, _ = u.User.Password()
	}
	search, hash := "", ""
	if u.RawQuery != "" {
		search = "?" + u.RawQuery
	}
	if f := u.EscapedFragment(); f != "" {
		hash = "#" + f
	}
	return []string{scheme + ":", user, pass, strings.ToLower(u.Hostname()), port, path, search, hash}, nil
}
