-- name: ClientUserCreate :one
INSERT INTO client_users (organization_id, email, name, language) VALUES (@organization_id, @email, @name, @language) RETURNING *;

-- name: ClientUserGet :one
SELECT * FROM client_users WHERE id = @id;

-- name: ClientUserGetByEmail :one
SELECT * FROM client_users WHERE email = @email;

-- name: ClientUserListForOrganization :many
SELECT * FROM client_users WHERE organization_id = @organization_id ORDER BY create_time, id;

-- name: ClientUserSetPassword :execrows
UPDATE client_users SET password_hash = @password_hash WHERE id = @id;

-- name: ClientUserSetDisabled :one
UPDATE client_users SET disabled = @disabled WHERE id = @id RETURNING *;

-- name: ClientUserSignedIn :exec
UPDATE client_users SET last_sign_in_time = now() WHERE id = @id;

-- name: ClientUserSetTotpSecret :execrows
-- A new pending secret; refused while two-factor sign-in is on.
UPDATE client_users SET totp_secret = @totp_secret WHERE id = @id AND NOT totp_enabled;

-- name: ClientUserEnableTotp :execrows
UPDATE client_users SET totp_enabled = true, totp_last_step = @totp_last_step
WHERE id = @id AND NOT totp_enabled AND totp_secret <> '';

-- name: ClientUserDisableTotp :execrows
UPDATE client_users SET totp_enabled = false, totp_secret = '', totp_last_step = 0
WHERE id = @id AND totp_enabled;

-- name: ClientUserUseTotpStep :execrows
-- Accepts a code's time step once: only a step later than the last used one.
UPDATE client_users SET totp_last_step = @step WHERE id = @id AND totp_enabled AND totp_last_step < @step;

-- name: ClientUserLock :exec
-- Holds the user's row until the transaction ends: two invitations of one user at once
-- take turns, so that the later one sees (and ends) the earlier one's link.
SELECT 1 FROM client_users WHERE id = @id FOR UPDATE;

-- name: ClientUserCreateReviewer :exec
-- An outside reviewer's account: no organization. An address that has an account keeps it
-- (the caller reads it back and refuses a client user's).
INSERT INTO client_users (email, name) VALUES (@email, @name) ON CONFLICT (email) DO NOTHING;

-- name: ClientUserSetLanguage :one
UPDATE client_users SET language = @language WHERE id = @id RETURNING *;

-- name: ClientUserLanguages :many
-- The choices of language of these accounts (client users and outside reviewers), by address.
SELECT email, language FROM client_users WHERE id = ANY(@ids::uuid[]);
