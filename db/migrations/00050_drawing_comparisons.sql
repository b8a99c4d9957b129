-- Two revisions of a sheet compared: the first page of each drawn, and their overlay
-- (added, removed, unchanged), kept as three PNG files in the bucket. Derived data: made
-- the first time a pair is asked for, then reused. The pair is the key, so two processes
-- comparing the same pair at once store one row; the one that loses the insert removes
-- the files it wrote. A comparison that fails to draw writes no row. Not audited: no one
-- edits it, it is a picture of revisions whose own rows are audited (as image variants).

-- +goose Up
CREATE TABLE drawing_comparisons (
    id                  uuid        PRIMARY KEY,
    earlier_revision_id uuid        NOT NULL REFERENCES drawing_revisions (id) ON DELETE RESTRICT,
    later_revision_id   uuid        NOT NULL REFERENCES drawing_revisions (id) ON DELETE RESTRICT,
    earlier_key         text        NOT NULL UNIQUE,
    later_key           text        NOT NULL UNIQUE,
    overlay_key         text        NOT NULL UNIQUE,
    dpi                 int         NOT NULL CHECK (dpi > 0),
    width               int         NOT NULL CHECK (width > 0),
    height              int         NOT NULL CHECK (height > 0),
    added_pixels        bigint      NOT NULL CHECK (added_pixels >= 0),
    removed_pixels      bigint      NOT NULL CHECK (removed_pixels >= 0),
    create_time         timestamptz NOT NULL DEFAULT now(),
    UNIQUE (earlier_revision_id, later_revision_id),
    CHECK (earlier_revision_id <> later_revision_id)
);
CREATE INDEX drawing_comparisons_later_idx ON drawing_comparisons (later_revision_id);

-- +goose Down
DROP TABLE drawing_comparisons;
