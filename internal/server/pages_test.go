package server_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/render"
	"github.com/gusset/gusset/internal/requestid"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
	"github.com/gusset/gusset/internal/web"
)

// countingRenderer is the real renderer (the app's own bundle in goja), counting the
// renders of each URL.
type countingRenderer struct {
	r  *render.Renderer
	mu sync.Mutex
	n  map[string]int
}

func newCountingRenderer(t *testing.T) *countingRenderer {
	t.Helper()
	return newCountingRendererWith(t, render.Config{})
}

// newCountingRendererWith is newCountingRenderer with cfg's deadline: a test that draws every
// page needs all drawn, however loaded the machine (the default deadline answers 503 past it).
func newCountingRendererWith(t *testing.T, cfg render.Config) *countingRenderer {
	t.Helper()
	// Without the build's bundle New says to run `make build` (scripts/test does, first).
	r, err := render.New(render.Config{Script: web.RenderScript(), Engines: 2, Deadline: cfg.Deadline})
	if err != nil {
		t.Fatal(err)
	}
	return &countingRenderer{r: r, n: map[string]int{}}
}

func (c *countingRenderer) Render(ctx context.Context, url string, call render.Call) (render.Page, error) {
	c.mu.Lock()
	c.n[url]++
	c.mu.Unlock()
	return c.r.Render(ctx, url, call)
}

func (c *countingRenderer) renders(url string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[url]
}

// startPagesSite is a site that draws its pages with the app's bundle.
func startPagesSite(t *testing.T) (*sitetest.Site, *countingRenderer) {
	t.Helper()
	cr := newCountingRenderer(t)
	s := sitetest.StartTuned(t, app.Config{FileSecret: []byte("test secret")}, func(d *server.Deps) { d.Renderer = cr })
	sitetest.WaitLive(t, s.Cache)
	return s, cr
}

// getAll asks for every target, eight at a time, and answers the statuses seen.
func getAll(t *testing.T, targets []string) map[int]int {
	t.Helper()
	var mu sync.Mutex
	statuses := map[int]int{}
	work := make(chan string)
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 8}}
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for target := range work {
				res, err := client.Get(target)
				if err != nil {
					t.Error(err)
					continue
				}
				_ = res.Body.Close()
				mu.Lock()
				statuses[res.StatusCode]++
				mu.Unlock()
			}
		}()
	}
	for _, target := range targets {
		work <- target
	}
	close(work)
	wg.Wait()
	return statuses
}

func TestAPageIsRenderedOnceWhateverElseItsURLCarries(t *testing.T) {
	s, cr := startPagesSite(t)
	var targets []string
	for i := range 5000 {
		targets = append(targets, fmt.Sprintf("%s/our-firm?utm_source=ad-%d&junk=%d", s.URL, i, i))
		targets = append(targets, fmt.Sprintf("%s/no-such-page-%d", s.URL, i))
	}
	statuses := getAll(t, targets)
	if statuses[http.StatusOK] != 5000 || statuses[http.StatusNotFound] != 5000 {
		t.Errorf("statuses %v, want 5000 × 200 and 5000 × 404", statuses)
	}
	for _, url := range []string{"/our-firm", "/__not-found__"} {
		if got := cr.renders(url); got != 1 {
			t.Errorf("%s was rendered %d times for 5000 distinct URLs, want once", url, got)
		}
	}
}

func TestConcurrentMissesOfAPageRenderItOnce(t *testing.T) {
	s, cr := startPagesSite(t)
	targets := make([]string, 64)
	for i := range targets {
		targets[i] = s.URL + "/services"
	}
	if statuses := getAll(t, targets); statuses[http.StatusOK] != len(targets) {
		t.Fatalf("statuses %v, want %d × 200", statuses, len(targets))
	}
	if got := cr.renders("/services"); got != 1 {
		t.Errorf("64 concurrent first visits rendered the page %d times, want once", got)
	}
}

