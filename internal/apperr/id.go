package apperr

import (
	"strings"

	"github.com/google/uuid"
)

// ParseID reads a record id; a malformed one cannot name a record, so it answers notFound.
func ParseID(s string, notFound error) (uuid.UUID, error) {
	id, err := uuid.Parse(strings.TrimSpace(s))
	if err != nil {
		return uuid.UUID{}, notFound
	}
	return id, nil
}
