// Package blogpg stores blog posts in PostgreSQL.
package blogpg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/queue"
	"github.com/gusset/gusset/internal/trash"
)

// Store implements blog.Store.
type Store struct {
	pool  *pgxpool.Pool
	q     *sqlc.Queries
	queue *queue.Client
}

var _ blog.Store = (*Store)(nil)

// postErrors are what the statements' failures mean to blog.
var postErrors = database.Errors{NoRows: blog.ErrPostNotFound, Constraints: map[string]error{slugKey: blog.ErrSlugTaken}}

// slugKey is the unique constraint on blog_posts.slug (migration 00004).
const slugKey = "blog_posts_slug_key"

// slugAttempts is how often a create tries a made slug that a concurrent create took.
const slugAttempts = 5

// New returns the store; scheduled posts' publish jobs are inserted with jobs.
func New(pool *pgxpool.Pool, jobs *queue.Client) *Store {
	return &Store{pool: pool, q: sqlc.New(pool), queue: jobs}
}

func (s *Store) PostListPublic(ctx context.Context, p keyset.Request) ([]*blog.Post, string, error) {
	rows, err := s.q.PostListPublic(ctx, sqlc.PostListPublicParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, "", err
	}
	rows, next := keyset.Trim(p, rows, func(r sqlc.BlogPost) (time.Time, uuid.UUID) { return *r.PublishTime, r.ID })
	out, err := posts(ctx, s.q, rows)
	return out, next, err
}

