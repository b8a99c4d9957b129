-- name: DrawingRevisionCreate :one
-- The sheet's next revision: its position follows the sheet's newest.
INSERT INTO drawing_revisions (sheet_id, revision, position, file_name, size, sha256, blob_key, tus_id,
    upload_id, reason, staff_user_id, uploader_name)
VALUES (@sheet_id, @revision,
    (SELECT coalesce(max(position), 0) + 1 FROM drawing_revisions WHERE sheet_id = @sheet_id),
    @file_name, @size, @sha256, @blob_key, @tus_id, sqlc.narg('upload_id'), @reason,
    sqlc.narg('staff_user_id'), @uploader_name)
RETURNING *;

-- name: DrawingRevisionListByProject :many
-- Newest first within each sheet: ordered by position alone (the caller groups by
-- sheet), as sorting a large register by sheet id cost more than the rest of the read.
SELECT r.* FROM drawing_revisions r JOIN drawing_sheets s ON s.id = r.sheet_id
WHERE s.project_id = @project_id ORDER BY r.position DESC;

-- name: DrawingRevisionListBySheet :many
SELECT * FROM drawing_revisions WHERE sheet_id = @sheet_id ORDER BY position DESC;

-- name: DrawingRevisionGet :one
-- A revision with its sheet and its project's organization (for the isolation check).
SELECT r.*, s.project_id, s.sheet_number, p.organization_id FROM drawing_revisions r
JOIN drawing_sheets s ON s.id = r.sheet_id JOIN projects p ON p.id = s.project_id
WHERE r.id = @id;

-- name: DrawingRevisionListForItems :many
-- The revisions a transmittal names, of the project only, with their sheets.
SELECT r.id, r.sheet_id, s.hold FROM drawing_revisions r JOIN drawing_sheets s ON s.id = r.sheet_id
WHERE r.id = ANY (@ids::uuid[]) AND s.project_id = @project_id;

-- name: DrawingRevisionCurrentBySheets :many
-- These sheets' current revisions (the highest position of each).
SELECT DISTINCT ON (sheet_id) * FROM drawing_revisions WHERE sheet_id = ANY (@sheet_ids::uuid[])
ORDER BY sheet_id, position DESC;
