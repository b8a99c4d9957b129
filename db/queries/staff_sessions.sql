-- name: StaffSessionCreate :one
INSERT INTO staff_sessions (token_hash, user_id, expire_time, client_addr, user_agent, browser, idle_seconds, last_seen_time, authenticated_time)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
RETURNING *;

-- name: StaffSessionGet :one
-- A disabled account's sessions stop working at once (they are also deleted).
SELECT sqlc.embed(s), sqlc.embed(u)
FROM staff_sessions s
JOIN staff_users u ON u.id = s.user_id
WHERE s.token_hash = $1 AND s.expire_time > now() AND u.disabled_time IS NULL;

-- name: StaffSessionListForUser :many
SELECT * FROM staff_sessions WHERE user_id = $1 AND expire_time > now() ORDER BY create_time DESC, id;

-- name: StaffSessionDelete :execrows
DELETE FROM staff_sessions WHERE token_hash = $1;

-- name: StaffSessionDeleteByID :execrows
DELETE FROM staff_sessions WHERE user_id = $1 AND id = $2;

-- name: StaffSessionDeleteOthers :execrows
DELETE FROM staff_sessions WHERE user_id = $1 AND token_hash <> $2;

-- name: StaffSessionDeleteForUser :execrows
DELETE FROM staff_sessions WHERE user_id = $1;

-- name: StaffSessionDeleteExpired :execrows
DELETE FROM staff_sessions WHERE expire_time <= now();

-- name: StaffSessionTouch :exec
-- A use of the session: moves the idle limit's start (once a minute at most, by the caller).
UPDATE staff_sessions SET last_seen_time = @seen WHERE token_hash = @token_hash AND last_seen_time < @seen;

-- name: StaffSessionReauthenticate :execrows
-- The session's user proved who they are again (AccountService.Reauthenticate).
UPDATE staff_sessions SET authenticated_time = @at WHERE token_hash = @token_hash AND expire_time > now();
