package server

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
)

func TestWholeAnswers(t *testing.T) {
	small := bytes.Repeat([]byte("a"), 6000) // past net/http's 2 KB chunking threshold
	big := bytes.Repeat([]byte("b"), wholeMaxBytes+1)
	tests := []struct {
		name       string
		handler    http.HandlerFunc
		wantStatus int
		wantBody   []byte
		wantLength bool
	}{
		{"an answer of a few KB is sent whole, with its length", func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write(small[:1000])
			_, _ = w.Write(small[1000:])
		}, http.StatusOK, small, true},
		{"an error answer keeps its status", func(w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`{"code":"not_found"}`))
		}, http.StatusNotFound, []byte(`{"code":"not_found"}`), true},
		{"an answer larger than the buffer streams on", func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write(big[:10])
			_, _ = w.Write(big[10:])
		}, http.StatusOK, big, false},
		{"a flushing handler streams", func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write(small[:10])
			_ = http.NewResponseController(w).Flush()
			_, _ = w.Write(small[10:])
		}, http.StatusOK, small, false},
		{"an empty answer says so", func(w http.ResponseWriter, _ *http.Request) {}, http.StatusOK, []byte{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(wholeAnswers(tt.handler))
			defer srv.Close()
			res, err := http.Get(srv.URL)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			body, err := io.ReadAll(res.Body)
			if err != nil {
				t.Fatal(err)
			}
			if res.StatusCode != tt.wantStatus {
				t.Errorf("got status %d, want %d", res.StatusCode, tt.wantStatus)
			}
			if !bytes.Equal(body, tt.wantBody) {
				t.Errorf("got a body of %d bytes, want %d", len(body), len(tt.wantBody))
			}
			gotLength := res.Header.Get("Content-Length") == strconv.Itoa(len(tt.wantBody)) && len(res.TransferEncoding) == 0
			if gotLength != tt.wantLength {
				t.Errorf("got Content-Length %q (transfer encoding %v), want it set: %v", res.Header.Get("Content-Length"), res.TransferEncoding, tt.wantLength)
			}
		})
	}
}
