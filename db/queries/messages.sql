-- name: MessageCreate :one
INSERT INTO messages (thread_id, author_kind, author_id, author_name, body)
VALUES (@thread_id, @author_kind, @author_id, @author_name, @body)
RETURNING *;

-- name: MessageListForThread :many
SELECT * FROM messages WHERE thread_id = @thread_id ORDER BY seq;

-- name: MessageUnreadByProject :many
-- How many messages written by others the reader has not read, per project (of one
-- organization, or of all when organization_id is NULL).
SELECT t.project_id, count(*)::int AS unread_count
FROM messages m
JOIN message_threads t ON t.id = m.thread_id
JOIN projects p ON p.id = t.project_id
LEFT JOIN message_reads r ON r.thread_id = t.id AND r.reader_id = @reader_id
WHERE m.author_id <> @reader_id AND m.seq > coalesce(r.last_seq, 0)
  AND (sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id'))
GROUP BY t.project_id;

-- name: MessageDigestList :many
-- A reader's unread messages written by others within (since, until], in the projects they
-- follow and chose a digest for (the project's choice, else default_choice): a client's organization's (organization_id), or for staff (organization_id
-- NULL) the projects whose team they are on or that have no team.
SELECT m.id, m.seq, m.author_name, m.body, m.create_time, t.id AS thread_id, t.subject,
    p.id AS project_id, p.name AS project_name, p.job_number
FROM messages m
JOIN message_threads t ON t.id = m.thread_id
JOIN projects p ON p.id = t.project_id
LEFT JOIN message_reads r ON r.thread_id = t.id AND r.reader_id = @reader_id
LEFT JOIN project_mail_choices pc ON pc.user_id = @reader_id AND pc.project_id = p.id
WHERE coalesce(pc.choice, @default_choice::text) = 'DIGEST'
  AND m.create_time > @since AND m.create_time <= @until
  AND m.author_id <> @reader_id AND m.seq > coalesce(r.last_seq, 0)
  AND CASE WHEN sqlc.narg('organization_id')::uuid IS NOT NULL THEN p.organization_id = sqlc.narg('organization_id')
      ELSE (NOT EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = p.id)
            OR EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = p.id AND tm.staff_user_id = @reader_id)) END
ORDER BY p.name, p.id, t.subject, t.id, m.seq;
