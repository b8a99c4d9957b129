// Package textsearch prepares staff's search text for the lists' `ILIKE '%' || $n || '%'`
// filters (jobs, posts, gallery projects, applicants).
package textsearch

import (
	"strings"

	"github.com/gusset/gusset/internal/validate"
)

// MaxLen is the longest search text a list takes, in characters.
const MaxLen = 200

// Escape makes text match literally inside ILIKE '%…%': PostgreSQL's default escape is the
// backslash, and % and _ would otherwise be wildcards.
func Escape(text string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(text)
}

// Contains is query trimmed and escaped for a list's filter, nil (no filter) when it is
// blank; longer than MaxLen it is an InvalidArgument on field.
func Contains(field, query string) (*string, error) {
	query = strings.TrimSpace(query)
	var c validate.Checker
	c.MaxLen(field, "Search text", query, MaxLen)
	if err := c.Err(); err != nil {
		return nil, err
	}
	if query == "" {
		return nil, nil
	}
	escaped := Escape(query)
	return &escaped, nil
}
