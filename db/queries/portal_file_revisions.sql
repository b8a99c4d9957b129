-- name: PortalFileRevisionCreate :one
INSERT INTO portal_file_revisions (file_id, number, size, sha256, content_type, blob_key, tus_id, upload_id,
    uploader_kind, uploader_staff_id, uploader_client_id, uploader_name)
VALUES (@file_id, @number, @size, @sha256, @content_type, @blob_key, @tus_id, sqlc.narg('upload_id'),
    @uploader_kind, sqlc.narg('uploader_staff_id'), sqlc.narg('uploader_client_id'), @uploader_name)
RETURNING *;

-- name: PortalFileRevisionByUpload :one
SELECT * FROM portal_file_revisions WHERE upload_id = @upload_id;

-- name: PortalFileRevisionListByProject :many
SELECT r.* FROM portal_file_revisions r
JOIN portal_files fi ON fi.id = r.file_id
JOIN portal_folders fo ON fo.id = fi.folder_id
WHERE fo.project_id = @project_id ORDER BY r.file_id, r.number DESC;

-- name: PortalFileRevisionGet :one
-- A revision with its file's name and its project's organization (for the isolation check).
SELECT r.*, fi.name AS file_name, fo.project_id, p.organization_id FROM portal_file_revisions r
JOIN portal_files fi ON fi.id = r.file_id
JOIN portal_folders fo ON fo.id = fi.folder_id
JOIN projects p ON p.id = fo.project_id
WHERE r.id = @id;
