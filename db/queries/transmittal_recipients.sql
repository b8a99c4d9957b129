-- name: TransmittalRecipientCreate :execrows
-- A recipient, if they are an enabled user of the organization (no row otherwise).
INSERT INTO transmittal_recipients (transmittal_id, client_user_id, is_copy, email, name, position)
SELECT @transmittal_id, u.id, @is_copy, u.email, u.name, @position FROM client_users u
WHERE u.id = @client_user_id AND u.organization_id = @organization_id AND NOT u.disabled;

-- name: TransmittalRecipientList :many
SELECT * FROM transmittal_recipients WHERE transmittal_id = ANY (@transmittal_ids::uuid[])
ORDER BY transmittal_id, position;

-- name: TransmittalRecipientMarkOpened :exec
-- The recipient's first open; later opens change nothing.
UPDATE transmittal_recipients SET first_open_time = @at
WHERE transmittal_id = @transmittal_id AND client_user_id = @client_user_id AND first_open_time IS NULL;

-- name: TransmittalRecipientMarkDownloaded :exec
-- The recipient's first download of an item of any transmittal that carried the revision.
UPDATE transmittal_recipients tr SET first_download_time = @at
FROM transmittal_items i
WHERE i.transmittal_id = tr.transmittal_id AND i.revision_id = @revision_id
    AND tr.client_user_id = @client_user_id AND tr.first_download_time IS NULL;

-- name: TransmittalRecipientAsReviewer :one
-- The client user as a reviewer of the transmittal: a recipient (not a copy), with their
-- organization's name (no row for anyone else).
SELECT u.name, u.email, o.id AS organization_id, o.name AS organization_name
FROM transmittal_recipients tr
JOIN client_users u ON u.id = tr.client_user_id
JOIN client_organizations o ON o.id = u.organization_id
WHERE tr.transmittal_id = @transmittal_id AND tr.client_user_id = @client_user_id AND NOT tr.is_copy;
