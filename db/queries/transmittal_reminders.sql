-- name: TransmittalReminderClaim :many
-- Today's reminders: one per recipient (not copies, enabled users; a client user or an
-- outside reviewer, whose account is a client_users row too) of each open
-- transmittal past its due date, in a project not closed, with what their mails say.
-- Each is claimed by its insert: one already queued today (by any instance, even one
-- whose insert is still uncommitted: the key waits for it) is skipped.
WITH claimed AS (
    INSERT INTO transmittal_reminders (transmittal_id, client_user_id, day)
    SELECT tr.transmittal_id, coalesce(tr.client_user_id, tr.reviewer_id), @today::date
    FROM transmittal_recipients tr
    JOIN transmittals t ON t.id = tr.transmittal_id
    JOIN projects p ON p.id = t.project_id
    JOIN client_users u ON u.id = coalesce(tr.client_user_id, tr.reviewer_id)
    WHERE t.close_time IS NULL AND t.due_date < @today::date AND NOT tr.is_copy AND NOT u.disabled
        AND p.status <> 'CLOSED'
        AND NOT EXISTS (SELECT 1 FROM transmittal_reminders m WHERE m.transmittal_id = tr.transmittal_id
            AND m.client_user_id = u.id AND m.day = @today::date)
    ORDER BY tr.transmittal_id, tr.position
    LIMIT @max_rows
    ON CONFLICT DO NOTHING
    RETURNING transmittal_id, client_user_id
)
SELECT tr.transmittal_id, c.client_user_id, tr.email, tr.name, t.project_id, t.number, t.purpose,
    t.issue_date, t.due_date, p.name AS project_name, p.job_number, u.language
FROM claimed c
JOIN client_users u ON u.id = c.client_user_id
JOIN transmittal_recipients tr ON tr.transmittal_id = c.transmittal_id
    AND coalesce(tr.client_user_id, tr.reviewer_id) = c.client_user_id
JOIN transmittals t ON t.id = tr.transmittal_id
JOIN projects p ON p.id = t.project_id
ORDER BY t.due_date, t.number, tr.position;
