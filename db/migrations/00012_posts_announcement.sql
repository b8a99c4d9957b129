-- +goose Up

-- Posts get a life cycle: a draft is never public; a scheduled post becomes public at its
-- publish_time (the public reads compare publish_time with now(), so a late queue job never
-- delays nor a missing one hides it; the job only turns the status to 'published'); a
-- published post is public since publish_time, the date shown publicly. Existing posts are
-- published at their creation time.
ALTER TABLE blog_posts
    ADD COLUMN status       text        NOT NULL DEFAULT 'draft'
        CHECK (status IN ('draft', 'scheduled', 'published')),
    ADD COLUMN publish_time timestamptz NULL;
UPDATE blog_posts SET status = 'published', publish_time = create_time;
ALTER TABLE blog_posts
    ADD CONSTRAINT blog_posts_publish_time_check CHECK ((status = 'draft') = (publish_time IS NULL));
CREATE INDEX blog_posts_public_idx ON blog_posts (publish_time DESC, id DESC) WHERE status <> 'draft';

-- The announcement: the spec's conference-exhibitor announcement, one for the site.
-- version grows on every save, so that visitors who closed one version see the next.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image'));

CREATE TABLE announcements (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    -- At most one row.
    singleton   boolean     NOT NULL DEFAULT true UNIQUE CHECK (singleton),
    title       text        NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    description text        NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    image_id    uuid        UNIQUE REFERENCES files (id),
    link_url    text        NOT NULL DEFAULT '' CHECK (link_url = '' OR link_url ~ '^https?://'),
    enabled     boolean     NOT NULL DEFAULT false,
    start_time  timestamptz NULL,
    end_time    timestamptz NULL,
    version     integer     NOT NULL DEFAULT 1,
    update_time timestamptz NOT NULL DEFAULT now(),
    CHECK (start_time IS NULL OR end_time IS NULL OR start_time < end_time)
);

-- +goose Down
DROP TABLE announcements;
DELETE FROM files WHERE kind = 'announcement_image';
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster'));
DROP INDEX blog_posts_public_idx;
ALTER TABLE blog_posts
    DROP CONSTRAINT blog_posts_publish_time_check,
    DROP COLUMN publish_time,
    DROP COLUMN status;
