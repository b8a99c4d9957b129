-- Transmittals: numbered per project without gaps (drawing_settings.last_transmittal),
-- with a purpose, a message, the issue date and the due date (the issue date plus the
-- project's review days unless staff chose another), and their items: sheet revisions.
-- A transmittal is written when it is sent and never changes after (its cover sheet is
-- made from it when asked for). Reviews of an item will be rows keyed by
-- transmittal_items.id.

-- +goose Up
CREATE TABLE transmittals (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id     uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    number         int         NOT NULL CHECK (number > 0),
    purpose        text        NOT NULL
        CHECK (purpose IN ('FOR_APPROVAL', 'RESUBMITTAL', 'FOR_FABRICATION', 'FOR_FIELD_USE', 'FOR_INFORMATION')),
    message        text        NOT NULL DEFAULT '' CHECK (length(message) <= 5000),
    issue_date     date        NOT NULL,
    due_date       date        NOT NULL,
    staff_user_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    sender_name    text        NOT NULL,
    create_time    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, number),
    CONSTRAINT transmittals_due_after_issue CHECK (due_date >= issue_date)
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON transmittals FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TABLE transmittal_items (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    transmittal_id uuid        NOT NULL REFERENCES transmittals (id) ON DELETE CASCADE,
    revision_id    uuid        NOT NULL REFERENCES drawing_revisions (id) ON DELETE RESTRICT,
    position       int         NOT NULL,
    UNIQUE (transmittal_id, revision_id),
    UNIQUE (transmittal_id, position)
);
CREATE INDEX transmittal_items_revision_idx ON transmittal_items (revision_id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON transmittal_items FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE transmittal_items;
DROP TABLE transmittals;
