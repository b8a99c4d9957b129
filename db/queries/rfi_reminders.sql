-- name: RfiReminderClaim :many
-- Claims today's reminders of the open RFIs past their required-by date whose assignee is
-- enabled: one row per RFI and day; a second run the same day claims nothing.
WITH due AS (
    SELECT r.id FROM rfis r JOIN client_users u ON u.id = r.assignee_id
    WHERE r.status = 'OPEN' AND r.raised_by_firm AND r.required_by < @today::date AND NOT u.disabled
    ORDER BY r.required_by, r.id
    LIMIT @max_rows
)
INSERT INTO rfi_reminders (rfi_id, day)
SELECT id, @today::date FROM due
ON CONFLICT DO NOTHING
RETURNING rfi_id;
