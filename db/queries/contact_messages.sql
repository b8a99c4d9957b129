-- name: ContactMessageCreate :one
INSERT INTO contact_messages (name, email, phone, message)
VALUES (@name, @email, @phone, @message)
RETURNING *;

-- name: ContactMessageList :many
SELECT * FROM contact_messages
WHERE sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid)
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;
