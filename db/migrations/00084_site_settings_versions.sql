-- The site settings' earlier versions (issue 39 item 7): every save keeps the version it
-- replaced, in the save's transaction (internal/site/sitepg), so staff can undo the last
-- save or restore an earlier one (a restore is a save like any other). Only the newest
-- site.KeptVersions (50) are kept: each save drops the older ones.
--
-- Not audited of its own: each row is a copy of a firm_settings row whose save the audit
-- trail holds already. Not public: no page reads it, so its writes notify no instance.

-- +goose Up
CREATE TABLE site_settings_versions (
    -- firm_settings.version of the settings kept.
    version       integer     PRIMARY KEY CHECK (version > 0),
    document      jsonb       NOT NULL CHECK (jsonb_typeof(document) = 'object'),
    -- When and by whom that version was saved (firm_settings.update_time, updated_by_*):
    -- NULL and '' for the first-start seed.
    save_time     timestamptz NOT NULL,
    saved_by_id   uuid,
    saved_by_name text        NOT NULL DEFAULT '',
    -- When a save replaced it.
    replace_time  timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE site_settings_versions;
