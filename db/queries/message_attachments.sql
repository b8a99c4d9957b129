-- name: MessageAttachmentCreate :exec
INSERT INTO message_attachments (id, message_id, position) VALUES (@id, @message_id, @position);

-- name: MessageAttachmentListForThread :many
SELECT a.message_id, a.position, f.*
FROM message_attachments a
JOIN messages m ON m.id = a.message_id
JOIN files f ON f.id = a.id
WHERE m.thread_id = @thread_id
ORDER BY m.seq, a.position;

-- name: MessageAttachmentGet :one
-- An attachment's file with its project's organization, which decides who may read it.
SELECT f.*, p.organization_id
FROM message_attachments a
JOIN files f ON f.id = a.id
JOIN messages m ON m.id = a.message_id
JOIN message_threads t ON t.id = m.thread_id
JOIN projects p ON p.id = t.project_id
WHERE a.id = @id;
