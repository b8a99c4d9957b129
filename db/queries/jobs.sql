-- name: JobList :many
SELECT * FROM jobs
WHERE (NOT @only_active::boolean OR active)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: JobGet :one
SELECT * FROM jobs WHERE id = @id;

-- name: JobGetForUpdate :one
SELECT * FROM jobs WHERE id = @id FOR UPDATE;

-- name: JobCreate :one
INSERT INTO jobs (role, location, type, qualification, active, job_description_id)
VALUES (@role, @location, @type, @qualification, @active, @job_description_id)
RETURNING *;

-- name: JobUpdate :one
UPDATE jobs
SET role = @role, location = @location, type = @type, qualification = @qualification,
    active = @active, job_description_id = @job_description_id, update_time = now()
WHERE id = @id
RETURNING *;

-- name: JobDelete :one
DELETE FROM jobs WHERE id = @id RETURNING *;
