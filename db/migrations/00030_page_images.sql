-- Pictures staff upload in the page editor (internal/sitepage): public, with web variants,
-- claimed by the page version that first names them.

-- +goose Up
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image', 'page_image'));

-- +goose Down
DELETE FROM files WHERE kind = 'page_image';
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image'));
