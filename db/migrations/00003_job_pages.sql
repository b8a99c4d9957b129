-- +goose Up

-- A job's own page (/career/{id}): a rich-text description (sanitized HTML, as the blog's),
-- an optional expiry after which the job leaves the public lists and its page answers 410,
-- and a structured location for search engines beside the legacy free-text one.
ALTER TABLE jobs
    ADD COLUMN description_html text        NOT NULL DEFAULT '',
    ADD COLUMN expire_time      timestamptz NULL,
    ADD COLUMN city             text        NOT NULL DEFAULT '',
    ADD COLUMN region           text        NOT NULL DEFAULT '',
    ADD COLUMN country_code     text        NOT NULL DEFAULT ''
        CHECK (country_code = '' OR country_code ~ '^[A-Z]{2}$');

-- +goose Down
ALTER TABLE jobs
    DROP COLUMN country_code,
    DROP COLUMN region,
    DROP COLUMN city,
    DROP COLUMN expire_time,
    DROP COLUMN description_html;
