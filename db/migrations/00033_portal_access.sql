-- +goose Up

-- The portal's clients may turn on the same two-factor sign-in as staff: an
-- authenticator code after the password or the e-mailed link.
ALTER TABLE client_users
    -- Base32 TOTP secret: pending while totp_enabled is false, active once confirmed.
    ADD COLUMN totp_secret    text    NOT NULL DEFAULT '',
    ADD COLUMN totp_enabled   boolean NOT NULL DEFAULT false,
    -- The last accepted time step: a code is refused unless its step is later (no replay).
    ADD COLUMN totp_last_step bigint  NOT NULL DEFAULT 0;

-- Single-use recovery codes, stored as SHA-256 hashes (the codes are random, 50 bits).
CREATE TABLE client_recovery_codes (
    user_id   uuid        NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
    code_hash bytea       NOT NULL CHECK (length(code_hash) = 32),
    used_time timestamptz,
    PRIMARY KEY (user_id, code_hash)
);

-- The second step of a client's sign-in: a short-lived token proving the first step
-- (password or link) was right. Not audited, as staff's are not: the sign-ins are.
CREATE TABLE client_sign_in_challenges (
    token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
    user_id     uuid        NOT NULL REFERENCES client_users (id) ON DELETE CASCADE,
    -- How the first step was made ("password" or "link"), for the sign-in's audit entry.
    method      text        NOT NULL,
    failures    int         NOT NULL DEFAULT 0,
    expire_time timestamptz NOT NULL
);
CREATE INDEX client_sign_in_challenges_expire_idx ON client_sign_in_challenges (expire_time);

-- The dashboard's overdue list reads open milestones by due date.
CREATE INDEX milestones_open_due_idx ON milestones (due_date) WHERE NOT done;

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON client_recovery_codes FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP INDEX milestones_open_due_idx;
DROP TABLE client_sign_in_challenges;
DROP TABLE client_recovery_codes;
ALTER TABLE client_users DROP COLUMN totp_secret, DROP COLUMN totp_enabled, DROP COLUMN totp_last_step;
