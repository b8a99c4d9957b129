-- name: PortalFolderList :many
SELECT * FROM portal_folders WHERE project_id = @project_id ORDER BY position, lower(name);

-- name: PortalFolderGet :one
-- A folder with its project's organization (for the isolation check).
SELECT f.*, p.organization_id FROM portal_folders f JOIN projects p ON p.id = f.project_id
WHERE f.id = @id;

-- name: PortalFolderCreate :one
INSERT INTO portal_folders (project_id, name, position)
VALUES (@project_id, @name, (SELECT coalesce(max(position), 0) + 1 FROM portal_folders WHERE project_id = @project_id))
RETURNING *;

-- name: PortalFolderEnsure :one
-- The folder of that name (case aside), made if the project has none.
WITH made AS (
    INSERT INTO portal_folders (project_id, name, position)
    VALUES (@project_id, @name, (SELECT coalesce(max(position), 0) + 1 FROM portal_folders WHERE project_id = @project_id))
    ON CONFLICT (project_id, lower(name)) DO NOTHING
    RETURNING id
)
SELECT id FROM made
UNION ALL
SELECT id FROM portal_folders WHERE project_id = @project_id AND lower(name) = lower(@name)
LIMIT 1;

-- name: PortalFolderRename :one
UPDATE portal_folders SET name = @name, update_time = now() WHERE id = @id RETURNING *;
