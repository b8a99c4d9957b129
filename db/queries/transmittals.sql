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
