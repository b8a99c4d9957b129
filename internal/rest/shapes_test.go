package rest

import (
	"strconv"
	"testing"
)

func TestPageAll(t *testing.T) {
	tests := []struct {
		name          string
		pages         int
		wantRows      int
		wantTruncated bool
	}{
		{"an empty list is an empty list, not nil", 1, 0, false},
		{"a list within the cap is whole", 3, 300, false},
		{"a list of exactly the cap is whole", maxListPages, maxListRows, false},
		{"a longer list is cut at the cap and says so", 50, maxListRows, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := 100
			if tt.wantRows == 0 {
				rows = 0
			}
			got, truncated, err := pageAll(func(token string) ([]int, string, error) {
				page := 0
				if token != "" {
					page, _ = strconv.Atoi(token)
				}
				next := ""
				if page+1 < tt.pages {
					next = strconv.Itoa(page + 1)
				}
				return make([]int, rows), next, nil
			})
			if err != nil || got == nil || len(got) != tt.wantRows || truncated != tt.wantTruncated {
				t.Errorf("pageAll = %d rows (nil: %v), truncated %v, %v; want %d rows, truncated %v",
					len(got), got == nil, truncated, err, tt.wantRows, tt.wantTruncated)
			}
		})
	}
}
