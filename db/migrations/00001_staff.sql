-- +goose Up
CREATE TABLE staff_users (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    -- Stored normalized (trimmed, NFKC, lower-case) so sign-in is case-insensitive.
    username      text        NOT NULL UNIQUE CHECK (username <> '' AND username = lower(username)),
    password_hash text        NOT NULL,
    create_time   timestamptz NOT NULL DEFAULT now(),
    update_time   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_sessions (
    -- SHA-256 of the bearer token: a leaked table does not leak usable tokens.
    token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    user_id     uuid        NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
    create_time timestamptz NOT NULL DEFAULT now(),
    expire_time timestamptz NOT NULL
);

CREATE INDEX staff_sessions_user_id_idx ON staff_sessions (user_id);
CREATE INDEX staff_sessions_expire_time_idx ON staff_sessions (expire_time);

-- +goose Down
DROP TABLE staff_sessions;
DROP TABLE staff_users;
