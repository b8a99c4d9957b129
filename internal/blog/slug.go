package blog

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/google/uuid"
	"golang.org/x/text/unicode/norm"
)

// maxSlug caps a slug, suffix included.
const maxSlug = 80

// slugPattern is a valid slug: lower-case ASCII words of letters and digits joined by '-'.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// ligatures are the letters that fold to more than one, or to none by decomposition.
var ligatures = strings.NewReplacer("ß", "ss", "æ", "ae", "œ", "oe", "þ", "th", "ø", "o", "đ", "d", "ł", "l", "ð", "d", "ı", "i", "&", " and ")

// Slugify makes a slug from a title: lower-case ASCII words joined by '-', accents folded
// (é → e, ß → ss), at most 80 characters, "post" when
// the title has no letter or digit. The migration 00004 made the same from older titles.
func Slugify(title string) string {
	s := ligatures.Replace(strings.ToLower(title))
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			// A combining accent: dropped.
		case r < unicode.MaxASCII && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9'):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
	}
	out := cut(b.String(), maxSlug)
	if out == "" {
		return "post"
	}
	return out
}

// Numbered is base with the suffix "-n" (n ≥ 2), cut so the whole stays within 80
// characters; n = 1 is base itself.
func Numbered(base string, n int) string {
	if n < 2 {
		return base
	}
	suffix := "-" + strconv.Itoa(n)
	return cut(base, maxSlug-len(suffix)) + suffix
}

// FreeSlug is the first of base, base-2, base-3 … that is not taken.
func FreeSlug(base string, taken []string) string {
	used := make(map[string]bool, len(taken))
	for _, t := range taken {
		used[t] = true
	}
	for n := 1; ; n++ {
		if s := Numbered(base, n); !used[s] {
			return s
		}
	}
}

// cut shortens a slug to at most n bytes (it is ASCII) without a trailing '-'.
func cut(s string, n int) string {
	if len(s) > n {
		s = s[:n]
	}
	return strings.Trim(s, "-")
}

// isID reports whether s reads as a post id (a UUID), which a slug must not.
func isID(s string) bool {
	_, err := uuid.Parse(s)
	return err == nil
}

// isSlug reports whether s is a valid slug that cannot be mistaken for an id.
func isSlug(s string) bool {
	return !isID(s) && slugPattern.MatchString(s) && len(s) <= maxSlug
}
