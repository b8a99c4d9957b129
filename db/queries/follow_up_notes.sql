-- name: FollowUpNoteList :many
-- A subject's history, oldest first, with each reply's delivery status from the outbox.
SELECT n.*, coalesce(o.status, '')::text AS delivery_status
FROM follow_up_notes n LEFT JOIN outbox_messages o ON o.id = n.outbox_message_id
WHERE n.follow_up_id = @follow_up_id AND n.subject_kind = @subject_kind
ORDER BY n.create_time, n.id;

-- name: FollowUpNoteCreate :one
INSERT INTO follow_up_notes (follow_up_id, subject_kind, kind, author_id, author_name, subject, body, outbox_message_id)
VALUES (@follow_up_id, @subject_kind, @kind, sqlc.narg(author_id), @author_name, @subject, @body, sqlc.narg(outbox_message_id))
RETURNING *;
