-- name: DrawingSheetCreate :one
INSERT INTO drawing_sheets (project_id, sheet_number, title, kind, area, hold, hold_reason)
VALUES (@project_id, @sheet_number, @title, @kind, @area, @hold, @hold_reason)
RETURNING *;

-- name: DrawingSheetUpdate :one
UPDATE drawing_sheets SET sheet_number = @sheet_number, title = @title, kind = @kind, area = @area,
    hold = @hold, hold_reason = @hold_reason, update_time = now()
WHERE id = @id RETURNING *;

-- name: DrawingSheetGet :one
-- A sheet with its project's organization (for the isolation check).
SELECT s.*, p.organization_id FROM drawing_sheets s JOIN projects p ON p.id = s.project_id
WHERE s.id = @id;

-- name: DrawingSheetByNumberForUpdate :one
SELECT * FROM drawing_sheets WHERE project_id = @project_id AND lower(sheet_number) = lower(@sheet_number)
FOR UPDATE;

-- name: DrawingSheetListByProject :many
SELECT * FROM drawing_sheets WHERE project_id = @project_id ORDER BY lower(sheet_number), id;

-- name: DrawingSheetListByNumbers :many
-- The project's sheets of these numbers (lower-cased), to propose a bulk add's revisions.
SELECT * FROM drawing_sheets WHERE project_id = @project_id AND lower(sheet_number) = ANY (@numbers::text[]);

-- name: DrawingSheetSetStatus :exec
-- A transmittal issued these sheets (or a new revision made them not issued).
UPDATE drawing_sheets SET status = @status, update_time = now() WHERE id = ANY (@ids::uuid[]);

-- name: DrawingSheetSetReviewed :exec
-- A review's status, when the reviewed revision is still the sheet's current one (a late
-- review of an older revision leaves the newer one's status).
UPDATE drawing_sheets s SET status = @status, update_time = now()
WHERE s.id = (SELECT r.sheet_id FROM drawing_revisions r WHERE r.id = @revision_id)
    AND @revision_id::uuid = (SELECT r.id FROM drawing_revisions r WHERE r.sheet_id = s.id ORDER BY r.position DESC LIMIT 1);
