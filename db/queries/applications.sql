-- name: ApplicationList :many
-- A job's applications, or every job's when job_id is null (the staff export); the
-- trashed ones and those of trashed jobs are left out.
SELECT * FROM applications
WHERE applications.delete_time IS NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL)
  AND (sqlc.narg(job_id)::uuid IS NULL OR applications.job_id = sqlc.narg(job_id)::uuid)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: ApplicationGet :one
SELECT * FROM applications
WHERE applications.id = @id AND applications.delete_time IS NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL);

-- name: ApplicationCreate :one
INSERT INTO applications (job_id, name, email, phone, resume_id)
VALUES (@job_id, @name, @email, @phone, @resume_id)
RETURNING *;

-- name: ApplicationSetContacted :one
-- The spec's checkbox on the pipeline: ticking a New (or Rejected) applicant makes them
-- Contacted, unticking a Contacted-or-later one makes them New; otherwise the status stays.
UPDATE applications
SET status = CASE
        WHEN @contacted::boolean AND NOT contacted THEN 'CONTACTED'
        WHEN NOT @contacted::boolean AND contacted THEN 'NEW'
        ELSE status END,
    contacted = @contacted::boolean
WHERE applications.id = @id AND applications.delete_time IS NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL)
RETURNING *;

-- name: ApplicationSetStatus :one
UPDATE applications
SET status = @status::text,
    contacted = @status::text IN ('CONTACTED', 'INTERVIEWING', 'OFFER', 'HIRED')
WHERE applications.id = @id AND applications.delete_time IS NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL)
RETURNING *;

-- name: ApplicationSearch :many
-- Applications across jobs (not trashed, nor of a trashed job), newest first, with the
-- job's role; every filter is optional. text matches name or e-mail, case-insensitively.
SELECT sqlc.embed(a), j.role AS job_role
FROM applications a
JOIN jobs j ON j.id = a.job_id AND j.delete_time IS NULL
WHERE a.delete_time IS NULL
  AND (sqlc.narg(status)::text IS NULL OR a.status = sqlc.narg(status)::text)
  AND (sqlc.narg(job_id)::uuid IS NULL OR a.job_id = sqlc.narg(job_id)::uuid)
  AND (sqlc.narg(from_time)::timestamptz IS NULL OR a.create_time >= sqlc.narg(from_time)::timestamptz)
  AND (sqlc.narg(to_time)::timestamptz IS NULL OR a.create_time < sqlc.narg(to_time)::timestamptz)
  AND (sqlc.narg(text)::text IS NULL
       OR a.name ILIKE '%' || sqlc.narg(text)::text || '%'
       OR a.email ILIKE '%' || sqlc.narg(text)::text || '%')
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (a.create_time, a.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY a.create_time DESC, a.id DESC
LIMIT @max_rows;

-- name: ApplicationDelete :one
-- For good (the trash's purge).
DELETE FROM applications WHERE id = @id AND delete_time IS NOT NULL RETURNING *;

-- name: ApplicationTrash :one
UPDATE applications SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE applications.id = @id AND applications.delete_time IS NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL)
RETURNING *;

-- name: ApplicationRestore :one
-- Only into a job that is not itself in the trash.
UPDATE applications SET delete_time = NULL, delete_user_id = NULL
WHERE applications.id = @id AND applications.delete_time IS NOT NULL
  AND applications.job_id IN (SELECT j.id FROM jobs j WHERE j.delete_time IS NULL)
RETURNING *;

-- name: ApplicationGetTrashedForUpdate :one
SELECT * FROM applications
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;

-- name: ApplicationResumeIDsForJob :many
SELECT resume_id::uuid FROM applications WHERE job_id = @job_id AND resume_id IS NOT NULL;
