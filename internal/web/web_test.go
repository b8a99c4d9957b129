package web_test

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"

	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/web"
)

var script = strings.Repeat("console.log('steel');\n", 200)

func serve(t *testing.T, app fstest.MapFS) string {
	t.Helper()
	shell := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.WriteString(w, "shell of "+r.URL.Path)
	})
	srv := httptest.NewServer(web.Handler(app, shell))
	t.Cleanup(srv.Close)
	return srv.URL
}

func builtApp() fstest.MapFS {
	return fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html>")},
		"assets/app-1a2b.js": {Data: []byte(script)},
		"robots.txt":         {Data: []byte("User-agent: *\n")},
		"logo.png":           {Data: []byte("\x89PNG")},
	}
}

// get requests path with the given headers, without the client's transparent gzip.
func get(t *testing.T, method, url string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(method, url, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	tr := &http.Transport{DisableCompression: true}
	res, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "gzip":
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		body = zr
	case "br":
		body = brotli.NewReader(res.Body)
	}
	b, _ := io.ReadAll(body)
	return res, string(b)
}

func TestHandlerServesFilesAndRoutes(t *testing.T) {
	url := serve(t, builtApp())
	tests := []struct {
		name, method, path string
		headers            []string
		wantStatus         int
		wantBody           string
		wantCache          string
		wantEncoding       string
	}{
		{"a hashed asset is cached for a year, gzipped when asked", "GET", "/assets/app-1a2b.js", []string{"Accept-Encoding", "gzip"}, 200, script, "public, max-age=31536000, immutable", "gzip"},
		{"an asset is sent plain to a client without gzip", "GET", "/assets/app-1a2b.js", nil, 200, script, "public, max-age=31536000, immutable", ""},
		{"a range of an asset is sent plain", "GET", "/assets/app-1a2b.js", []string{"Accept-Encoding", "gzip", "Range", "bytes=0-6"}, 206, "console", "public, max-age=31536000, immutable", ""},
		{"another file is cached for an hour", "GET", "/robots.txt", nil, 200, "User-agent: *\n", "public, max-age=3600", ""},
		{"a route without an extension gets the shell", "GET", "/gallery/warehouse", nil, 200, "shell of /gallery/warehouse", "no-cache", ""},
		{"index.html itself is not served raw", "GET", "/index.html", nil, 404, "404 page not found\n", "", ""},
		{"a missing file is not found, not the shell", "GET", "/assets/gone-9z.js", nil, 404, "404 page not found\n", "", ""},
		{"a HEAD of a route gets the shell's status", "HEAD", "/about", nil, 200, "", "no-cache", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := get(t, tt.method, url+tt.path, tt.headers...)
			if res.StatusCode != tt.wantStatus || body != tt.wantBody {
				t.Errorf("got %d %q, want %d %q", res.StatusCode, trim(body), tt.wantStatus, trim(tt.wantBody))
			}
			if got := res.Header.Get("Cache-Control"); got != tt.wantCache {
				t.Errorf("got Cache-Control %q, want %q", got, tt.wantCache)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("got Content-Encoding %q, want %q", got, tt.wantEncoding)
			}
		})
	}
}

func trim(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

func TestHandlerVariesCompressibleFilesOnAcceptEncoding(t *testing.T) {
	url := serve(t, builtApp())
	for _, h := range [][]string{{"Accept-Encoding", "gzip"}, nil} {
		res, _ := get(t, "GET", url+"/assets/app-1a2b.js", h...)
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("with %v: got Vary %q, want Accept-Encoding", h, got)
		}
	}
}

// The first request that takes Brotli gets gzip and queues the Brotli copy; once it is
// made, such requests get it.
func TestHandlerSendsAssetsInBrotliOnceMade(t *testing.T) {
	url := serve(t, builtApp())
	res, body := get(t, "GET", url+"/assets/app-1a2b.js", "Accept-Encoding", "gzip, br")
	if got := res.Header.Get("Content-Encoding"); got != "gzip" || body != script {
		t.Errorf("first request: got %q with the script %v, want gzip with it", got, body == script)
	}
	httpgzip.BrotliSettled()
	tests := []struct {
		name, acceptEncoding, wantEncoding string
	}{
		{"a browser's list gets Brotli", "gzip, deflate, br, zstd", "br"},
		{"Brotli weighed below gzip gets gzip", "br;q=0.5, gzip", "gzip"},
		{"Brotli refused gets gzip", "gzip, br;q=0", "gzip"},
		{"Brotli alone gets Brotli", "br", "br"},
		{"a wildcard gets Brotli", "*", "br"},
		{"a space-separated list is junk", "gzip br", ""},
		{"a Brotli weight above one is junk", "br;q=2", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := get(t, "GET", url+"/assets/app-1a2b.js", "Accept-Encoding", tt.acceptEncoding)
			if got := res.Header.Get("Content-Encoding"); got != tt.wantEncoding || body != script {
				t.Errorf("got %q with the script %v, want %q with it", got, body == script, tt.wantEncoding)
			}
			if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
				t.Errorf("got Vary %q, want Accept-Encoding", got)
			}
		})
	}
	t.Run("a range of an asset is sent plain to a client taking Brotli", func(t *testing.T) {
		res, body := get(t, "GET", url+"/assets/app-1a2b.js", "Accept-Encoding", "br", "Range", "bytes=0-6")
		if res.StatusCode != http.StatusPartialContent || body != "console" || res.Header.Get("Content-Encoding") != "" {
			t.Errorf("got %d %q in %q, want 206 \"console\" plain", res.StatusCode, body, res.Header.Get("Content-Encoding"))
		}
	})
}

func TestHandlerSendsAnAssetPlainToABrotliOnlyClientBeforeItsCopy(t *testing.T) {
	url := serve(t, builtApp())
	res, body := get(t, "GET", url+"/assets/app-1a2b.js", "Accept-Encoding", "br")
	if got := res.Header.Get("Content-Encoding"); res.StatusCode != http.StatusOK || got != "" || body != script {
		t.Errorf("got %d in %q with the script %v, want 200 plain with it", res.StatusCode, got, body == script)
	}
	httpgzip.BrotliSettled()
}

func TestHandlerShellRunsOnlyTheBootScript(t *testing.T) {
	url := serve(t, builtApp())
	res, _ := get(t, "GET", url+"/careers")
	csp := res.Header.Get("Content-Security-Policy")
	sum := sha256.Sum256([]byte(web.BootScript))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	for _, want := range []string{"script-src 'self' " + hash + ";", "object-src 'none'", "frame-ancestors 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("got CSP %q, want it to hold %q", csp, want)
		}
	}
	if strings.Contains(csp, "'unsafe-inline'; img") || strings.Contains(csp, "script-src 'self' 'unsafe-inline'") {
		t.Errorf("got CSP %q, want no inline scripts but the boot script", csp)
	}
}

func TestHandlerRefusesWrites(t *testing.T) {
	url := serve(t, builtApp())
	res, _ := get(t, "POST", url+"/assets/app-1a2b.js")
	if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("got %d with Allow %q, want 405 with GET, HEAD", res.StatusCode, res.Header.Get("Allow"))
	}
}

func TestHandlerWithoutABuiltAppSaysSo(t *testing.T) {
	url := serve(t, fstest.MapFS{"robots.txt": {Data: []byte("x")}})
	res, body := get(t, "GET", url+"/")
	if res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "make build") {
		t.Errorf("got %d %q, want 503 naming make build", res.StatusCode, body)
	}
}
