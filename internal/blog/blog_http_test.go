package blog_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"

	"connectrpc.com/connect"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/gen/go/gusset/admin/v1/adminv1connect"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/go/gusset/site/v1/sitev1connect"
	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/sitetest"
)

func TestBlog(t *testing.T) {
	s := sitetest.Start(t, auth.DefaultConfig)
	ctx := context.Background()
	token := s.StaffToken(t)
	staff := adminv1connect.NewBlogServiceClient(s.H1, s.URL)
	public := sitev1connect.NewBlogServiceClient(s.H1, s.URL)

	create := func(t *testing.T, in *adminv1.PostInput) *sitev1.Post {
		t.Helper()
		res, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: in}, token))
		if err != nil {
			t.Fatalf("CreatePost: %v", err)
		}
		return res.Msg.GetPost()
	}
	get := func(t *testing.T, id string) *sitev1.Post {
		t.Helper()
		res, err := public.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: id}))
		if err != nil {
			t.Fatalf("GetPost: %v", err)
		}
		return res.Msg.GetPost()
	}
	served := func(t *testing.T, path string) int {
		t.Helper()
		res, _ := s.Get(t, path, "")
		return res.StatusCode
	}
	// gone checks the bucket as well as the answer: a 404 alone would also follow from
	// the files row being deleted while its object stays behind.
	gone := func(t *testing.T, what, path string) {
		t.Helper()
		if code := served(t, path); code != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404", what, code)
		}
		if slices.Contains(s.ObjectKeys(t), strings.TrimPrefix(path, "/files/")) {
			t.Errorf("the object of %s is still in the bucket", what)
		}
	}

	t.Run("a post is stored with sanitized HTML and its image, and read publicly", func(t *testing.T) {
		img := s.Upload(t, "blog_image", "girder.png", sitetest.PNGBytes(t, 8, 6), token)
		post := create(t, &adminv1.PostInput{
			Title:         "  Connection design basics  ",
			ContentHtml:   `<h2 onclick="steal()">Shear tabs</h2><p style="color: rgb(226,80,65); position: fixed">Bolted <a href="javascript:alert(1)">or</a> <a href="https://www.aisc.org">welded</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>`,
			ImageUploadId: img,
		})
		wantHTML := `<h2>Shear tabs</h2><p style="color: rgb(226,80,65)">Bolted or <a href="https://www.aisc.org" rel="nofollow noopener noreferrer">welded</a></p>`
		if post.GetTitle() != "Connection design basics" || post.GetContentHtml() != wantHTML {
			t.Errorf("created post title %q content %q, want %q and %q", post.GetTitle(), post.GetContentHtml(), "Connection design basics", wantHTML)
		}
		if post.GetLikes() != 0 || post.GetImage().GetFileName() != "girder.png" || post.GetImage().GetWidth() != 8 {
			t.Errorf("created post likes %d image %v, want 0 likes and the 8×6 girder.png", post.GetLikes(), post.GetImage())
		}
		got := get(t, post.GetId())
		if got.GetContentHtml() != wantHTML || got.GetImage().GetPath() != post.GetImage().GetPath() || got.GetCreateTime() == nil {
			t.Errorf("GetPost = %v, want the stored post", got)
		}
		if code := served(t, got.GetImage().GetPath()); code != http.StatusOK {
			t.Errorf("GET image = %d, want 200", code)
		}
	})

	t.Run("a blank title and empty content are refused with the spec's messages", func(t *testing.T) {
		for _, content := range []string{"", "<p><br></p>", "<p>   </p>", "<script>x</script>", `<p><img src="javascript:alert(1)"></p>`} {
			_, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: " ", ContentHtml: content}}, token))
			got := sitetest.FieldMessages(t, err)
			want := map[string]string{"title": "Title is required", "content_html": "Content cannot be empty"}
			for f, m := range want {
				if got[f] != m {
					t.Errorf("content %q: violation of %s = %q, want %q (all: %v)", content, f, got[f], m, got)
				}
			}
			var cerr *connect.Error
			if !errors.As(err, &cerr) || !strings.Contains(cerr.Message(), "Content cannot be empty") {
				t.Errorf("content %q: error message = %v, want it to contain 'Content cannot be empty'", content, err)
			}
		}
	})

	t.Run("a title over 200 characters is refused", func(t *testing.T) {
		_, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: strings.Repeat("t", 201), ContentHtml: "<p>x</p>"}}, token))
		if got := sitetest.FieldMessages(t, err)["title"]; got != "Title is too long (at most 200 characters)" {
			t.Errorf("violation of title = %q, want the length message", got)
		}
	})

	t.Run("an upload of another kind cannot be a post's image", func(t *testing.T) {
		pdf := s.Upload(t, "portfolio", "plan.pdf", sitetest.PDFBytes(), token)
		_, err := staff.CreatePost(ctx, sitetest.WithToken(&adminv1.CreatePostRequest{Post: &adminv1.PostInput{Title: "T", ContentHtml: "<p>x</p>", ImageUploadId: pdf}}, token))
		if got := sitetest.FieldMessages(t, err)["image_upload_id"]; got == "" {
			t.Errorf("claiming a portfolio upload as a blog image gave no image_upload_id violation")
		}
	})

	t.Run("updating keeps, replaces and removes the image as asked", func(t *testing.T) {
		first := s.Upload(t, "blog_image", "v1.png", sitetest.PNGBytes(t, 4, 4), token)
		post := create(t, &adminv1.PostInput{Title: "Draft", ContentHtml: "<p>one</p>", ImageUploadId: first})
		firstPath := post.GetImage().GetPath()
		update := func(t *testing.T, in *adminv1.PostInput, remove bool) *sitev1.Post {
			t.Helper()
			res, err := staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: post.GetId(), Post: in, RemoveImage: remove}, token))
			if err != nil {
				t.Fatalf("UpdatePost: %v", err)
			}
			return res.Msg.GetPost()
		}

		kept := update(t, &adminv1.PostInput{Title: "Final", ContentHtml: `<p style="text-align:center">two</p>`}, false)
		if kept.GetTitle() != "Final" || kept.GetContentHtml() != `<p style="text-align: center">two</p>` || kept.GetImage().GetPath() != firstPath {
			t.Errorf("update without an upload = %v, want new text and the same image", kept)
		}

		second := s.Upload(t, "blog_image", "v2.png", sitetest.PNGBytes(t, 5, 5), token)
		replaced := update(t, &adminv1.PostInput{Title: "Final", ContentHtml: "<p>two</p>", ImageUploadId: second}, false)
		if replaced.GetImage().GetFileName() != "v2.png" {
			t.Errorf("image after replacing = %v, want v2.png", replaced.GetImage())
		}
		gone(t, "the replaced image", firstPath)

		removed := update(t, &adminv1.PostInput{Title: "Final", ContentHtml: "<p>two</p>"}, true)
		if removed.GetImage() != nil {
			t.Errorf("image after remove_image = %v, want none", removed.GetImage())
		}
		gone(t, "the removed image", replaced.GetImage().GetPath())
		if got := get(t, post.GetId()); got.GetImage() != nil || got.GetTitle() != "Final" {
			t.Errorf("GetPost after updates = %v, want title Final and no image", got)
		}
	})

	t.Run("an invalid update changes nothing", func(t *testing.T) {
		post := create(t, &adminv1.PostInput{Title: "Keep", ContentHtml: "<p>keep</p>"})
		_, err := staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: post.GetId(), Post: &adminv1.PostInput{Title: "Keep", ContentHtml: "<p><br></p>"}}, token))
		if got := sitetest.FieldMessages(t, err)["content_html"]; got != "Content cannot be empty" {
			t.Errorf("violation of content_html = %q, want 'Content cannot be empty'", got)
		}
		if got := get(t, post.GetId()); got.GetContentHtml() != "<p>keep</p>" {
			t.Errorf("content after a refused update = %q, want it unchanged", got.GetContentHtml())
		}
	})

	t.Run("deleting a post removes it, and emptying the trash its stored image", func(t *testing.T) {
		img := s.Upload(t, "blog_image", "gone.png", sitetest.PNGBytes(t, 3, 3), token)
		post := create(t, &adminv1.PostInput{Title: "Old news", ContentHtml: "<p>bye</p>", ImageUploadId: img})
		if _, err := staff.DeletePost(ctx, sitetest.WithToken(&adminv1.DeletePostRequest{Id: post.GetId()}, token)); err != nil {
			t.Fatalf("DeletePost: %v", err)
		}
		if _, err := public.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: post.GetId()})); connect.CodeOf(err) != connect.CodeNotFound {
			t.Errorf("GetPost after delete = %v, want not found", err)
		}
		s.EmptyTrash(t)
		gone(t, "the image of a deleted post", post.GetImage().GetPath())
	})

	t.Run("unknown and malformed ids answer NotFound", func(t *testing.T) {
		for _, id := range []string{"00000000-0000-0000-0000-000000000000", "not-an-id", ""} {
			calls := map[string]error{}
			_, calls["GetPost"] = public.GetPost(ctx, connect.NewRequest(&sitev1.GetPostRequest{Id: id}))
			_, calls["LikePost"] = public.LikePost(ctx, connect.NewRequest(&sitev1.LikePostRequest{Id: id}))
			_, calls["UpdatePost"] = staff.UpdatePost(ctx, sitetest.WithToken(&adminv1.UpdatePostRequest{Id: id, Post: &adminv1.PostInput{Title: "a", ContentHtml: "b"}}, token))
			_, calls["DeletePost"] = staff.DeletePost(ctx, sitetest.WithToken(&adminv1.DeletePostRequest{Id: id}, token))
			for name, err := range calls {
				if connect.CodeOf(err) != connect.CodeNotFound {
					t.Errorf("%s(%q) = %v, want not found", name, id, err)
				}
			}
		}
	})

	t.Run("pages list every post once, newest first", func(t *testing.T) {
		var newest string
		for i := range 5 {
			newest = create(t, &adminv1.PostInput{Title: "Page " + string(rune('A'+i)), ContentHtml: "<p>x</p>"}).GetId()
		}
		all, err := public.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{PageSize: 100}))
		if err != nil {
			t.Fatal(err)
		}
		want := all.Msg.GetPosts()
		if len(want) < 6 || want[0].GetId() != newest || all.Msg.GetNextPageToken() != "" {
			t.Fatalf("one page of 100 = %d posts starting %q, token %q; want every post, the newest %q first, no next page",
				len(want), want[0].GetId(), all.Msg.GetNextPageToken(), newest)
		}
		for i := 1; i < len(want); i++ {
			if want[i].GetCreateTime().AsTime().After(want[i-1].GetCreateTime().AsTime()) {
				t.Errorf("post %d is newer than post %d, want newest first", i, i-1)
			}
		}
		var got []string
		pageToken := ""
		for range len(want) {
			res, err := public.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{PageSize: 2, PageToken: pageToken}))
			if err != nil {
				t.Fatal(err)
			}
			if n := len(res.Msg.GetPosts()); n > 2 {
				t.Fatalf("a page of size 2 has %d posts", n)
			}
			for _, p := range res.Msg.GetPosts() {
				got = append(got, p.GetId())
			}
			if pageToken = res.Msg.GetNextPageToken(); pageToken == "" {
				break
			}
		}
		if len(got) != len(want) {
			t.Fatalf("paging by 2 gave %d posts, want %d", len(got), len(want))
		}
		for i, p := range want {
			if got[i] != p.GetId() {
				t.Errorf("paged post %d = %s, want %s", i, got[i], p.GetId())
			}
		}
		_, err = public.ListPosts(ctx, connect.NewRequest(&sitev1.ListPostsRequest{PageSize: 101}))
		if got := sitetest.FieldMessages(t, err)["page_size"]; got == "" {
			t.Errorf("page_size 101 gave no page_size violation")
		}
	})
}
