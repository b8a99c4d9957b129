package server_test

import (
	"context"
	"strings"
	"testing"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// A cached answer goes only to clients that take its coding: the cache and Connect's
// compressor read Accept-Encoding one way.
func TestOddAcceptEncodingsNeverPoisonThePublicCache(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	sitetest.WaitLive(t, s.Cache)
	staff := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
	if _, err := staff.CreatePost(context.Background(), sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{
		Title: "Beam", ContentHtml: "<p>" + strings.Repeat("Steel beams and their connections. ", 60) + "</p>",
	}}, s.StaffToken(t))); err != nil {
		t.Fatalf("CreatePost: %v", err)
	}
	s.Settle(t, s.Cache)

	cases := []struct {
		name, acceptEncoding string
		// wantCoding is the Content-Encoding the odd client may read ("" for none).
		wantCoding string
	}{
		{"a space-separated list is not read as naming gzip", "x gzip", ""},
		{"gzip refused with spaces around the semicolon is refused", "gzip ; q=0", ""},
		{"gzip refused with a long zero weight is refused", "gzip;q=0.000", ""},
		{"a refusal of identity alone still gets the body as it is", "identity;q=0", ""},
		{"gzip with a weight is taken", "gzip;q=0.5", "gzip"},
		{"gzip in capitals is taken", "GZIP", "gzip"},
		// The answers have no Brotli copy: a client taking Brotli gets gzip, or nothing.
		{"Brotli alone gets the body as it is", "br", ""},
		{"Brotli before gzip gets gzip", "br, gzip", "gzip"},
		{"Brotli glued to gzip by a space is not read as naming gzip", "br gzip", ""},
		{"gzip refused beside Brotli is refused", "br, gzip;q=0", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s.Cache.Invalidate()
			odd, oddBody := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, map[string]string{"Accept-Encoding": c.acceptEncoding})
			if got := odd.Header.Get("Content-Encoding"); got != c.wantCoding {
				t.Errorf("Accept-Encoding %q answered Content-Encoding %q, want %q", c.acceptEncoding, got, c.wantCoding)
			}
			if got, want := isGzip(oddBody), c.wantCoding == "gzip"; got != want {
				t.Errorf("Accept-Encoding %q: gzipped body %v, want %v", c.acceptEncoding, got, want)
			}
			if got := odd.Header.Values("Vary"); strings.Count(strings.Join(got, ","), "Accept-Encoding") != 1 {
				t.Errorf("Vary = %q, want Accept-Encoding named once", got)
			}

			hits, _ := s.Cache.Stats()
			plain, plainBody := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
			if got := plain.Header.Get("Content-Encoding"); got != "" || isGzip(plainBody) {
				t.Errorf("a plain client after %q got Content-Encoding %q (gzipped body %v), want the body as it is", c.acceptEncoding, got, isGzip(plainBody))
			}
			// Where both clients take the same coding, the plain one is answered from the
			// odd one's cached answer: the cache was in play.
			if after, _ := s.Cache.Stats(); c.wantCoding == "" && after != hits+1 {
				t.Errorf("cache hits %d → %d for the plain client, want one more", hits, after)
			}
		})
	}
}

func isGzip(body string) bool { return strings.HasPrefix(body, "\x1f\x8b") }
