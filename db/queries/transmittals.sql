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

-- name: TransmittalListForReviewer :many
-- The transmittals sent to an outside reviewer that they may still open, newest first.
SELECT t.* FROM transmittals t JOIN transmittal_recipients r ON r.transmittal_id = t.id
WHERE r.reviewer_id = @reviewer_id AND (t.close_time IS NULL OR t.close_time > @closed_after::timestamptz)
ORDER BY t.create_time DESC, t.id;
