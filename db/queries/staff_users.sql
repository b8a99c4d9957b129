-- name: StaffUserCreate :one
INSERT INTO staff_users (username, password_hash, must_change_password)
VALUES ($1, $2, $3)
RETURNING *;

-- name: StaffUserGetByUsername :one
SELECT * FROM staff_users WHERE username = $1;

-- name: StaffUserGet :one
SELECT * FROM staff_users WHERE id = $1;

-- name: StaffUserList :many
SELECT * FROM staff_users ORDER BY create_time, id;

-- name: StaffUserSetPassword :execrows
UPDATE staff_users SET password_hash = $2, must_change_password = $3, update_time = now() WHERE id = $1;

-- name: StaffUserLockActive :many
-- Locks every active account, so that two transactions disabling the last two cannot
-- both see the other one still active.
SELECT id FROM staff_users WHERE disabled_time IS NULL ORDER BY id FOR UPDATE;

-- name: StaffUserSetDisabled :execrows
UPDATE staff_users
SET disabled_time = CASE WHEN sqlc.arg(disabled)::boolean THEN coalesce(disabled_time, now()) END,
    update_time = now()
WHERE id = $1;

-- name: StaffUserSignedIn :exec
UPDATE staff_users SET last_sign_in_time = now() WHERE id = $1;

-- name: StaffUserSetTotpSecret :execrows
-- A new pending secret; refused (no row) while two-factor sign-in is on.
UPDATE staff_users SET totp_secret = $2, update_time = now() WHERE id = $1 AND NOT totp_enabled;

-- name: StaffUserEnableTotp :execrows
UPDATE staff_users SET totp_enabled = true, totp_last_step = $2, update_time = now()
WHERE id = $1 AND NOT totp_enabled AND totp_secret <> '';

-- name: StaffUserDisableTotp :execrows
UPDATE staff_users SET totp_enabled = false, totp_secret = '', totp_last_step = 0, update_time = now()
WHERE id = $1 AND totp_enabled;

-- name: StaffUserUseTotpStep :execrows
-- Accepts a code's time step only if it is later than the last one used: atomic, so a
-- code cannot be replayed, even by two requests at once.
UPDATE staff_users SET totp_last_step = $2 WHERE id = $1 AND totp_enabled AND totp_last_step < $2;

-- name: StaffUserNames :many
-- The usernames of the given accounts (the audit trail's changes name people, not ids).
SELECT id, username FROM staff_users WHERE id = ANY(@ids::uuid[]);
