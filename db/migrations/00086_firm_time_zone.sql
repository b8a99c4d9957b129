-- The firm's time zone joins the site settings (docs/site-config.md): the server writes
-- the times people read (the audit trail's words, mail, PDFs) in it, the zone named.
-- Settings saved before it gain the default, the demo firm's (Chicago and Houston
-- numbers); the Go side reads a missing zone as the same default (localtime.DefaultZone).
-- The version does not move: a form opened before still saves, and the row's audit
-- trigger records the change as the system's.

-- +goose Up
UPDATE firm_settings SET document = document || '{"timeZone": "America/Chicago"}'::jsonb
WHERE NOT document ? 'timeZone';

-- +goose Down
UPDATE firm_settings SET document = document - 'timeZone';
