package blog_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/pubcache"
	"github.com/gusset/gusset/internal/server"
	"github.com/gusset/gusset/internal/sitetest"
)

// likesSite is two instances of the site on one database, behind a trusted proxy (the test
// client), so each request names its client address in X-Forwarded-For.
type likesSite struct {
	*sitetest.Site
	other  string
	token  string
	staff  adminv1connect.BlogServiceClient
	public [2]sitev1connect.BlogServiceClient
}

func startLikesSite(t *testing.T) *likesSite {
	t.Helper()
	proxies, err := clientaddr.ParseProxies("127.0.0.0/8")
	if err != nil {
		t.Fatal(err)
	}
	s := sitetest.StartTuned(t, app.Config{Auth: auth.DefaultConfig, FileSecret: []byte("k")}, func(d *server.Deps) { d.TrustedProxies = proxies })
	other, otherCache := s.SecondInstance(t)
	sitetest.WaitLive(t, s.Cache)
	sitetest.WaitLive(t, otherCache)
	return &likesSite{
		Site: s, other: other, token: s.StaffToken(t),
		staff:  adminv1connect.NewBlogServiceClient(s.H1, s.URL),
		public: [2]sitev1connect.BlogServiceClient{sitev1connect.NewBlogServiceClient(s.H1, s.URL), sitev1connect.NewBlogServiceClient(s.H1, other)},
	}
}

func (l *likesSite) post(t *testing.T, status sitev1.PostStatus) string {
	t.Helper()
	res, err := l.staff.CreatePost(context.Background(), sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{
		Title: "Liked " + status.String(), ContentHtml: "<p>Beams.</p>", Status: status,
	}}, l.token))
	if err != nil {
		t.Fatalf("CreatePost: %v", err)
	}
	return res.Msg.GetPost().GetId()
}

// like likes post through instance (0 or 1) as the client at addr.
func (l *likesSite) like(t *testing.T, instance int, post, addr string) (int64, error) {
	req := connect.NewRequest(&sitev1.LikePostRequest{Id: post})
	req.Header().Set("X-Forwarded-For", addr)
	res, err := l.public[instance].LikePost(context.Background(), req)
	if err != nil {
		return 0, err
	}
	return res.Msg.GetLikes(), nil
}

// likes likes post n times at once, alternating the instances, the i-th as addr(i).
func (l *likesSite) likes(t *testing.T, post string, n int, addr func(i int) string) []int64 {
	t.Helper()
	answers := make([]int64, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { answers[i], errs[i] = l.like(t, i%2, post, addr(i)) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("like %d: %v", i, err)
		}
	}
	return answers
}

func (l *likesSite) counts(t *testing.T, ids ...string) (map[string]int64, error) {
	t.Helper()
	res, err := l.public[1].GetLikeCounts(context.Background(), connect.NewRequest(&sitev1.GetLikeCountsRequest{PostIds: ids}))
	if err != nil {
		return nil, err
	}
	return res.Msg.GetLikes(), nil
}

