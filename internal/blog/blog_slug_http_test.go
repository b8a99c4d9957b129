package blog_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"connectrpc.com/connect"
	"google.golang.org/genproto/googleapis/rpc/errdetails"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/pgtest"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestBlogSlugs(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
	public := sitev1connect.NewBlogServiceClient(s.H1, s.URL)
	create := func(t *testing.T, in *adminv1.PostInput) (*sitev1.Post, error) {
		t.Helper()
		res, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: in}, token))
		if err != nil {
			return nil, err
		}
		return res.Msg.GetPost(), nil
	}
	mustCreate := func(t *testing.T, in *adminv1.PostInput) *sitev1.Post {
		t.Helper()
		post, err := create(t, in)
		if err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
		return post
	}

	t.Run("a new post's slug is made from its title, numbered on collision", func(t *testing.T) {
		var got []string
		for range 3 {
			got = append(got, mustCreate(t, &adminv1.PostInput{Title: "Détailing Moment Connections", ContentHtml: "<p>x</p>"}).GetSlug())
		}
		want := []string{"detailing-moment-connections", "detailing-moment-connections-2", "detailing-moment-connections-3"}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("slugs = %v, want %v", got, want)
		}
	})

	t.Run("a post is read by its slug or its id, and unknown slugs are not found", func(t *testing.T) {
		post := mustCreate(t, &adminv1.PostInput{Title: "Anchor bolts", Slug: "anchor-bolt-plans", Excerpt: " Plans that set bolts right. ", ContentHtml: "<p>x</p>"})
		if post.GetSlug() != "anchor-bolt-plans" || post.GetExcerpt() != "Plans that set bolts right." {
			t.Errorf("created slug %q excerpt %q, want the given ones, trimmed", post.GetSlug(), post.GetExcerpt())
		}
		for _, key := range []string{post.GetSlug(), "Anchor-Bolt-Plans", post.GetId()} {
			res, err := public.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: key}))
			if err != nil {
				t.Errorf("GetPost(%q): %v, want the post", key, err)
			} else if got := res.Msg.GetPost().GetId(); got != post.GetId() {
				t.Errorf("GetPost(%q) = post %s, want %s", key, got, post.GetId())
			}
		}
		_, err := public.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: "no-such-post"}))
		if connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("GetPost(unknown slug) = %v, want not found", err)
		}
	})

	t.Run("a taken slug is refused as AlreadyExists with the field's message", func(t *testing.T) {
		first := mustCreate(t, &adminv1.PostInput{Title: "Shop drawings", Slug: "shop-drawings", ContentHtml: "<p>x</p>"})
		other := mustCreate(t, &adminv1.PostInput{Title: "Erection drawings", ContentHtml: "<p>x</p>"})
		_, createErr := create(t, &adminv1.PostInput{Title: "Again", Slug: first.GetSlug(), ContentHtml: "<p>x</p>"})
		_, updateErr := staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: other.GetId(),
			Post: &adminv1.PostInput{Title: "Erection drawings", Slug: first.GetSlug(), ContentHtml: "<p>x</p>"}}, token))
		for name, err := range map[string]error{"CreatePost": createErr, "UpdatePost": updateErr} {
			if got, want := conflictField(err, "slug"), "This address is already used by another post"; got != want {
				t.Errorf("%s with a taken slug = %v, field slug %q, want AlreadyExists %q", name, err, got, want)
			}
		}
	})

	t.Run("an update keeps an empty slug, changes a given one, and keep_page_fields keeps both", func(t *testing.T) {
		post := mustCreate(t, &adminv1.PostInput{Title: "Stair details", Excerpt: "Stairs.", ContentHtml: "<p>x</p>"})
		update := func(in *adminv1.PostInput, keep bool) *sitev1.Post {
			t.Helper()
			res, err := staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: post.GetId(), Post: in, KeepPageFields: keep}, token))
			if err != nil {
				t.Fatalf("UpdatePost: %v", err)
			}
			return res.Msg.GetPost()
		}
		got := update(&adminv1.PostInput{Title: "Renamed stairs", ContentHtml: "<p>x</p>", Excerpt: "Stairs, again."}, false)
		if got.GetSlug() != "stair-details" || got.GetExcerpt() != "Stairs, again." {
			t.Errorf("after an update without slug: slug %q excerpt %q, want stair-details and the new excerpt", got.GetSlug(), got.GetExcerpt())
		}
		got = update(&adminv1.PostInput{Title: "Renamed stairs", Slug: "stairs-and-rails", ContentHtml: "<p>x</p>"}, false)
		if got.GetSlug() != "stairs-and-rails" || got.GetExcerpt() != "" {
			t.Errorf("after an update with a slug: slug %q excerpt %q, want stairs-and-rails and no excerpt", got.GetSlug(), got.GetExcerpt())
		}
		update(&adminv1.PostInput{Title: "x", Excerpt: "kept?", ContentHtml: "<p>x</p>"}, false)
		got = update(&adminv1.PostInput{Title: "Stairs", Slug: "ignored", ContentHtml: "<p>y</p>"}, true)
		if got.GetSlug() != "stairs-and-rails" || got.GetExcerpt() != "kept?" {
			t.Errorf("after keep_page_fields: slug %q excerpt %q, want stairs-and-rails and kept?", got.GetSlug(), got.GetExcerpt())
		}
	})
}

// conflictField is the message of field in err when err is AlreadyExists, else "".
func conflictField(err error, field string) string {
	var cerr *connect.Error
	if !errors.As(err, &cerr) || cerr.Code() != connect.CodeAlreadyExists {
		return ""
	}
	for _, d := range cerr.Details() {
		if v, derr := d.Value(); derr == nil {
			if br, ok := v.(*errdetails.BadRequest); ok {
				for _, fv := range br.GetFieldViolations() {
					if fv.GetField() == field {
						return fv.GetDescription()
					}
				}
			}
		}
	}
	return ""
}

func TestBlogSlugMigrationBackfillsTitles(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	provider, closeDB, err := database.Migrations(pool)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = closeDB() })
	if _, err := provider.DownTo(ctx, 3); err != nil {
		t.Fatalf("down to 00003: %v", err)
	}
	titles := []string{"Détailing à Montréal", "Detailing a Montreal", "¿?", "Detailing à Montréal 2", strings.Repeat("Girder ", 20)}
	for i, title := range titles {
		if _, err := pool.Exec(ctx, `INSERT INTO blog_posts (title, content_html, create_time) VALUES ($1, '<p>x</p>', now() + $2 * interval '1 second')`, title, i); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := provider.Up(ctx); err != nil {
		t.Fatalf("up: %v", err)
	}
	rows, err := pool.Query(ctx, `SELECT slug FROM blog_posts ORDER BY create_time`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var slug string
		if err := rows.Scan(&slug); err != nil {
			t.Fatal(err)
		}
		got = append(got, slug)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	want := []string{"detailing-a-montreal", "detailing-a-montreal-2", "post", "detailing-a-montreal-2-2", strings.Repeat("girder-", 11) + "gir"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("backfilled slugs = %v, want %v", got, want)
	}
}
