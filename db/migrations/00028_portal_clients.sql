-- +goose Up

-- The project portal's clients: organizations (a fabricator, a contractor) and
-- their people, who sign in with a one-time e-mailed link or a password into sessions of
-- their own, kept apart from staff sessions.
CREATE TABLE client_organizations (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text        NOT NULL CHECK (name <> ''),
    create_time timestamptz NOT NULL DEFAULT now(),
    update_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX client_organizations_name_idx ON client_organizations (lower(name));

CREATE TABLE client_users (
    id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    organization_id   uuid        NOT NULL REFERENCES client_organizations (id) ON DELETE CASCADE,
    -- Stored lower-case: one address, one account, whatever organization invites it.
    email             text        NOT NULL UNIQUE CHECK (email <> '' AND email = lower(email)),
    name              text        NOT NULL DEFAULT '',
    -- '' until the user chooses a password (after a first sign-in with a link).
    password_hash     text        NOT NULL DEFAULT '',
    disabled          boolean     NOT NULL DEFAULT false,
    create_time       timestamptz NOT NULL DEFAULT now(),
    last_sign_in_time timestamptz
);
CREATE INDEX client_users_organization_idx ON client_users (organization_id, create_time);

-- One-time sign-in links (invitations and "mail me a link"): only the SHA-256 of the
-- token is kept; a link is used once (used_time) and expires.
CREATE TABLE client_sign_in_links (
    token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    id          uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    user_id     uuid        NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
    create_time timestamptz NOT NULL DEFAULT now(),
    expire_time timestamptz NOT NULL,
    used_time   timestamptz
);
CREATE INDEX client_sign_in_links_user_idx ON client_sign_in_links (user_id);

CREATE TABLE client_sessions (
    token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    id          uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    user_id     uuid        NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
    create_time timestamptz NOT NULL DEFAULT now(),
    expire_time timestamptz NOT NULL,
    client_addr text        NOT NULL DEFAULT '',
    user_agent  text        NOT NULL DEFAULT ''
);
CREATE INDEX client_sessions_user_idx ON client_sessions (user_id);
CREATE INDEX client_sessions_expire_idx ON client_sessions (expire_time);

-- Staff writes and clients' own writes (the actor set from the client's session) are in
-- the trail (audit_row, migration 00010); token hashes are redacted by audit_value.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_organizations FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_users FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_sign_in_links FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_sessions FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE client_sessions;
DROP TABLE client_sign_in_links;
DROP TABLE client_users;
DROP TABLE client_organizations;
