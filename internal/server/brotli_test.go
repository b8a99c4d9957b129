package server_test

import (
	"bytes"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/httpgzip"
	"github.com/gusset/gusset/internal/sitetest"
)

// unbrotli is body decoded from Brotli ("" when it is not Brotli).
func unbrotli(body string) string {
	plain, err := io.ReadAll(brotli.NewReader(strings.NewReader(body)))
	if err != nil {
		return ""
	}
	return string(plain)
}

func TestTextAssetsAreServedInBrotliOnceMade(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	want := strings.Repeat("console.log('a steel beam');\n", 200)
	asset := s.URL + "/assets/big-9f8e.js"
	first, _ := sitetest.GetURL(t, asset, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if got := first.Header.Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("before its Brotli copy is made: Content-Encoding %q, want gzip", got)
	}
	httpgzip.BrotliSettled()
	res, body := sitetest.GetURL(t, asset, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	if got := res.Header.Get("Content-Encoding"); got != "br" || unbrotli(body) != want {
		t.Errorf("got Content-Encoding %q with the asset %v, want br with it", got, unbrotli(body) == want)
	}
	if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("got Vary %q, want Accept-Encoding", res.Header.Get("Vary"))
	}
}

// A page is stored with its gzip copy and sent in gzip until its Brotli copy, made once
// in the background, is there; each coding has its own ETag, and a client holding any of
// them has the page.
func TestAPageIsSentInBrotliOnceItsCopyIsMade(t *testing.T) {
	s, cr := startPagesSite(t)
	page := s.URL + "/our-firm"
	browser := map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"}
	first, _ := sitetest.GetURL(t, page, browser)
	gzTag := first.Header.Get("ETag")
	if first.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("before the Brotli copy: Content-Encoding %q, want gzip", first.Header.Get("Content-Encoding"))
	}
	httpgzip.BrotliSettled()
	plain, html := sitetest.GetURL(t, page, nil)
	res, body := sitetest.GetURL(t, page, browser)
	brTag, plainTag := res.Header.Get("ETag"), plain.Header.Get("ETag")
	t.Run("a browser then gets the page in Brotli, smaller than gzip", func(t *testing.T) {
		if res.Header.Get("Content-Encoding") != "br" || unbrotli(body) != html || !strings.Contains(html, "<h1") {
			t.Errorf("got Content-Encoding %q, the page %v, want br and the page", res.Header.Get("Content-Encoding"), unbrotli(body) == html)
		}
		_, gz := sitetest.GetURL(t, page, map[string]string{"Accept-Encoding": "gzip"})
		if len(body) >= len(gz) {
			t.Errorf("got %d bytes of Brotli, want fewer than gzip's %d", len(body), len(gz))
		}
	})
	t.Run("each coding has its own ETag", func(t *testing.T) {
		if brTag == "" || brTag == gzTag || brTag == plainTag || gzTag == plainTag {
			t.Errorf("got ETags br %q, gzip %q, identity %q, want three different ones", brTag, gzTag, plainTag)
		}
	})
	t.Run("a client holding the gzip copy is told it has the page", func(t *testing.T) {
		again, _ := sitetest.GetURL(t, page, map[string]string{"Accept-Encoding": "gzip, br", "If-None-Match": gzTag})
		if again.StatusCode != http.StatusNotModified || again.Header.Get("ETag") != gzTag {
			t.Errorf("got %d with ETag %q, want 304 with %q", again.StatusCode, again.Header.Get("ETag"), gzTag)
		}
	})
	t.Run("the Brotli copy is made without drawing the page again", func(t *testing.T) {
		if got := cr.renders("/our-firm"); got != 1 {
			t.Errorf("rendered %d times, want once", got)
		}
	})
	cases := []struct {
		name, acceptEncoding, wantCoding string
	}{
		{"Brotli alone gets Brotli", "br", "br"},
		{"Brotli weighed below gzip gets gzip", "br;q=0.5, gzip", "gzip"},
		{"Brotli refused gets gzip", "gzip, br;q=0", "gzip"},
		{"Brotli refused with spaces and a long zero gets gzip", "gzip, br ; q=0.000", "gzip"},
		{"a wildcard gets Brotli", "*", "br"},
		{"a space-separated list is not read as naming Brotli", "gzip br", ""},
		{"a Brotli weight above one is junk", "br;q=2", ""},
		{"a refusal of identity beside Brotli gets Brotli", "br, identity;q=0", "br"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := sitetest.GetURL(t, page, map[string]string{"Accept-Encoding": c.acceptEncoding})
			if got := res.Header.Get("Content-Encoding"); got != c.wantCoding {
				t.Errorf("Accept-Encoding %q answered Content-Encoding %q, want %q", c.acceptEncoding, got, c.wantCoding)
			}
			if c.wantCoding == "br" && unbrotli(body) != html {
				t.Errorf("Accept-Encoding %q: the Brotli body is not the page", c.acceptEncoding)
			}
			if c.wantCoding == "" && body != html {
				t.Errorf("Accept-Encoding %q: got %d bytes, want the plain page", c.acceptEncoding, len(body))
			}
			if got := res.Header.Values("Vary"); strings.Count(strings.Join(got, ","), "Accept-Encoding") != 1 {
				t.Errorf("Vary = %q, want Accept-Encoding named once", got)
			}
		})
	}
	t.Run("a range of a page gets the whole page", func(t *testing.T) {
		res, body := sitetest.GetURL(t, page, map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-9"})
		if res.StatusCode != http.StatusOK || !bytes.Equal([]byte(unbrotli(body)), []byte(html)) {
			t.Errorf("got %d with the page %v, want 200 with the whole page", res.StatusCode, unbrotli(body) == html)
		}
	})
}
