-- name: PostList :many
SELECT * FROM blog_posts
WHERE delete_time IS NULL
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: PostGet :one
SELECT * FROM blog_posts WHERE id = @id AND delete_time IS NULL;

-- name: PostGetBySlug :one
SELECT * FROM blog_posts WHERE slug = @slug AND delete_time IS NULL;

-- name: PostSlugsLike :many
-- The slugs taken by base and its numbered variants (base-2, base-3 …).
SELECT slug FROM blog_posts WHERE slug = @base::text OR slug LIKE @base::text || '-%';

-- name: PostGetForUpdate :one
SELECT * FROM blog_posts WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: PostCreate :one
INSERT INTO blog_posts (title, slug, excerpt, content_html, image_id, status, publish_time)
VALUES (@title, @slug, @excerpt, @content_html, @image_id, @status, sqlc.narg(publish_time)::timestamptz)
RETURNING *;

-- name: PostUpdate :one
UPDATE blog_posts
SET title = @title, slug = @slug, excerpt = @excerpt, content_html = @content_html, image_id = @image_id,
    status = @status, publish_time = sqlc.narg(publish_time)::timestamptz, update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: PostDelete :one
DELETE FROM blog_posts WHERE id = @id AND delete_time IS NOT NULL RETURNING *;

-- Trash (docs/trash-and-pipeline.md). A trashed post keeps its slug, so a restore never
-- clashes; PostDelete above removes a trashed post for good.

-- name: PostTrash :one
UPDATE blog_posts SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: PostRestore :one
UPDATE blog_posts SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: PostGetTrashedForUpdate :one
SELECT * FROM blog_posts
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;

-- Life cycle (draft / scheduled / published), migration 00012. The public reads below
-- show a post only once it is public: not a draft and its publish_time has come, whether
-- or not the queue's publish job has run yet.

-- name: PostListPublicPage :many
-- The public list, newest first, in one statement: each post with its image's file (zero
-- values when it has none), the image's processing state ('' when none) and its web
-- variants as parallel arrays (by type, narrowest first). Shaped like
-- GalleryProjectListPage for a generic plan: the page is cut first, then each image is
-- looked up by key; a post without one costs one empty index probe.
SELECT p.id, p.title, p.content_html, p.likes, p.image_id, p.create_time, p.update_time,
       p.slug, p.excerpt, p.status, p.publish_time,
       coalesce(i.kind, '') AS file_kind, coalesce(i.object_key, '') AS file_key,
       coalesce(i.original_name, '') AS file_name, coalesce(i.size, 0)::bigint AS file_size,
       coalesce(i.content_type, '') AS file_content_type, coalesce(i.width, 0)::integer AS file_width,
       coalesce(i.height, 0)::integer AS file_height, coalesce(i.claimed, false) AS file_claimed,
       coalesce(i.create_time, 'epoch')::timestamptz AS file_create_time,
       coalesce(i.state, '') AS state, coalesce(i.failure, '') AS failure,
       coalesce(i.placeholder, '') AS placeholder, coalesce(i.state_width, 0)::integer AS state_width,
       coalesce(i.state_height, 0)::integer AS state_height,
       i.variant_keys::text[] AS variant_keys, i.variant_widths::integer[] AS variant_widths,
       i.variant_heights::integer[] AS variant_heights, i.variant_sizes::bigint[] AS variant_sizes,
       i.variant_content_types::text[] AS variant_content_types
FROM (
    SELECT * FROM blog_posts
    WHERE status <> 'draft' AND publish_time <= now() AND delete_time IS NULL
      AND (sqlc.narg(after_time)::timestamptz IS NULL
           OR (publish_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
    ORDER BY publish_time DESC, id DESC
    LIMIT @max_rows
) p
-- LIMIT 1 keeps the planner from flattening this into joins: a generic plan guesses the
-- page at hundreds of rows and would hash whole tables instead of looking up 20 keys.
LEFT JOIN LATERAL (
    SELECT f.kind, f.object_key, f.original_name, f.size, f.content_type, f.width, f.height,
           f.claimed, f.create_time, s.state, s.failure, s.placeholder,
           s.width AS state_width, s.height AS state_height,
           v.keys AS variant_keys, v.widths AS variant_widths, v.heights AS variant_heights,
           v.sizes AS variant_sizes, v.content_types AS variant_content_types
    FROM files f
    LEFT JOIN image_states s ON s.file_id = f.id
    CROSS JOIN LATERAL (
        SELECT array_agg(y.object_key) AS keys, array_agg(y.width) AS widths,
               array_agg(y.height) AS heights, array_agg(y.size) AS sizes,
               array_agg(y.content_type) AS content_types
        FROM (
            SELECT iv.* FROM image_variants iv
            WHERE iv.file_id = f.id
            ORDER BY iv.content_type, iv.width
        ) y
    ) v
    WHERE f.id = p.image_id
    LIMIT 1
) i ON true
ORDER BY p.publish_time DESC, p.id DESC;

-- name: PostGetPublic :one
SELECT * FROM blog_posts WHERE id = @id AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL;

-- name: PostGetPublicBySlug :one
SELECT * FROM blog_posts WHERE slug = @slug AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL;

-- name: PostPublishDue :execrows
-- The publish job: a scheduled post whose time has come becomes published. A post that was
-- rescheduled later, unpublished or deleted meanwhile is left alone (its own job, if any,
-- publishes it).
UPDATE blog_posts SET status = 'published'
WHERE id = @id AND status = 'scheduled' AND publish_time <= now() AND delete_time IS NULL;

-- name: PostLikePublic :one
-- PostLike for public posts only: a draft or a post not yet public cannot be liked.
UPDATE blog_posts SET likes = likes + 1
WHERE id = @id AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL
RETURNING likes;
