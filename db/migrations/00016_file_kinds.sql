-- Posters (00009) and announcement images (00012) were added to the file kinds side by
-- side, and 00012 first rewrote the check without 'poster' (which failed on a database
-- that already had a poster). 00012 now keeps 'poster'; this migration stays for the
-- databases that ran the first 00012, and puts both kinds back on them. Either way the
-- check after it, and after its Down, allows both.

-- +goose Up
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image'));

-- +goose Down
SELECT 1; -- 00012 (as it is now) already allows both kinds
