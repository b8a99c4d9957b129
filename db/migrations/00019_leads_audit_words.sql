-- Staff triage contact messages (status, assignee,
-- notes, replies sent through the outbox, the trash), and the audit trail keeps what it
-- needs to be read in words (a trash move is logged as one; each entry keeps the name of
-- what it is about, since a later delete takes the row away).

-- +goose Up

-- status: new (nobody answered), replied (a reply was sent from the back office), closed
-- (handled). new and replied follow first_reply_time, so the status never contradicts
-- what was sent; closed says nothing about replies.
ALTER TABLE contact_messages
    ADD COLUMN status           text        NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'replied', 'closed')),
    ADD COLUMN assignee_id      uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    ADD COLUMN first_reply_time timestamptz NULL,
    ADD COLUMN delete_time      timestamptz NULL,
    ADD COLUMN delete_user_id   uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    ADD CONSTRAINT contact_messages_status_reply_check
        CHECK (status = 'closed' OR (status = 'new') = (first_reply_time IS NULL));
CREATE INDEX contact_messages_trash_idx ON contact_messages (delete_time) WHERE delete_time IS NOT NULL;
CREATE INDEX contact_messages_recent_idx ON contact_messages (create_time) WHERE delete_time IS NULL;

-- A message's history: private notes and the replies sent (each reply is an outbox
-- message; its delivery is read there). The author's name is copied so an entry keeps it
-- if the account goes.
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
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contact_message_entries
    FOR EACH ROW EXECUTE FUNCTION audit_row();

-- The name of what an entry is about ("Warehouse Truss"), kept at write time.
ALTER TABLE audit_events ADD COLUMN entity_label text NOT NULL DEFAULT '';

-- +goose StatementBegin
-- audit_label names a row for people: its title, role, name… or, for a row that belongs
-- to another (a note, an image), the name of that one.
CREATE FUNCTION audit_label(tbl text, r jsonb) RETURNS text LANGUAGE sql STABLE AS $$
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

-- +goose StatementBegin
-- audit_row as in 00010, and: an update that sets delete_time is recorded as "trash", one
-- that clears it as "restore" (they are what staff did, not an edit); each row keeps its
-- label.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    actor   text := nullif(current_setting('gusset.actor_id', true), '');
    old_j   jsonb;
    new_j   jsonb;
    summary jsonb := '{}';
    col     text;
    action  text := lower(TG_OP);
BEGIN
    IF actor IS NULL THEN
        RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
    IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
    IF TG_OP = 'UPDATE' THEN
        FOR col IN SELECT jsonb_object_keys(new_j) LOOP
            IF col <> 'update_time' AND (old_j -> col) IS DISTINCT FROM (new_j -> col) THEN
                summary := summary || jsonb_build_object(col, jsonb_build_object(
                    'old', audit_value(col, old_j -> col), 'new', audit_value(col, new_j -> col)));
            END IF;
        END LOOP;
        IF new_j ? 'delete_time' THEN
            IF old_j -> 'delete_time' = 'null' AND new_j -> 'delete_time' <> 'null' THEN
                action := 'trash';
            ELSIF old_j -> 'delete_time' <> 'null' AND new_j -> 'delete_time' = 'null' THEN
                action := 'restore';
            END IF;
        END IF;
    ELSE
        FOR col IN SELECT jsonb_object_keys(coalesce(new_j, old_j)) LOOP
            summary := summary || jsonb_build_object(col, audit_value(col, coalesce(new_j, old_j) -> col));
        END LOOP;
    END IF;
    INSERT INTO audit_events (actor_id, actor_username, client_addr, procedure, action, entity_table, entity_id, entity_label, summary)
    VALUES (actor::uuid,
            coalesce(current_setting('gusset.actor_username', true), ''),
            coalesce(current_setting('gusset.actor_addr', true), ''),
            coalesce(current_setting('gusset.actor_procedure', true), ''),
            action, TG_TABLE_NAME,
            coalesce(coalesce(new_j, old_j) ->> 'id', ''),
            audit_label(TG_TABLE_NAME, coalesce(new_j, old_j)),
            summary);
    RETURN NULL;
END
$$;
-- +goose StatementEnd

-- +goose Down
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    actor   text := nullif(current_setting('gusset.actor_id', true), '');
    old_j   jsonb;
    new_j   jsonb;
    summary jsonb := '{}';
    col     text;
BEGIN
    IF actor IS NULL THEN
        RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN old_j := to_jsonb(OLD); END IF;
    IF TG_OP <> 'DELETE' THEN new_j := to_jsonb(NEW); END IF;
    IF TG_OP = 'UPDATE' THEN
        FOR col IN SELECT jsonb_object_keys(new_j) LOOP
            IF col <> 'update_time' AND (old_j -> col) IS DISTINCT FROM (new_j -> col) THEN
                summary := summary || jsonb_build_object(col, jsonb_build_object(
                    'old', audit_value(col, old_j -> col), 'new', audit_value(col, new_j -> col)));
            END IF;
        END LOOP;
    ELSE
        FOR col IN SELECT jsonb_object_keys(coalesce(new_j, old_j)) LOOP
            summary := summary || jsonb_build_object(col, audit_value(col, coalesce(new_j, old_j) -> col));
        END LOOP;
    END IF;
    INSERT INTO audit_events (actor_id, actor_username, client_addr, procedure, action, entity_table, entity_id, summary)
    VALUES (actor::uuid,
            coalesce(current_setting('gusset.actor_username', true), ''),
            coalesce(current_setting('gusset.actor_addr', true), ''),
            coalesce(current_setting('gusset.actor_procedure', true), ''),
            lower(TG_OP), TG_TABLE_NAME,
            coalesce(coalesce(new_j, old_j) ->> 'id', ''),
            summary);
    RETURN NULL;
END
$$;
-- +goose StatementEnd
DROP FUNCTION audit_label(text, jsonb);
ALTER TABLE audit_events DROP COLUMN entity_label;
DROP TABLE contact_message_entries;
DROP INDEX contact_messages_recent_idx;
DROP INDEX contact_messages_trash_idx;
ALTER TABLE contact_messages
    DROP CONSTRAINT contact_messages_status_reply_check,
    DROP COLUMN delete_user_id,
    DROP COLUMN delete_time,
    DROP COLUMN first_reply_time,
    DROP COLUMN assignee_id,
    DROP COLUMN status;
