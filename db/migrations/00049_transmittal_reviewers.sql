-- A transmittal's second kind of recipient: an outside reviewer (migration 00048), with the
-- same first open and first download as a client user. Each row is exactly one person.

-- +goose Up
ALTER TABLE transmittal_recipients
    ALTER COLUMN client_user_id DROP NOT NULL,
    ADD COLUMN reviewer_id uuid NULL REFERENCES reviewers (id) ON DELETE RESTRICT,
    ADD CONSTRAINT transmittal_recipients_one_person CHECK (num_nonnulls(client_user_id, reviewer_id) = 1),
    ADD CONSTRAINT transmittal_recipients_reviewer_key UNIQUE (transmittal_id, reviewer_id);
-- A reviewer's transmittals: what they may see.
CREATE INDEX transmittal_recipients_reviewer_idx ON transmittal_recipients (reviewer_id) WHERE reviewer_id IS NOT NULL;

-- +goose Down
DELETE FROM transmittal_recipients WHERE reviewer_id IS NOT NULL;
DROP INDEX transmittal_recipients_reviewer_idx;
ALTER TABLE transmittal_recipients
    DROP CONSTRAINT transmittal_recipients_reviewer_key,
    DROP CONSTRAINT transmittal_recipients_one_person,
    DROP COLUMN reviewer_id,
    ALTER COLUMN client_user_id SET NOT NULL;
