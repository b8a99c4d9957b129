// Package keyset implements keyset pagination over (create_time, id), newest first: stable
// under inserts and free of OFFSET scans and COUNT queries.
package keyset

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/validate"
)

const (
	// DefaultSize is the page size when the caller asks for none.
	DefaultSize = 20
	// MaxSize caps a page.
	MaxSize = 100
)

// Request is a decoded page request.
type Request struct {
	// Size is the number of rows wanted (1..MaxSize).
	Size int32
	// AfterTime and AfterID are the last row of the previous page; nil for the first.
	AfterTime *time.Time
	AfterID   *uuid.UUID
}

// Limit is the number of rows to fetch: one more than Size tells whether a next page exists.
func (r Request) Limit() int32 { return r.Size + 1 }

// Parse checks a page size and token from a request.
func Parse(size int32, token string) (Request, error) {
	var c validate.Checker
	c.Check(size >= 0 && size <= MaxSize, "page_size", "Page size must be between 1 and 100")
	r := Request{Size: size}
	if size == 0 {
		r.Size = DefaultSize
	}
	if token != "" {
		t, id, err := decode(token)
		c.Check(err == nil, "page_token", "The page token is invalid; start again from the first page")
		r.AfterTime, r.AfterID = &t, &id
	}
	return r, c.Err()
}

// Trim cuts rows fetched with r.Limit() to the page and returns the next page's token
// ("" on the last page). key gives a row's (create_time, id).
func Trim[T any](r Request, rows []T, key func(T) (time.Time, uuid.UUID)) ([]T, string) {
	if len(rows) <= int(r.Size) {
		return rows, ""
	}
	rows = rows[:r.Size]
	t, id := key(rows[len(rows)-1])
	return rows, encode(t, id)
}

func encode(t time.Time, id uuid.UUID) string {
	var b [8 + 16]byte
	binary.BigEndian.PutUint64(b[:8], uint64(t.UnixMicro()))
	copy(b[8:], id[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func decode(token string) (time.Time, uuid.UUID, error) {
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != 24 {
		return time.Time{}, uuid.UUID{}, errors.New("bad page token")
	}
	var id uuid.UUID
	copy(id[:], b[8:])
	t := time.UnixMicro(int64(binary.BigEndian.Uint64(b[:8]))).UTC()
	if t.Before(minTime) || t.After(maxTime) {
		// Only a forged token gets here; PostgreSQL would refuse such a time (500).
		return time.Time{}, uuid.UUID{}, errors.New("bad page token")
	}
	return t, id, nil
}

// Rows are created at the time of their creation: a token outside these years is forged.
var (
	minTime = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
	maxTime = time.Date(9999, 12, 31, 0, 0, 0, 0, time.UTC)
)
