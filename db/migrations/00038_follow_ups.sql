-- One follow-up model for what staff answer (applications, estimate requests, contact
-- messages; next RFIs and transmittals): who has it, when it was first answered, and its
-- notes and replies, in two tables instead of columns and notes tables per entity. The
-- subject's own row keeps its status and its lifecycle (each kind moves its status by its
-- own rules); a trigger keeps follow_ups' copy of them, so the figures (open, answered
-- within 24 hours) are one query for every kind.

-- +goose Up

-- follow_ups: one row per subject, id = the subject's id. status, receive_time and
-- trash_time are copies of the subject's status, create_time and delete_time, kept by the
-- follow_up_track trigger (never written otherwise).
CREATE TABLE follow_ups (
    id                  uuid        PRIMARY KEY,
    subject_kind        text        NOT NULL,
    subject_table       text        NOT NULL,
    status              text        NOT NULL,
    receive_time        timestamptz NOT NULL,
    trash_time          timestamptz NULL,
    assignee_id         uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    -- The first answer (what answers depends on the kind: a reply sent, a note, a status
    -- change out of New); kept once, never moved after.
    first_response_time timestamptz NULL,
    UNIQUE (id, subject_kind)
);
CREATE INDEX follow_ups_recent_idx ON follow_ups (subject_kind, receive_time) WHERE trash_time IS NULL;

-- A subject's history: private notes and the replies mailed (each reply is an outbox
-- message; its delivery is read there). The author's name is copied so an entry keeps it
-- if the account goes; the subject's kind too, so the audit trail can name it.
CREATE TABLE follow_up_notes (
    id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    follow_up_id      uuid        NOT NULL,
    subject_kind      text        NOT NULL,
    kind              text        NOT NULL DEFAULT 'note' CHECK (kind IN ('note', 'reply')),
    author_id         uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name       text        NOT NULL,
    subject           text        NOT NULL DEFAULT '',
    body              text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 10000),
    outbox_message_id uuid        NULL REFERENCES outbox_messages (id) ON DELETE SET NULL,
    create_time       timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (follow_up_id, subject_kind) REFERENCES follow_ups (id, subject_kind) ON DELETE CASCADE
);
CREATE INDEX follow_up_notes_follow_up_idx ON follow_up_notes (follow_up_id, create_time, id);

-- Today's rows, every one kept (ids and times too).
INSERT INTO follow_ups (id, subject_kind, subject_table, status, receive_time, trash_time, first_response_time)
SELECT id, 'application', 'applications', status, create_time, delete_time, NULL FROM applications;
INSERT INTO follow_ups (id, subject_kind, subject_table, status, receive_time, trash_time, assignee_id, first_response_time)
SELECT id, 'estimate', 'estimate_requests', status, create_time, delete_time, assignee_id, first_response_time FROM estimate_requests;
INSERT INTO follow_ups (id, subject_kind, subject_table, status, receive_time, trash_time, assignee_id, first_response_time)
SELECT id, 'contact', 'contact_messages', status, create_time, delete_time, assignee_id, first_reply_time FROM contact_messages;

INSERT INTO follow_up_notes (id, follow_up_id, subject_kind, author_id, author_name, body, create_time)
SELECT id, application_id, 'application', author_id, author_name, body, create_time FROM application_notes;
INSERT INTO follow_up_notes (id, follow_up_id, subject_kind, author_id, author_name, body, create_time)
SELECT id, estimate_id, 'estimate', author_id, author_name, body, create_time FROM estimate_notes;
INSERT INTO follow_up_notes (id, follow_up_id, subject_kind, kind, author_id, author_name, subject, body, outbox_message_id, create_time)
SELECT id, message_id, 'contact', kind, author_id, author_name, subject, body, outbox_message_id, create_time FROM contact_message_entries;

DROP TABLE application_notes;
DROP TABLE estimate_notes;
DROP TABLE contact_message_entries;
ALTER TABLE contact_messages
    DROP CONSTRAINT contact_messages_status_reply_check,
    DROP COLUMN assignee_id,
    DROP COLUMN first_reply_time;
