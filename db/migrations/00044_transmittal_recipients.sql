-- Who a transmittal went to: client users of the project's organization, as recipients
-- or copies, with the first time each opened it and first downloaded one of its items
-- (set once, never moved). Outside reviewers will be a second kind of recipient.

-- +goose Up
CREATE TABLE transmittal_recipients (
    id                  uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    transmittal_id      uuid        NOT NULL REFERENCES transmittals (id) ON DELETE CASCADE,
    client_user_id      uuid        NOT NULL REFERENCES client_users (id) ON DELETE RESTRICT,
    is_copy             boolean     NOT NULL DEFAULT false,
    -- The address and name as they were when it was sent.
    email               text        NOT NULL,
    name                text        NOT NULL DEFAULT '',
    position            int         NOT NULL,
    first_open_time     timestamptz NULL,
    first_download_time timestamptz NULL,
    UNIQUE (transmittal_id, client_user_id)
);
CREATE INDEX transmittal_recipients_user_idx ON transmittal_recipients (client_user_id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON transmittal_recipients FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE transmittal_recipients;
