-- Pages as content: every public page's words are a document of typed blocks
-- (gusset.site.v1.PageContent) that staff edit in the back office (internal/sitepage,
-- docs/pages.md). A page is a row of site_pages (its place in the navigation and which of
-- its versions is public); every save is a new row of site_page_versions; every publish a
-- row of site_page_publishes (what UndoPublish walks back); a renamed service page leaves a
-- row of site_page_redirects (its old path answers 301).
--
-- The pages are written on first start from webapp/seed/pages/*.json (app.Open).

-- +goose Up
CREATE TABLE site_pages (
    -- The page's path as routes name it: "/our-firm", "/services/rebar-detailing", "/".
    path                   text        PRIMARY KEY CHECK (path ~ '^/[a-z0-9/-]*$'),
    -- Stable across renames: what a scheduled publish's job names, and the audit trail's id.
    id                     uuid        NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    -- The page's name in the menu and the admin list.
    name                   text        NOT NULL CHECK (btrim(name) <> ''),
    kind                   text        NOT NULL CHECK (kind IN ('built_in', 'service')),
    -- The menu entry it sits under ("/services"), or '' for a top-level page.
    parent                 text        NOT NULL DEFAULT '',
    position               integer     NOT NULL DEFAULT 0,
    hidden                 boolean     NOT NULL DEFAULT false,
    -- A top-level page's home tile (artwork and sentence); a page with a tile is a
    -- top-level menu entry.
    tile_image             text        NOT NULL DEFAULT '',
    tile_blurb             text        NOT NULL DEFAULT '',
    -- The newest version (the draft) and the public one (0: never published).
    draft_version          integer     NOT NULL DEFAULT 1 CHECK (draft_version > 0),
    published_version      integer     NOT NULL DEFAULT 0 CHECK (published_version >= 0 AND published_version <= draft_version),
    -- A scheduled publish: the queue publishes scheduled_version at scheduled_publish_time.
    scheduled_version      integer     NOT NULL DEFAULT 0 CHECK (scheduled_version >= 0 AND scheduled_version <= draft_version),
    scheduled_publish_time timestamptz NULL,
    -- Who saved the draft last, and when (what a refused save names): no foreign key, the
    -- name outlives a removed account. Empty and NULL for the first-start seed.
    updated_by_id          uuid        NULL,
    updated_by_name        text        NOT NULL DEFAULT '',
    update_time            timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT site_pages_schedule_check CHECK ((scheduled_version = 0) = (scheduled_publish_time IS NULL))
);
CREATE INDEX site_pages_parent_idx ON site_pages (parent, position);

CREATE TABLE site_page_versions (
    path            text        NOT NULL REFERENCES site_pages (path) ON UPDATE CASCADE ON DELETE CASCADE,
    version         integer     NOT NULL CHECK (version > 0),
    -- The protobuf JSON of gusset.site.v1.PageContent, checked by internal/sitepage.
    content         jsonb       NOT NULL CHECK (jsonb_typeof(content) = 'object'),
    created_by_id   uuid        NULL,
    created_by_name text        NOT NULL DEFAULT '',
    create_time     timestamptz NOT NULL DEFAULT now(),
    -- The version whose content this one brought back (0: none).
    restored_from   integer     NOT NULL DEFAULT 0 CHECK (restored_from >= 0),
    -- When it was last made the public one (NULL: never).
    publish_time    timestamptz NULL,
    PRIMARY KEY (path, version)
);

-- Every publish, oldest first: UndoPublish takes back the newest one not yet taken back and
-- publishes the one before it again.
CREATE TABLE site_page_publishes (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- A page's rename or removal reaches these rows through its versions.
    path            text        NOT NULL,
    version         integer     NOT NULL,
    publish_time    timestamptz NOT NULL DEFAULT now(),
    -- '' for the first-start seed and the queue's scheduled publishes.
    published_by_name text      NOT NULL DEFAULT '',
    undone          boolean     NOT NULL DEFAULT false,
    FOREIGN KEY (path, version) REFERENCES site_page_versions (path, version) ON UPDATE CASCADE ON DELETE CASCADE
);
CREATE INDEX site_page_publishes_path_idx ON site_page_publishes (path, id DESC);

-- A renamed page's old path: it answers 301 to to_path. Chains are collapsed (every row
-- names the page's path now), and a page created at a from_path removes its row.
CREATE TABLE site_page_redirects (
    from_path   text        PRIMARY KEY CHECK (from_path ~ '^/[a-z0-9/-]*$'),
    to_path     text        NOT NULL REFERENCES site_pages (path) ON UPDATE CASCADE ON DELETE CASCADE,
    create_time timestamptz NOT NULL DEFAULT now(),
    CHECK (from_path <> to_path)
);
CREATE INDEX site_page_redirects_to_idx ON site_page_redirects (to_path);

-- Staff writes, audited like every other (audit_row, migration 00010).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON site_pages FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON site_page_versions FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON site_page_publishes FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON site_page_redirects FOR EACH ROW EXECUTE FUNCTION audit_row();

-- What the public pages show drops every instance's public cache (migration 00013): a page
-- added or removed, and a change of what visitors see of one (its published version, its
-- place in the menu). A draft's save or a schedule changes nothing public, so it keeps the
-- cache.
CREATE TRIGGER site_pages_public_change AFTER INSERT OR DELETE OR TRUNCATE ON site_pages
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER site_pages_public_update AFTER UPDATE ON site_pages
    FOR EACH ROW WHEN ((OLD.path, OLD.name, OLD.parent, OLD.position, OLD.hidden, OLD.tile_image, OLD.tile_blurb, OLD.published_version)
        IS DISTINCT FROM (NEW.path, NEW.name, NEW.parent, NEW.position, NEW.hidden, NEW.tile_image, NEW.tile_blurb, NEW.published_version))
    EXECUTE FUNCTION notify_public_change();
CREATE TRIGGER site_page_redirects_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_page_redirects
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();

-- +goose Down
DROP TABLE site_page_redirects;
DROP TABLE site_page_publishes;
DROP TABLE site_page_versions;
DROP TABLE site_pages;
