-- name: PostList :many
-- query, when given, is an ILIKE pattern's inside (its % and _ escaped by the caller).
SELECT * FROM blog_posts
WHERE delete_time IS NULL
  AND (sqlc.narg(query)::text IS NULL
       OR title ILIKE '%' || sqlc.narg(query)::text || '%'
       OR slug ILIKE '%' || sqlc.narg(query)::text || '%'
       OR excerpt ILIKE '%' || sqlc.narg(query)::text || '%')
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: PostGet :one
SELECT * FROM blog_posts WHERE id = @id AND delete_time IS NULL;

-- name: PostSlugsLike :many
-- The slugs taken by base and its numbered variants (base-2, base-3 …).
SELECT slug FROM blog_posts WHERE slug = @base::text OR slug LIKE @base::text || '-%';

-- name: PostGetForUpdate :one
SELECT * FROM blog_posts WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: PostCreate :one
-- Its parameters are PostUpdate's, in the same order (the id last), so one function fills
-- both.
INSERT INTO blog_posts (title, slug, excerpt, content_html, image_id, status, publish_time, id)
VALUES (@title, @slug, @excerpt, @content_html, @image_id, @status, sqlc.narg(publish_time)::timestamptz, @id)
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

-- name: PostListPublic :many
SELECT * FROM blog_posts
WHERE status <> 'draft' AND publish_time <= now() AND delete_time IS NULL
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (publish_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY publish_time DESC, id DESC
LIMIT @max_rows;

-- name: PostGetPublic :one
SELECT * FROM blog_posts WHERE id = @id AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL;

-- name: PostGetPublicBySlug :one
SELECT * FROM blog_posts WHERE slug = @slug AND status <> 'draft' AND publish_time <= now() AND delete_time IS NULL;

-- name: PostNextPublic :one
-- When the next post becomes public by the clock alone (a scheduled one): the public list
-- changes then without a write. No row when none is waiting.
SELECT publish_time FROM blog_posts
WHERE status <> 'draft' AND publish_time > now() AND delete_time IS NULL
ORDER BY publish_time
LIMIT 1;

-- name: PostPublishDue :execrows
-- The publish job: a scheduled post whose time has come becomes published. A post that was
-- rescheduled later, unpublished or deleted meanwhile is left alone (its own job, if any,
-- publishes it).
UPDATE blog_posts SET status = 'published'
WHERE id = @id AND status = 'scheduled' AND publish_time <= now() AND delete_time IS NULL;
