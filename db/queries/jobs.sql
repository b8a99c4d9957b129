-- name: JobList :many
SELECT * FROM jobs
WHERE (NOT @only_active::boolean OR (active AND (expire_time IS NULL OR expire_time > now())))
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: JobGet :one
SELECT * FROM jobs WHERE id = @id;

-- name: JobGetForUpdate :one
SELECT * FROM jobs WHERE id = @id FOR UPDATE;

-- name: JobCreate :one
INSERT INTO jobs (role, location, type, qualification, active, job_description_id,
                  description_html, expire_time, city, region, country_code)
VALUES (@role, @location, @type, @qualification, @active, @job_description_id,
        @description_html, sqlc.narg(expire_time), @city, @region, @country_code)
RETURNING *;

-- name: JobUpdate :one
UPDATE jobs
SET role = @role, location = @location, type = @type, qualification = @qualification,
    active = @active, job_description_id = @job_description_id,
    description_html = @description_html, expire_time = sqlc.narg(expire_time),
    city = @city, region = @region, country_code = @country_code, update_time = now()
WHERE id = @id
RETURNING *;

-- name: JobDelete :one
DELETE FROM jobs WHERE id = @id RETURNING *;
