-- Posters (00009) and announcement images (00012) were added to the file kinds side by
-- side; each migration rewrote the check with its own kind only. This one allows both.

-- +goose Up
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image'));

-- +goose Down
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'announcement_image'));
