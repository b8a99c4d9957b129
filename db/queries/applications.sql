-- name: ApplicationList :many
-- A job's applications, or every job's when job_id is null (the staff export).
SELECT * FROM applications
WHERE (sqlc.narg(job_id)::uuid IS NULL OR job_id = sqlc.narg(job_id)::uuid)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: ApplicationGet :one
SELECT * FROM applications WHERE id = @id;

-- name: ApplicationCreate :one
INSERT INTO applications (job_id, name, email, phone, resume_id)
VALUES (@job_id, @name, @email, @phone, @resume_id)
RETURNING *;

-- name: ApplicationSetContacted :one
UPDATE applications SET contacted = @contacted WHERE id = @id RETURNING *;

-- name: ApplicationDelete :one
DELETE FROM applications WHERE id = @id RETURNING *;

-- name: ApplicationResumeIDsForJob :many
SELECT resume_id::uuid FROM applications WHERE job_id = @job_id AND resume_id IS NOT NULL;
