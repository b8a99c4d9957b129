-- name: PostLikeAdd :one
-- Records one like of a public post by one address (its day's hash) on one day and counts
-- it, in one statement. No row when the post is not public, or when that address liked it
-- that day already (blog_post_likes' key: parallel likes wait for each other there).
WITH added AS (
    INSERT INTO blog_post_likes (post_id, day, address_hash)
    SELECT id, timezone('UTC', sqlc.arg(day)::timestamptz)::date, @address_hash::bytea FROM blog_posts
    WHERE id = @post_id AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL
    ON CONFLICT DO NOTHING
    RETURNING post_id
)
INSERT INTO blog_post_like_counts AS c (post_id, likes)
SELECT post_id, 1 FROM added
ON CONFLICT (post_id) DO UPDATE SET likes = c.likes + 1
RETURNING likes;

-- name: PostLikePurge :execrows
-- Drops the bound's memory of days before the given one (the counts stay).
DELETE FROM blog_post_likes WHERE day < timezone('UTC', sqlc.arg(before)::timestamptz)::date;
