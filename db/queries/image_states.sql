-- name: ImageStateCreate :exec
-- Marks an image as waiting for its variants (again, for a reprocess).
INSERT INTO image_states (file_id) VALUES (@file_id)
ON CONFLICT (file_id) DO UPDATE SET state = 'processing', failure = '', update_time = now();

-- name: ImageStateGetMany :many
SELECT * FROM image_states WHERE file_id = ANY(@file_ids::uuid[]);

-- name: ImageStateReady :exec
UPDATE image_states
SET state = 'ready', failure = '', placeholder = @placeholder, width = @width, height = @height, update_time = now()
WHERE file_id = @file_id;

-- name: ImageStateFail :exec
UPDATE image_states SET state = 'failed', failure = @failure, update_time = now()
WHERE file_id = @file_id;

-- name: ImageStateListToProcess :many
-- Claimed images of the kinds that get variants and are not ready: what
-- `gusset media reprocess` works through, oldest first, a page at a time.
SELECT f.* FROM files f
LEFT JOIN image_states s ON s.file_id = f.id
WHERE f.claimed AND f.kind = ANY(@kinds::text[]) AND f.content_type = ANY(@content_types::text[])
  AND (s.state IS NULL OR s.state <> 'ready')
  AND (f.create_time, f.id) > (@after_time::timestamptz, @after_id::uuid)
ORDER BY f.create_time, f.id
LIMIT @max_rows;

-- name: ImageStateCountToProcess :one
SELECT count(*) FROM files f
LEFT JOIN image_states s ON s.file_id = f.id
WHERE f.claimed AND f.kind = ANY(@kinds::text[]) AND f.content_type = ANY(@content_types::text[])
  AND (s.state IS NULL OR s.state <> 'ready');
