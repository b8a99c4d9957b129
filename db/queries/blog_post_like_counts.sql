-- name: PostLikeCountList :many
-- The like counts of the posts named (0 for one never liked); of the public ones only
-- when public_only. A post that does not exist (or is not public) has no row.
SELECT p.id AS post_id, coalesce(c.likes, 0)::bigint AS likes
FROM blog_posts p LEFT JOIN blog_post_like_counts c ON c.post_id = p.id
WHERE p.id = ANY(@post_ids::uuid[])
  AND (NOT @public_only::bool OR (p.status <> 'draft' AND p.publish_time <= now() AND p.delete_time IS NULL));
