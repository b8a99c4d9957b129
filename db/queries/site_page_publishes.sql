-- name: SitePagePublishInsert :exec
INSERT INTO site_page_publishes (path, version, published_by_name) VALUES (@path, @version, @published_by_name);

-- name: SitePagePublishLatest :many
-- The page's two newest publishes not taken back: the public one and the one before it.
SELECT * FROM site_page_publishes WHERE path = @path AND NOT undone ORDER BY id DESC LIMIT 2;

-- name: SitePagePublishUndo :exec
UPDATE site_page_publishes SET undone = true WHERE id = @id;
