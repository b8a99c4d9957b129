package drawing

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/gusset/gusset/internal/validate"
)

// DefaultPattern reads "B101_R2.pdf" as sheet B101 revision 2 and "E1-rev-A.pdf" as E1
// revision A; "B101.pdf" names a sheet without saying its revision.
const DefaultPattern = `^(?P<sheet>[a-z0-9][a-z0-9.-]*?)(?:[ _-]+(?:rev|r)[ _.-]?(?P<rev>[a-z0-9]{1,10}))?\.pdf$`

// Pattern reads sheet numbers and revisions from file names. Go's regular expressions
// (RE2) run in time linear in the name, so a project's own pattern cannot stall a
// request.
type Pattern struct{ re *regexp.Regexp }

// ParsePattern compiles a project's pattern ("" is DefaultPattern), matched ignoring
// case; it must have the groups sheet and rev.
func ParsePattern(src string) (Pattern, error) {
	if strings.TrimSpace(src) == "" {
		src = DefaultPattern
	}
	re, err := regexp.Compile("(?i)" + src)
	if err != nil {
		return Pattern{}, badPattern("This is not a regular expression: " + err.Error())
	}
	if re.SubexpIndex("sheet") < 0 || re.SubexpIndex("rev") < 0 {
		return Pattern{}, badPattern("The pattern needs the groups (?P<sheet>…) and (?P<rev>…)")
	}
	return Pattern{re: re}, nil
}

func badPattern(msg string) error {
	var c validate.Checker
	c.Add("settings.name_pattern", msg)
	return c.Err()
}

// Read answers the sheet number and revision a file name says; ok is false when the
// name does not match (rev is "" when the name gives none).
func (p Pattern) Read(name string) (sheet, rev string, ok bool) {
	m := p.re.FindStringSubmatch(name)
	if m == nil {
		return "", "", false
	}
	sheet = strings.ToUpper(strings.TrimSpace(m[p.re.SubexpIndex("sheet")]))
	rev = strings.ToUpper(strings.TrimSpace(m[p.re.SubexpIndex("rev")]))
	return sheet, rev, sheet != ""
}

// NextRevision is the revision after current in its convention: 0, 1, 2 … or A, B, …,
// Z, AA; "" (no revision yet) is 0.
func NextRevision(current string) string {
	if current == "" {
		return "0"
	}
	if n, err := strconv.Atoi(current); err == nil {
		return strconv.Itoa(n + 1)
	}
	b := []byte(strings.ToUpper(current))
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] < 'A' || b[i] > 'Z' {
			return ""
		}
		if b[i] < 'Z' {
			b[i]++
			return string(b)
		}
		b[i] = 'A'
	}
	return "A" + string(b)
}