ALTER TABLE estimate_requests
    DROP COLUMN assignee_id,
    DROP COLUMN first_response_time;

-- +goose StatementBegin
-- follow_up_track keeps a subject's follow_ups row: made with the subject, its copies of
-- status, create_time and delete_time kept, gone with it. TG_ARGV[0] is the kind.
CREATE FUNCTION follow_up_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO follow_ups (id, subject_kind, subject_table, status, receive_time, trash_time)
        VALUES (NEW.id, TG_ARGV[0], TG_TABLE_NAME, NEW.status, NEW.create_time, NEW.delete_time);
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE follow_ups SET status = NEW.status, receive_time = NEW.create_time, trash_time = NEW.delete_time
        WHERE id = NEW.id;
    ELSE
        DELETE FROM follow_ups WHERE id = OLD.id;
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

-- The registrations: one line per kind (its Go side is one line in internal/followup).
CREATE TRIGGER follow_up AFTER INSERT OR UPDATE OF status, create_time, delete_time OR DELETE ON applications FOR EACH ROW EXECUTE FUNCTION follow_up_track('application');
CREATE TRIGGER follow_up AFTER INSERT OR UPDATE OF status, create_time, delete_time OR DELETE ON estimate_requests FOR EACH ROW EXECUTE FUNCTION follow_up_track('estimate');
CREATE TRIGGER follow_up AFTER INSERT OR UPDATE OF status, create_time, delete_time OR DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION follow_up_track('contact');

-- Staff's changes are audited: an assignee set (the copies the trigger keeps are the
-- subject's own changes, audited on its table), and every note or reply.
CREATE TRIGGER audit AFTER UPDATE OF assignee_id ON follow_ups
    FOR EACH ROW WHEN (OLD.assignee_id IS DISTINCT FROM NEW.assignee_id) EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON follow_up_notes FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose StatementBegin
