-- +goose Up

-- The portal's messages: per project, threads between the client
-- organization's people and the firm's staff, with attachments, each user's read state and
-- each user's choice of mail.

-- Attachments are private files (served only through signed links), claimed by the
-- message that names them.
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image', 'page_image', 'portal_attachment'));

CREATE TABLE message_threads (
    id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id        uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    subject           text        NOT NULL CHECK (subject <> ''),
    -- Who started it: a staff user or a client user, by name as it was (as milestone_changes).
    author_kind       text        NOT NULL CHECK (author_kind IN ('STAFF', 'CLIENT')),
    author_id         uuid        NOT NULL,
    author_name       text        NOT NULL,
    create_time       timestamptz NOT NULL DEFAULT now(),
    last_message_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_threads_project_idx ON message_threads (project_id, last_message_time DESC);

CREATE TABLE messages (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    -- Orders messages and marks what a reader has read (message_reads.last_seq).
    seq         bigint      NOT NULL GENERATED ALWAYS AS IDENTITY UNIQUE,
    thread_id   uuid        NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
    author_kind text        NOT NULL CHECK (author_kind IN ('STAFF', 'CLIENT')),
    author_id   uuid        NOT NULL,
    author_name text        NOT NULL,
    -- Plain text; line breaks are kept.
    body        text        NOT NULL CHECK (body <> ''),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_thread_idx ON messages (thread_id, seq);
CREATE INDEX messages_create_time_idx ON messages (create_time);

CREATE TABLE message_attachments (
    -- The attachment is named by its file's id.
    id         uuid    PRIMARY KEY REFERENCES files (id),
    message_id uuid    NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    position   integer NOT NULL,
    UNIQUE (message_id, position)
);

-- What each user (a staff user's or a client user's id: UUIDs do not collide) has read
-- of a thread: every message up to last_seq. Not audited: reading is no change.
CREATE TABLE message_reads (
    thread_id uuid   NOT NULL REFERENCES message_threads (id) ON DELETE CASCADE,
    reader_id uuid   NOT NULL,
    last_seq  bigint NOT NULL,
    PRIMARY KEY (reader_id, thread_id)
);

-- Each user's choice of mail about messages; no row means EACH (a mail per message).
-- Staff accounts have no address of their own: a staff user gives one here.
CREATE TABLE message_mail_choices (
    -- The user's id (a staff user's or a client user's).
    id               uuid        PRIMARY KEY,
    staff_user_id    uuid        UNIQUE REFERENCES staff_users (id) ON DELETE CASCADE,
    client_user_id   uuid        UNIQUE REFERENCES client_users (id) ON DELETE CASCADE,
    choice           text        NOT NULL DEFAULT 'EACH' CHECK (choice IN ('EACH', 'DIGEST', 'NONE')),
    email            text        NOT NULL DEFAULT '',
    -- The end of the window the last daily digest covered: each message is in one digest.
    last_digest_time timestamptz,
    update_time      timestamptz NOT NULL DEFAULT now(),
    CHECK (num_nonnulls(staff_user_id, client_user_id) = 1 AND id = coalesce(staff_user_id, client_user_id)),
    CHECK (client_user_id IS NULL OR email = '')
);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON message_threads FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON messages FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON message_attachments FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON message_mail_choices FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE message_mail_choices;
DROP TABLE message_reads;
DROP TABLE message_attachments;
DROP TABLE messages;
DROP TABLE message_threads;
DELETE FROM files WHERE kind = 'portal_attachment';
ALTER TABLE files DROP CONSTRAINT files_kind_check;
ALTER TABLE files ADD CONSTRAINT files_kind_check
    CHECK (kind IN ('resume', 'job_description', 'portfolio', 'gallery', 'blog_image', 'poster', 'announcement_image', 'page_image'));
