package httprange

import (
	"net/http"
	"strings"
	"testing"
)

func TestLimit(t *testing.T) {
	tests := []struct {
		name, header, want string
	}{
		{"no range stays none", "", ""},
		{"one range is kept", "bytes=0-9", "bytes=0-9"},
		{"eight ranges are kept", "bytes=" + strings.Repeat("0-1,", 7) + "0-1", "bytes=" + strings.Repeat("0-1,", 7) + "0-1"},
		{"nine ranges ask for the whole content", "bytes=" + strings.Repeat("0-1,", 8) + "0-1", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := http.NewRequest(http.MethodGet, "/", nil)
			if tt.header != "" {
				r.Header.Set("Range", tt.header)
			}
			Limit(r)
			if got := r.Header.Get("Range"); got != tt.want {
				t.Errorf("got Range %q, want %q", got, tt.want)
			}
		})
	}
}
