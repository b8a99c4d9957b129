-- +goose Up

-- Trash: deleting a job, application, blog post, gallery project or portfolio item sets
-- delete_time (and who did it) instead of removing the row; every product query skips
-- such rows. A queued job removes them for good, with their files, 30 days later.
-- Unique columns (a post's slug, the file ids) keep their values while in the trash, so a
-- restore can never clash with a record made meanwhile.
ALTER TABLE jobs
    ADD COLUMN delete_time    timestamptz NULL,
    ADD COLUMN delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL;
ALTER TABLE applications
    ADD COLUMN delete_time    timestamptz NULL,
    ADD COLUMN delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL;
ALTER TABLE blog_posts
    ADD COLUMN delete_time    timestamptz NULL,
    ADD COLUMN delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL;
ALTER TABLE gallery_projects
    ADD COLUMN delete_time    timestamptz NULL,
    ADD COLUMN delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL;
ALTER TABLE portfolio_items
    ADD COLUMN delete_time    timestamptz NULL,
    ADD COLUMN delete_user_id uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL;

CREATE INDEX jobs_trash_idx             ON jobs (delete_time) WHERE delete_time IS NOT NULL;
CREATE INDEX applications_trash_idx     ON applications (delete_time) WHERE delete_time IS NOT NULL;
CREATE INDEX blog_posts_trash_idx       ON blog_posts (delete_time) WHERE delete_time IS NOT NULL;
CREATE INDEX gallery_projects_trash_idx ON gallery_projects (delete_time) WHERE delete_time IS NOT NULL;
CREATE INDEX portfolio_items_trash_idx  ON portfolio_items (delete_time) WHERE delete_time IS NOT NULL;

-- Applicant pipeline: NEW → CONTACTED → INTERVIEWING → OFFER → HIRED, or REJECTED from
-- any. The spec's contacted flag stays as a column the REST shim reads; the CHECK keeps
-- it equal to "CONTACTED or later" (REJECTED is not contacted).
ALTER TABLE applications
    ADD COLUMN status text NOT NULL DEFAULT 'NEW'
        CHECK (status IN ('NEW', 'CONTACTED', 'INTERVIEWING', 'OFFER', 'HIRED', 'REJECTED'));
UPDATE applications SET status = 'CONTACTED' WHERE contacted;
ALTER TABLE applications
    ADD CONSTRAINT applications_contacted_status_check
        CHECK (contacted = (status IN ('CONTACTED', 'INTERVIEWING', 'OFFER', 'HIRED')));
CREATE INDEX applications_search_idx ON applications (create_time DESC, id DESC) WHERE delete_time IS NULL;

-- Private staff notes on an applicant. The author's name is copied so that a note keeps
-- its author when the account goes.
CREATE TABLE application_notes (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    application_id uuid        NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    author_id      uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name    text        NOT NULL,
    body           text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 5000),
    create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, create_time, id);

-- +goose Down
DROP TABLE application_notes;
DROP INDEX applications_search_idx;
ALTER TABLE applications
    DROP CONSTRAINT applications_contacted_status_check,
    DROP COLUMN status;
ALTER TABLE portfolio_items  DROP COLUMN delete_user_id, DROP COLUMN delete_time;
ALTER TABLE gallery_projects DROP COLUMN delete_user_id, DROP COLUMN delete_time;
ALTER TABLE blog_posts       DROP COLUMN delete_user_id, DROP COLUMN delete_time;
ALTER TABLE applications     DROP COLUMN delete_user_id, DROP COLUMN delete_time;
ALTER TABLE jobs             DROP COLUMN delete_user_id, DROP COLUMN delete_time;
