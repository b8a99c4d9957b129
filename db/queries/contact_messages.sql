-- name: ContactMessageCreate :one
INSERT INTO contact_messages (name, email, phone, message)
VALUES (@name, @email, @phone, @message)
RETURNING *;

-- name: ContactMessageList :many
-- Newest first; messages in the trash are left out; an empty status matches all.
SELECT m.*, coalesce(u.username, '')::text AS assignee_username
FROM contact_messages m LEFT JOIN staff_users u ON u.id = m.assignee_id
WHERE m.delete_time IS NULL
  AND (sqlc.arg(status)::text = '' OR m.status = sqlc.arg(status)::text)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (m.create_time, m.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY m.create_time DESC, m.id DESC
LIMIT @max_rows;

-- name: ContactMessageGet :one
SELECT m.*, coalesce(u.username, '')::text AS assignee_username
FROM contact_messages m LEFT JOIN staff_users u ON u.id = m.assignee_id
WHERE m.id = @id AND m.delete_time IS NULL;

-- name: ContactMessageGetForUpdate :one
SELECT * FROM contact_messages WHERE id = @id AND delete_time IS NULL FOR UPDATE;

-- name: ContactMessageSetStatus :one
UPDATE contact_messages SET status = @status WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: ContactMessageReplied :one
-- A reply was sent: the message is Replied (a closed one is open again), and the first
-- reply's time is kept.
UPDATE contact_messages
SET status = 'replied', first_reply_time = coalesce(first_reply_time, now())
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: ContactMessageSetAssignee :one
-- Only an enabled staff account can be assigned (or nobody, with a null assignee).
UPDATE contact_messages m SET assignee_id = sqlc.narg(assignee_id)
WHERE m.id = @id AND m.delete_time IS NULL
  AND (sqlc.narg(assignee_id)::uuid IS NULL OR EXISTS (
      SELECT 1 FROM staff_users s WHERE s.id = sqlc.narg(assignee_id)::uuid AND s.disabled_time IS NULL))
RETURNING *;

-- name: ContactMessageTrash :one
UPDATE contact_messages SET delete_time = now(), delete_user_id = sqlc.narg(delete_user_id)
WHERE id = @id AND delete_time IS NULL
RETURNING *;

-- name: ContactMessageRestore :one
UPDATE contact_messages SET delete_time = NULL, delete_user_id = NULL
WHERE id = @id AND delete_time IS NOT NULL
RETURNING *;

-- name: ContactMessageGetTrashedForUpdate :one
SELECT * FROM contact_messages
WHERE id = @id AND delete_time IS NOT NULL
  AND (sqlc.narg(before)::timestamptz IS NULL OR delete_time < sqlc.narg(before)::timestamptz)
FOR UPDATE;

-- name: ContactMessageDelete :one
-- For good (the trash's purge); its notes and replies go by cascade.
DELETE FROM contact_messages WHERE id = @id RETURNING id;
