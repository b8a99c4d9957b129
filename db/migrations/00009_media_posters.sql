-- +goose Up

-- Posters of gallery videos and first-page previews of portfolio PDFs: still images made
-- in the staff browser at upload time and stored as files of kind 'poster'.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster'));

-- A video's poster; NULL for images and for videos uploaded before posters existed.
ALTER TABLE gallery_images ADD COLUMN poster_file_id uuid UNIQUE REFERENCES files (id);

-- A portfolio PDF's first page as an image; NULL until one is made.
ALTER TABLE portfolio_items ADD COLUMN preview_file_id uuid UNIQUE REFERENCES files (id);

-- +goose Down
ALTER TABLE portfolio_items DROP COLUMN preview_file_id;
ALTER TABLE gallery_images DROP COLUMN poster_file_id;
DELETE FROM files WHERE kind = 'poster';
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image'));
