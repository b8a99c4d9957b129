package httprec_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/httprec"
)

func TestRecorder(t *testing.T) {
	tests := []struct {
		name       string
		handler    http.HandlerFunc
		wantStatus int
		wantBytes  int64
	}{
		{"a body written without a status is a 200 of its bytes", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("hello")) }, 200, 5},
		{"the first status written is kept", func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusPartialContent)
			w.WriteHeader(http.StatusOK)
			_, _ = w.Write([]byte("ab"))
		}, 206, 2},
		{"a handler that answers nothing leaves the status unset", func(http.ResponseWriter, *http.Request) {}, 0, 0},
		{"a flush before any status is a 200, whatever is written after", func(w http.ResponseWriter, _ *http.Request) {
			http.NewResponseController(w).Flush()
			w.WriteHeader(http.StatusInternalServerError)
		}, 200, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := httprec.New(httptest.NewRecorder())
			tt.handler(rec, httptest.NewRequest(http.MethodGet, "/", nil))
			if rec.Status != tt.wantStatus || rec.Bytes != tt.wantBytes {
				t.Errorf("got status %d and %d bytes, want %d and %d", rec.Status, rec.Bytes, tt.wantStatus, tt.wantBytes)
			}
		})
	}
	t.Run("a body copied from a reader is counted through ReadFrom", func(t *testing.T) {
		under := httptest.NewRecorder()
		rec := httprec.New(under)
		n, err := rec.ReadFrom(strings.NewReader("0123456789"))
		if err != nil || n != 10 || rec.Bytes != 10 || rec.Status != 200 || under.Body.String() != "0123456789" {
			t.Errorf("got n=%d err=%v bytes=%d status=%d body %q, want 10 bytes, 200, the body", n, err, rec.Bytes, rec.Status, under.Body.String())
		}
	})
}
