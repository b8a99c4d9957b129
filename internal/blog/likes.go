package blog

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/clientaddr"
	"github.com/gusset/gusset/internal/validate"
)

// maxLikeCounts is how many posts one GetLikeCounts may name: a page of the blog list.
const maxLikeCounts = 100

// LikeStore keeps likes apart from the posts, so that a like never writes a post (whose
// writes drop every instance's cache of public answers).
type LikeStore interface {
	// PostLike records a like of the public post id by the address whose hash for day is
	// addressHash, unless that address liked it that day already, and answers the count
	// either way; ErrPostNotFound when the post is not public. Parallel likes of one
	// address add one.
	PostLike(ctx context.Context, id uuid.UUID, day time.Time, addressHash []byte) (int64, error)
	// PostLikeCounts answers the counts of the public posts among ids (0 for one never
	// liked); the others are left out.
	PostLikeCounts(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]int64, error)
	// PostLikePurge forgets who liked what on the days before before; counts stay.
	PostLikePurge(ctx context.Context, before time.Time) (int64, error)
}

// LikePost adds a like of a public post from the client at remote (its connection's
// address) and answers the count. One address (an IPv6 /64) adds at most one like to a
// post a day (UTC): a like over that bound adds nothing and answers the current count.
func (s *Service) LikePost(ctx context.Context, id, remote string) (int64, error) {
	postID, err := apperr.ParseID(id, ErrPostNotFound)
	if err != nil {
		return 0, err
	}
	day := s.now().UTC()
	return s.store.PostLike(ctx, postID, day, s.addressHash(remote, day))
}

// LikeCounts answers the current like counts of the public posts among ids, by id.
func (s *Service) LikeCounts(ctx context.Context, ids []string) (map[string]int64, error) {
	var c validate.Checker
	c.Check(len(ids) >= 1 && len(ids) <= maxLikeCounts, "post_ids", "Name between 1 and 100 posts")
	postIDs := make([]uuid.UUID, 0, len(ids))
	for _, id := range ids {
		postID, err := apperr.ParseID(id, ErrPostNotFound)
		if err != nil {
			c.Add("post_ids", "Every post id must be a post's id")
			break
		}
		postIDs = append(postIDs, postID)
	}
	if err := c.Err(); err != nil {
		return nil, err
	}
	counts, err := s.store.PostLikeCounts(ctx, postIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(counts))
	for id, n := range counts {
		out[id.String()] = n
	}
	return out, nil
}

// likeMemory is how long the bound remembers who liked a post: today and yesterday (a
// like at 23:59 and one at 00:01 are on two days; nothing older is ever asked about).
const likeMemory = 48 * time.Hour

// PurgeLikes forgets who liked what before yesterday (the housekeeping job).
func (s *Service) PurgeLikes(ctx context.Context) (int64, error) {
	return s.store.PostLikePurge(ctx, s.now().UTC().Add(-likeMemory))
}

// addressHash is what the bound keeps of an address: an HMAC under the site's key of the
// day and the address's rate-limit key, so no address is stored and one day's hashes
// cannot be matched with another's.
func (s *Service) addressHash(remote string, day time.Time) []byte {
	mac := hmac.New(sha256.New, s.likeKey)
	mac.Write([]byte(day.Format(time.DateOnly)))
	mac.Write([]byte{0})
	mac.Write([]byte(clientaddr.Key(remote)))
	return mac.Sum(nil)
}
