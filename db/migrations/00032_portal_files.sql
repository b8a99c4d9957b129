-- +goose Up

-- The project portal's files: folders per project, files (a name unique
-- per folder, case aside), revisions 1, 2, 3 … of each file, and who downloaded which
-- revision when. The bytes of a revision stay where its resumable upload put them (under
-- tus/ in the bucket) or, for files carried from an estimate request, in a copy of their
-- own (under portal/), so that purging the request later leaves the project's files whole.
CREATE TABLE portal_folders (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id  uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    name        text        NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 100),
    position    int         NOT NULL DEFAULT 0,
    create_time timestamptz NOT NULL DEFAULT now(),
    update_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX portal_folders_name_idx ON portal_folders (project_id, lower(name));

CREATE TABLE portal_files (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    folder_id     uuid        NOT NULL REFERENCES portal_folders (id) ON DELETE RESTRICT,
    name          text        NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 255),
    -- The number the newest revision took: the next claim takes last_revision + 1 in the
    -- same statement that locks the row, so concurrent uploads of a name never share one.
    last_revision int         NOT NULL DEFAULT 0,
    create_time   timestamptz NOT NULL DEFAULT now(),
    update_time   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX portal_files_name_idx ON portal_files (folder_id, lower(name));

CREATE TABLE portal_file_revisions (
    id                 uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    file_id            uuid        NOT NULL REFERENCES portal_files (id) ON DELETE RESTRICT,
    number             int         NOT NULL CHECK (number > 0),
    size               bigint      NOT NULL CHECK (size >= 0),
    sha256             bytea       NOT NULL CHECK (length(sha256) = 32),
    -- Sniffed from the first bytes on the server, never the uploader's word.
    content_type       text        NOT NULL,
    -- The bucket key of the bytes, and the tus storage's name of the upload (empty for
    -- a copy), to remove the upload's own records with it.
    blob_key           text        NOT NULL UNIQUE,
    tus_id             text        NOT NULL DEFAULT '',
    -- The resumable upload it was claimed from: a claim of the same upload again answers
    -- this revision.
    upload_id          uuid        NULL UNIQUE,
    uploader_kind      text        NOT NULL CHECK (uploader_kind IN ('STAFF', 'CLIENT', 'ESTIMATE')),
    uploader_staff_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    uploader_client_id uuid        NULL REFERENCES client_users (id) ON DELETE SET NULL,
    -- The uploader as named when it uploaded (a client as "address (organization)").
    uploader_name      text        NOT NULL,
    create_time        timestamptz NOT NULL DEFAULT now(),
    UNIQUE (file_id, number)
);

-- One row per download: a request for a revision from its first byte (a whole answer, or
-- a Range from 0). The later Range requests of a resumed or seeking download are not
-- rows. bytes is what that request sent; complete whether it sent the whole revision.
CREATE TABLE portal_file_downloads (
    id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    revision_id    uuid        NOT NULL REFERENCES portal_file_revisions (id) ON DELETE CASCADE,
    staff_user_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    client_user_id uuid        NULL REFERENCES client_users (id) ON DELETE SET NULL,
    who            text        NOT NULL,
    bytes          bigint      NOT NULL,
    complete       boolean     NOT NULL,
    create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portal_file_downloads_revision_idx ON portal_file_downloads (revision_id, create_time DESC);

-- What a resumable upload is for, set by the service that admitted it (a portal upload:
-- its folder). Visitors' uploads have none.
ALTER TABLE resumable_uploads ADD COLUMN target_id uuid NULL;

-- Every project has the default folders, from its creation on (and the projects made
-- before this migration get them now). "From estimate" is made by a conversion.
-- +goose StatementBegin
CREATE FUNCTION portal_default_folders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO portal_folders (project_id, name, position)
    VALUES (NEW.id, 'Drawings', 1), (NEW.id, 'Models', 2), (NEW.id, 'RFIs', 3);
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER portal_default_folders AFTER INSERT ON projects FOR EACH ROW EXECUTE FUNCTION portal_default_folders();
INSERT INTO portal_folders (project_id, name, position)
SELECT p.id, f.name, f.position FROM projects p
CROSS JOIN (VALUES ('Drawings', 1), ('Models', 2), ('RFIs', 3)) AS f (name, position);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON portal_folders FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON portal_files FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON portal_file_revisions FOR EACH ROW EXECUTE FUNCTION audit_row();
-- The download log is a record of its own; the trail has its rows too, like every table
-- staff write (a download by link carries no session, so no actor).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON portal_file_downloads FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TRIGGER portal_default_folders ON projects;
DROP FUNCTION portal_default_folders();
ALTER TABLE resumable_uploads DROP COLUMN target_id;
DROP TABLE portal_file_downloads;
DROP TABLE portal_file_revisions;
DROP TABLE portal_files;
DROP TABLE portal_folders;
