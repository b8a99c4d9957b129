-- name: ContactMessageCreate :one
INSERT INTO contact_messages (name, email, phone, message)
VALUES (@name, @email, @phone, @message)
RETURNING *;

-- name: ContactMessageList :many
-- Newest first; messages in the trash are left out; an empty status matches all.
SELECT m.*, f.assignee_id, f.first_response_time, coalesce(u.username, '')::text AS assignee_username
FROM contact_messages m JOIN follow_ups f ON f.id = m.id LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE m.delete_time IS NULL
  AND (sqlc.arg(status)::text = '' OR m.status = sqlc.arg(status)::text)
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (m.create_time, m.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY m.create_time DESC, m.id DESC
LIMIT @max_rows;

-- name: ContactMessageGet :one
SELECT m.*, f.assignee_id, f.first_response_time, coalesce(u.username, '')::text AS assignee_username
FROM contact_messages m JOIN follow_ups f ON f.id = m.id LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE m.id = @id AND m.delete_time IS NULL;

-- name: ContactMessageGetForUpdate :one
SELECT m.*, f.first_response_time
FROM contact_messages m JOIN follow_ups f ON f.id = m.id
WHERE m.id = @id AND m.delete_time IS NULL FOR UPDATE OF m;

-- name: ContactMessageSetStatus :one
UPDATE contact_messages SET status = @status WHERE id = @id AND delete_time IS NULL
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
