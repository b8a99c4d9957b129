package keyset

import (
	"testing"
	"time"

	"github.com/google/uuid"
)

type row struct {
	t  time.Time
	id uuid.UUID
}

func key(r row) (time.Time, uuid.UUID) { return r.t, r.id }

func TestPaging(t *testing.T) {
	now := time.Date(2026, 5, 1, 12, 0, 0, 123456000, time.UTC)
	rows := []row{{now, uuid.New()}, {now.Add(-time.Second), uuid.New()}, {now.Add(-2 * time.Second), uuid.New()}}

	t.Run("a full page carries a token that resumes after its last row", func(t *testing.T) {
		r, _ := Parse(2, "")
		got, token := Trim(r, rows, key)
		if len(got) != 2 || token == "" {
			t.Fatalf("Trim = %d rows, token %q; want 2 rows and a token", len(got), token)
		}
		next, err := Parse(2, token)
		if err != nil {
			t.Fatal(err)
		}
		if !next.AfterTime.Equal(rows[1].t) || *next.AfterID != rows[1].id {
			t.Errorf("next page starts after (%v, %v), want (%v, %v)", next.AfterTime, next.AfterID, rows[1].t, rows[1].id)
		}
	})
	t.Run("the last page has no token", func(t *testing.T) {
		r, _ := Parse(5, "")
		if _, token := Trim(r, rows, key); token != "" {
			t.Errorf("token = %q, want none", token)
		}
	})
	tests := []struct {
		name  string
		size  int32
		token string
	}{
		{"a negative size is refused", -1, ""},
		{"a size over the cap is refused", 101, ""},
		{"a token that is not base64 is refused", 10, "!!"},
		{"a token of the wrong length is refused", 10, "AAAA"},
		{"a token from before 4713 BC is refused", 10, encode(time.Date(-5000, 1, 1, 0, 0, 0, 0, time.UTC), uuid.New())},
		{"a token from after the year 9999 is refused", 10, encode(time.Date(20000, 1, 1, 0, 0, 0, 0, time.UTC), uuid.New())},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Parse(tt.size, tt.token); err == nil {
				t.Errorf("Parse(%d, %q) = nil error, want one", tt.size, tt.token)
			}
		})
	}
	t.Run("no size means the default", func(t *testing.T) {
		r, _ := Parse(0, "")
		if r.Size != DefaultSize {
			t.Errorf("Size = %d, want %d", r.Size, DefaultSize)
		}
	})
}
