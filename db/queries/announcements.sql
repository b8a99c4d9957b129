-- name: AnnouncementGet :one
SELECT * FROM announcements LIMIT 1;

-- name: AnnouncementGetForUpdate :one
SELECT * FROM announcements LIMIT 1 FOR UPDATE;

-- name: AnnouncementGetActive :one
-- The announcement while it is on and inside its window (either end may be open).
SELECT * FROM announcements
WHERE enabled
  AND (start_time IS NULL OR start_time <= now())
  AND (end_time IS NULL OR now() < end_time);

-- name: AnnouncementSave :one
-- Creates the announcement or replaces it; every save is a new version.
INSERT INTO announcements (title, description, image_id, link_url, enabled, start_time, end_time)
VALUES (@title, @description, @image_id, @link_url, @enabled, sqlc.narg(start_time), sqlc.narg(end_time))
ON CONFLICT (singleton) DO UPDATE
SET title = excluded.title, description = excluded.description, image_id = excluded.image_id,
    link_url = excluded.link_url, enabled = excluded.enabled, start_time = excluded.start_time,
    end_time = excluded.end_time, version = announcements.version + 1, update_time = now()
RETURNING *;

-- name: AnnouncementClearImage :execrows
UPDATE announcements SET image_id = NULL;
