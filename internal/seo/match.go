package seo

import (
	"net/url"
	"strings"
)

// match finds the route of a request's path and query as the app's router would: segment
// by segment, without regard to case or a trailing slash (react-router's defaults), a
// ":name" segment taking any one segment. A route that also names a query value wins
// over the same path without one; a fixed segment wins over a parameter. It answers the
// parameter's value, if any, and false when no route matches.
func match(table []Route, path string, query url.Values) (Route, string, bool) {
	got := segments(path)
	var best Route
	var bestParam string
	bestScore := -1
	for _, r := range table {
		routePath, routeQuery, _ := strings.Cut(r.Path, "?")
		// The route's segments are walked in place: this runs for every page request.
		score, param, n, ok := 0, "", 0, true
		for w := range strings.SplitSeq(routePath, "/") {
			switch {
			case w == "":
				continue
			case n == len(got):
				ok = false
			case strings.HasPrefix(w, ":"):
				param = got[n]
			case strings.EqualFold(w, got[n]):
				score += 2
			default:
				ok = false
			}
			if !ok {
				break
			}
			n++
		}
		if !ok || n != len(got) {
			continue
		}
		if routeQuery != "" {
			name, value, _ := strings.Cut(routeQuery, "=")
			// The app reads the department trimmed and in any case.
			if !strings.EqualFold(strings.TrimSpace(query.Get(name)), value) {
				continue
			}
			score++
		}
		if score > bestScore {
			best, bestParam, bestScore = r, param, score
		}
	}
	return best, bestParam, bestScore >= 0
}

// segments splits a path into its non-empty segments: "/a//b/" is a, b and "/" none.
func segments(path string) []string {
	return strings.FieldsFunc(path, func(c rune) bool { return c == '/' })
}
