package apperr

import (
	"errors"

	"github.com/google/uuid"
)

// errNotCanonical is the error of an id not in its canonical form.
var errNotCanonical = errors.New("not a canonical id")

// ParseID reads a record id; a malformed one cannot name a record, so it answers notFound.
func ParseID(s string, notFound error) (uuid.UUID, error) {
	id, err := ParseCanonical(s)
	if err != nil {
		return uuid.UUID{}, notFound
	}
	return id, nil
}

// ParseCanonical reads an id only in its canonical form: 36 characters, hexadecimal digits
// in groups of 8-4-4-4-12 (in either case, which RFC 9562 has readers accept). uuid.Parse
// also takes "urn:uuid:…", "{…}" and 32 bare digits: one record would answer at many more
// addresses (and be cached under each).
func ParseCanonical(s string) (uuid.UUID, error) {
	if len(s) != 36 {
		return uuid.UUID{}, errNotCanonical
	}
	for i := range len(s) {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return uuid.UUID{}, errNotCanonical
			}
		default:
			if (c < '0' || c > '9') && (c < 'a' || c > 'f') && (c < 'A' || c > 'F') {
				return uuid.UUID{}, errNotCanonical
			}
		}
	}
	return uuid.Parse(s)
}
