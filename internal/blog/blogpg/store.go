// Package blogpg stores blog posts in PostgreSQL.
package blogpg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/page"
)

// Store implements blog.Store.
type Store struct {
	pool *pgxpool.Pool
	q    *sqlc.Queries
}

var _ blog.Store = (*Store)(nil)

// postErrors are what the statements' failures mean to blog.
var postErrors = database.Errors{NoRows: blog.ErrPostNotFound}

// New returns the store.
func New(pool *pgxpool.Pool) *Store { return &Store{pool: pool, q: sqlc.New(pool)} }

func (s *Store) PostList(ctx context.Context, p page.Request) ([]blog.Post, error) {
	rows, err := s.q.PostList(ctx, sqlc.PostListParams{AfterTime: p.AfterTime, AfterID: p.AfterID, MaxRows: p.Limit()})
	if err != nil {
		return nil, err
	}
	return filespg.Attach(ctx, s.q, rows, imageID, toPost)
}

func (s *Store) PostGet(ctx context.Context, id uuid.UUID) (blog.Post, error) {
	row, err := s.q.PostGet(ctx, id)
	if err != nil {
		return blog.Post{}, database.Translate(err, postErrors)
	}
	return onePost(ctx, s.q, row)
}

func (s *Store) PostCreate(ctx context.Context, in blog.PostInput) (blog.Post, error) {
	var post blog.Post
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		img, err := filespg.ClaimOptional(ctx, q, in.ImageUploadID, files.KindBlogImage, "image_upload_id")
		if err != nil {
			return err
		}
		row, err := q.PostCreate(ctx, sqlc.PostCreateParams{Title: in.Title, ContentHtml: in.ContentHTML, ImageID: filespg.IDOf(img)})
		if err != nil {
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
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
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
		row, err := q.PostUpdate(ctx, sqlc.PostUpdateParams{ID: id, Title: in.Title, ContentHtml: in.ContentHTML, ImageID: imageID})
		if err != nil {
			return err
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

func (s *Store) PostDelete(ctx context.Context, id uuid.UUID) ([]string, error) {
	var keys []string
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		row, err := q.PostDelete(ctx, id)
		if err != nil {
			return database.Translate(err, postErrors)
		}
		if row.ImageID != nil {
			keys, err = filespg.Delete(ctx, q, *row.ImageID)
		}
		return err
	})
	return keys, err
}

func (s *Store) PostLike(ctx context.Context, id uuid.UUID) (int64, error) {
	likes, err := s.q.PostLike(ctx, id)
	return likes, database.Translate(err, postErrors)
}

func onePost(ctx context.Context, q *sqlc.Queries, row sqlc.BlogPost) (blog.Post, error) {
	out, err := filespg.Attach(ctx, q, []sqlc.BlogPost{row}, imageID, toPost)
	if err != nil {
		return blog.Post{}, err
	}
	return out[0], nil
}

func toPost(r sqlc.BlogPost, img *files.File) blog.Post {
	return blog.Post{
		ID: r.ID, Title: r.Title, ContentHTML: r.ContentHtml, Likes: r.Likes, Image: img,
		CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
	}
}

func imageID(r sqlc.BlogPost) *uuid.UUID { return r.ImageID }
