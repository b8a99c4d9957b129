// Package csvcell keeps the site's CSV files safe to open in a spreadsheet.
package csvcell

import (
	"strings"
	"unicode"
)

// Neutralize keeps a spreadsheet from running a visitor's text as a formula (CSV
// injection): a cell that starts with = + - @, a tab or a carriage return (OWASP's list)
// is prefixed with '. So is one whose = + - @ comes behind characters that show nothing
// (spaces, line breaks, a byte-order mark, zero-width spaces): an importer may drop them,
// and staff could not see them to know the cell for what it is.
func Neutralize(s string) string {
	for _, r := range s {
		switch {
		case strings.ContainsRune("=+-@\t\r", r):
			return "'" + s
		case unicode.IsSpace(r) || unicode.Is(unicode.Cf, r):
			continue
		}
		return s
	}
	return s
}
