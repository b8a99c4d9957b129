-- name: RfiSheetAdd :many
-- References the sheets of @ids that are the project's; answers those it added.
INSERT INTO rfi_sheets (rfi_id, sheet_id)
SELECT @rfi_id, s.id FROM drawing_sheets s WHERE s.project_id = @project_id AND s.id = ANY(@ids::uuid[])
RETURNING sheet_id;

-- name: RfiSheetDeleteByRfi :exec
DELETE FROM rfi_sheets WHERE rfi_id = @rfi_id;

-- name: RfiSheetListByRfis :many
SELECT rs.rfi_id, s.id, s.sheet_number, s.title
FROM rfi_sheets rs JOIN drawing_sheets s ON s.id = rs.sheet_id
WHERE rs.rfi_id = ANY(@rfi_ids::uuid[])
ORDER BY lower(s.sheet_number);

-- name: RfiSheetHolds :many
-- The open RFIs holding these sheets, by number.
SELECT rs.sheet_id, r.id AS rfi_id, r.number
FROM rfi_sheets rs JOIN rfis r ON r.id = rs.rfi_id
WHERE rs.sheet_id = ANY(@sheet_ids::uuid[]) AND r.status = 'OPEN'
ORDER BY r.number;
