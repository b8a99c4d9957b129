package blog_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/validate"
)

// recordingStore keeps what the service hands it; the service must only hand it
// validated, sanitized input.
type recordingStore struct {
	blog.Store
	created []*blog.PostInput
	slugs   []string
}

func (r *recordingStore) PostCreate(_ context.Context, in *blog.PostInput) (*blog.Post, error) {
	r.created = append(r.created, in)
	return &blog.Post{Title: in.Title, ContentHtml: in.ContentHtml}, nil
}

// PostGetPublicBySlug records the slugs looked up; no post has one.
func (r *recordingStore) PostGetPublicBySlug(_ context.Context, slug string) (*blog.Post, error) {
	r.slugs = append(r.slugs, slug)
	return nil, blog.ErrPostNotFound
}

const scheduled = sitev1.PostStatus_POST_STATUS_SCHEDULED

type noObjects struct{}

func (noObjects) DeleteObjects(context.Context, ...string) {}

func TestCreatePostValidatesAndSanitizes(t *testing.T) {
	tests := []struct {
		name  string
		in    *blog.PostInput
		wants map[string]string // field → message; nil when the post is valid
	}{
		{"a blank title and empty content are both reported",
			&blog.PostInput{Title: "  ", ContentHtml: "<p><br></p>"},
			map[string]string{"title": "Title is required", "content_html": "Content cannot be empty"}},
		{"content that is only a script is empty",
			&blog.PostInput{Title: "T", ContentHtml: "<script>alert(1)</script>"},
			map[string]string{"content_html": "Content cannot be empty"}},
		{"a title over 200 characters is too long",
			&blog.PostInput{Title: strings.Repeat("é", 201), ContentHtml: "<p>x</p>"},
			map[string]string{"title": "Title is too long (at most 200 characters)"}},
		{"content over 1 MiB is too long",
			&blog.PostInput{Title: "T", ContentHtml: "<p>" + strings.Repeat("x", 1<<20) + "</p>"},
			map[string]string{"content_html": "Content is too long (at most 1 MiB)"}},
		{"a slug with capitals, spaces or double dashes is refused",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Slug: "Steel  beams--2"},
			map[string]string{"slug": "Address may only have lower-case letters and digits, in words joined by single dashes"}},
		{"a slug over 80 characters is too long",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Slug: strings.Repeat("a", 81)},
			map[string]string{"slug": "Address is too long (at most 80 characters)"}},
		{"a slug that reads as a post id is refused",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Slug: "0e4c3b1a-1d2e-4f5a-8b9c-0d1e2f3a4b5c"},
			map[string]string{"slug": "Address cannot be a post id: use words"}},
		{"an excerpt over 300 characters is too long",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Excerpt: strings.Repeat("é", 301)},
			map[string]string{"excerpt": "Excerpt is too long (at most 300 characters)"}},
		{"an 80-character slug and a 300-character excerpt are fine",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Slug: strings.Repeat("a", 80), Excerpt: strings.Repeat("é", 300)}, nil},
		{"scheduling without a publish time is refused",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Status: scheduled},
			map[string]string{"publish_time": "Choose a publish time in the future"}},
		{"scheduling in the past is refused",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Status: scheduled, PublishTime: timestamppb.New(time.Now().Add(-time.Second))},
			map[string]string{"publish_time": "Choose a publish time in the future"}},
		{"an unknown status is refused",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Status: sitev1.PostStatus(9)},
			map[string]string{"status": "Status must be draft, scheduled or published"}},
		{"scheduling in the future is fine",
			&blog.PostInput{Title: "T", ContentHtml: "<p>x</p>", Status: scheduled, PublishTime: timestamppb.New(time.Now().Add(time.Hour))}, nil},
		{"a 200-character title and an image-only body are fine",
			&blog.PostInput{Title: strings.Repeat("é", 200), ContentHtml: `<p><img src="/files/blog_image/a.png"></p>`}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := &recordingStore{}
			_, err := blog.NewService(store, noObjects{}, nil).CreatePost(context.Background(), tt.in)
			var verr *validate.Error
			if tt.wants == nil {
				if err != nil {
					t.Fatalf("CreatePost: %v, want success", err)
				}
				return
			}
			if !errors.As(err, &verr) {
				t.Fatalf("CreatePost error = %v, want a validation error", err)
			}
			got := map[string]string{}
			for _, v := range verr.Violations {
				got[v.Field] = v.Message
			}
			for field, msg := range tt.wants {
				if got[field] != msg {
					t.Errorf("violation of %s = %q, want %q", field, got[field], msg)
				}
			}
			if len(got) != len(tt.wants) {
				t.Errorf("got violations %v, want %v", got, tt.wants)
			}
			if len(store.created) != 0 {
				t.Errorf("the store was asked to create %d posts, want none", len(store.created))
			}
		})
	}

	t.Run("the store receives a trimmed title and sanitized content", func(t *testing.T) {
		store := &recordingStore{}
		_, err := blog.NewService(store, noObjects{}, nil).CreatePost(context.Background(),
			&blog.PostInput{Title: "  Beams  ", ContentHtml: ` <p onclick="x()">Hi<script>1</script></p> `, ImageUploadId: " id "})
		if err != nil {
			t.Fatal(err)
		}
		want := &blog.PostInput{Title: "Beams", ContentHtml: "<p>Hi</p>", ImageUploadId: "id"}
		if len(store.created) != 1 || !proto.Equal(store.created[0], want) {
			t.Errorf("store got %+v, want %+v", store.created, want)
		}
	})
}

func TestMalformedIDsAreNotFound(t *testing.T) {
	svc := blog.NewService(&recordingStore{}, noObjects{}, nil)
	ctx := context.Background()
	calls := map[string]func(id string) error{
		"GetPost":    func(id string) error { _, err := svc.GetPost(ctx, id); return err },
		"LikePost":   func(id string) error { _, err := svc.LikePost(ctx, id, "192.0.2.1:1"); return err },
		"UpdatePost": func(id string) error { _, err := svc.UpdatePost(ctx, &blog.UpdateRequest{Id: id}); return err },
		"DeletePost": func(id string) error { return svc.DeletePost(ctx, id) },
	}
	for name, call := range calls {
		for _, id := range []string{"", "nope", uuid.NewString() + "x"} {
			if err := call(id); !errors.Is(err, blog.ErrPostNotFound) {
				t.Errorf("%s(%q) error = %v, want %v", name, id, err, blog.ErrPostNotFound)
			}
		}
	}
}

func TestGetPostBySlug(t *testing.T) {
	tests := []struct {
		name, asked string
		wantLookups []string
	}{
		{"a slug is looked up as it is", "steel-beams", []string{"steel-beams"}},
		{"a slug in capitals is looked up in lower case", "Steel-Beams", []string{"steel-beams"}},
		{"what can be no slug is not looked up", "steel beams!", nil},
		{"a slug over 80 characters is not looked up", strings.Repeat("a", 81), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := &recordingStore{}
			_, err := blog.NewService(store, noObjects{}, nil).GetPost(context.Background(), tt.asked)
			if !errors.Is(err, blog.ErrPostNotFound) {
				t.Errorf("GetPost(%q) error = %v, want %v", tt.asked, err, blog.ErrPostNotFound)
			}
			if got, want := strings.Join(store.slugs, ","), strings.Join(tt.wantLookups, ","); got != want {
				t.Errorf("slugs looked up = %q, want %q", got, want)
			}
		})
	}
}
