package blogpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"google.golang.org/protobuf/types/known/timestamppb"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/files"
	"github.com/gusset/gusset/internal/files/filespg"
	"github.com/gusset/gusset/internal/media"
	"github.com/gusset/gusset/internal/media/mediamsg"
	"github.com/gusset/gusset/internal/media/mediapg"
	"github.com/gusset/gusset/internal/richtext"
)

// The stored text of each status.
const (
	draft     = "draft"
	scheduled = "scheduled"
	published = "published"
)

var (
	statusText = map[blog.Status]string{
		sitev1.PostStatus_POST_STATUS_DRAFT:     draft,
		sitev1.PostStatus_POST_STATUS_SCHEDULED: scheduled,
		sitev1.PostStatus_POST_STATUS_PUBLISHED: published,
	}
	statusOf = map[string]blog.Status{
		draft:     sitev1.PostStatus_POST_STATUS_DRAFT,
		scheduled: sitev1.PostStatus_POST_STATUS_SCHEDULED,
		published: sitev1.PostStatus_POST_STATUS_PUBLISHED,
	}
)

func onePost(ctx context.Context, q *sqlc.Queries, row sqlc.BlogPost) (*blog.Post, error) {
	out, err := posts(ctx, q, []sqlc.BlogPost{row})
	if err != nil {
		return nil, err
	}
	return out[0], nil
}

// posts converts rows with their images (loaded in one query), what is known of the
// images' variants (in one more) and their like counts (in one more).
func posts(ctx context.Context, q *sqlc.Queries, rows []sqlc.BlogPost) ([]*blog.Post, error) {
	out := make([]*blog.Post, len(rows))
	if len(rows) == 0 {
		return out, nil
	}
	ids := make([]uuid.UUID, len(rows))
	var imageIDs []uuid.UUID
	for i, r := range rows {
		ids[i] = r.ID
		if r.ImageID != nil {
			imageIDs = append(imageIDs, *r.ImageID)
		}
	}
	images, err := filespg.Load(ctx, q, imageIDs)
	if err != nil {
		return nil, err
	}
	described, err := mediapg.Describe(ctx, q, imageIDs)
	if err != nil {
		return nil, err
	}
	counts, err := likeCounts(ctx, q, ids, false)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	for i, r := range rows {
		var known *media.Image
		if r.ImageID != nil {
			if d, ok := described[*r.ImageID]; ok {
				known = &d
			}
		}
		out[i] = toPost(r, filespg.Lookup(images, r.ImageID), known, counts[r.ID], now)
	}
	return out, nil
}

// toPost is the message of a stored post with its image (nil when it has none, img what
// is known of its variants) and likes, as seen at now: its create_time is the date shown
// (the publish time once it has one), its status the one the public sees then.
func toPost(r sqlc.BlogPost, image *files.File, img *media.Image, likes int64, now time.Time) *blog.Post {
	shown := r.CreateTime
	p := &blog.Post{
		Id: r.ID.String(), Title: r.Title, Slug: r.Slug, Excerpt: r.Excerpt, ContentHtml: r.ContentHtml,
		PreviewHtml: richtext.Preview(r.ContentHtml), Likes: likes,
		UpdateTime: timestamppb.New(r.UpdateTime), Status: blog.StatusAt(statusOf[r.Status], r.PublishTime, now),
	}
	if r.PublishTime != nil {
		shown = *r.PublishTime
		p.PublishTime = timestamppb.New(*r.PublishTime)
	}
	p.CreateTime = timestamppb.New(shown)
	if image != nil {
		p.Image = mediamsg.File(*image, img)
	}
	return p
}

// postParams are the statement parameters of the post id with the fields of in and the
// slug, excerpt, image, stored status and publish time it gets; PostCreate's are the same.
func postParams(id uuid.UUID, in *blog.PostInput, slug, excerpt string, imageID *uuid.UUID, status string, at *time.Time) sqlc.PostUpdateParams {
	return sqlc.PostUpdateParams{
		ID: id, Title: in.GetTitle(), Slug: slug, Excerpt: excerpt, ContentHtml: in.GetContentHtml(), ImageID: imageID,
		Status: status, PublishTime: at,
	}
}
