-- name: StaffSessionCreate :one
INSERT INTO staff_sessions (token_hash, user_id, expire_time)
VALUES ($1, $2, $3)
RETURNING *;

-- name: StaffSessionGet :one
SELECT sqlc.embed(s), sqlc.embed(u)
FROM staff_sessions s
JOIN staff_users u ON u.id = s.user_id
WHERE s.token_hash = $1 AND s.expire_time > now();

-- name: StaffSessionDelete :execrows
DELETE FROM staff_sessions WHERE token_hash = $1;

-- name: StaffSessionDeleteForUser :execrows
DELETE FROM staff_sessions WHERE user_id = $1;

-- name: StaffSessionDeleteExpired :execrows
DELETE FROM staff_sessions WHERE expire_time <= now();
