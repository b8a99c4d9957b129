-- name: SiteSettingEnsure :one
-- Stores value under name unless a value is there already, and answers the stored one:
-- the first instance to ask decides, every later one reads the same.
WITH ins AS (
    INSERT INTO site_settings (name, value) VALUES (@name, @value)
    ON CONFLICT (name) DO NOTHING
    RETURNING value
)
SELECT value FROM ins
UNION ALL
SELECT s.value FROM site_settings s WHERE s.name = @name
LIMIT 1;
