package blogpg

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/blog"
	"github.com/gusset/gusset/internal/database"
)

// likeErrors: a post deleted for good while it was liked is not found.
var likeErrors = database.Errors{ForeignKey: blog.ErrPostNotFound}

func (s *Store) PostLike(ctx context.Context, id uuid.UUID, day time.Time, addressHash []byte) (int64, error) {
	likes, err := s.q.PostLikeAdd(ctx, sqlc.PostLikeAddParams{PostID: id, Day: day, AddressHash: addressHash})
	if !errors.Is(err, pgx.ErrNoRows) {
		return likes, database.Translate(err, likeErrors)
	}
	// Nothing added: the post is not public, or this address liked it today. The count is
	// read by a statement of its own, which sees a parallel like of the same address that
	// PostLikeAdd waited for.
	counts, err := likeCounts(ctx, s.q, []uuid.UUID{id}, true)
	if err != nil {
		return 0, err
	}
	likes, ok := counts[id]
	if !ok {
		return 0, blog.ErrPostNotFound
	}
	return likes, nil
}

func (s *Store) PostLikeCounts(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]int64, error) {
	return likeCounts(ctx, s.q, ids, true)
}

func (s *Store) PostLikePurge(ctx context.Context, before time.Time) (int64, error) {
	return s.q.PostLikePurge(ctx, before)
}

// likeCounts answers the counts of the posts among ids that exist (and are public, when
// publicOnly).
func likeCounts(ctx context.Context, q *sqlc.Queries, ids []uuid.UUID, publicOnly bool) (map[uuid.UUID]int64, error) {
	rows, err := q.PostLikeCountList(ctx, sqlc.PostLikeCountListParams{PostIds: ids, PublicOnly: publicOnly})
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]int64, len(rows))
	for _, r := range rows {
		out[r.PostID] = r.Likes
	}
	return out, nil
}
