-- name: EstimateRequestCreate :one
INSERT INTO estimate_requests (
    reference, name, company, email, phone, project_name, city, region, country, services,
    structure_type, scope_notes, tonnage, drawing_status, needed_by, software, software_other, deliverables)
VALUES (
    @reference, @name, @company, @email, @phone, @project_name, @city, @region, @country, @services,
    @structure_type, @scope_notes, @tonnage, @drawing_status, @needed_by, @software, @software_other, @deliverables)
RETURNING *;

-- name: EstimateRequestGet :one
SELECT sqlc.embed(e), f.assignee_id, f.first_response_time, coalesce(u.username, '')::text AS assignee_name,
       (SELECT count(*) FROM resumable_uploads r WHERE r.estimate_id = e.id)::int AS file_count
FROM estimate_requests e
JOIN follow_ups f ON f.id = e.id
LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE e.id = @id AND e.delete_time IS NULL;

-- name: EstimateRequestGetForUpdate :one
SELECT * FROM estimate_requests WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: EstimateRequestSearch :many
-- Requests (not trashed), newest first; every filter is optional. text matches the
-- reference, name, company, e-mail or project name, case-insensitively.
SELECT sqlc.embed(e), f.assignee_id, f.first_response_time, coalesce(u.username, '')::text AS assignee_name,
       (SELECT count(*) FROM resumable_uploads r WHERE r.estimate_id = e.id)::int AS file_count
FROM estimate_requests e
JOIN follow_ups f ON f.id = e.id
LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE e.delete_time IS NULL
  AND (sqlc.narg(status)::text IS NULL OR e.status = sqlc.narg(status)::text)
  AND (sqlc.narg(service)::text IS NULL OR sqlc.narg(service)::text = ANY (e.services))
  AND (sqlc.narg(assignee_id)::uuid IS NULL OR f.assignee_id = sqlc.narg(assignee_id)::uuid)
  AND (NOT @unassigned::bool OR f.assignee_id IS NULL)
  AND (sqlc.narg(needed_from)::date IS NULL OR e.needed_by >= sqlc.narg(needed_from)::date)
  AND (sqlc.narg(needed_to)::date IS NULL OR e.needed_by <= sqlc.narg(needed_to)::date)
  AND (sqlc.narg(from_time)::timestamptz IS NULL OR e.create_time >= sqlc.narg(from_time)::timestamptz)
  AND (sqlc.narg(to_time)::timestamptz IS NULL OR e.create_time < sqlc.narg(to_time)::timestamptz)
  AND (sqlc.narg(text)::text IS NULL
       OR e.reference ILIKE '%' || sqlc.narg(text)::text || '%'
       OR e.name ILIKE '%' || sqlc.narg(text)::text || '%'
       OR e.company ILIKE '%' || sqlc.narg(text)::text || '%'
       OR e.email ILIKE '%' || sqlc.narg(text)::text || '%'
       OR e.project_name ILIKE '%' || sqlc.narg(text)::text || '%')
  AND (sqlc.narg(after_time)::timestamptz IS NULL
       OR (e.create_time, e.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY e.create_time DESC, e.id DESC
LIMIT @max_rows;

-- name: EstimateRequestSetStatus :one
UPDATE estimate_requests SET status = @status, update_time = now()
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: EstimateRequestTrash :one
UPDATE estimate_requests SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING id;

-- name: EstimateRequestRestore :execrows
UPDATE estimate_requests SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL;

-- name: EstimateRequestGetTrashedForUpdate :one
SELECT id FROM estimate_requests
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;

-- name: EstimateRequestDelete :execrows
DELETE FROM estimate_requests WHERE id = @id AND delete_time IS NOT NULL;

-- name: EstimateRequestQuoted :exec
-- A quote was sent: a request still New or Reviewing becomes Quoted.
UPDATE estimate_requests SET status = 'QUOTED', update_time = now()
WHERE id = @id AND status IN ('NEW', 'REVIEWING');
