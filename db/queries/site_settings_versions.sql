-- name: SiteSettingsVersionKeep :exec
-- Keeps the settings a save is replacing (called in the save's transaction).
INSERT INTO site_settings_versions (version, document, save_time, saved_by_id, saved_by_name)
VALUES (@version, @document, @save_time, sqlc.narg(saved_by_id), @saved_by_name);

-- name: SiteSettingsVersionPrune :exec
-- Drops all but the newest @kept versions.
DELETE FROM site_settings_versions
WHERE version NOT IN (SELECT version FROM site_settings_versions ORDER BY version DESC LIMIT @kept::integer);

-- name: SiteSettingsVersionList :many
-- The kept versions, newest first, without their documents.
SELECT version, save_time, saved_by_id, saved_by_name, replace_time
FROM site_settings_versions ORDER BY version DESC;

-- name: SiteSettingsVersionGet :one
SELECT * FROM site_settings_versions WHERE version = @version;
