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
SELECT sqlc.embed(s), p.organization_id FROM drawing_sheets s JOIN projects p ON p.id = s.project_id
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

-- name: DrawingSheetPage :many
-- A page of a project's register in sheet-number order (case aside, as the unique index
-- orders it), after the sheet number @after ("" for the first page), with how many sheets
-- match the filter over all pages and the project's organization (the isolation check,
-- without a statement of its own when the page has rows). The filter: number or title holds @query (case aside;
-- "" for all), @status and @kind ("" for any), and overdue only — the rule of
-- drawingpg.sheetClock and drawing's clockSheets: the status is Issued for approval and
-- the latest transmittal for approval, resubmittal or fabrication that carried the
-- current revision is open, not for fabrication, and due before @today.
WITH matching AS (
    SELECT s.* FROM drawing_sheets s
    WHERE s.project_id = @project_id
        AND (@query::text = '' OR strpos(lower(s.sheet_number), lower(@query)) > 0 OR strpos(lower(s.title), lower(@query)) > 0)
        AND (@status::text = '' OR s.status = @status)
        AND (@kind::text = '' OR s.kind = @kind)
        AND (NOT @overdue_only::boolean OR (s.status = 'ISSUED_FOR_APPROVAL' AND (
            SELECT t.close_time IS NULL AND t.purpose <> 'FOR_FABRICATION' AND t.due_date < @today::date
            FROM transmittal_items i JOIN transmittals t ON t.id = i.transmittal_id
            WHERE i.revision_id = (SELECT r.id FROM drawing_revisions r WHERE r.sheet_id = s.id ORDER BY r.position DESC LIMIT 1)
                AND t.purpose IN ('FOR_APPROVAL', 'RESUBMITTAL', 'FOR_FABRICATION')
            ORDER BY t.number DESC LIMIT 1) IS TRUE))
)
SELECT m.*, (SELECT count(*) FROM matching)::int AS total_size,
    (SELECT p.organization_id FROM projects p WHERE p.id = @project_id) AS organization_id
FROM matching m
WHERE @after::text = '' OR lower(m.sheet_number) > lower(@after)
ORDER BY lower(m.sheet_number)
LIMIT @max_rows;
