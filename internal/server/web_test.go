package server_test

import (
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestWebAppAndProbes(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	tests := []struct {
		name       string
		path       string
		wantStatus int
		wantBody   string
		wantHeader map[string]string
	}{
		{"the root serves the app", "/", 200, `<div id="root">`, map[string]string{"Cache-Control": "no-cache"}},
		{"a client-side route serves the app", "/admin/login", 200, `<div id="root">`, map[string]string{"Content-Security-Policy": "default-src 'self'"}},
		{"a path the app has no page for serves the app, as not found", "/no/such/page", 404, `<div id="root">`, map[string]string{"Content-Security-Policy": "default-src 'self'"}},
		{"a hashed asset is cached for good", "/assets/app-1a2b.js", 200, "console.log", map[string]string{"Cache-Control": "immutable"}},
		{"a plain file is served", "/favicon.svg", 200, "<svg", map[string]string{"Cache-Control": "max-age=3600"}},
		{"the server's robots.txt wins over one among the app's files", "/robots.txt", 200, "Disallow: /admin", nil},
		{"a missing file is a 404, not the app", "/assets/missing.js", 404, "", nil},
		{"every answer forbids MIME sniffing", "/", 200, "", map[string]string{"X-Content-Type-Options": "nosniff"}},
		{"healthz answers while the process lives", "/healthz", 200, "ok", nil},
		{"readyz checks the database and the bucket", "/readyz", 200, `"bucket":"ok","database":"ok"`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, s.URL+tt.path, nil)
			res, body := s.Do(t, req)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("GET %s = %d, want %d", tt.path, res.StatusCode, tt.wantStatus)
			}
			if !strings.Contains(string(body), tt.wantBody) {
				t.Errorf("GET %s body = %q, want it to contain %q", tt.path, body, tt.wantBody)
			}
			for k, v := range tt.wantHeader {
				if got := res.Header.Get(k); !strings.Contains(got, v) {
					t.Errorf("GET %s header %s = %q, want it to contain %q", tt.path, k, got, v)
				}
			}
		})
	}
}

func TestTextAssetsAreServedGzipped(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	want := strings.Repeat("console.log('a steel beam');\n", 200)
	tests := []struct {
		name           string
		acceptEncoding string
		wantEncoding   string
	}{
		{"a client that takes gzip gets the precompressed body", "gzip, deflate", "gzip"},
		{"a client that does not gets the plain body", "", ""},
		{"gzip refused with q=0 gets the plain body", "gzip;q=0", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, s.URL+"/assets/big-9f8e.js", nil)
			req.Header.Set("Accept-Encoding", tt.acceptEncoding)
			// A transport without automatic decompression shows the bytes as sent.
			res, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			var body io.Reader = res.Body
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Fatalf("Content-Encoding = %q, want %q", got, tt.wantEncoding)
			}
			if tt.wantEncoding == "gzip" {
				zr, err := gzip.NewReader(res.Body)
				if err != nil {
					t.Fatal(err)
				}
				body = zr
			}
			got, _ := io.ReadAll(body)
			if string(got) != want || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("body of %d bytes (Vary %q), want the %d-byte asset and Vary: Accept-Encoding", len(got), res.Header.Get("Vary"), len(want))
			}
		})
	}
}
