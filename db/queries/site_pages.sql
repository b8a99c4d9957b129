-- name: SitePageList :many
-- Every page, menu by menu: top-level pages first, each parent's pages in their order.
SELECT * FROM site_pages ORDER BY parent, position, path;

-- name: SitePageListVisible :many
-- The pages visitors can open: shown and published (the navigation, the sitemap).
SELECT * FROM site_pages WHERE NOT hidden AND published_version > 0 ORDER BY parent, position, path;

-- name: SitePageGet :one
SELECT * FROM site_pages WHERE path = @path;

-- name: SitePageGetForUpdate :one
SELECT * FROM site_pages WHERE path = @path FOR UPDATE;

-- name: SitePageGetByIDForUpdate :one
SELECT * FROM site_pages WHERE id = @id FOR UPDATE;

-- name: SitePagePaths :many
SELECT path FROM site_pages;

-- name: SitePageUnderParent :many
-- The pages under one menu entry, in their order, locked for a reorder.
SELECT * FROM site_pages WHERE parent = @parent ORDER BY position, path FOR UPDATE;

-- name: SitePageNextPosition :one
SELECT (coalesce(max(position), 0) + 1)::integer FROM site_pages WHERE parent = @parent;

-- name: SitePageInsert :one
INSERT INTO site_pages (path, name, kind, parent, position, hidden, tile_image, tile_blurb,
                        draft_version, published_version, updated_by_id, updated_by_name)
VALUES (@path, @name, @kind, @parent, @position, @hidden, @tile_image, @tile_blurb,
        1, @published_version, sqlc.narg(updated_by_id), @updated_by_name)
ON CONFLICT (path) DO NOTHING
RETURNING *;

-- name: SitePageSetDraft :one
-- Takes the next version number for a save when the draft is still at the version the
-- editor started from; no row when someone saved since. The row's lock makes concurrent
-- saves of one version take turns: the second finds the version moved on.
UPDATE site_pages
SET draft_version = draft_version + 1, updated_by_id = sqlc.narg(updated_by_id), updated_by_name = @updated_by_name,
    update_time = now()
WHERE path = @path AND draft_version = @version
RETURNING *;

-- name: SitePagePublish :one
-- Makes version the public one; a publish replaces any schedule.
UPDATE site_pages
SET published_version = @version, scheduled_version = 0, scheduled_publish_time = NULL, update_time = now()
WHERE path = @path
RETURNING *;

-- name: SitePageSchedule :one
UPDATE site_pages
SET scheduled_version = @version, scheduled_publish_time = @publish_time, update_time = now()
WHERE path = @path
RETURNING *;

-- name: SitePageCancelSchedule :one
UPDATE site_pages
SET scheduled_version = 0, scheduled_publish_time = NULL, update_time = now()
WHERE path = @path
RETURNING *;

-- name: SitePagePublishDue :one
-- The queue's scheduled publish: only the schedule it was queued for (a later publish, a
-- new schedule or a cancel leaves a different one, or none), and only once its time came.
UPDATE site_pages
SET published_version = scheduled_version, scheduled_version = 0, scheduled_publish_time = NULL, update_time = now()
WHERE id = @id AND scheduled_version = @version AND scheduled_publish_time = @publish_time
  AND scheduled_publish_time <= now()
RETURNING *;

-- name: SitePageUpdatePlace :one
-- Renames a page (its versions and the redirects to it follow the path) and sets its
-- menu name and whether it is hidden.
UPDATE site_pages
SET path = @new_path, name = @name, hidden = @hidden, update_time = now()
WHERE path = @path
RETURNING *;

-- name: SitePageSetPosition :exec
UPDATE site_pages SET position = @position WHERE path = @path AND position <> @position;

-- name: SitePageDelete :execrows
DELETE FROM site_pages WHERE path = @path;

-- name: SitePageSetPublished :one
-- Makes version the public one, keeping any schedule (an undo).
UPDATE site_pages SET published_version = @version, update_time = now() WHERE path = @path
RETURNING *;