// TestLikesAreBoundedPerAddress repeats a finding of a security review (300 likes from one address
// all counted) across two instances.
func TestLikesAreBoundedPerAddress(t *testing.T) {
	l := startLikesSite(t)

	t.Run("fifty parallel likes from one address, split across two instances, add one", func(t *testing.T) {
		post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
		for i, got := range l.likes(t, post, 50, func(int) string { return "198.51.100.7" }) {
			if got != 1 {
				t.Errorf("like %d answered %d, want the count 1", i, got)
			}
		}
		if got, err := l.counts(t, post); err != nil || got[post] != 1 {
			t.Errorf("GetLikeCounts = %v, %v; want 1", got, err)
		}
	})
	t.Run("likes from different addresses all count, each answered its own count", func(t *testing.T) {
		post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
		const n = 60
		seen := map[int64]bool{}
		for i, got := range l.likes(t, post, n, func(i int) string { return fmt.Sprintf("198.51.100.%d", i+1) }) {
			if got < 1 || got > n || seen[got] {
				t.Errorf("like %d answered %d, want a count in 1..%d that no other like got", i, got, n)
			}
			seen[got] = true
		}
		if got, err := l.counts(t, post); err != nil || got[post] != n {
			t.Errorf("GetLikeCounts = %v, %v; want %d", got, err, n)
		}
	})
	t.Run("a like over the bound answers the current count without adding", func(t *testing.T) {
		post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
		l.likes(t, post, 3, func(i int) string { return fmt.Sprintf("203.0.113.%d", i+1) })
		got, err := l.like(t, 1, post, "203.0.113.2")
		if err != nil || got != 3 {
			t.Errorf("a second like of one address = %d, %v; want the count 3", got, err)
		}
	})
	t.Run("addresses of one IPv6 network share their bound", func(t *testing.T) {
		post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
		l.likes(t, post, 10, func(i int) string { return fmt.Sprintf("2001:db8:1:2::%x", i+1) })
		if got, err := l.counts(t, post); err != nil || got[post] != 1 {
			t.Errorf("GetLikeCounts after ten addresses of one /64 = %v, %v; want 1", got, err)
		}
	})
	t.Run("the REST shim's like keeps its shape and the bound", func(t *testing.T) {
		post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
		for range 2 {
			req := sitetest.NewRequest(t, http.MethodPatch, l.URL+"/api/blog/posts/"+post+"/like")
			req.Header.Set("X-Forwarded-For", "192.0.2.44")
			res, body := l.Do(t, req)
			var got struct {
				Data struct {
					ID    string
					Likes int64
				}
			}
			if err := json.Unmarshal(body, &got); err != nil || res.StatusCode != http.StatusOK || got.Data.ID != post || got.Data.Likes != 1 {
				t.Errorf("PATCH like = %d %s, want 200 with the id and likes 1", res.StatusCode, body)
			}
		}
	})
	t.Run("no address is stored, only a hash", func(t *testing.T) {
		var n int
		if err := l.Pool.QueryRow(context.Background(), `SELECT count(*) FROM blog_post_likes
			WHERE position('198.51.100' in encode(address_hash, 'escape')) > 0 OR length(address_hash) <> 32`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if got, want := l.Site.CountRows(t, "blog_post_likes"), 0; got == want {
			t.Fatal("no like was recorded")
		}
		if n != 0 {
			t.Errorf("%d like rows hold an address or no 32-byte hash", n)
		}
	})
	t.Run("drafts, unknown and malformed ids cannot be liked", func(t *testing.T) {
		draft := l.post(t, sitev1.PostStatus_POST_STATUS_DRAFT)
		for _, id := range []string{draft, "00000000-0000-0000-0000-000000000000", "not-an-id"} {
			if _, err := l.like(t, 0, id, "192.0.2.9"); connect.CodeOf(err) != connect.CodeNotFound {
				t.Errorf("LikePost(%q) = %v, want not found", id, err)
			}
		}
	})
}

// TestLikesLeaveThePublicCache: a like writes no post, so no instance drops its cached
// answers; the counts come fresh from GetLikeCounts and from an
// uncached read.
func TestLikesLeaveThePublicCache(t *testing.T) {
	l := startLikesSite(t)
	post := l.post(t, sitev1.PostStatus_POST_STATUS_PUBLISHED)
	draft := l.post(t, sitev1.PostStatus_POST_STATUS_DRAFT)
	l.Site.Settle(t, l.Cache)
	sitetest.GetURL(t, l.URL+sitetest.ListPostsGET, nil)
	_, cachedBefore := sitetest.GetURL(t, l.URL+sitetest.ListPostsGET, nil)
	hits, _ := l.Cache.Stats()

	var hitsAfter uint64
	var cachedAfter string
	notices := noticesDuring(t, l.Site, func() {
		if _, err := l.like(t, 0, post, "198.51.100.1"); err != nil {
			t.Fatal(err)
		}
		if _, err := l.like(t, 1, post, "198.51.100.2"); err != nil {
			t.Fatal(err)
		}
		// The REST shim's like, on the instance whose cache is watched.
		req := sitetest.NewRequest(t, http.MethodPatch, l.URL+"/api/blog/posts/"+post+"/like")
		req.Header.Set("X-Forwarded-For", "198.51.100.3")
		if res, body := l.Do(t, req); res.StatusCode != http.StatusOK {
			t.Fatalf("REST like = %d %s", res.StatusCode, body)
		}
		// Read before noticesDuring's own mark, which drops the caches as any notice does.
		_, cachedAfter = sitetest.GetURL(t, l.URL+sitetest.ListPostsGET, nil)
		hitsAfter, _ = l.Cache.Stats()
	})

	t.Run("likes on either instance send no change notice to any instance", func(t *testing.T) {
		if len(notices) != 0 {
			t.Errorf("the likes sent %d change notices, want none", len(notices))
		}
	})
	t.Run("the instance that took a like still answers the list from memory", func(t *testing.T) {
		if hitsAfter != hits+1 || cachedAfter != cachedBefore {
			t.Errorf("cache hits %d → %d, list changed %v; want one more hit and the cached list", hits, hitsAfter, cachedAfter != cachedBefore)
		}
	})
	t.Run("GetLikeCounts answers the current counts of public posts only", func(t *testing.T) {
		got, err := l.counts(t, post, draft, "00000000-0000-0000-0000-000000000000")
		if err != nil || len(got) != 1 || got[post] != 3 {
			t.Errorf("GetLikeCounts = %v, %v; want only the public post, with 3", got, err)
		}
	})
	t.Run("an uncached read counts every like", func(t *testing.T) {
		res, err := l.public[1].ListPosts(context.Background(), connect.NewRequest(&sitev1.ListPostsRequest{}))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range res.Msg.GetPosts() {
			if p.GetId() == post && p.GetLikes() != 3 {
				t.Errorf("likes in a POST ListPosts = %d, want 3", p.GetLikes())
			}
		}
	})
	t.Run("GetLikeCounts refuses what names no posts", func(t *testing.T) {
		many := strings.Split(strings.Repeat(post+",", 101), ",")[:101]
		for _, ids := range [][]string{nil, many, {"not-an-id"}} {
			_, err := l.counts(t, ids...)
			if got := sitetest.FieldMessages(t, err)["post_ids"]; got == "" {
				t.Errorf("GetLikeCounts of %d ids gave no post_ids violation", len(ids))
			}
		}
	})
}

// noticesDuring answers the change notices (pubcache.Channel) that the writes of fn sent:
// it listens on a connection of its own, runs fn, then sends a mark and collects what
// arrives before it (notices come in commit order).
func noticesDuring(t *testing.T, s *sitetest.Site, fn func()) []string {
	t.Helper()
	ctx := context.Background()
	conn, err := s.Pool.Acquire(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, "LISTEN "+pubcache.Channel); err != nil {
		t.Fatal(err)
	}
	defer conn.Exec(ctx, "UNLISTEN "+pubcache.Channel) //nolint:errcheck // the connection goes back to the pool
	fn()
	mark := fmt.Sprintf("mark-%d", time.Now().UnixNano())
	if _, err := s.Pool.Exec(ctx, "SELECT pg_notify($1, $2)", pubcache.Channel, mark); err != nil {
		t.Fatal(err)
	}
	var got []string
	waitCtx, cancel := context.WithTimeout(ctx, 10*time.Second) // a safety net, not a wait
	defer cancel()
	for {
		n, err := conn.Conn().WaitForNotification(waitCtx)
		if err != nil {
			t.Fatalf("waiting for the mark notice: %v", err)
		}
		if n.Payload == mark {
			return got
		}
		got = append(got, n.Payload)
	}
}
