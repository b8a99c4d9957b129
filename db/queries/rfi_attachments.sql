-- name: RfiAttachmentCreate :one
INSERT INTO rfi_attachments (rfi_id, upload_id, file_name, size, sha256, content_type, blob_key, added_by_name, by_firm, create_time)
VALUES (@rfi_id, @upload_id, @file_name, @size, @sha256, @content_type, @blob_key, @added_by_name, @by_firm, @now)
RETURNING *;

-- name: RfiAttachmentListByRfi :many
SELECT * FROM rfi_attachments WHERE rfi_id = @rfi_id ORDER BY create_time, seq;

-- name: RfiAttachmentGet :one
SELECT * FROM rfi_attachments WHERE id = @id;

-- name: RfiAttachmentByUpload :one
-- The attachment an upload became: a claim sent again answers it.
SELECT * FROM rfi_attachments WHERE upload_id = @upload_id;
