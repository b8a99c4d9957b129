-- The drawing register: a project's sheets. The sheet number is unique in the project,
-- case aside. status is the sheet's state as its latest transmittal or review left it
-- (the names of gusset.portal.v1.SheetStatus without their prefix); a hold stops a sheet
-- from being issued and always has its reason.

-- +goose Up
CREATE TABLE drawing_sheets (
    id           uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id   uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    sheet_number text        NOT NULL CHECK (btrim(sheet_number) <> '' AND length(sheet_number) <= 40),
    title        text        NOT NULL DEFAULT '' CHECK (length(title) <= 200),
    kind         text        NOT NULL DEFAULT 'OTHER'
        CHECK (kind IN ('ERECTION', 'SHOP', 'SINGLE_PART', 'OTHER')),
    area         text        NOT NULL DEFAULT '' CHECK (length(area) <= 100),
    status       text        NOT NULL DEFAULT 'NOT_ISSUED'
        CHECK (status IN ('NOT_ISSUED', 'ISSUED_FOR_APPROVAL', 'APPROVED', 'APPROVED_AS_NOTED',
            'REVISE_AND_RESUBMIT', 'REJECTED', 'FOR_RECORD', 'ISSUED_FOR_FABRICATION', 'SUPERSEDED')),
    hold         boolean     NOT NULL DEFAULT false,
    hold_reason  text        NOT NULL DEFAULT '' CHECK (length(hold_reason) <= 500),
    create_time  timestamptz NOT NULL DEFAULT now(),
    update_time  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT drawing_sheets_hold_reason CHECK (NOT hold OR btrim(hold_reason) <> '')
);
CREATE UNIQUE INDEX drawing_sheets_number_idx ON drawing_sheets (project_id, lower(sheet_number));
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON drawing_sheets FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE drawing_sheets;
