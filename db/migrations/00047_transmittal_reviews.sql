-- Reviews: the status a reviewer gave one item of a transmittal, with their comment, the
-- marked-up PDF they returned (if any: its bytes stay where their resumable upload put
-- them) and the stamped copy the server made (of the marked-up PDF, or of the issued
-- sheet when none was returned), under a key of its own: originals never change. One
-- review per item, final once given (the firm issues a new revision instead). label is
-- the stamp's name as the organization's stamp set spelled it then; the reviewer's and
-- organization's names are kept as they were.
--
-- A resubmittal names the transmittal it resubmits (resubmits_id), of the same project.

-- +goose Up
CREATE TABLE transmittal_reviews (
    id                uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    item_id           uuid        NOT NULL UNIQUE REFERENCES transmittal_items (id) ON DELETE CASCADE,
    status            text        NOT NULL
        CHECK (status IN ('APPROVED', 'APPROVED_AS_NOTED', 'REVISE_AND_RESUBMIT', 'REJECTED', 'FOR_RECORD')),
    label             text        NOT NULL CHECK (btrim(label) <> '' AND length(label) <= 40),
    comment           text        NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
    client_user_id    uuid        NULL REFERENCES client_users (id) ON DELETE SET NULL,
    reviewer_name     text        NOT NULL,
    organization_name text        NOT NULL DEFAULT '',
    markup_file_name  text        NOT NULL DEFAULT '',
    markup_blob_key   text        NULL UNIQUE,
    markup_size       bigint      NOT NULL DEFAULT 0 CHECK (markup_size >= 0),
    markup_sha256     bytea       NULL CHECK (length(markup_sha256) = 32),
    markup_upload_id  uuid        NULL UNIQUE,
    stamped_file_name text        NOT NULL CHECK (btrim(stamped_file_name) <> ''),
    stamped_blob_key  text        NOT NULL UNIQUE,
    stamped_size      bigint      NOT NULL CHECK (stamped_size >= 0),
    stamped_sha256    bytea       NOT NULL CHECK (length(stamped_sha256) = 32),
    create_time       timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON transmittal_reviews FOR EACH ROW EXECUTE FUNCTION audit_row();

ALTER TABLE transmittals ADD COLUMN resubmits_id uuid NULL REFERENCES transmittals (id) ON DELETE RESTRICT;
CREATE INDEX transmittals_resubmits_idx ON transmittals (resubmits_id) WHERE resubmits_id IS NOT NULL;

-- +goose Down
DROP INDEX transmittals_resubmits_idx;
ALTER TABLE transmittals DROP COLUMN resubmits_id;
DROP TABLE transmittal_reviews;
