-- The site settings: the firm's name, title suffix, phones, e-mail addresses, postal
-- addresses, social links, portal link, software badges and copyright, which every public
-- page, head, structured data block, the feed and the mail read (internal/site).
--
-- One JSON document with a version rather than typed columns: the settings are read and
-- saved whole (one form, one optimistic-concurrency check), they hold lists of nested
-- records (phones, addresses, links, badges) that columns would split into child tables,
-- and Go validates the document's shape (internal/site). Pages as blocks can be stored the
-- same way: a page is one document (its ordered blocks) with a version.
--
-- The row is written once on first start from the built-in defaults, MAIL_SALES/MAIL_HR
-- and SITE_SETTINGS_FILE (app.Open); after that only staff change it.

-- +goose Up
CREATE TABLE firm_settings (
    -- At most one row.
    id              text        PRIMARY KEY DEFAULT 'site' CHECK (id = 'site'),
    document        jsonb       NOT NULL CHECK (jsonb_typeof(document) = 'object'),
    -- Grows on every save; a save names the version it edited (internal/site).
    version         integer     NOT NULL DEFAULT 1,
    update_time     timestamptz NOT NULL DEFAULT now(),
    -- Who saved last: no foreign key, the name outlives a removed account. Empty and
    -- NULL for the first-start seed.
    updated_by_id   uuid,
    updated_by_name text        NOT NULL DEFAULT ''
);

-- A staff write, audited like every other (audit_row, migration 00010); what the public
-- pages show, so a change drops every instance's public cache (migration 00013).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON firm_settings
    FOR EACH ROW EXECUTE FUNCTION audit_row();
CREATE TRIGGER firm_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON firm_settings
    FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();

-- +goose Down
DROP TABLE firm_settings;
