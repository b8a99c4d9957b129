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

-- name: TransmittalRecipientCreateReviewer :exec
INSERT INTO transmittal_recipients (transmittal_id, reviewer_id, is_copy, email, name, position)
VALUES (@transmittal_id, @reviewer_id, @is_copy, @email, @name, @position);

-- name: TransmittalRecipientReviewerAccess :one
-- Whether the reviewer is a recipient of the transmittal and their access has not ended:
-- it is open, or closed after closed_after (now less the access period).
SELECT EXISTS (
    SELECT 1 FROM transmittal_recipients r JOIN transmittals t ON t.id = r.transmittal_id
    WHERE r.transmittal_id = @transmittal_id AND r.reviewer_id = @reviewer_id
        AND (t.close_time IS NULL OR t.close_time > @closed_after::timestamptz)
)::bool AS allowed;

-- name: TransmittalRecipientReviewerRevisionAccess :one
-- Whether the revision is an item of a transmittal the reviewer may still open.
SELECT EXISTS (
    SELECT 1 FROM transmittal_items i
    JOIN transmittal_recipients r ON r.transmittal_id = i.transmittal_id
    JOIN transmittals t ON t.id = i.transmittal_id
    WHERE i.revision_id = @revision_id AND r.reviewer_id = @reviewer_id
        AND (t.close_time IS NULL OR t.close_time > @closed_after::timestamptz)
)::bool AS allowed;

-- name: TransmittalRecipientMarkOpenedByReviewer :exec
UPDATE transmittal_recipients SET first_open_time = @at
WHERE transmittal_id = @transmittal_id AND reviewer_id = @reviewer_id AND first_open_time IS NULL;

-- name: TransmittalRecipientMarkDownloadedByReviewer :exec
-- As for a client user: the first download of an item of any transmittal they were sent
-- that carried the revision.
UPDATE transmittal_recipients tr SET first_download_time = @at
FROM transmittal_items i
WHERE i.transmittal_id = tr.transmittal_id AND i.revision_id = @revision_id
    AND tr.reviewer_id = @reviewer_id AND tr.first_download_time IS NULL;

-- name: TransmittalRecipientAsOutsideReviewer :one
-- The outside reviewer as a reviewer of the transmittal: a recipient (not a copy), with
-- the project's client organization, whose stamps they stamp with (no row for anyone else).
SELECT tr.name, tr.email, p.organization_id
FROM transmittal_recipients tr
JOIN transmittals t ON t.id = tr.transmittal_id
JOIN projects p ON p.id = t.project_id
WHERE tr.transmittal_id = @transmittal_id AND tr.reviewer_id = @reviewer_id AND NOT tr.is_copy;
