-- +goose Up

-- Estimate requests: the /estimate form's leads, with a reference number per
-- year (EST-2026-0042), a pipeline, an assignee and staff notes.
CREATE TABLE estimate_reference_counters (
    year int    PRIMARY KEY,
    last int    NOT NULL
);

CREATE TABLE estimate_requests (
    id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    reference       text        NOT NULL UNIQUE,
    name            text        NOT NULL,
    company         text        NOT NULL,
    email           text        NOT NULL,
    phone           text        NOT NULL,
    project_name    text        NOT NULL,
    city            text        NOT NULL,
    region          text        NOT NULL DEFAULT '',
    country         text        NOT NULL,
    services        text[]      NOT NULL,
    structure_type  text        NOT NULL,
    scope_notes     text        NOT NULL DEFAULT '',
    tonnage         text        NOT NULL DEFAULT '',
    drawing_status  text        NOT NULL CHECK (drawing_status IN ('FOR_BID', 'FOR_CONSTRUCTION')),
    needed_by       date        NOT NULL,
    software        text        NOT NULL CHECK (software IN ('TEKLA', 'SDS2', 'OTHER')),
    software_other  text        NOT NULL DEFAULT '',
    deliverables    text[]      NOT NULL,
    status          text        NOT NULL DEFAULT 'NEW'
        CHECK (status IN ('NEW', 'REVIEWING', 'QUOTED', 'WON', 'LOST', 'DECLINED')),
    assignee_id     uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    -- First response: the first status change out of NEW or the first note, whichever is first.
    first_response_time timestamptz NULL,
    create_time     timestamptz NOT NULL DEFAULT now(),
    update_time     timestamptz NOT NULL DEFAULT now(),
    delete_time     timestamptz NULL,
    delete_user_id  uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL
);
CREATE INDEX estimate_requests_page_idx ON estimate_requests (create_time DESC, id DESC) WHERE delete_time IS NULL;
CREATE INDEX estimate_requests_trash_idx ON estimate_requests (delete_time) WHERE delete_time IS NOT NULL;

CREATE TABLE estimate_notes (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    estimate_id uuid        NOT NULL REFERENCES estimate_requests (id) ON DELETE CASCADE,
    author_id   uuid        NULL REFERENCES staff_users (id) ON DELETE SET NULL,
    author_name text        NOT NULL,
    body        text        NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 5000),
    create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estimate_notes_estimate_idx ON estimate_notes (estimate_id, create_time, id);

-- Resumable (tus) uploads of visitors: who started each (the SHA-256 of the visitor's
-- secret token), from which address, its size, and the SHA-256 computed while it streams
-- (hash_state: the running hash's state after hashed_offset bytes, so it survives a
-- restart; hashed_offset -1 when the state was lost and the finished file is read again).
-- estimate_id is set when a request claims it; unclaimed ones are reaped.
CREATE TABLE resumable_uploads (
    id             uuid        PRIMARY KEY,
    tus_id         text        NOT NULL DEFAULT '',
    owner_hash     bytea       NOT NULL,
    client_key     text        NOT NULL,
    challenge_sig  text        NOT NULL DEFAULT '',
    name           text        NOT NULL,
    content_type   text        NOT NULL DEFAULT '',
    size           bigint      NOT NULL CHECK (size >= 0),
    hashed_offset  bigint      NOT NULL DEFAULT 0,
    hash_state     bytea       NULL,
    sha256         bytea       NULL,
    complete_time  timestamptz NULL,
    estimate_id    uuid        NULL REFERENCES estimate_requests (id) ON DELETE RESTRICT,
    position       int         NOT NULL DEFAULT 0,
    create_time    timestamptz NOT NULL DEFAULT now(),
    -- The last time bytes arrived: an unclaimed upload is reaped UPLOAD_CLAIM_TTL after it.
    update_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX resumable_uploads_owner_idx ON resumable_uploads (owner_hash) WHERE estimate_id IS NULL;
CREATE INDEX resumable_uploads_unclaimed_idx ON resumable_uploads (update_time) WHERE estimate_id IS NULL;
CREATE INDEX resumable_uploads_estimate_idx ON resumable_uploads (estimate_id, position);

-- Bytes each client address may start uploading per day.
CREATE TABLE upload_byte_budgets (
    client_key text   NOT NULL,
    day        date   NOT NULL,
    bytes      bigint NOT NULL,
    PRIMARY KEY (client_key, day)
);

CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimate_requests FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON estimate_notes FOR EACH ROW EXECUTE FUNCTION audit_row();
-- Staff remove uploads with a purged request; visitors' writes carry no actor.
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON resumable_uploads FOR EACH ROW EXECUTE FUNCTION audit_row();

-- +goose Down
DROP TABLE upload_byte_budgets;
DROP TABLE resumable_uploads;
DROP TABLE estimate_notes;
DROP TABLE estimate_requests;
DROP TABLE estimate_reference_counters;
