-- name: MessageThreadCreate :one
INSERT INTO message_threads (project_id, subject, author_kind, author_id, author_name)
VALUES (@project_id, @subject, @author_kind, @author_id, @author_name)
RETURNING *;

-- name: MessageThreadGet :one
-- A thread with its project's organization, which decides who may read it.
SELECT t.*, p.organization_id, p.name AS project_name, p.job_number
FROM message_threads t JOIN projects p ON p.id = t.project_id
WHERE t.id = @id;

-- name: MessageThreadGetForUpdate :one
-- Locked while a message is added, so that its seq and the thread's time agree.
SELECT t.*, p.organization_id, p.name AS project_name, p.job_number
FROM message_threads t JOIN projects p ON p.id = t.project_id
WHERE t.id = @id
FOR UPDATE OF t;

-- name: MessageThreadList :many
-- A project's threads, latest first, with how many messages each has and how many of
-- them, written by others, the reader has not read.
SELECT t.*,
    (SELECT count(*) FROM messages m WHERE m.thread_id = t.id)::int AS message_count,
    (SELECT count(*) FROM messages m
     WHERE m.thread_id = t.id AND m.author_id <> @reader_id
       AND m.seq > coalesce((SELECT r.last_seq FROM message_reads r WHERE r.thread_id = t.id AND r.reader_id = @reader_id), 0))::int AS unread_count
FROM message_threads t
WHERE t.project_id = @project_id
ORDER BY t.last_message_time DESC, t.id;

-- name: MessageThreadTouch :exec
UPDATE message_threads SET last_message_time = @last_message_time WHERE id = @id;
