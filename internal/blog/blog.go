// Package blog is the firm's blog: posts written by staff in a rich-text editor, read and
// liked by visitors.
package blog

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/files"
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

// Post is a blog post.
type Post struct {
	ID uuid.UUID
	// Title is plain text.
	Title string
	// Slug is the post's readable address, /resources/wbt-blog/{slug}; unique.
	Slug string
	// Excerpt is an optional plain-text summary ("" when none).
	Excerpt string
	// ContentHTML was sanitized when the post was saved.
	ContentHTML string
	Likes       int64
	Image       *files.File
	CreateTime  time.Time
	UpdateTime  time.Time
	Status      Status
	// PublishTime is when the post is or was to become public; nil for a draft.
	PublishTime *time.Time
}

// ShownTime is the date shown for the post: its publish time, or its creation for a draft.
func (p Post) ShownTime() time.Time {
	if p.PublishTime != nil {
		return *p.PublishTime
	}
	return p.CreateTime
}

// PostInput is the add/edit blog form.
type PostInput struct {
	Title string
	// Slug is the address staff chose; empty makes one from the title on create and keeps
	// the current one on update.
	Slug        string
	Excerpt     string
	ContentHTML string
	// ImageUploadID names a new image upload; empty keeps the current one.
	ImageUploadID string
	// RemoveImage drops the current image when no new one is given.
	RemoveImage bool
	// KeepPageFields keeps the stored Slug and Excerpt and ignores those given (for forms
	// that have neither, such as the REST shim's).
	KeepPageFields bool
	// Status is the life cycle wanted; "" publishes a new post at once and keeps an edited
	// one's.
	Status Status
	// PublishTime is when a StatusScheduled post becomes public; for StatusPublished the
	// service sets it to now (a post already public keeps its own).
	PublishTime *time.Time
}

// Store persists posts. Writes that claim uploads or delete records do so in one
// transaction; they return the object keys to remove after the commit. A write that
// schedules a post enqueues its publish job in the same transaction.
type Store interface {
	// PostList lists every post (staff), newest created first.
	// PostList lists every post; query, when not nil, keeps those whose title, slug or
	// excerpt contains it (an escaped ILIKE pattern, textsearch.Contains).
	PostList(ctx context.Context, query *string, p keyset.Request) ([]Post, error)
	// PostGet answers any post (staff).
	PostGet(ctx context.Context, id uuid.UUID) (Post, error)
	// PostListPublic lists the public posts (not drafts, publish time come), newest
	// published first; PostGetPublic and PostGetPublicBySlug answer ErrPostNotFound for
	// any other.
	PostListPublic(ctx context.Context, p keyset.Request) ([]Post, error)
	PostGetPublic(ctx context.Context, id uuid.UUID) (Post, error)
	PostGetPublicBySlug(ctx context.Context, slug string) (Post, error)
	// PostNextPublic is when the next post becomes public by the clock alone; false when
	// none is waiting.
	PostNextPublic(ctx context.Context) (time.Time, bool, error)
	// PostPublishDue marks a scheduled post whose time has come published; false when
	// there was none (rescheduled, unpublished or deleted since).
	PostPublishDue(ctx context.Context, id uuid.UUID) (bool, error)
	// PostCreate stores a post; an empty in.Slug is made free from Slugify(in.Title)
	// (base, base-2, base-3 …); a given one that is taken answers ErrSlugTaken.
	PostCreate(ctx context.Context, in PostInput) (Post, error)
	PostUpdate(ctx context.Context, id uuid.UUID, in PostInput) (Post, []string, error)
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
func (s *Service) ListPosts(ctx context.Context, size int32, token string) ([]Post, string, error) {
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Post, error) {
		return s.store.PostListPublic(ctx, p)
	}, func(p Post) (time.Time, uuid.UUID) { return p.ShownTime(), p.ID })
}

// ListAllPosts lists every post for staff, drafts included, newest created first.
func (s *Service) ListAllPosts(ctx context.Context, size int32, token string) ([]Post, string, error) {
	return s.SearchAllPosts(ctx, "", size, token)
}

