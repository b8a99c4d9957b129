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

func (s *Store) PostListPublic(ctx context.Context, p keyset.Request) ([]blog.Post, error) {
	rows, err := s.q.PostListPublic(ctx, sqlc.PostListPublicParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return posts(ctx, s.q, rows)
}

func (s *Store) PostGetPublic(ctx context.Context, id uuid.UUID) (blog.Post, error) {
	row, err := s.q.PostGetPublic(ctx, id)
	if err != nil {
		return blog.Post{}, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

func (s *Store) PostGetPublicBySlug(ctx context.Context, slug string) (blog.Post, error) {
	row, err := s.q.PostGetPublicBySlug(ctx, slug)
	if err != nil {
		return blog.Post{}, database.Translate(err, postErrors)
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
func lifecycle(current *sqlc.BlogPost, in blog.PostInput) (blog.Status, *time.Time) {
	switch in.Status {
	case "":
		if current != nil {
			return blog.Status(current.Status), current.PublishTime
		}
		at := in.PublishTime
		if at == nil {
			now := time.Now()
			at = &now
		}
		return blog.StatusPublished, at
	case blog.StatusPublished:
		// A post already public keeps the date it went public.
		if current != nil && current.Status != string(blog.StatusDraft) && current.PublishTime != nil && !current.PublishTime.After(*in.PublishTime) {
			return blog.StatusPublished, current.PublishTime
		}
		return blog.StatusPublished, in.PublishTime
	default:
		return in.Status, in.PublishTime
	}
}

// schedule inserts a scheduled post's publish job in the write's transaction (tx), to
// run at its time.
func (s *Store) schedule(ctx context.Context, tx pgx.Tx, row sqlc.BlogPost) error {
	if row.Status != string(blog.StatusScheduled) || row.PublishTime == nil {
		return nil
	}
	_, err := s.queue.InsertTx(ctx, tx, queue.PostPublish{PostID: row.ID}, &river.InsertOpts{ScheduledAt: *row.PublishTime})
	return err
}

func (s *Store) PostList(ctx context.Context, query *string, p keyset.Request) ([]blog.Post, error) {
	rows, err := s.q.PostList(ctx, sqlc.PostListParams{Query: query, AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return posts(ctx, s.q, rows)
}

func (s *Store) PostGet(ctx context.Context, id uuid.UUID) (blog.Post, error) {
	row, err := s.q.PostGet(ctx, id)
	if err != nil {
		return blog.Post{}, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

func (s *Store) PostGetBySlug(ctx context.Context, slug string) (blog.Post, error) {
	row, err := s.q.PostGetBySlug(ctx, slug)
	if err != nil {
		return blog.Post{}, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

// PostCreate stores the post. A slug it made from the title that a concurrent create took
// in the meantime is made again, a few times.
func (s *Store) PostCreate(ctx context.Context, in blog.PostInput) (blog.Post, error) {
	made := in.Slug == ""
	for attempt := 1; ; attempt++ {
		post, err := s.postCreate(ctx, in)
		if made && errors.Is(err, blog.ErrSlugTaken) && attempt < slugAttempts {
			continue
		}
		return post, err
	}
}

func (s *Store) postCreate(ctx context.Context, in blog.PostInput) (blog.Post, error) {
	var post blog.Post
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		img, err := filespg.ClaimOptional(ctx, q, in.ImageUploadID, files.KindBlogImage, "image_upload_id")
		if err != nil {
			return err
		}
		slug := in.Slug
		if slug == "" {
			base := blog.Slugify(in.Title)
			taken, err := q.PostSlugsLike(ctx, base)
			if err != nil {
				return err
			}
			slug = blog.FreeSlug(base, taken)
		}
		status, at := lifecycle(nil, in)
		row, err := q.PostCreate(ctx, sqlc.PostCreateParams{
			Title: in.Title, Slug: slug, Excerpt: in.Excerpt, ContentHtml: in.ContentHTML, ImageID: filespg.IDOf(img),
			Status: string(status), PublishTime: at,
		})
		if err != nil {
			return database.Translate(err, postErrors)
		}
		if err := s.schedule(ctx, tx, row); err != nil {
			return err
		}
		post = toPost(row, img)
		return nil
	})
	return post, err
}

func (s *Store) PostUpdate(ctx context.Context, id uuid.UUID, in blog.PostInput) (blog.Post, []string, error) {
	var post blog.Post
	var stale []string
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		current, err := q.PostGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, postErrors)
		}
		imageID := current.ImageID
		switch {
		case in.ImageUploadID != "":
			img, err := filespg.ClaimOptional(ctx, q, in.ImageUploadID, files.KindBlogImage, "image_upload_id")
			if err != nil {
				return err
			}
			imageID = filespg.IDOf(img)
		case in.RemoveImage:
			imageID = nil
		}
		slug, excerpt := in.Slug, in.Excerpt
		if in.KeepPageFields {
			slug, excerpt = current.Slug, current.Excerpt
		} else if slug == "" {
			slug = current.Slug
		}
		status, at := lifecycle(&current, in)
		row, err := q.PostUpdate(ctx, sqlc.PostUpdateParams{
			ID: id, Title: in.Title, Slug: slug, Excerpt: excerpt, ContentHtml: in.ContentHTML, ImageID: imageID,
			Status: string(status), PublishTime: at,
		})
		if err != nil {
			return database.Translate(err, postErrors)
		}
		// Only a save that (re)schedules inserts a job: an edit of a scheduled post that
		// keeps its status ("") keeps the job it has.
		if in.Status != "" {
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

func onePost(ctx context.Context, q *sqlc.Queries, row sqlc.BlogPost) (blog.Post, error) {
	out, err := posts(ctx, q, []sqlc.BlogPost{row})
	if err != nil {
		return blog.Post{}, err
	}
	return out[0], nil
}

// posts converts rows with their images and like counts (each loaded in one query).
func posts(ctx context.Context, q *sqlc.Queries, rows []sqlc.BlogPost) ([]blog.Post, error) {
	out, err := filespg.Attach(ctx, q, rows, imageID, toPost)
	if err != nil || len(out) == 0 {
		return out, err
	}
	ids := make([]uuid.UUID, len(out))
	for i, p := range out {
		ids[i] = p.ID
	}
	counts, err := likeCounts(ctx, q, ids, false)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Likes = counts[out[i].ID]
	}
	return out, nil
}

func toPost(r sqlc.BlogPost, img *files.File) blog.Post {
	return blog.Post{
		ID: r.ID, Title: r.Title, Slug: r.Slug, Excerpt: r.Excerpt, ContentHTML: r.ContentHtml, Image: img,
		CreateTime: r.CreateTime, UpdateTime: r.UpdateTime, Status: blog.Status(r.Status), PublishTime: r.PublishTime,
	}
}

func imageID(r sqlc.BlogPost) *uuid.UUID { return r.ImageID }
