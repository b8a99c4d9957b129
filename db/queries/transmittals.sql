-- name: TransmittalCreate :one
-- Only a transmittal for approval or resubmittal waits for reviews: any other closes when sent.
INSERT INTO transmittals (project_id, number, purpose, message, issue_date, due_date, staff_user_id, sender_name, close_time)
VALUES (@project_id, @number, @purpose, @message, @issue_date, @due_date, sqlc.narg('staff_user_id'), @sender_name,
        CASE WHEN @purpose::text IN ('FOR_APPROVAL', 'RESUBMITTAL') THEN NULL ELSE now() END)
RETURNING *;

-- name: TransmittalGet :one
SELECT t.*, p.organization_id FROM transmittals t JOIN projects p ON p.id = t.project_id
WHERE t.id = @id;

-- name: TransmittalListByProject :many
SELECT * FROM transmittals WHERE project_id = @project_id ORDER BY number DESC;

-- name: TransmittalOpenList :many
-- Open transmittals with their projects (not closed) and organizations: of one project,
-- or (project unset) of every project, overdue ones only when due_before is set. Each
-- with how many of its sheets are still out for approval.
SELECT t.id, t.project_id, t.number, t.issue_date, t.due_date, p.name AS project_name, p.job_number,
    p.organization_id, o.name AS organization_name,
    (SELECT count(DISTINCT r.sheet_id) FROM transmittal_items i JOIN drawing_revisions r ON r.id = i.revision_id
     JOIN drawing_sheets s ON s.id = r.sheet_id
     WHERE i.transmittal_id = t.id AND s.status = 'ISSUED_FOR_APPROVAL')::int AS sheets_out
FROM transmittals t
JOIN projects p ON p.id = t.project_id
JOIN client_organizations o ON o.id = p.organization_id
WHERE t.close_time IS NULL AND p.status <> 'CLOSED'
    AND (sqlc.narg('project_id')::uuid IS NULL OR t.project_id = sqlc.narg('project_id'))
    AND (sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id'))
    AND (sqlc.narg('due_before')::date IS NULL OR t.due_date < sqlc.narg('due_before'))
ORDER BY t.due_date, t.issue_date, t.number
LIMIT @max_rows;

-- name: TransmittalReturnTimes :many
-- Per client organization, the median calendar days from issue to close (UTC) of its
-- transmittals for approval or resubmittal closed since @since.
SELECT p.organization_id, o.name AS organization_name, count(*)::int AS returned,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY ((t.close_time AT TIME ZONE 'UTC')::date - t.issue_date))::float8 AS median_days
FROM transmittals t
JOIN projects p ON p.id = t.project_id
JOIN client_organizations o ON o.id = p.organization_id
WHERE t.close_time >= @since AND t.purpose IN ('FOR_APPROVAL', 'RESUBMITTAL')
    AND (sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id'))
GROUP BY p.organization_id, o.name
ORDER BY o.name, p.organization_id;

-- name: TransmittalLockForReview :one
-- The transmittal, locked: reviews of its items take turns, so the last one closes it.
SELECT close_time FROM transmittals WHERE id = @id FOR UPDATE;

-- name: TransmittalCloseIfReviewed :execrows
-- Closes the transmittal when every item has a status.
UPDATE transmittals t SET close_time = @at
WHERE t.id = @id AND t.close_time IS NULL
    AND NOT EXISTS (SELECT 1 FROM transmittal_items i WHERE i.transmittal_id = t.id
        AND NOT EXISTS (SELECT 1 FROM transmittal_reviews v WHERE v.item_id = i.id));

-- name: TransmittalSetResubmits :execrows
-- A resubmittal names the transmittal it resubmits, of the same project.
UPDATE transmittals t SET resubmits_id = @resubmits_id
WHERE t.id = @id AND EXISTS (SELECT 1 FROM transmittals o WHERE o.id = @resubmits_id AND o.project_id = t.project_id AND o.id <> t.id);

-- name: TransmittalListForReviewer :many
-- The transmittals sent to an outside reviewer that they may still open, newest first.
SELECT t.* FROM transmittals t JOIN transmittal_recipients r ON r.transmittal_id = t.id
WHERE r.reviewer_id = @reviewer_id AND (t.close_time IS NULL OR t.close_time > @closed_after::timestamptz)
ORDER BY t.create_time DESC, t.id;

-- name: TransmittalSetRfiHoldsConfirmed :exec
-- The open RFIs on its sheets that staff confirmed issuing them for fabrication over.
UPDATE transmittals SET rfi_holds_confirmed = @rfi_holds_confirmed WHERE id = @id;