func TestAPageAnswersItsETagAndA304(t *testing.T) {
	s, _ := startPagesSite(t)
	res, body := sitetest.GetURL(t, s.URL+"/our-firm", map[string]string{"Accept-Encoding": "gzip"})
	etag := res.Header.Get("ETag")
	if res.StatusCode != http.StatusOK || etag == "" || res.Header.Get("Content-Encoding") != "gzip" || !bytes.HasPrefix([]byte(body), []byte{0x1f, 0x8b}) {
		t.Fatalf("got %d, ETag %q, encoding %q, want a gzipped 200 with an ETag", res.StatusCode, etag, res.Header.Get("Content-Encoding"))
	}
	plain, text := sitetest.GetURL(t, s.URL+"/our-firm", nil)
	if plain.Header.Get("Content-Encoding") != "" || !strings.Contains(text, "<h1") {
		t.Errorf("a client that takes no gzip got encoding %q, want the plain page", plain.Header.Get("Content-Encoding"))
	}
	again, _ := sitetest.GetURL(t, s.URL+"/our-firm", map[string]string{"If-None-Match": etag})
	if again.StatusCode != http.StatusNotModified {
		t.Errorf("with its ETag got %d, want 304", again.StatusCode)
	}
}

func TestAWriteOnOneInstanceDropsThePageOnTheOther(t *testing.T) {
	s, _ := startPagesSite(t)
	otherURL, otherCache := s.SecondInstance(t)
	sitetest.WaitLive(t, otherCache)
	_, before := sitetest.GetURL(t, otherURL+"/resources/wbt-blog", nil)
	if strings.Contains(before, "Shop drawings in a day") {
		t.Fatal("the post is on the list before it was written")
	}
	if _, err := s.Svcs.Blog.CreatePost(context.Background(), &blog.PostInput{Title: "Shop drawings in a day", ContentHtml: "<p>Fast.</p>"}); err != nil {
		t.Fatal(err)
	}
	s.Settle(t, otherCache)
	if _, after := sitetest.GetURL(t, otherURL+"/resources/wbt-blog", nil); !strings.Contains(after, "Shop drawings in a day") {
		t.Error("the other instance still answers the list as it was before the write")
	}
}

func TestAScheduledPostAppearsOnTheListWhenItsTimeComes(t *testing.T) {
	s, _ := startPagesSite(t)
	at := time.Now().Add(2 * time.Second)
	if _, err := s.Svcs.Blog.CreatePost(context.Background(), &blog.PostInput{Title: "Erection drawings explained", ContentHtml: "<p>Soon.</p>", Status: sitev1.PostStatus_POST_STATUS_SCHEDULED, PublishTime: timestamppb.New(at)}); err != nil {
		t.Fatal(err)
	}
	s.Settle(t, s.Cache)
	// Only a list answered before the post's time can show it early: on a slow machine the
	// first answer may come after it.
	if _, body := sitetest.GetURL(t, s.URL+"/resources/wbt-blog", nil); strings.Contains(body, "Erection drawings explained") && time.Now().Before(at) {
		t.Fatal("the scheduled post is on the list before its time")
	}
	// A ceiling for a loaded machine, not a measure of speed: the loop ends when it shows.
	for deadline := at.Add(60 * time.Second); ; {
		if _, body := sitetest.GetURL(t, s.URL+"/resources/wbt-blog", nil); strings.Contains(body, "Erection drawings explained") {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the scheduled post was not on the list 60 s after its time")
		}
		time.Sleep(100 * time.Millisecond) // polling the page, not standing in for an event
	}
}

