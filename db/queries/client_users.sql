-- name: ClientUserCreate :one
INSERT INTO client_users (organization_id, email, name) VALUES (@organization_id, @email, @name) RETURNING *;

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
