-- The language a client user or outside reviewer reads the portal and their mail in
-- (docs/portal.md, "Language"): '' until they choose (the portal offers the browser's
-- language at their first sign-in; mail goes out in English meanwhile), 'en' or 'fr-CA'.

-- +goose Up
ALTER TABLE client_users ADD COLUMN language text NOT NULL DEFAULT '' CHECK (language IN ('', 'en', 'fr-CA'));

-- +goose Down
ALTER TABLE client_users DROP COLUMN language;
