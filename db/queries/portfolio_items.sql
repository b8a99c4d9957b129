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
-- Its parameters are PortfolioItemUpdate's, in the same order (the id last), so one
-- function fills both.
INSERT INTO portfolio_items (title, description, active, file_id, preview_file_id, id)
VALUES (@title, @description, @active, @file_id, @preview_file_id, @id)
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

-- name: PortfolioItemPreviewQueue :exec
-- Marks an item's preview as being made (its job is queued in the same transaction).
UPDATE portfolio_items SET preview_state = 'processing', preview_failure = ''
WHERE id = @id;

-- name: PortfolioItemPreviewSet :exec
-- Links a preview made by the job (the caller holds the row lock and checked the PDF).
UPDATE portfolio_items SET preview_file_id = @preview_file_id, preview_state = 'ready', preview_failure = ''
WHERE id = @id;

-- name: PortfolioItemGetAny :one
-- The item, trashed or not (its preview is made in the trash too: it may be restored).
SELECT * FROM portfolio_items WHERE id = @id;

-- name: PortfolioItemGetAnyForUpdate :one
-- The item, trashed or not, locked while the job links its preview.
SELECT * FROM portfolio_items WHERE id = @id FOR UPDATE;

-- name: PortfolioItemPreviewFail :exec
UPDATE portfolio_items SET preview_state = 'failed', preview_failure = @failure
WHERE id = @id AND file_id = @pdf_file_id;

-- name: PortfolioItemListWithoutPreview :many
-- Items never given a preview (from before previews were made on the server), trashed
-- ones included: they may be restored.
SELECT id, file_id FROM portfolio_items
WHERE preview_file_id IS NULL AND preview_state = ''
ORDER BY create_time
LIMIT @max_rows;
