-- name: DrawingComparisonGetByPair :one
SELECT * FROM drawing_comparisons
WHERE earlier_revision_id = @earlier_revision_id AND later_revision_id = @later_revision_id;

-- name: DrawingComparisonGet :one
SELECT * FROM drawing_comparisons WHERE id = @id;

-- name: DrawingComparisonCreate :one
-- No row when another request stored the pair first: that one is kept.
INSERT INTO drawing_comparisons (id, earlier_revision_id, later_revision_id, earlier_key, later_key,
    overlay_key, dpi, width, height, added_pixels, removed_pixels)
VALUES (@id, @earlier_revision_id, @later_revision_id, @earlier_key, @later_key, @overlay_key, @dpi,
    @width, @height, @added_pixels, @removed_pixels)
ON CONFLICT (earlier_revision_id, later_revision_id) DO NOTHING
RETURNING *;
