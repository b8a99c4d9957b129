-- name: PortalFileNextRevision :one
-- The file of that name in the folder (made if new) with its next revision number taken:
-- the upsert locks the row, so concurrent claims of one name get consecutive numbers.
INSERT INTO portal_files (folder_id, name, last_revision)
VALUES (@folder_id, @name, 1)
ON CONFLICT (folder_id, lower(name)) DO UPDATE SET last_revision = portal_files.last_revision + 1, update_time = now()
RETURNING id, last_revision;

-- name: PortalFileListByProject :many
SELECT fi.* FROM portal_files fi JOIN portal_folders fo ON fo.id = fi.folder_id
WHERE fo.project_id = @project_id ORDER BY lower(fi.name), fi.id;

-- name: PortalFileGet :one
SELECT fi.*, fo.project_id, p.organization_id FROM portal_files fi
JOIN portal_folders fo ON fo.id = fi.folder_id
JOIN projects p ON p.id = fo.project_id
WHERE fi.id = @id;
