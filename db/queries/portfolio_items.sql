-- name: PortfolioItemList :many
SELECT * FROM portfolio_items
WHERE delete_time IS NULL
  AND (NOT @only_active::boolean OR active)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: PortfolioItemGetForUpdate :one
SELECT * FROM portfolio_items WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: PortfolioItemCreate :one
INSERT INTO portfolio_items (title, description, active, file_id, preview_file_id)
VALUES (@title, @description, @active, @file_id, @preview_file_id)
RETURNING *;

-- name: PortfolioItemUpdate :one
UPDATE portfolio_items
SET title = @title, description = @description, active = @active, file_id = @file_id,
    preview_file_id = @preview_file_id, update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: PortfolioItemDelete :one
-- For good (the trash's purge).
DELETE FROM portfolio_items WHERE id = @id AND delete_time IS NOT NULL RETURNING *;

-- name: PortfolioItemTrash :one
UPDATE portfolio_items SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: PortfolioItemRestore :one
UPDATE portfolio_items SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: PortfolioItemGetTrashedForUpdate :one
SELECT * FROM portfolio_items
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;
