package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestPublicReadsAreCachedAndDroppedOnEveryWrite(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	sitetest.WaitLive(t, s.Cache)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
	createPost := func(t *testing.T, title string) {
		t.Helper()
		if _, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: title, ContentHtml: "<p>Steel.</p>"}}, token)); err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
	}
	createPost(t, "First beam")

	t.Run("a second GET is answered from memory, with the same ETag and a short Cache-Control", func(t *testing.T) {
		s.Settle(t, s.Cache)
		hits, _ := s.Cache.Stats()
		first, body1 := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
		second, body2 := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
		if first.StatusCode != 200 || second.StatusCode != 200 || body1 != body2 || !strings.Contains(body1, "First beam") {
			t.Fatalf("GETs = %d %q, %d %q; want the same list twice", first.StatusCode, body1, second.StatusCode, body2)
		}
		if after, _ := s.Cache.Stats(); after != hits+1 {
			t.Errorf("cache hits %d → %d, want one more", hits, after)
		}
		if etag := second.Header.Get("ETag"); etag == "" || etag != first.Header.Get("ETag") {
			t.Errorf("ETags %q, %q; want one, the same", first.Header.Get("ETag"), etag)
		}
		if got := second.Header.Get("Cache-Control"); got != pubcache.CacheControl {
			t.Errorf("Cache-Control = %q, want %q", got, pubcache.CacheControl)
		}
	})
	t.Run("a request naming the ETag it holds is answered 304, without a body", func(t *testing.T) {
		first, _ := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
		res, body := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, map[string]string{"If-None-Match": first.Header.Get("ETag")})
		if res.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("conditional GET = %d %q, want 304 and no body", res.StatusCode, body)
		}
	})
	t.Run("the instance that took a write answers the next read with it", func(t *testing.T) {
		sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
		createPost(t, "Second beam")
		if _, body := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil); !strings.Contains(body, "Second beam") {
			t.Errorf("list right after the write = %q, want the new post", body)
		}
	})
	t.Run("the REST shim's public list is cached, gzipped for who accepts it", func(t *testing.T) {
		s.Settle(t, s.Cache)
		sitetest.GetURL(t, s.URL+"/api/blog/posts", map[string]string{"Accept-Encoding": "gzip"})
		hits, _ := s.Cache.Stats()
		res, _ := sitetest.GetURL(t, s.URL+"/api/blog/posts", map[string]string{"Accept-Encoding": "gzip"})
		if after, _ := s.Cache.Stats(); after != hits+1 {
			t.Errorf("cache hits %d → %d, want one more", hits, after)
		}
		if res.Header.Get("ETag") == "" {
			t.Error("no ETag on the REST list")
		}
		// The demo-free list is short; the encoding follows the size rule, the Vary header not.
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("Vary = %q, want Accept-Encoding", res.Header.Get("Vary"))
		}
	})
	t.Run("a caller with credentials is never answered from the cache", func(t *testing.T) {
		s.Settle(t, s.Cache)
		sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, nil)
		hits, _ := s.Cache.Stats()
		res, _ := sitetest.GetURL(t, s.URL+sitetest.ListPostsGET, map[string]string{"Authorization": "Bearer " + token})
		if after, _ := s.Cache.Stats(); after != hits || res.Header.Get("ETag") != "" {
			t.Errorf("hits %d → %d, ETag %q; want the handler's own answer", hits, after, res.Header.Get("ETag"))
		}
	})
	t.Run("another instance drops its cache when this one writes", func(t *testing.T) {
		other, otherCache := s.SecondInstance(t)
		sitetest.WaitLive(t, otherCache)
		s.Settle(t, otherCache)
		sitetest.GetURL(t, other+sitetest.ListPostsGET, nil)
		hits, _ := otherCache.Stats()
		if _, body := sitetest.GetURL(t, other+sitetest.ListPostsGET, nil); strings.Contains(body, "Third beam") {
			t.Fatal("the post exists before it is written")
		}
		if after, _ := otherCache.Stats(); after != hits+1 {
			t.Fatalf("the other instance did not cache: hits %d → %d", hits, after)
		}
		createPost(t, "Third beam")
		// The other instance learns of the write from PostgreSQL's notice, shortly after
		// the commit: poll its answer.
		for deadline := time.Now().Add(10 * time.Second); ; {
			if _, body := sitetest.GetURL(t, other+sitetest.ListPostsGET, nil); strings.Contains(body, "Third beam") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the other instance still answers without the new post after 10 s")
			}
			time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
		}
	})
}
