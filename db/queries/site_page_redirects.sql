-- name: SitePageRedirectGet :one
SELECT to_path FROM site_page_redirects WHERE from_path = @from_path;

-- name: SitePageRedirectList :many
SELECT * FROM site_page_redirects ORDER BY from_path;

-- name: SitePageRedirectInsert :exec
-- A renamed page's old path. The redirects to it follow the rename (the foreign key's
-- ON UPDATE CASCADE), so no chain forms.
INSERT INTO site_page_redirects (from_path, to_path) VALUES (@from_path, @to_path)
ON CONFLICT (from_path) DO UPDATE SET to_path = EXCLUDED.to_path;

-- name: SitePageRedirectDelete :exec
-- A page now at from_path takes it back from the redirect.
DELETE FROM site_page_redirects WHERE from_path = @from_path;
