-- name: ClientOrganizationCreate :one
INSERT INTO client_organizations (name) VALUES (@name) RETURNING *;

-- name: ClientOrganizationGet :one
SELECT * FROM client_organizations WHERE id = @id;

-- name: ClientOrganizationList :many
SELECT o.*, (SELECT count(*) FROM client_users u WHERE u.organization_id = o.id)::int AS user_count
FROM client_organizations o ORDER BY lower(o.name), o.id;

-- name: ClientOrganizationRename :one
UPDATE client_organizations SET name = @name, update_time = now() WHERE id = @id RETURNING *;

-- name: ClientOrganizationFindByName :one
-- The organization of a name, as the unique index compares them (case aside).
SELECT * FROM client_organizations WHERE lower(name) = lower(@name);
