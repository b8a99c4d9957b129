-- name: ClientSessionCreate :one
INSERT INTO client_sessions (token_hash, user_id, expire_time, client_addr, user_agent, browser, idle_seconds, last_seen_time)
VALUES (@token_hash, @user_id, @expire_time, @client_addr, @user_agent, @browser, @idle_seconds, @last_seen_time)
RETURNING *;

-- name: ClientSessionGet :one
-- A disabled client's sessions stop working at once. An outside reviewer has no
-- organization (migration 00048).
SELECT sqlc.embed(s), sqlc.embed(u), coalesce(o.name, '')::text AS organization_name
FROM client_sessions s
JOIN client_users u ON u.id = s.user_id
LEFT JOIN client_organizations o ON o.id = u.organization_id
WHERE s.token_hash = @token_hash AND s.expire_time > now() AND NOT u.disabled;

-- name: ClientSessionDelete :execrows
DELETE FROM client_sessions WHERE token_hash = @token_hash;

-- name: ClientSessionDeleteForUser :execrows
DELETE FROM client_sessions WHERE user_id = @user_id;

-- name: ClientSessionDeleteExpired :execrows
DELETE FROM client_sessions WHERE expire_time <= now();

-- name: ClientSessionDeleteOthers :execrows
DELETE FROM client_sessions WHERE user_id = @user_id AND id <> @keep_id;

-- name: ClientSessionTouch :exec
-- A use of the session: moves the idle limit's start (once a minute at most, by the caller).
UPDATE client_sessions SET last_seen_time = @seen WHERE token_hash = @token_hash AND last_seen_time < @seen;
