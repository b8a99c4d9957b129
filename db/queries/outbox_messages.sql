-- name: OutboxMessageCreate :one
INSERT INTO outbox_messages (topic, to_addr, reply_to, subject, text_body, html_body, unsubscribe_url)
VALUES (@topic, @to_addr, @reply_to, @subject, @text_body, @html_body, @unsubscribe_url)
RETURNING *;

-- name: OutboxMessageSetJob :exec
UPDATE outbox_messages SET job_id = @job_id WHERE id = @id;

-- name: OutboxMessageGet :one
SELECT * FROM outbox_messages WHERE id = @id;

-- name: OutboxMessageList :many
SELECT * FROM outbox_messages
WHERE (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status)::text)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;

-- name: OutboxMessageAttempted :one
-- Records one delivery attempt: its outcome, or its error while the message stays queued.
UPDATE outbox_messages
SET status = @status, attempts = attempts + 1, last_error = @last_error,
    sent_time = CASE WHEN @status IN ('sent', 'logged') THEN now() ELSE sent_time END
WHERE id = @id
RETURNING *;

-- name: OutboxMessageRequeue :one
UPDATE outbox_messages SET status = 'queued' WHERE id = @id AND status IN ('queued', 'failed')
RETURNING *;

-- name: OutboxMessageCounts :many
SELECT status, count(*)::int AS n FROM outbox_messages GROUP BY status;
