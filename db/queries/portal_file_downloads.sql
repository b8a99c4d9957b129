-- name: PortalFileDownloadCreate :exec
INSERT INTO portal_file_downloads (revision_id, staff_user_id, client_user_id, who, bytes, complete)
VALUES (@revision_id, sqlc.narg('staff_user_id'), sqlc.narg('client_user_id'),
    -- Named as the milestone history names people: a staff username, a client as
    -- "address (organization)".
    coalesce((SELECT username FROM staff_users WHERE id = sqlc.narg('staff_user_id')),
        (SELECT u.email || ' (' || o.name || ')' FROM client_users u JOIN client_organizations o ON o.id = u.organization_id
         WHERE u.id = sqlc.narg('client_user_id')),
        -- An outside reviewer (no organization) a transmittal carried the file to.
        (SELECT email || ' (outside reviewer)' FROM client_users WHERE id = sqlc.narg('client_user_id')), ''),
    @bytes, @complete);

-- name: PortalFileDownloadListByFile :many
SELECT d.*, r.number AS revision_number FROM portal_file_downloads d
JOIN portal_file_revisions r ON r.id = d.revision_id
WHERE r.file_id = @file_id ORDER BY d.create_time DESC, d.id DESC;
