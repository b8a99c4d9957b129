-- An RFI's attachments (docs/rfis.md): files uploaded with the resumable uploads (tus),
-- targeted at the RFI, and claimed by it once their last bytes arrived. The bytes stay
-- where the upload wrote them (blob_key); the upload's row leaves resumable_uploads when
-- claimed, so the janitor never reaps them. upload_id is kept to answer a claim sent again.

-- +goose Up
CREATE TABLE rfi_attachments (
    id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    seq           bigint      GENERATED ALWAYS AS IDENTITY,
    rfi_id        uuid        NOT NULL REFERENCES rfis (id) ON DELETE CASCADE,
    upload_id     uuid        NOT NULL UNIQUE,
    file_name     text        NOT NULL CHECK (file_name <> '' AND length(file_name) <= 255),
    size          bigint      NOT NULL CHECK (size >= 0),
    sha256        bytea       NOT NULL,
    -- Named from the bytes' start (files.Sniff), never the uploader's word.
    content_type  text        NOT NULL,
    blob_key      text        NOT NULL,
    added_by_name text        NOT NULL,
    by_firm       boolean     NOT NULL,
    create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfi_attachments_rfi_idx ON rfi_attachments (rfi_id, create_time, seq);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfi_attachments FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE rfi_attachments;
