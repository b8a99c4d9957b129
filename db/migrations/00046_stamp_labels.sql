-- A client organization's stamp set: the names its reviewers' five stamps print. The five
-- statuses and what each means to the firm (proceed, proceed with corrections, resubmit,
-- reject, record) are fixed in the code; staff may only rename them. A status without a
-- row here prints its default name ("Approved", "Approved as noted", …).

-- +goose Up
CREATE TABLE stamp_labels (
    organization_id uuid        NOT NULL REFERENCES client_organizations (id) ON DELETE CASCADE,
    status          text        NOT NULL
        CHECK (status IN ('APPROVED', 'APPROVED_AS_NOTED', 'REVISE_AND_RESUBMIT', 'REJECTED', 'FOR_RECORD')),
    label           text        NOT NULL CHECK (btrim(label) <> '' AND length(label) <= 40),
    update_time     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organization_id, status)
);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON stamp_labels FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE stamp_labels;
