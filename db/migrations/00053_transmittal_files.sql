-- Other files a transmittal carries besides its sheet revisions (a bill of materials, a
-- DXF/NC zip, calculations): the project's portal files, each by the revision that was
-- current when it was sent, so a later revision of the file leaves what was sent as it
-- was. They are for information: no review, no clock.

-- +goose Up
CREATE TABLE transmittal_files (
    transmittal_id   uuid NOT NULL REFERENCES transmittals (id) ON DELETE CASCADE,
    file_revision_id uuid NOT NULL REFERENCES portal_file_revisions (id) ON DELETE RESTRICT,
    position         int  NOT NULL,
    PRIMARY KEY (transmittal_id, file_revision_id),
    UNIQUE (transmittal_id, position)
);
CREATE INDEX transmittal_files_revision_idx ON transmittal_files (file_revision_id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON transmittal_files FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE transmittal_files;