-- follow_up_label names a follow-up for the audit trail by its subject's row (audit_label
-- of that row: its name, title…).
CREATE FUNCTION follow_up_label(follow_up uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
    tbl text;
    j   jsonb;
BEGIN
    SELECT subject_table INTO tbl FROM follow_ups WHERE id = follow_up;
    IF tbl IS NULL THEN
        RETURN NULL;
    END IF;
    EXECUTE format('SELECT to_jsonb(t) FROM %I t WHERE id = $1', tbl) INTO j USING follow_up;
    RETURN nullif(audit_label(tbl, j), '');
END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION audit_label(tbl text, r jsonb) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT left(coalesce(CASE tbl
        WHEN 'follow_ups' THEN follow_up_label((r ->> 'id')::uuid)
        WHEN 'follow_up_notes' THEN follow_up_label((r ->> 'follow_up_id')::uuid)
        WHEN 'gallery_images' THEN (SELECT title FROM gallery_projects WHERE id = (r ->> 'project_id')::uuid)
        WHEN 'staff_sessions' THEN (SELECT username FROM staff_users WHERE id = (r ->> 'user_id')::uuid)
        WHEN 'staff_recovery_codes' THEN (SELECT username FROM staff_users WHERE id = (r ->> 'user_id')::uuid)
        WHEN 'files' THEN r ->> 'original_name'
        END,
        nullif(r ->> 'title', ''), nullif(r ->> 'role', ''), nullif(r ->> 'username', ''),
        nullif(r ->> 'name', ''), nullif(r ->> 'subject', ''), nullif(r ->> 'email', ''), ''), 200)
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION audit_label(tbl text, r jsonb) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT left(coalesce(CASE tbl
        WHEN 'application_notes' THEN (SELECT name FROM applications WHERE id = (r ->> 'application_id')::uuid)
        WHEN 'gallery_images' THEN (SELECT title FROM gallery_projects WHERE id = (r ->> 'project_id')::uuid)
        WHEN 'contact_message_entries' THEN (SELECT name FROM contact_messages WHERE id = (r ->> 'message_id')::uuid)
        WHEN 'staff_sessions' THEN (SELECT username FROM staff_users WHERE id = (r ->> 'user_id')::uuid)
        WHEN 'staff_recovery_codes' THEN (SELECT username FROM staff_users WHERE id = (r ->> 'user_id')::uuid)
        WHEN 'files' THEN r ->> 'original_name'
        END,
        nullif(r ->> 'title', ''), nullif(r ->> 'role', ''), nullif(r ->> 'username', ''),
        nullif(r ->> 'name', ''), nullif(r ->> 'subject', ''), nullif(r ->> 'email', ''), ''), 200)
$$;
-- +goose StatementEnd
DROP FUNCTION follow_up_label(uuid);
DROP TRIGGER follow_up ON contact_messages;
DROP TRIGGER follow_up ON estimate_requests;
DROP TRIGGER follow_up ON applications;
DROP FUNCTION follow_up_track();

ALTER TABLE estimate_requests
    ADD COLUMN assignee_id         uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    ADD COLUMN first_response_time timestamptz NULL;
ALTER TABLE contact_messages
    ADD COLUMN assignee_id      uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    ADD COLUMN first_reply_time timestamptz NULL;
UPDATE estimate_requests e SET assignee_id = f.assignee_id, first_response_time = f.first_response_time
FROM follow_ups f WHERE f.id = e.id;
UPDATE contact_messages m SET assignee_id = f.assignee_id, first_reply_time = f.first_response_time
FROM follow_ups f WHERE f.id = m.id;
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_status_reply_check
    CHECK (status = 'closed' OR (status = 'new') = (first_reply_time IS NULL));

CREATE TABLE application_notes (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    application_id uuid        NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    author_id      uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name    text        NOT NULL,
    body           text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 5000),
    create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (application_id, create_time, id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON application_notes FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TABLE estimate_notes (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    estimate_id uuid        NOT NULL REFERENCES estimate_requests (id) ON DELETE CASCADE,
    author_id   uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name text        NOT NULL,
    body        text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 5000),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estimate_notes_estimate_idx ON estimate_notes (estimate_id, create_time, id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimate_notes FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TABLE contact_message_entries (
    id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    message_id        uuid        NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
    kind              text        NOT NULL CHECK (kind IN ('note', 'reply')),
    author_id         uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name       text        NOT NULL,
    subject           text        NOT NULL DEFAULT '',
    body              text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 10000),
    outbox_message_id uuid        NULL REFERENCES outbox_messages (id) ON DELETE SET NULL,
    create_time       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_message_entries_message_idx ON contact_message_entries (message_id, create_time, id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contact_message_entries FOR EACH ROW EXECUTE FUNCTION audit_row();
INSERT INTO application_notes (id, application_id, author_id, author_name, body, create_time)
SELECT n.id, n.follow_up_id, n.author_id, n.author_name, n.body, n.create_time
FROM follow_up_notes n JOIN follow_ups f ON f.id = n.follow_up_id WHERE f.subject_kind = 'application';
INSERT INTO estimate_notes (id, estimate_id, author_id, author_name, body, create_time)
SELECT n.id, n.follow_up_id, n.author_id, n.author_name, n.body, n.create_time
FROM follow_up_notes n JOIN follow_ups f ON f.id = n.follow_up_id WHERE f.subject_kind = 'estimate';
INSERT INTO contact_message_entries (id, message_id, kind, author_id, author_name, subject, body, outbox_message_id, create_time)
SELECT n.id, n.follow_up_id, n.kind, n.author_id, n.author_name, n.subject, n.body, n.outbox_message_id, n.create_time
FROM follow_up_notes n JOIN follow_ups f ON f.id = n.follow_up_id WHERE f.subject_kind = 'contact';
DROP TABLE follow_up_notes;
DROP TABLE follow_ups;
