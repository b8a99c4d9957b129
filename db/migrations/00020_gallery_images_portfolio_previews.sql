-- +goose Up
-- Staff reorder a project's images one by one. A reorder rewrites the moved
-- images' positions in one statement; a deferrable key is checked at the end of that
-- statement instead of row by row, so two images can swap places without a temporary
-- position (and without a second, noisy audit row per image).
ALTER TABLE gallery_images DROP CONSTRAINT gallery_images_pkey;
ALTER TABLE gallery_images ADD CONSTRAINT gallery_images_pkey
    PRIMARY KEY (project_id, position) DEFERRABLE INITIALLY IMMEDIATE;

-- A portfolio PDF's first-page preview is made on the server by a queued job:
-- '' never tried (items from before this change, until the backfill queues them),
-- 'processing' queued or being made, 'ready' made (preview_file_id set), 'failed' the PDF
-- could not be drawn (preview_failure says why; the PDF is kept).
ALTER TABLE portfolio_items
    ADD COLUMN preview_state text NOT NULL DEFAULT ''
        CHECK (preview_state IN ('', 'processing', 'ready', 'failed')),
    ADD COLUMN preview_failure text NOT NULL DEFAULT '';
UPDATE portfolio_items SET preview_state = 'ready' WHERE preview_file_id IS NOT NULL;

-- +goose Down
ALTER TABLE portfolio_items DROP COLUMN preview_failure, DROP COLUMN preview_state;
ALTER TABLE gallery_images DROP CONSTRAINT gallery_images_pkey;
ALTER TABLE gallery_images ADD CONSTRAINT gallery_images_pkey PRIMARY KEY (project_id, position);
