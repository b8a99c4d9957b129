package keyset

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/gusset/gusset/internal/validate"
)

// Text is a page request over a unique text key in ascending order (a register's sheet
// numbers), for lists whose natural order is not newest first. Its token holds the
// previous page's last key.
type Text struct {
	// Size is the number of rows wanted.
	Size int32
	// After is the previous page's last key; "" for the first page.
	After string
}

// Limit is the number of rows to fetch: one more than Size tells whether a next page exists.
func (r Text) Limit() int32 { return r.Size + 1 }

// ParseText checks a page size (0 is def, at most maxSize) and a token from a request,
// naming the same fields as Parse does.
func ParseText(size int32, token string, def, maxSize int32) (Text, error) {
	var c validate.Checker
	c.Check(size >= 0 && size <= maxSize, "page_size", fmt.Sprintf("Page size must be between 1 and %d", maxSize))
	r := Text{Size: size}
	if size == 0 {
		r.Size = def
	}
	if token != "" {
		after, err := decodeText(token)
		c.Check(err == nil, "page_token", "The page token is invalid; start again from the first page")
		r.After = after
	}
	return r, c.Err()
}

// TrimText cuts rows fetched with r.Limit() to the page and returns the next page's
// token ("" on the last page). key gives a row's key.
func TrimText[T any](r Text, rows []T, key func(T) string) ([]T, string) {
	if len(rows) <= int(r.Size) {
		return rows, ""
	}
	rows = rows[:r.Size]
	return rows, base64.RawURLEncoding.EncodeToString([]byte(textPrefix + key(rows[len(rows)-1])))
}

// textPrefix tells a text token from a time one (a forged mix is refused).
const textPrefix = "k:"

// maxKey bounds a key: tokens come back from clients.
const maxKey = 1000

func decodeText(token string) (string, error) {
	b, err := base64.RawURLEncoding.DecodeString(token)
	s := string(b)
	key, ok := strings.CutPrefix(s, textPrefix)
	// PostgreSQL refuses text that is not UTF-8 or holds NUL (a 500): only a forged
	// token has either.
	if err != nil || !ok || key == "" || len(key) > maxKey || !utf8.ValidString(key) || strings.ContainsRune(key, 0) {
		return "", errors.New("bad page token")
	}
	return key, nil
}
