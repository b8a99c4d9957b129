-- name: SitePageVersionInsert :exec
INSERT INTO site_page_versions (path, version, content, created_by_id, created_by_name, restored_from, publish_time)
VALUES (@path, @version, @content, sqlc.narg(created_by_id), @created_by_name, @restored_from, sqlc.narg(publish_time));

-- name: SitePageVersionGet :one
SELECT * FROM site_page_versions WHERE path = @path AND version = @version;

-- name: SitePageVersionList :many
-- A page's versions, newest first, without their content.
SELECT path, version, created_by_name, create_time, restored_from, publish_time
FROM site_page_versions WHERE path = @path ORDER BY version DESC;

-- name: SitePageVersionMarkPublished :exec
UPDATE site_page_versions SET publish_time = now() WHERE path = @path AND version = @version;

-- name: SitePageVersionPublished :one
-- A page's public content: unknown, hidden and never-published pages have none.
SELECT v.path, v.version, v.content
FROM site_pages p JOIN site_page_versions v ON v.path = p.path AND v.version = p.published_version
WHERE p.path = @path AND NOT p.hidden;
