-- name: FirmSettingsGet :one
SELECT * FROM firm_settings WHERE id = 'site';

-- name: FirmSettingsSeed :execrows
-- Stores the first-start settings unless there are settings already: after the first
-- start the database decides.
INSERT INTO firm_settings (document) VALUES (@document)
ON CONFLICT (id) DO NOTHING;

-- name: FirmSettingsSave :one
-- Replaces the settings when they are still at the version the editor started from; no
-- row when someone saved since.
UPDATE firm_settings
SET document = @document, version = version + 1, update_time = now(),
    updated_by_id = sqlc.narg(updated_by_id), updated_by_name = @updated_by_name
WHERE id = 'site' AND version = @version
RETURNING *;

-- name: FirmSettingsLock :one
-- The settings, locked until the transaction ends: a save reads the version it replaces.
SELECT * FROM firm_settings WHERE id = 'site' FOR UPDATE;
