// Package blog is the firm's blog: posts written by staff in a rich-text editor, read and
// liked by visitors.
package blog

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/timestamppb"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/richtext"
	"github.com/gusset/gusset/internal/textsearch"
	"github.com/gusset/gusset/internal/validate"
)

// Errors.
var (
	ErrPostNotFound = apperr.NotFound("post not found")
	// ErrSlugTaken is a slug another post has: AlreadyExists, with the field's message.
	ErrSlugTaken error = &validate.Error{
		Violations: []validate.Violation{{Field: "slug", Message: "This address is already used by another post"}},
		Kind:       apperr.ErrConflict,
	}
)

const (
	maxTitle = 200
	// maxContentBytes caps the editor's HTML before it is sanitized, so that sanitizing
	// cannot be made arbitrarily expensive.
	maxContentBytes = 1 << 20
	maxExcerpt      = 300
)

// Post is a blog post: the message the site and the back office read. Its content_html
// was sanitized when saved; its create_time is the date shown for it (its publish time
// once it has one, else when it was created); its status is the one the public sees now
// (a scheduled post whose time has come is published, whether or not its job has run).
type Post = sitev1.Post

// PostInput is the add/edit blog form. An empty slug makes one from the title on create
// and keeps the current one on update; an empty image_upload_id keeps the current image.
// Status UNSPECIFIED publishes a new post at once and keeps an edited one's; PUBLISHED sets
// publish_time to now (a post already public keeps its own).
type PostInput = adminv1.PostInput

// UpdateRequest is an edit of a post: its id, its new fields, whether to drop its image
// (when no new one is given) and whether to keep its stored slug and excerpt, ignoring
// those given (for forms that have neither, such as the REST shim's).
type UpdateRequest = adminv1.UpdatePostRequest

// Store persists posts. Writes that claim uploads or delete records do so in one
// transaction; they return the object keys to remove after the commit. A write that
// schedules a post enqueues its publish job in the same transaction.
type Store interface {
	// PostList answers a page of every post (staff), newest created first, and the next
	// page's token; query, when not nil, keeps those whose title, slug or excerpt contains
	// it (an escaped ILIKE pattern, textsearch.Contains). The store pages: the order is by
	// a time the message does not carry.
	PostList(ctx context.Context, query *string, p keyset.Request) ([]*Post, string, error)
	// PostGet answers any post (staff).
	PostGet(ctx context.Context, id uuid.UUID) (*Post, error)
	// PostListPublic answers a page of the public posts (not drafts, publish time come),
	// newest published first, and the next page's token; PostGetPublic and
	// PostGetPublicBySlug answer ErrPostNotFound for any other.
	PostListPublic(ctx context.Context, p keyset.Request) ([]*Post, string, error)
	PostGetPublic(ctx context.Context, id uuid.UUID) (*Post, error)
	PostGetPublicBySlug(ctx context.Context, slug string) (*Post, error)
	// PostNextPublic is when the next post becomes public by the clock alone; false when
	// none is waiting.
	PostNextPublic(ctx context.Context) (time.Time, bool, error)
	// PostPublishDue marks a scheduled post whose time has come published; false when
	// there was none (rescheduled, unpublished or deleted since).
	PostPublishDue(ctx context.Context, id uuid.UUID) (bool, error)
	// PostCreate stores a post; an empty in.Slug is made free from Slugify(in.Title)
	// (base, base-2, base-3 …); a given one that is taken answers ErrSlugTaken.
	PostCreate(ctx context.Context, in *PostInput) (*Post, error)
	// PostUpdate writes req's post over post id, keeping what req says to keep.
	PostUpdate(ctx context.Context, id uuid.UUID, req *UpdateRequest) (*Post, []string, error)
	PostDelete(ctx context.Context, id uuid.UUID) error
	LikeStore
}

// ObjectDeleter removes stored files after their records are gone.
type ObjectDeleter interface {
	DeleteObjects(ctx context.Context, keys ...string)
}

// Service is the blog domain.
type Service struct {
	store     Store
	objects   ObjectDeleter
	sanitizer *richtext.Sanitizer
	// likeKey keys the hashes of likers' addresses; every instance must have the same.
	likeKey []byte
	now     func() time.Time
}

// NewService returns the service; likeKey keys the hashes of the addresses that like
// posts (the same on every instance, so the bound holds across them).
func NewService(store Store, objects ObjectDeleter, likeKey []byte) *Service {
	return &Service{store: store, objects: objects, sanitizer: richtext.NewSanitizer(), likeKey: likeKey, now: time.Now}
}

// ListPosts lists the public posts, newest published first.
func (s *Service) ListPosts(ctx context.Context, size int32, token string) ([]*Post, string, error) {
	p, err := keyset.Parse(size, token)
	if err != nil {
		return nil, "", err
	}
	return s.store.PostListPublic(ctx, p)
}

// ListAllPosts lists every post for staff, drafts included, newest created first.
func (s *Service) ListAllPosts(ctx context.Context, size int32, token string) ([]*Post, string, error) {
	return s.SearchAllPosts(ctx, "", size, token)
}

// SearchAllPosts is ListAllPosts keeping, when query is not blank, the posts whose title,
// address (slug) or excerpt contains it, ignoring case.
func (s *Service) SearchAllPosts(ctx context.Context, query string, size int32, token string) ([]*Post, string, error) {
	contains, err := textsearch.Contains("query", query)
	if err != nil {
		return nil, "", err
	}
	p, err := keyset.Parse(size, token)
	if err != nil {
		return nil, "", err
	}
	return s.store.PostList(ctx, contains, p)
}

