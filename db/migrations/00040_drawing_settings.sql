-- A project's drawing conventions: how many calendar days reviewers have (a transmittal's
-- due date is its issue date plus these), the pattern that reads sheet numbers and
-- revisions from file names ('' is the built-in default), and the last transmittal
-- number given. The number is taken by incrementing it in the transaction that writes the
-- transmittal: the row lock makes concurrent transmittals take turns, and a rolled-back
-- one gives its number back, so the numbers have no gaps.

-- +goose Up
CREATE TABLE drawing_settings (
    project_id       uuid        PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    review_days      int         NOT NULL DEFAULT 14 CHECK (review_days BETWEEN 1 AND 365),
    name_pattern     text        NOT NULL DEFAULT '' CHECK (length(name_pattern) <= 500),
    last_transmittal int         NOT NULL DEFAULT 0 CHECK (last_transmittal >= 0),
    update_time      timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON drawing_settings FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE drawing_settings;
