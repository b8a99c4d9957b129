-- Requests for information: a question on a project's drawings, numbered per project
-- without gaps (rfi_settings.last_number), raised by staff or by a client user, asked of
-- a client user or an outside reviewer (staff-raised) or of the firm (client-raised).
-- Draft -> Open -> Answered -> Closed, or Void; a reopen returns it to Open with a reason.
-- Ball in court is derived from the status and who raised it (internal/rfi).

-- +goose Up
CREATE TABLE rfis (
    id                  uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    project_id          uuid        NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    number              int         NOT NULL CHECK (number > 0),
    status              text        NOT NULL DEFAULT 'DRAFT'
        CHECK (status IN ('DRAFT', 'OPEN', 'ANSWERED', 'CLOSED', 'VOID')),
    subject             text        NOT NULL CHECK (subject <> '' AND length(subject) <= 200),
    question            text        NOT NULL CHECK (question <> '' AND length(question) <= 100000),
    proposed_resolution text        NOT NULL DEFAULT '' CHECK (length(proposed_resolution) <= 20000),
    refs                text[]      NOT NULL DEFAULT '{}',
    cost_impact         boolean     NOT NULL DEFAULT false,
    schedule_impact     boolean     NOT NULL DEFAULT false,
    -- Who raised it: a staff user or a client user (the other is null); the name as shown.
    raised_by_staff_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    raised_by_client_id uuid        NULL REFERENCES client_users (id) ON DELETE SET NULL,
    raised_by_name      text        NOT NULL,
    raised_by_firm      boolean     NOT NULL,
    -- Who must answer a firm-raised RFI: a client user of the project's organization or an
    -- outside reviewer (both are client_users rows). A client-raised one is the firm's.
    assignee_id         uuid        NULL REFERENCES client_users (id) ON DELETE RESTRICT,
    distribution_ids    uuid[]      NOT NULL DEFAULT '{}',
    required_by         date        NULL,
    answer              text        NOT NULL DEFAULT '' CHECK (length(answer) <= 100000),
    answered_by_name    text        NOT NULL DEFAULT '',
    answer_time         timestamptz NULL,
    open_time           timestamptz NULL,
    close_time          timestamptz NULL,
    create_time         timestamptz NOT NULL DEFAULT now(),
    update_time         timestamptz NOT NULL DEFAULT now(),
    UNIQUE (project_id, number),
    CONSTRAINT rfis_firm_assignee CHECK (NOT raised_by_firm OR assignee_id IS NOT NULL),
    CONSTRAINT rfis_open_required CHECK (status = 'DRAFT' OR required_by IS NOT NULL)
);
CREATE INDEX rfis_assignee_idx ON rfis (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX rfis_open_idx ON rfis (required_by) WHERE status = 'OPEN';
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfis FOR EACH ROW EXECUTE FUNCTION audit_row();

-- The register's sheets an RFI references; while the RFI is Open they are on hold.
CREATE TABLE rfi_sheets (
    rfi_id   uuid NOT NULL REFERENCES rfis (id) ON DELETE CASCADE,
    sheet_id uuid NOT NULL REFERENCES drawing_sheets (id) ON DELETE RESTRICT,
    PRIMARY KEY (rfi_id, sheet_id)
);
CREATE INDEX rfi_sheets_sheet_idx ON rfi_sheets (sheet_id);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfi_sheets FOR EACH ROW EXECUTE FUNCTION audit_row();

-- Every change of an RFI, in order: what happened, who did it, the note (a reopen's or
-- void's reason), and the status after it. seq orders changes of the same instant (one
-- transaction's, or a clock that has not moved) as they were made.
CREATE TABLE rfi_events (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    seq         bigint      GENERATED ALWAYS AS IDENTITY,
    rfi_id      uuid        NOT NULL REFERENCES rfis (id) ON DELETE CASCADE,
    action      text        NOT NULL,
    actor_name  text        NOT NULL,
    by_firm     boolean     NOT NULL,
    note        text        NOT NULL DEFAULT '' CHECK (length(note) <= 5000),
    status      text        NOT NULL,
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfi_events_rfi_idx ON rfi_events (rfi_id, create_time, seq);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfi_events FOR EACH ROW EXECUTE FUNCTION audit_row();

-- The discussion beside the official answer: sanitized rich text, never edited; seq as
-- for rfi_events.
CREATE TABLE rfi_posts (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    seq         bigint      GENERATED ALWAYS AS IDENTITY,
    rfi_id      uuid        NOT NULL REFERENCES rfis (id) ON DELETE CASCADE,
    author_name text        NOT NULL,
    by_firm     boolean     NOT NULL,
    body        text        NOT NULL CHECK (body <> '' AND length(body) <= 100000),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rfi_posts_rfi_idx ON rfi_posts (rfi_id, create_time, seq);
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON rfi_posts FOR EACH ROW EXECUTE FUNCTION audit_row();

-- Issuing a held sheet for fabrication needs staff's explicit confirmation; the
-- transmittal records which RFIs were open on its sheets when they confirmed.
ALTER TABLE transmittals ADD COLUMN rfi_holds_confirmed text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE transmittals DROP COLUMN rfi_holds_confirmed;
DROP TABLE rfi_posts;
DROP TABLE rfi_events;
DROP TABLE rfi_sheets;
DROP TABLE rfis;