func TestAPageThatCannotBeDrawnSaysWhy(t *testing.T) {
	tests := []struct {
		name, script string
		deadline     time.Duration
		wantStatus   int
		wantLog      string
	}{
		{"a render that throws answers 500 and logs its JavaScript stack", `function drawBanner() { throw new Error('banner broke'); }
		   globalThis.gussetRender = async () => drawBanner();`, time.Second, http.StatusInternalServerError, "drawBanner"},
		{"a render over its deadline answers 503", `globalThis.gussetRender = async () => { for (;;) {} };`, 200 * time.Millisecond, http.StatusServiceUnavailable, "over its deadline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := render.New(render.Config{Script: []byte(tt.script), Engines: 1, Deadline: tt.deadline})
			if err != nil {
				t.Fatal(err)
			}
			logs := &lockedBuffer{}
			s := sitetest.StartTuned(t, app.Config{FileSecret: []byte("test secret")}, func(d *server.Deps) {
				d.Renderer = r
				d.Log = slog.New(requestid.NewHandler(slog.NewJSONHandler(logs, nil)))
			})
			res, body := sitetest.GetURL(t, s.URL+"/our-firm", nil)
			id := res.Header.Get(requestid.Header)
			if res.StatusCode != tt.wantStatus || id == "" {
				t.Fatalf("got %d with request id %q, want %d with one", res.StatusCode, id, tt.wantStatus)
			}
			if tt.wantStatus == http.StatusServiceUnavailable && res.Header.Get("Retry-After") == "" {
				t.Error("a 503 without Retry-After")
			}
			if !strings.Contains(body, `<div id="root"></div>`) {
				t.Error("the page is not the empty shell the app draws in the browser")
			}
			var logged map[string]any
			for _, l := range logs.lines() {
				if l["msg"] == "rendering a page" {
					logged = l
				}
			}
			if text := fmt.Sprint(logged); !strings.Contains(text, tt.wantLog) || logged["request_id"] != id {
				t.Errorf("log %s, want it to name %q and the request id %s", text, tt.wantLog, id)
			}
		})
	}
}

func TestALikeLeavesThePageAsItWas(t *testing.T) {
	s, cr := startPagesSite(t)
	ctx := context.Background()
	post, err := s.Svcs.Blog.CreatePost(ctx, &blog.PostInput{Title: "Welded moment frames", ContentHtml: "<p>Stiff.</p>"})
	if err != nil {
		t.Fatal(err)
	}
	s.Settle(t, s.Cache)
	path := "/resources/wbt-blog/" + post.Slug
	first, _ := sitetest.GetURL(t, s.URL+path, nil)
	etag := first.Header.Get("ETag")
	// The test hears every change notice from here on.
	conn, err := s.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "LISTEN "+pubcache.Channel); err != nil {
		t.Fatal(err)
	}

	public := sitev1connect.NewBlogServiceClient(s.H1, s.URL)
	if _, err := public.LikePost(ctx, connect.NewRequest(&sitev1.LikePostRequest{Id: post.GetId()})); err != nil {
		t.Fatal(err)
	}
	again, _ := sitetest.GetURL(t, s.URL+path, map[string]string{"If-None-Match": etag})
	if again.StatusCode != http.StatusNotModified || cr.renders(path) != 1 {
		t.Errorf("after a like: status %d and %d renders, want 304 and the page rendered once", again.StatusCode, cr.renders(path))
	}
	// Notices arrive in order: a notice of the like would come before this one.
	if _, err := s.Pool.Exec(ctx, "SELECT pg_notify($1, 'after the like')", pubcache.Channel); err != nil {
		t.Fatal(err)
	}
	waitCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	n, err := conn.Conn().WaitForNotification(waitCtx)
	if err != nil {
		t.Fatal(err)
	}
	if n.Payload != "after the like" {
		t.Errorf("the like sent a change notice %q: every instance drops its pages", n.Payload)
	}
	counts, err := public.GetLikeCounts(ctx, connect.NewRequest(&sitev1.GetLikeCountsRequest{PostIds: []string{post.GetId()}}))
	if err != nil {
		t.Fatal(err)
	}
	if got := counts.Msg.GetLikes()[post.GetId()]; got != 1 {
		t.Errorf("the cheap read after the page loads says %d likes, want 1", got)
	}
}
