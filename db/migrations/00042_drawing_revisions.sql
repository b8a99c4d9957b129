-- Each revision of a sheet: its label in the project's convention (0, 1, 2 … or A, B,
-- C …; unique per sheet, case aside), the PDF it was issued as, who added it, when and
-- why. The newest (highest position) is the sheet's current revision. The bytes stay where
-- their resumable upload put them (tus/ in the bucket): the upload's row is removed in the
-- transaction that writes the revision, so an upload is claimed once; uploads never
-- claimed are removed by the uploads' janitor, so a bulk add that was not confirmed
-- leaves no file behind.

-- +goose Up
CREATE TABLE drawing_revisions (
    id             uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    sheet_id       uuid        NOT NULL REFERENCES drawing_sheets (id) ON DELETE RESTRICT,
    revision       text        NOT NULL CHECK (btrim(revision) <> '' AND length(revision) <= 10),
    position       int         NOT NULL CHECK (position > 0),
    file_name      text        NOT NULL CHECK (btrim(file_name) <> ''),
    size           bigint      NOT NULL CHECK (size >= 0),
    sha256         bytea       NOT NULL CHECK (length(sha256) = 32),
    blob_key       text        NOT NULL UNIQUE,
    tus_id         text        NOT NULL DEFAULT '',
    upload_id      uuid        NULL UNIQUE,
    reason         text        NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
    staff_user_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    uploader_name  text        NOT NULL,
    create_time    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (sheet_id, position)
);
CREATE UNIQUE INDEX drawing_revisions_label_idx ON drawing_revisions (sheet_id, lower(revision));
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON drawing_revisions FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE drawing_revisions;
