-- Quotes answer estimate requests (docs/quotes.md). A quote is numbered per year
-- (Q-2026-0042) and revised: each revision is a row of quotes with the same year and
-- sequence. The content staff write is kept as the generated message's JSON (one
-- document per revision, read and written whole); what the figures and the rules need
-- (status, currency, total, validity) are columns.

-- +goose Up
CREATE TABLE quote_number_counters (
    year int PRIMARY KEY,
    last int NOT NULL
);

-- Inclusions, exclusions and terms staff choose from. A version is never edited: an edit
-- writes the family's next version and retires the one before.
CREATE TABLE quote_templates (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    family_id   uuid        NOT NULL,
    version     int         NOT NULL CHECK (version > 0),
    kind        text        NOT NULL CHECK (kind IN ('INCLUSION', 'EXCLUSION', 'TERMS')),
    title       text        NOT NULL CHECK (btrim(title) <> '' AND length(title) <= 200),
    body        text        NOT NULL CHECK (length(body) <= 20000),
    create_time timestamptz NOT NULL DEFAULT now(),
    retire_time timestamptz NULL,
    UNIQUE (family_id, version)
);
CREATE UNIQUE INDEX quote_templates_current_idx ON quote_templates (family_id) WHERE retire_time IS NULL;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON quote_templates FOR EACH ROW EXECUTE FUNCTION audit_row();

CREATE TABLE quotes (
    id                  uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    estimate_request_id uuid        NOT NULL REFERENCES estimate_requests (id) ON DELETE CASCADE,
    year                int         NOT NULL,
    seq                 int         NOT NULL,
    revision            int         NOT NULL CHECK (revision > 0),
    status              text        NOT NULL DEFAULT 'DRAFT'
        CHECK (status IN ('DRAFT', 'SENT', 'SUPERSEDED', 'ACCEPTED', 'DECLINED')),
    content             jsonb       NOT NULL,
    terms_template_id   uuid        NULL REFERENCES quote_templates (id) ON DELETE SET NULL,
    terms_title         text        NOT NULL DEFAULT '',
    terms_body          text        NOT NULL DEFAULT '',
    terms_version       int         NOT NULL DEFAULT 0,
    currency            text        NOT NULL CHECK (currency IN ('USD', 'CAD')),
    total_cents         bigint      NOT NULL CHECK (total_cents >= 0),
    valid_until         date        NOT NULL,
    created_by          text        NOT NULL DEFAULT '',
    create_time         timestamptz NOT NULL DEFAULT now(),
    update_time         timestamptz NOT NULL DEFAULT now(),
    sent_time           timestamptz NULL,
    answer_time         timestamptz NULL,
    decline_reason      text        NOT NULL DEFAULT '',
    reminder_time       timestamptz NULL,
    project_id          uuid        NULL REFERENCES projects (id) ON DELETE SET NULL,
    -- The client organization staff chose for the project the acceptance starts (null:
    -- the one named as the request's company, made if new).
    organization_id     uuid        NULL REFERENCES client_organizations (id) ON DELETE SET NULL,
    UNIQUE (year, seq, revision)
);
CREATE INDEX quotes_request_idx ON quotes (estimate_request_id, year, seq, revision DESC);
-- At most one revision of a quote is out, one draft is being written, and one is accepted.
CREATE UNIQUE INDEX quotes_one_sent_idx ON quotes (year, seq) WHERE status = 'SENT';
CREATE UNIQUE INDEX quotes_one_draft_idx ON quotes (year, seq) WHERE status = 'DRAFT';
CREATE UNIQUE INDEX quotes_one_accepted_idx ON quotes (estimate_request_id) WHERE status = 'ACCEPTED';
CREATE INDEX quotes_sent_idx ON quotes (sent_time) WHERE sent_time IS NOT NULL;
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION audit_row();

-- The acceptance record: who accepted which revision, when, from which address. One per
-- quote revision (the primary key) and, through quotes_one_accepted_idx, per request.
CREATE TABLE quote_acceptances (
    quote_id    uuid        PRIMARY KEY REFERENCES quotes (id) ON DELETE CASCADE,
    revision    int         NOT NULL,
    name        text        NOT NULL,
    title       text        NOT NULL,
    company     text        NOT NULL,
    client_addr text        NOT NULL,
    accept_time timestamptz NOT NULL
);

-- A requester's question about a proposal is a kind of note on the request's thread.
ALTER TABLE follow_up_notes DROP CONSTRAINT follow_up_notes_kind_check;
ALTER TABLE follow_up_notes ADD CONSTRAINT follow_up_notes_kind_check CHECK (kind IN ('note', 'reply', 'question'));

-- +goose Down
ALTER TABLE follow_up_notes DROP CONSTRAINT follow_up_notes_kind_check;
ALTER TABLE follow_up_notes ADD CONSTRAINT follow_up_notes_kind_check CHECK (kind IN ('note', 'reply'));
DROP TABLE quote_acceptances;
DROP TABLE quotes;
DROP TABLE quote_templates;
DROP TABLE quote_number_counters;
