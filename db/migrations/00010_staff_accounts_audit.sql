-- +goose Up

-- Staff accounts: disabling, forced password changes, sign-in times and two-factor sign-in.
ALTER TABLE staff_users
    ADD COLUMN disabled_time        timestamptz,
    ADD COLUMN must_change_password boolean     NOT NULL DEFAULT false,
    ADD COLUMN last_sign_in_time    timestamptz,
    -- Base32 TOTP secret: pending while totp_enabled is false, active once confirmed.
    ADD COLUMN totp_secret          text        NOT NULL DEFAULT '',
    ADD COLUMN totp_enabled         boolean     NOT NULL DEFAULT false,
    -- The last accepted TOTP time step: a code is refused unless its step is later, so a
    -- code cannot be replayed within its window.
    ADD COLUMN totp_last_step       bigint      NOT NULL DEFAULT 0;

ALTER TABLE staff_sessions
    -- A handle to name a session (list, end) without revealing its token hash.
    ADD COLUMN id          uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    ADD COLUMN client_addr text NOT NULL DEFAULT '',
    ADD COLUMN user_agent  text NOT NULL DEFAULT '';

-- Single-use recovery codes, stored as SHA-256 hashes (the codes are random, 50 bits).
CREATE TABLE staff_recovery_codes (
    user_id   uuid        NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    code_hash bytea       NOT NULL CHECK (length(code_hash) = 32),
    used_time timestamptz,
    PRIMARY KEY (user_id, code_hash)
);

-- The second step of a sign-in: a short-lived token that proves the password was right.
CREATE TABLE staff_login_challenges (
    token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    user_id     uuid        NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    failures    int         NOT NULL DEFAULT 0,
    expire_time timestamptz NOT NULL
);

-- The audit trail. Rows are written by audit_row() (triggers on the audited tables) in
-- the transaction of the write, and by the application for sign-in events.
CREATE TABLE audit_events (
    id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    create_time    timestamptz NOT NULL DEFAULT now(),
    -- No foreign key: the trail outlives what it describes.
    actor_id       uuid,
    actor_username text        NOT NULL DEFAULT '',
    client_addr    text        NOT NULL DEFAULT '',
    procedure      text        NOT NULL DEFAULT '',
    action         text        NOT NULL CHECK (action <> ''),
    entity_table   text        NOT NULL DEFAULT '',
    entity_id      text        NOT NULL DEFAULT '',
    summary        jsonb       NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_events_time_idx ON audit_events (create_time DESC, id DESC);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, create_time DESC);
CREATE INDEX audit_events_entity_idx ON audit_events (entity_table, create_time DESC);

-- +goose StatementBegin
-- The trail cannot be edited: nothing in the product updates or deletes its rows.
CREATE FUNCTION audit_events_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
-- +goose StatementEnd

CREATE TRIGGER audit_events_read_only BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_read_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
    FOR EACH STATEMENT EXECUTE FUNCTION audit_events_read_only();

-- +goose StatementBegin
-- audit_value is what the trail keeps of one column: secrets never, long text cut.
CREATE FUNCTION audit_value(col text, v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
        WHEN col ~ '(_hash|secret|token)' OR col = 'password' THEN to_jsonb('[redacted]'::text)
        WHEN jsonb_typeof(v) = 'string' AND length(v #>> '{}') > 200 THEN to_jsonb(left(v #>> '{}', 200) || '…')
        ELSE v
    END
$$;
-- +goose StatementEnd

-- +goose StatementBegin
-- audit_row records a write to an audited table when a staff actor is set on the
-- connection (gusset.actor_* settings, set by the application before the statement):
-- writes by visitors and background jobs carry no actor and are not staff writes.
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Every table staff write to. A new table gets the same trigger in its own migration
-- (audit_test lists the tables that lack it).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_users FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON staff_recovery_codes FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON files FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON applications FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON gallery_projects FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON gallery_images FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON portfolio_items FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON newsletter_sends FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON outbox_messages FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TRIGGER audit ON outbox_messages;
DROP TRIGGER audit ON newsletter_sends;
DROP TRIGGER audit ON newsletter_subscribers;
DROP TRIGGER audit ON contact_messages;
DROP TRIGGER audit ON blog_posts;
DROP TRIGGER audit ON portfolio_items;
DROP TRIGGER audit ON gallery_images;
DROP TRIGGER audit ON gallery_projects;
DROP TRIGGER audit ON applications;
DROP TRIGGER audit ON jobs;
DROP TRIGGER audit ON files;
DROP TRIGGER audit ON staff_recovery_codes;
DROP TRIGGER audit ON staff_sessions;
DROP TRIGGER audit ON staff_users;
DROP FUNCTION audit_row();
DROP FUNCTION audit_value(text, jsonb);
DROP TABLE audit_events;
DROP FUNCTION audit_events_read_only();
DROP TABLE staff_login_challenges;
DROP TABLE staff_recovery_codes;
ALTER TABLE staff_sessions DROP COLUMN id, DROP COLUMN client_addr, DROP COLUMN user_agent;
ALTER TABLE staff_users
    DROP COLUMN disabled_time, DROP COLUMN must_change_password, DROP COLUMN last_sign_in_time,
    DROP COLUMN totp_secret, DROP COLUMN totp_enabled, DROP COLUMN totp_last_step;
