package server_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/server"
)

// listPostsGET is the public ListPosts as the web app calls it: Connect's GET form.
const listPostsGET = "/gusset.site.v1.BlogService/ListPosts?connect=v1&encoding=json&message=%7B%7D"

// waitLive waits until c listens for changes (it caches nothing before).
func waitLive(t *testing.T, c *pubcache.Cache) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !c.Live(); {
		if time.Now().After(deadline) {
			t.Fatal("the public cache never started listening")
		}
		time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
	}
}

// settle waits until c has handled every change notice sent so far (the ones of the writes
// before it arrive after their commits, in order): it sends one of its own and waits for it.
func settle(t *testing.T, s *site, c *pubcache.Cache) {
	t.Helper()
	mark := fmt.Sprintf("settle-%d", time.Now().UnixNano())
	if _, err := s.pool.Exec(context.Background(), "SELECT pg_notify($1, $2)", pubcache.Channel, mark); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); c.LastNotice() != mark; {
		if time.Now().After(deadline) {
			t.Fatal("the public cache did not handle a change notice within 10 s")
		}
		time.Sleep(5 * time.Millisecond) // polling a state, not standing in for one
	}
}

// secondInstance is another server on the same database and bucket, with its own cache:
// a second instance of the site.
func (s *site) secondInstance(t *testing.T) (string, *pubcache.Cache) {
	t.Helper()
	deps := s.deps
	deps.Cache = pubcache.New(16 << 20)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		deps.Cache.Listen(ctx, s.pool, slog.New(slog.NewTextHandler(io.Discard, nil)))
	}()
	srv := httptest.NewServer(server.Handler(deps))
	t.Cleanup(func() { srv.Close(); cancel(); <-done })
	return srv.URL, deps.Cache
}

func getURL(t *testing.T, target string, header map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, target, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	// No transparent gzip: the test sees the answer as sent.
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

func TestPublicReadsAreCachedAndDroppedOnEveryWrite(t *testing.T) {
	s := startSite(t, auth.DefaultConfig)
	waitLive(t, s.cache)
	ctx := context.Background()
	token := s.staffToken(t)
	staff := adminv1connect.NewBlogServiceClient(s.h1, s.url)
	createPost := func(t *testing.T, title string) {
		t.Helper()
		if _, err := staff.CreatePost(ctx, withToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: title, ContentHtml: "<p>Steel.</p>"}}, token)); err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
	}
	createPost(t, "First beam")

	t.Run("a second GET is answered from memory, with the same ETag and a short Cache-Control", func(t *testing.T) {
		settle(t, s, s.cache)
		hits, _ := s.cache.Stats()
		first, body1 := getURL(t, s.url+listPostsGET, nil)
		second, body2 := getURL(t, s.url+listPostsGET, nil)
		if first.StatusCode != 200 || second.StatusCode != 200 || body1 != body2 || !strings.Contains(body1, "First beam") {
			t.Fatalf("GETs = %d %q, %d %q; want the same list twice", first.StatusCode, body1, second.StatusCode, body2)
		}
		if after, _ := s.cache.Stats(); after != hits+1 {
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
		first, _ := getURL(t, s.url+listPostsGET, nil)
		res, body := getURL(t, s.url+listPostsGET, map[string]string{"If-None-Match": first.Header.Get("ETag")})
		if res.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("conditional GET = %d %q, want 304 and no body", res.StatusCode, body)
		}
	})
	t.Run("the instance that took a write answers the next read with it", func(t *testing.T) {
		getURL(t, s.url+listPostsGET, nil)
		createPost(t, "Second beam")
		if _, body := getURL(t, s.url+listPostsGET, nil); !strings.Contains(body, "Second beam") {
			t.Errorf("list right after the write = %q, want the new post", body)
		}
	})
	t.Run("the REST shim's public list is cached, gzipped for who accepts it", func(t *testing.T) {
		settle(t, s, s.cache)
		getURL(t, s.url+"/api/blog/posts", map[string]string{"Accept-Encoding": "gzip"})
		hits, _ := s.cache.Stats()
		res, _ := getURL(t, s.url+"/api/blog/posts", map[string]string{"Accept-Encoding": "gzip"})
		if after, _ := s.cache.Stats(); after != hits+1 {
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
		settle(t, s, s.cache)
		getURL(t, s.url+listPostsGET, nil)
		hits, _ := s.cache.Stats()
		res, _ := getURL(t, s.url+listPostsGET, map[string]string{"Authorization": "Bearer " + token})
		if after, _ := s.cache.Stats(); after != hits || res.Header.Get("ETag") != "" {
			t.Errorf("hits %d → %d, ETag %q; want the handler's own answer", hits, after, res.Header.Get("ETag"))
		}
	})
	t.Run("another instance drops its cache when this one writes", func(t *testing.T) {
		other, otherCache := s.secondInstance(t)
		waitLive(t, otherCache)
		settle(t, s, otherCache)
		getURL(t, other+listPostsGET, nil)
		hits, _ := otherCache.Stats()
		if _, body := getURL(t, other+listPostsGET, nil); strings.Contains(body, "Third beam") {
			t.Fatal("the post exists before it is written")
		}
		if after, _ := otherCache.Stats(); after != hits+1 {
			t.Fatalf("the other instance did not cache: hits %d → %d", hits, after)
		}
		createPost(t, "Third beam")
		// The other instance learns of the write from PostgreSQL's notice, shortly after
		// the commit: poll its answer.
		for deadline := time.Now().Add(10 * time.Second); ; {
			if _, body := getURL(t, other+listPostsGET, nil); strings.Contains(body, "Third beam") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the other instance still answers without the new post after 10 s")
			}
			time.Sleep(10 * time.Millisecond) // polling a state, not standing in for one
		}
	})
}

func newRequest(t *testing.T, method, target string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, target, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
