-- name: PortfolioItemList :many
SELECT * FROM portfolio_items
WHERE (NOT @only_active::boolean OR active)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: PortfolioItemGetForUpdate :one
SELECT * FROM portfolio_items WHERE id = @id FOR UPDATE;

-- name: PortfolioItemCreate :one
INSERT INTO portfolio_items (title, description, active, file_id, preview_file_id)
VALUES (@title, @description, @active, @file_id, @preview_file_id)
RETURNING *;

-- name: PortfolioItemUpdate :one
UPDATE portfolio_items
SET title = @title, description = @description, active = @active, file_id = @file_id,
    preview_file_id = @preview_file_id, update_time = now()
WHERE id = @id
RETURNING *;

-- name: PortfolioItemDelete :one
DELETE FROM portfolio_items WHERE id = @id RETURNING *;
