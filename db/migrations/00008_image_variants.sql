-- +goose Up

-- image_states: the background processing of an uploaded image (gallery and blog images)
-- into resized, metadata-free variants. A row exists from the upload on; an image
-- uploaded before variants existed has none until `gusset media reprocess`.
CREATE TABLE image_states (
    file_id     uuid        PRIMARY KEY REFERENCES files (id) ON DELETE CASCADE,
    state       text        NOT NULL DEFAULT 'processing' CHECK (state IN ('processing', 'ready', 'failed')),
    -- Why processing failed, for staff; empty unless failed.
    failure     text        NOT NULL DEFAULT '',
    -- CSS colour shown while the image loads, e.g. "#6b7a8c"; empty until ready.
    placeholder text        NOT NULL DEFAULT '',
    -- Displayed size, after the EXIF orientation; 0 until ready.
    width       integer     NOT NULL DEFAULT 0 CHECK (width >= 0),
    height      integer     NOT NULL DEFAULT 0 CHECK (height >= 0),
    update_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX image_states_state_idx ON image_states (state) WHERE state <> 'ready';

-- image_variants: the resized copies of an image, each an object in the bucket under an
-- immutable, content-addressed key. Deleting the file deletes these rows; the store
-- returns their object keys with the file's so no object is left behind.
CREATE TABLE image_variants (
    file_id      uuid    NOT NULL REFERENCES files (id) ON DELETE CASCADE,
    width        integer NOT NULL CHECK (width > 0),
    height       integer NOT NULL CHECK (height > 0),
    size         bigint  NOT NULL CHECK (size >= 0),
    content_type text    NOT NULL,
    object_key   text    NOT NULL UNIQUE,
    PRIMARY KEY (file_id, content_type, width)
);

-- +goose Down
DROP TABLE image_variants;
DROP TABLE image_states;
