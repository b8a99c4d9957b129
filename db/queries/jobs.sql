-- name: JobList :many
-- query, when given, is an ILIKE pattern's inside (its % and _ escaped by the caller).
SELECT * FROM jobs
WHERE delete_time IS NULL
  AND (sqlc.narg(query)::text IS NULL
       OR role ILIKE '%' || sqlc.narg(query)::text || '%'
       OR location ILIKE '%' || sqlc.narg(query)::text || '%'
       OR qualification ILIKE '%' || sqlc.narg(query)::text || '%')
  AND (NOT @only_active::boolean OR (active AND (expire_time IS NULL OR expire_time > now())))
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: JobNextClose :one
-- When the next open job closes by the clock alone: the list of openings changes then
-- without a write. No row when none has a closing time ahead.
SELECT expire_time FROM jobs
WHERE delete_time IS NULL AND active AND expire_time > now()
ORDER BY expire_time
LIMIT 1;

-- name: JobGet :one
SELECT * FROM jobs WHERE id = @id AND delete_time IS NULL;

-- name: JobGetForUpdate :one
SELECT * FROM jobs WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: JobCreate :one
-- Its parameters are JobUpdate's, in the same order (the id last), so one function
-- fills both.
INSERT INTO jobs (role, location, type, qualification, active, job_description_id,
                  description_html, expire_time, city, region, country_code, id)
VALUES (@role, @location, @type, @qualification, @active, @job_description_id,
        @description_html, sqlc.narg(expire_time), @city, @region, @country_code, @id)
RETURNING *;

-- name: JobUpdate :one
UPDATE jobs
SET role = @role, location = @location, type = @type, qualification = @qualification,
    active = @active, job_description_id = @job_description_id,
    description_html = @description_html, expire_time = sqlc.narg(expire_time),
    city = @city, region = @region, country_code = @country_code, update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: JobDelete :one
-- For good (the trash's purge): the applications go with it (ON DELETE CASCADE).
DELETE FROM jobs WHERE id = @id AND delete_time IS NOT NULL RETURNING *;

-- name: JobTrash :one
UPDATE jobs SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: JobRestore :one
UPDATE jobs SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: JobGetTrashedForUpdate :one
-- A trashed job, locked for its purge; before (when given) limits it to older ones.
SELECT * FROM jobs
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;
