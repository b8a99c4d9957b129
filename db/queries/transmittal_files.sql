-- name: TransmittalFileCreateMany :many
-- Each named file's current revision (its highest number), of the project only, at the
-- file's position in the list (1-based). It answers the positions it wrote: a missing one
-- is a file unknown or of another project.
INSERT INTO transmittal_files (transmittal_id, file_revision_id, position)
SELECT @transmittal_id::uuid, cur.id, x.ord::int
FROM unnest(@file_ids::uuid[]) WITH ORDINALITY AS x (file_id, ord)
JOIN LATERAL (
    SELECT r.id FROM portal_file_revisions r
    JOIN portal_files f ON f.id = r.file_id
    JOIN portal_folders d ON d.id = f.folder_id
    WHERE r.file_id = x.file_id AND d.project_id = @project_id::uuid
    ORDER BY r.number DESC LIMIT 1
) cur ON true
RETURNING position;

-- name: TransmittalFileList :many
-- The files of these transmittals, as sent, in order.
SELECT tf.transmittal_id, r.file_id, r.id AS revision_id, r.number, f.name, r.size, r.content_type
FROM transmittal_files tf
JOIN portal_file_revisions r ON r.id = tf.file_revision_id
JOIN portal_files f ON f.id = r.file_id
WHERE tf.transmittal_id = ANY (@transmittal_ids::uuid[])
ORDER BY tf.transmittal_id, tf.position;

-- name: TransmittalFileReviewerAccess :one
-- Whether the outside reviewer was sent a transmittal carrying the file revision that
-- they may still open (open, or closed after closed_after).
SELECT EXISTS (
    SELECT 1 FROM transmittal_files tf
    JOIN transmittals t ON t.id = tf.transmittal_id
    JOIN transmittal_recipients tr ON tr.transmittal_id = t.id
    WHERE tf.file_revision_id = @file_revision_id AND tr.reviewer_id = @reviewer_id
        AND (t.close_time IS NULL OR t.close_time > @closed_after::timestamptz)
)::bool AS allowed;

-- name: TransmittalFileMarkDownloaded :exec
-- The person's first download of a file of any transmittal they were sent that carried
-- the revision (a client user or an outside reviewer), as for a sheet revision.
UPDATE transmittal_recipients tr SET first_download_time = @at
FROM transmittal_files tf
WHERE tf.transmittal_id = tr.transmittal_id AND tf.file_revision_id = @file_revision_id
    AND (tr.client_user_id = sqlc.narg('client_user_id') OR tr.reviewer_id = sqlc.narg('reviewer_id'))
    AND tr.first_download_time IS NULL;
