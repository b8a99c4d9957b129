-- name: ContactMessageEntryCreate :one
INSERT INTO contact_message_entries (message_id, kind, author_id, author_name, subject, body, outbox_message_id)
VALUES (@message_id, @kind, sqlc.narg(author_id), @author_name, @subject, @body, sqlc.narg(outbox_message_id))
RETURNING *;

-- name: ContactMessageEntryList :many
-- A message's history, oldest first, with each reply's delivery status from the outbox.
SELECT e.*, coalesce(o.status, '')::text AS delivery_status
FROM contact_message_entries e LEFT JOIN outbox_messages o ON o.id = e.outbox_message_id
WHERE e.message_id = @message_id
ORDER BY e.create_time, e.id;