func (s *Store) PostGetPublic(ctx context.Context, id uuid.UUID) (*blog.Post, error) {
	row, err := s.q.PostGetPublic(ctx, id)
	if err != nil {
		return nil, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

func (s *Store) PostGetPublicBySlug(ctx context.Context, slug string) (*blog.Post, error) {
	row, err := s.q.PostGetPublicBySlug(ctx, slug)
	if err != nil {
		return nil, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

func (s *Store) PostNextPublic(ctx context.Context) (time.Time, bool, error) {
	return database.FirstTime(s.q.PostNextPublic(ctx))
}

func (s *Store) PostPublishDue(ctx context.Context, id uuid.UUID) (bool, error) {
	n, err := s.q.PostPublishDue(ctx, id)
	return n > 0, err
}

// lifecycle is the status and publish time a write of in stores: current is the row
// before the write (nil on create). Computed before the write, so a save is one row
// change (one audit entry).
func lifecycle(current *sqlc.BlogPost, in *blog.PostInput) (string, *time.Time) {
	var at *time.Time
	if in.GetPublishTime() != nil {
		t := in.GetPublishTime().AsTime()
		at = &t
	}
	switch in.GetStatus() {
	case sitev1.PostStatus_POST_STATUS_UNSPECIFIED:
		if current != nil {
			return current.Status, current.PublishTime
		}
		if at == nil {
			now := time.Now()
			at = &now
		}
		return published, at
	case sitev1.PostStatus_POST_STATUS_PUBLISHED:
		if at == nil { // the service sets it; a caller that did not means now
			now := time.Now()
			at = &now
		}
		// A post already public keeps the date it went public.
		if current != nil && current.Status != draft && current.PublishTime != nil && !current.PublishTime.After(*at) {
			return published, current.PublishTime
		}
		return published, at
	default:
		return statusText[in.GetStatus()], at
	}
}

// schedule inserts a scheduled post's publish job in the write's transaction (tx), to
// run at its time.
func (s *Store) schedule(ctx context.Context, tx pgx.Tx, row sqlc.BlogPost) error {
	if row.Status != scheduled || row.PublishTime == nil {
		return nil
	}
	_, err := s.queue.InsertTx(ctx, tx, queue.PostPublish{PostID: row.ID}, &river.InsertOpts{ScheduledAt: *row.PublishTime})
	return err
}

func (s *Store) PostList(ctx context.Context, query *string, p keyset.Request) ([]*blog.Post, string, error) {
	rows, err := s.q.PostList(ctx, sqlc.PostListParams{Query: query, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, "", err
	}
	rows, next := keyset.Trim(p, rows, func(r sqlc.BlogPost) (time.Time, uuid.UUID) { return r.CreateTime, r.ID })
	out, err := posts(ctx, s.q, rows)
	return out, next, err
}

func (s *Store) PostGet(ctx context.Context, id uuid.UUID) (*blog.Post, error) {
	row, err := s.q.PostGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

// PostCreate stores the post. A slug it made from the title that a concurrent create took
// in the meantime is made again, a few times.
func (s *Store) PostCreate(ctx context.Context, in *blog.PostInput) (*blog.Post, error) {
	made := in.GetSlug() == ""
	for attempt := 1; ; attempt++ {
		post, err := s.postCreate(ctx, in)
		if made && errors.Is(err, blog.ErrSlugTaken) && attempt < slugAttempts {
			continue
		}
		return post, err
	}
}

func (s *Store) postCreate(ctx context.Context, in *blog.PostInput) (*blog.Post, error) {
	var post *blog.Post
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		img, err := filespg.ClaimOptional(ctx, q, in.GetImageUploadId(), files.KindBlogImage, "image_upload_id")
		if err != nil {
			return err
		}
		slug := in.GetSlug()
		if slug == "" {
			base := blog.Slugify(in.GetTitle())
			taken, err := q.PostSlugsLike(ctx, base)
			if err != nil {
				return err
			}
			slug = blog.FreeSlug(base, taken)
		}
		status, at := lifecycle(nil, in)
		row, err := q.PostCreate(ctx, sqlc.PostCreateParams(postParams(uuid.New(), in, slug, in.GetExcerpt(), filespg.IDOf(img), status, at)))
		if err != nil {
			return database.Translate(err, postErrors)
		}
		if err := s.schedule(ctx, tx, row); err != nil {
			return err
		}
		post, err = onePost(ctx, q, row)
		return err
	})
	return post, err
}

func (s *Store) PostUpdate(ctx context.Context, id uuid.UUID, req *blog.UpdateRequest) (*blog.Post, []string, error) {
	in := req.GetPost()
	var post *blog.Post
	var stale []string
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		current, err := q.PostGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, postErrors)
		}
		imageID := current.ImageID
		switch {
		case in.GetImageUploadId() != "":
			img, err := filespg.ClaimOptional(ctx, q, in.GetImageUploadId(), files.KindBlogImage, "image_upload_id")
			if err != nil {
				return err
			}
			imageID = filespg.IDOf(img)
		case req.GetRemoveImage():
			imageID = nil
		}
		slug, excerpt := in.GetSlug(), in.GetExcerpt()
		if req.GetKeepPageFields() {
			slug, excerpt = current.Slug, current.Excerpt
		} else if slug == "" {
			slug = current.Slug
		}
		status, at := lifecycle(&current, in)
		row, err := q.PostUpdate(ctx, postParams(id, in, slug, excerpt, imageID, status, at))
		if err != nil {
			return database.Translate(err, postErrors)
		}
		// Only a save that (re)schedules inserts a job: an edit of a scheduled post that
		// keeps its status (UNSPECIFIED) keeps the job it has.
		if in.GetStatus() != sitev1.PostStatus_POST_STATUS_UNSPECIFIED {
			if err := s.schedule(ctx, tx, row); err != nil {
				return err
			}
		}
		if current.ImageID != nil && (imageID == nil || *imageID != *current.ImageID) {
			if stale, err = filespg.Delete(ctx, q, *current.ImageID); err != nil {
				return err
			}
		}
		post, err = onePost(ctx, q, row)
		return err
	})
	return post, stale, err
}

// PostDelete moves the post to the trash: its slug and image stay with it.
func (s *Store) PostDelete(ctx context.Context, id uuid.UUID) error {
	_, err := s.q.PostTrash(ctx, sqlc.PostTrashParams{ID: id, DeleteUserID: trash.DeletedBy(ctx)})
	return database.Translate(err, postErrors)
}
