// Package validate collects field violations so a caller hears about every bad field at
// once, with the message the product shows for it.
package validate

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Violation is one bad field and the message to show for it.
type Violation struct {
	Field   string
	Message string
}

// Error is a user's mistake in one or more fields. Adapters map it to InvalidArgument
// (HTTP 400) with each violation as a field detail, or to the code of Kind when it is set
// (e.g. apperr.ErrConflict: AlreadyExists, HTTP 409), still with the field details.
type Error struct {
	Violations []Violation
	// Kind is the error kind the mistake also is (errors.Is(err, Kind)); nil: none.
	Kind error
}

// Is reports whether target is e's Kind.
func (e *Error) Is(target error) bool { return e.Kind != nil && target == e.Kind }

func (e *Error) Error() string {
	msgs := make([]string, len(e.Violations))
	for i, v := range e.Violations {
		msgs[i] = v.Message
	}
	return strings.Join(msgs, "; ")
}

// Checker accumulates violations.
type Checker struct {
	violations []Violation
}

// Add records a violation of field.
func (c *Checker) Add(field, message string) {
	c.violations = append(c.violations, Violation{Field: field, Message: message})
}

// Require records message for field when value is blank after trimming.
func (c *Checker) Require(field, value, message string) {
	if strings.TrimSpace(value) == "" {
		c.Add(field, message)
	}
}

// Check records message for field when ok is false.
func (c *Checker) Check(ok bool, field, message string) {
	if !ok {
		c.Add(field, message)
	}
}

// Err returns an *Error holding the violations, or nil when there are none.
func (c *Checker) Err() error {
	if len(c.violations) == 0 {
		return nil
	}
	return &Error{Violations: c.violations}
}

// MaxLen records "{label} is too long …" for field when value has more than n characters.
func (c *Checker) MaxLen(field, label, value string, n int) {
	if utf8.RuneCountInString(value) > n {
		c.Add(field, fmt.Sprintf("%s is too long (at most %d characters)", label, n))
	}
}

var (
	emailPattern = regexp.MustCompile(`^[^\s@<>(),;:"\[\]]+@[^\s@<>(),;:"\[\]]+\.[^\s@<>(),;:"\[\]]+$`)
	phonePattern = regexp.MustCompile(`^\+?[0-9 ()\-.]+$`)
)

// Email reports whether s looks like a deliverable e-mail address (a@b.c, no spaces).
func Email(s string) bool {
	return len(s) <= 254 && emailPattern.MatchString(s)
}

// Phone reports whether s looks like a phone number: digits with spaces, dashes, dots,
// brackets and a leading +, and 7 to 15 digits (E.164 allows 15).
func Phone(s string) bool {
	if !phonePattern.MatchString(s) {
		return false
	}
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	return digits >= 7 && digits <= 15
}

// WebLink reports whether link is an absolute http(s) URL with a host and no user part.
func WebLink(link string) bool {
	u, err := url.Parse(link)
	if err != nil || u.Host == "" || u.User != nil {
		return false
	}
	return u.Scheme == "http" || u.Scheme == "https"
}

// Text records a violation of field when value is not valid UTF-8 or holds a NUL
// character: no text field accepts either (PostgreSQL cannot store NUL in text).
func (c *Checker) Text(field, value string) {
	// The field's name may be the bad text itself (a form key): keep it printable.
	field = strings.ToValidUTF8(strings.ReplaceAll(field, "\x00", "\uFFFD"), "\uFFFD")
	switch {
	case !utf8.ValidString(value):
		c.Add(field, "This field is not valid text: it must be UTF-8")
	case strings.IndexByte(value, 0) >= 0:
		c.Add(field, "This field must not contain NUL characters")
	}
}

// URLText refuses a request path, and the query's names and values (query may be nil),
// holding invalid UTF-8 or NUL (e.g. /media/variants/%ff): such text cannot become a
// protobuf string or a database value, and is the client's mistake.
func URLText(path string, query map[string][]string) error {
	var c Checker
	c.Text("path", path)
	for name, values := range query {
		c.Text(name, name)
		for _, v := range values {
			c.Text(name, v)
		}
	}
	return c.Err()
}
