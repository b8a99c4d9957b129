-- A user's mail choice for one project, over their choice for every project
-- (message_mail_choices; no row: that one, and EACH when there is none). It covers the
-- project's messages and notifications alike.

-- +goose Up
CREATE TABLE project_mail_choices (
    -- The user's id (a staff user's or a client user's).
    user_id        uuid        NOT NULL,
    staff_user_id  uuid        REFERENCES staff_users (id) ON DELETE CASCADE,
    client_user_id uuid        REFERENCES client_users (id) ON DELETE CASCADE,
    project_id     uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    choice         text        NOT NULL CHECK (choice IN ('EACH', 'DIGEST', 'NONE')),
    update_time    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, project_id),
    CHECK (num_nonnulls(staff_user_id, client_user_id) = 1 AND user_id = coalesce(staff_user_id, client_user_id))
);
CREATE INDEX project_mail_choices_digest_idx ON project_mail_choices (user_id) WHERE choice = 'DIGEST';
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON project_mail_choices FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE project_mail_choices;
