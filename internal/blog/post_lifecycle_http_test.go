package blog_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

// publicly reports where a post shows publicly: the public RPC, its page, the REST shim
// (one post and the list), the sitemap and the feed.
type publicly struct {
	rpc, page, rest, restList, sitemap, feed bool
}

func whereShown(t *testing.T, s *sitetest.Site, post *sitev1.Post) publicly {
	t.Helper()
	var p publicly
	_, err := sitev1connect.NewBlogServiceClient(s.H1, s.URL).GetPost(context.Background(),
		connect.NewRequest(&sitev1.GetPostRequest{Id: post.GetId()}))
	switch {
	case err == nil:
		p.rpc = true
	case connect.CodeOf(err) != connect.CodeNotFound:
		t.Fatalf("public GetPost: %v", err)
	}
	res, _ := s.Get(t, "/resources/wbt-blog/"+post.GetSlug(), "")
	p.page = res.StatusCode == http.StatusOK
	res, _ = s.Get(t, "/api/blog/posts/"+post.GetId(), "")
	p.rest = res.StatusCode == http.StatusOK
	_, body := s.Get(t, "/api/blog/posts", "")
	p.restList = strings.Contains(string(body), post.GetId())
	_, body = s.Get(t, "/sitemap.xml", "")
	p.sitemap = strings.Contains(string(body), post.GetSlug())
	_, body = s.Get(t, "/feed.xml", "")
	p.feed = strings.Contains(string(body), post.GetSlug())
	return p
}

var (
	shownEverywhere = publicly{true, true, true, true, true, true}
	shownNowhere    = publicly{}
)