// SearchAllPosts is ListAllPosts keeping, when query is not blank, the posts whose title,
// address (slug) or excerpt contains it, ignoring case.
func (s *Service) SearchAllPosts(ctx context.Context, query string, size int32, token string) ([]Post, string, error) {
	contains, err := textsearch.Contains("query", query)
	if err != nil {
		return nil, "", err
	}
	return keyset.Fetch(size, token, func(p keyset.Request) ([]Post, error) {
		return s.store.PostList(ctx, contains, p)
	}, func(p Post) (time.Time, uuid.UUID) { return p.CreateTime, p.ID })
}

// GetPost returns one public post by its id or its slug: a UUID is an id, anything else a
// slug (in any case; slugs are lower-case and never UUIDs). A post that is not public yet
// is not found.
func (s *Service) GetPost(ctx context.Context, idOrSlug string) (Post, error) {
	if id, err := apperr.ParseCanonical(idOrSlug); err == nil {
		return s.store.PostGetPublic(ctx, id)
	}
	slug := strings.ToLower(idOrSlug)
	if !isSlug(slug) {
		return Post{}, ErrPostNotFound
	}
	return s.store.PostGetPublicBySlug(ctx, slug)
}

// GetAnyPost returns a post by id whatever its status (the staff preview).
func (s *Service) GetAnyPost(ctx context.Context, id string) (Post, error) {
	postID, err := apperr.ParseID(id, ErrPostNotFound)
	if err != nil {
		return Post{}, err
	}
	return s.store.PostGet(ctx, postID)
}

// PublishDue is the publish job's work: the post becomes published if it is still
// scheduled and its time has come.
// NextPublic is when the next scheduled post becomes public, the public list changing
// with it; false when none is waiting.
func (s *Service) NextPublic(ctx context.Context) (time.Time, bool, error) {
	return s.store.PostNextPublic(ctx)
}

func (s *Service) PublishDue(ctx context.Context, id uuid.UUID) (bool, error) {
	return s.store.PostPublishDue(ctx, id)
}

// CreatePost publishes a post with its HTML sanitized.
func (s *Service) CreatePost(ctx context.Context, in PostInput) (Post, error) {
	in, err := s.clean(in)
	if err != nil {
		return Post{}, err
	}
	return s.store.PostCreate(ctx, in)
}

// UpdatePost replaces a post's title and content, and its image when asked to.
func (s *Service) UpdatePost(ctx context.Context, id string, in PostInput) (Post, error) {
	postID, err := apperr.ParseID(id, ErrPostNotFound)
	if err != nil {
		return Post{}, err
	}
	in, err = s.clean(in)
	if err != nil {
		return Post{}, err
	}
	post, stale, err := s.store.PostUpdate(ctx, postID, in)
	if err != nil {
		return Post{}, err
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

// clean trims and validates in, and replaces its HTML with the sanitized HTML. Emptiness
// is judged after sanitizing: markup that shows nothing, or only what was stripped, is
// no content.
func (s *Service) clean(in PostInput) (PostInput, error) {
	in.Title = strings.TrimSpace(in.Title)
	in.ImageUploadID = strings.TrimSpace(in.ImageUploadID)
	in.Slug = strings.TrimSpace(in.Slug)
	in.Excerpt = strings.TrimSpace(in.Excerpt)
	var c validate.Checker
	c.Require("title", in.Title, "Title is required")
	c.MaxLen("title", "Title", in.Title, maxTitle)
	if in.KeepPageFields {
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
	case "", StatusDraft:
		in.PublishTime = nil
	case StatusPublished:
		now := s.now()
		in.PublishTime = &now
	case StatusScheduled:
		if in.PublishTime == nil || !in.PublishTime.After(s.now()) {
			c.Add("publish_time", "Choose a publish time in the future")
		}
	default:
		c.Add("status", "Status must be draft, scheduled or published")
	}
	if len(in.ContentHTML) > maxContentBytes {
		c.Add("content_html", "Content is too long (at most 1 MiB)")
	} else {
		html, visible := s.sanitizer.Sanitize(in.ContentHTML)
		c.Check(visible, "content_html", "Content cannot be empty")
		in.ContentHTML = html
	}
	return in, c.Err()
}
