-- name: ClientSignInLinkCreate :exec
INSERT INTO client_sign_in_links (token_hash, user_id, expire_time) VALUES (@token_hash, @user_id, @expire_time);

-- name: ClientSignInLinkUse :one
-- Marks the link used and answers its user, unless it is used or expired: the row lock
-- makes two uses of one link race to one winner.
UPDATE client_sign_in_links SET used_time = now()
WHERE token_hash = @token_hash AND used_time IS NULL AND expire_time > @now
RETURNING user_id;

-- name: ClientSignInLinkState :one
-- Why a link was refused: used, or expired (no row: unknown).
SELECT used_time IS NOT NULL AS used FROM client_sign_in_links WHERE token_hash = @token_hash;

-- name: ClientSignInLinkDeleteExpired :execrows
DELETE FROM client_sign_in_links WHERE expire_time <= @before;

-- name: ClientSignInLinkDeleteUnused :execrows
-- A new invitation replaces the user's links not yet used: only the newest one works.
DELETE FROM client_sign_in_links WHERE user_id = @user_id AND used_time IS NULL;

-- name: ClientSignInLinkUser :one
-- Whom a link, used or expired, was mailed to: a fresh one goes to them.
SELECT user_id FROM client_sign_in_links WHERE token_hash = @token_hash;
