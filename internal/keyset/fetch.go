package keyset

import (
	"time"

	"github.com/google/uuid"
)

// Fetch serves one page of a list: it parses size and token, asks fetch for r.Limit()
// rows after the token's position, newest first, and cuts them with Trim. Every list
// call of every domain goes through here, so paging behaves the same everywhere.
func Fetch[T any](size int32, token string, fetch func(Request) ([]T, error), key func(T) (time.Time, uuid.UUID)) ([]T, string, error) {
	r, err := Parse(size, token)
	if err != nil {
		return nil, "", err
	}
	rows, err := fetch(r)
	if err != nil {
		return nil, "", err
	}
	items, next := Trim(r, rows, key)
	return items, next, nil
}
