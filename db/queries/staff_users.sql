-- name: StaffUserCreate :one
INSERT INTO staff_users (username, password_hash)
VALUES ($1, $2)
RETURNING *;

-- name: StaffUserGetByUsername :one
SELECT * FROM staff_users WHERE username = $1;

-- name: StaffUserList :many
SELECT * FROM staff_users ORDER BY create_time, id;

-- name: StaffUserSetPassword :execrows
UPDATE staff_users SET password_hash = $2, update_time = now() WHERE username = $1;