func TestPostLifeCycle(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
	input := func(title string, status sitev1.PostStatus, at time.Time) *adminv1.PostInput {
		in := &adminv1.PostInput{Title: title, ContentHtml: "<p>Base plates and anchor rods</p>", Status: status}
		if !at.IsZero() {
			in.PublishTime = timestamppb.New(at)
		}
		return in
	}
	create := func(t *testing.T, in *adminv1.PostInput) *sitev1.Post {
		t.Helper()
		res, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: in}, token))
		if err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
		return res.Msg.GetPost()
	}
	update := func(t *testing.T, id string, in *adminv1.PostInput) *sitev1.Post {
		t.Helper()
		res, err := staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: id, Post: in}, token))
		if err != nil {
			t.Fatalf("UpdatePost: %v", err)
		}
		return res.Msg.GetPost()
	}
	staffGet := func(t *testing.T, id string) *sitev1.Post {
		t.Helper()
		res, err := staff.GetPost(ctx, sitetest.WithToken(&adminv1.GetPostRequest{Id: id}, token))
		if err != nil {
			t.Fatalf("staff GetPost: %v", err)
		}
		return res.Msg.GetPost()
	}
	storedStatus := func(t *testing.T, id string) string {
		t.Helper()
		var status string
		if err := s.Pool.QueryRow(ctx, `SELECT status FROM blog_posts WHERE id = $1`, id).Scan(&status); err != nil {
			t.Fatal(err)
		}
		return status
	}

	t.Run("a post created without a status is published at once, as before", func(t *testing.T) {
		post := create(t, input("Published at once", sitev1.PostStatus_POST_STATUS_UNSPECIFIED, time.Time{}))
		if post.GetStatus() != sitev1.PostStatus_POST_STATUS_PUBLISHED || post.GetPublishTime() == nil {
			t.Errorf("status %v publish time %v, want published with a time", post.GetStatus(), post.GetPublishTime())
		}
		if got := whereShown(t, s, post); got != shownEverywhere {
			t.Errorf("shown %+v, want everywhere", got)
		}
	})

	t.Run("a draft is shown nowhere publicly, to staff in the preview and the staff list", func(t *testing.T) {
		post := create(t, input("A draft about bracing", sitev1.PostStatus_POST_STATUS_DRAFT, time.Time{}))
		if got := whereShown(t, s, post); got != shownNowhere {
			t.Errorf("shown %+v, want nowhere", got)
		}
		// Even with a staff session the public reads do not answer it.
		if _, err := sitev1connect.NewBlogServiceClient(s.H1, s.URL).GetPost(ctx, sitetest.WithToken(&sitev1.GetPostRequest{Id: post.GetId()}, token)); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("public GetPost with a staff session: %v, want NotFound", err)
		}
		if got := staffGet(t, post.GetId()); got.GetStatus() != sitev1.PostStatus_POST_STATUS_DRAFT || got.GetContentHtml() == "" {
			t.Errorf("preview = %v, want the draft with its content", got)
		}
		if _, err := staff.GetPost(ctx, connect.NewRequest(&adminv1.GetPostRequest{Id: post.GetId()})); connect.CodeOf(err) != connect.CodeUnauthenticated {
			t.Errorf("preview without a session: %v, want Unauthenticated", err)
		}
		list, err := staff.ListPosts(ctx, sitetest.WithToken(&adminv1.ListPostsRequest{PageSize: 100}, token))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, p := range list.Msg.GetPosts() {
			found = found || p.GetId() == post.GetId() && p.GetStatus() == sitev1.PostStatus_POST_STATUS_DRAFT
		}
		if !found {
			t.Errorf("the staff list has no draft %s", post.GetId())
		}
	})

	t.Run("publishing a draft shows it with its publish time as its date; unpublishing hides it", func(t *testing.T) {
		post := create(t, input("Draft then published", sitev1.PostStatus_POST_STATUS_DRAFT, time.Time{}))
		published := update(t, post.GetId(), input("Draft then published", sitev1.PostStatus_POST_STATUS_PUBLISHED, time.Time{}))
		if published.GetPublishTime() == nil || !published.GetCreateTime().AsTime().Equal(published.GetPublishTime().AsTime()) {
			t.Errorf("create_time %v publish_time %v, want the publish time shown as the date", published.GetCreateTime(), published.GetPublishTime())
		}
		if got := whereShown(t, s, post); got != shownEverywhere {
			t.Errorf("after publishing shown %+v, want everywhere", got)
		}
		update(t, post.GetId(), input("Draft then published", sitev1.PostStatus_POST_STATUS_DRAFT, time.Time{}))
		if got := whereShown(t, s, post); got != shownNowhere {
			t.Errorf("after unpublishing shown %+v, want nowhere", got)
		}
	})

	t.Run("scheduling needs a publish time in the future", func(t *testing.T) {
		for name, at := range map[string]time.Time{"no time": {}, "a past time": time.Now().Add(-time.Minute)} {
			_, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: input("Too late", sitev1.PostStatus_POST_STATUS_SCHEDULED, at)}, token))
			if connect.CodeOf(err) != connect.CodeInvalidArgument || !strings.Contains(err.Error(), "Choose a publish time in the future") {
				t.Errorf("scheduling with %s: %v, want InvalidArgument 'Choose a publish time in the future'", name, err)
			}
		}
	})

	t.Run("a status number this server does not know is refused, not taken as publish", func(t *testing.T) {
		_, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: input("From a newer client", sitev1.PostStatus(42), time.Time{})}, token))
		if connect.CodeOf(err) != connect.CodeInvalidArgument || !strings.Contains(err.Error(), "Status must be draft, scheduled or published") {
			t.Errorf("got %v, want InvalidArgument 'Status must be draft, scheduled or published'", err)
		}
		var n int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM blog_posts WHERE title = 'From a newer client'`).Scan(&n); err != nil || n != 0 {
			t.Errorf("stored %d posts (%v), want none", n, err)
		}
	})

	t.Run("a scheduled post appears only once its time has come, and its job marks it published", func(t *testing.T) {
		at := time.Now().Add(2 * time.Second).Truncate(time.Microsecond)
		post := create(t, input("Scheduled for soon", sitev1.PostStatus_POST_STATUS_SCHEDULED, at))
		if post.GetStatus() != sitev1.PostStatus_POST_STATUS_SCHEDULED || !post.GetPublishTime().AsTime().Equal(at) {
			t.Fatalf("status %v publish time %v, want scheduled at %v", post.GetStatus(), post.GetPublishTime().AsTime(), at)
		}
		var jobs int
		if err := s.Pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'blog.publish' AND args->>'post_id' = $1 AND scheduled_at = $2`, post.GetId(), at).Scan(&jobs); err != nil {
			t.Fatal(err)
		}
		if jobs != 1 {
			t.Errorf("publish jobs at its time = %d, want 1", jobs)
		}
		// Poll the public reads: every answer before the publish time must be "not found",
		// and the post must show once the time has come.
		deadline := time.Now().Add(30 * time.Second)
		for {
			before := time.Now()
			got := whereShown(t, s, post)
			if got == shownEverywhere {
				if before.Add(50 * time.Millisecond).Before(at) {
					t.Fatalf("shown at %v, before its publish time %v", before, at)
				}
				break
			}
			if got != shownNowhere && time.Now().Before(at) {
				t.Fatalf("partly shown %+v at %v, before its publish time %v", got, time.Now(), at)
			}
			if time.Now().After(deadline) {
				t.Fatalf("still shown only %+v 30 s after its publish time", got)
			}
		}
		sitetest.WaitFor(t, "the publish job to mark the post published", func() bool { return storedStatus(t, post.GetId()) == "published" })
	})

	t.Run("a post moved back to draft before its time is not published by its job", func(t *testing.T) {
		at := time.Now().Add(time.Second)
		post := create(t, input("Changed my mind", sitev1.PostStatus_POST_STATUS_SCHEDULED, at))
		update(t, post.GetId(), input("Changed my mind", sitev1.PostStatus_POST_STATUS_DRAFT, time.Time{}))
		// Wait for the job to have run (completed), then check.
		sitetest.WaitFor(t, "the publish job to complete", func() bool {
			var state string
			if err := s.Pool.QueryRow(ctx, `SELECT state FROM river_job WHERE kind = 'blog.publish' AND args->>'post_id' = $1`, post.GetId()).Scan(&state); err != nil {
				t.Fatal(err)
			}
			return state == "completed"
		})
		if got := storedStatus(t, post.GetId()); got != "draft" {
			t.Errorf("status after its job = %q, want draft", got)
		}
		if got := whereShown(t, s, post); got != shownNowhere {
			t.Errorf("shown %+v, want nowhere", got)
		}
	})
}
