-- name: ProjectCreate :one
INSERT INTO projects (organization_id, name, job_number, location, status, estimate_request_id)
VALUES (@organization_id, @name, @job_number, @location, @status, sqlc.narg('estimate_request_id'))
RETURNING *;

-- name: ProjectUpdate :one
UPDATE projects SET name = @name, job_number = @job_number, location = @location, status = @status,
    update_time = now()
WHERE id = @id RETURNING *;

-- name: ProjectGet :one
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id WHERE p.id = @id;

-- name: ProjectGetInOrganization :one
-- A client's view: another organization's project is not found.
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id
WHERE p.id = @id AND p.organization_id = @organization_id;

-- name: ProjectList :many
-- Every project, or one organization's (organization_id NULL: all), open ones first.
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id
WHERE sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id')
ORDER BY (p.status = 'CLOSED'), p.create_time DESC, p.id;