// GetPost returns one public post by its id or its slug: a UUID is an id, anything else a
// slug (in any case; slugs are lower-case and never UUIDs). A post that is not public yet
// is not found.
func (s *Service) GetPost(ctx context.Context, idOrSlug string) (*Post, error) {
	if id, err := apperr.ParseCanonical(idOrSlug); err == nil {
		return s.store.PostGetPublic(ctx, id)
	}
	slug := strings.ToLower(idOrSlug)
	if !isSlug(slug) {
		return nil, ErrPostNotFound
	}
	return s.store.PostGetPublicBySlug(ctx, slug)
}

// GetAnyPost returns a post by id whatever its status (the staff preview).
func (s *Service) GetAnyPost(ctx context.Context, id string) (*Post, error) {
	postID, err := apperr.ParseID(id, ErrPostNotFound)
	if err != nil {
		return nil, err
	}
	return s.store.PostGet(ctx, postID)
}

// NextPublic is when the next scheduled post becomes public, the public list changing
// with it; false when none is waiting.
func (s *Service) NextPublic(ctx context.Context) (time.Time, bool, error) {
	return s.store.PostNextPublic(ctx)
}

// PublishDue is the publish job's work: the post becomes published if it is still
// scheduled and its time has come.
func (s *Service) PublishDue(ctx context.Context, id uuid.UUID) (bool, error) {
	return s.store.PostPublishDue(ctx, id)
}

// CreatePost publishes a post with its HTML sanitized.
func (s *Service) CreatePost(ctx context.Context, in *PostInput) (*Post, error) {
	in, err := s.clean(in, false)
	if err != nil {
		return nil, err
	}
	return s.store.PostCreate(ctx, in)
}

// UpdatePost replaces a post's title and content, and its image when asked to.
func (s *Service) UpdatePost(ctx context.Context, req *UpdateRequest) (*Post, error) {
	postID, err := apperr.ParseID(req.GetId(), ErrPostNotFound)
	if err != nil {
		return nil, err
	}
	in, err := s.clean(req.GetPost(), req.GetKeepPageFields())
	if err != nil {
		return nil, err
	}
	req = &UpdateRequest{Id: req.GetId(), Post: in, RemoveImage: req.GetRemoveImage(), KeepPageFields: req.GetKeepPageFields()}
	post, stale, err := s.store.PostUpdate(ctx, postID, req)
	if err != nil {
		return nil, err
	}
	s.objects.DeleteObjects(context.WithoutCancel(ctx), stale...)
	return post, nil
}

// DeletePost moves a post (with its image) to the trash.
func (s *Service) DeletePost(ctx context.Context, id string) error {
	postID, err := apperr.ParseID(id, ErrPostNotFound)
	if err != nil {
		return err
	}
	// To the trash: the files stay until it is emptied.
	return s.store.PostDelete(ctx, postID)
}

// clean is a copy of in (nil: an empty form) trimmed and validated, its HTML replaced
// with the sanitized HTML; keepPageFields blanks its slug and excerpt, which the store
// then keeps. Emptiness is judged after sanitizing: markup that shows nothing, or only
// what was stripped, is no content. The caller's message is left as it is.
func (s *Service) clean(given *PostInput, keepPageFields bool) (*PostInput, error) {
	in := &PostInput{}
	if given != nil {
		in = proto.CloneOf(given)
	}
	in.Title = strings.TrimSpace(in.Title)
	in.ImageUploadId = strings.TrimSpace(in.ImageUploadId)
	in.Slug = strings.TrimSpace(in.Slug)
	in.Excerpt = strings.TrimSpace(in.Excerpt)
	var c validate.Checker
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, maxTitle)
	if keepPageFields {
		in.Slug, in.Excerpt = "", ""
	}
	switch {
	case in.Slug == "":
	case len(in.Slug) > maxSlug:
		c.Add("slug", fmt.Sprintf("Address is too long (at most %d characters)", maxSlug))
	case isID(in.Slug):
		c.Add("slug", "Address cannot be a post id: use words")
	case !isSlug(in.Slug):
		c.Add("slug", "Address may only have lower-case letters and digits, in words joined by single dashes")
	}
	c.MaxLen("excerpt", "Excerpt", in.Excerpt, maxExcerpt)
	switch in.Status {
	case sitev1.PostStatus_POST_STATUS_UNSPECIFIED, sitev1.PostStatus_POST_STATUS_DRAFT:
		in.PublishTime = nil
	case sitev1.PostStatus_POST_STATUS_PUBLISHED:
		in.PublishTime = timestamppb.New(s.now())
	case sitev1.PostStatus_POST_STATUS_SCHEDULED:
		if in.PublishTime == nil || !in.PublishTime.AsTime().After(s.now()) {
			c.Add("publish_time", "Choose a publish time in the future")
		}
	default:
		c.Add("status", "Status must be draft, scheduled or published")
	}
	if len(in.ContentHtml) > maxContentBytes {
		c.Add("content_html", "Content is too long (at most 1 MiB)")
	} else {
		html, visible := s.sanitizer.Sanitize(in.ContentHtml)
		c.Check(visible, "content_html", "Content cannot be empty")
		in.ContentHtml = html
	}
	return in, c.Err()
}
