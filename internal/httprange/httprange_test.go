package httprange

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
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

func TestServeContentRefusesEmptySuffixes(t *testing.T) {
	content := "0123456789"
	tests := []struct {
		name, rangeHeader, ifRange string
		wantStatus                 int
		wantBody                   string
	}{
		{"no range answers the whole content", "", "", http.StatusOK, content},
		{"an empty suffix answers 416", "bytes=-0", "", http.StatusRequestedRangeNotSatisfiable, ""},
		{"two empty suffixes answer 416", "bytes=-0,-00", "", http.StatusRequestedRangeNotSatisfiable, ""},
		{"an empty suffix beside a range answers the range", "bytes=-0,2-3", "", http.StatusPartialContent, "23"},
		{"a suffix of two answers the last two", "bytes=-2", "", http.StatusPartialContent, "89"},
		{"a range under an If-Range that does not match answers the whole content", "bytes=-0", `"other"`, http.StatusOK, content},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodGet, "/", nil)
			if tt.rangeHeader != "" {
				r.Header.Set("Range", tt.rangeHeader)
			}
			if tt.ifRange != "" {
				r.Header.Set("If-Range", tt.ifRange)
			}
			w := httptest.NewRecorder()
			w.Header().Set("ETag", `"this"`)
			ServeContent(w, r, time.Time{}, strings.NewReader(content))
			if got := w.Code; got != tt.wantStatus {
				t.Errorf("status = %d, want %d", got, tt.wantStatus)
			}
			if tt.wantStatus != http.StatusRequestedRangeNotSatisfiable && w.Body.String() != tt.wantBody {
				t.Errorf("body = %q, want %q", w.Body.String(), tt.wantBody)
			}
			if want := "bytes */10"; tt.wantStatus == http.StatusRequestedRangeNotSatisfiable && w.Header().Get("Content-Range") != want {
				t.Errorf("Content-Range = %q, want %q", w.Header().Get("Content-Range"), want)
			}
		})
	}
}
