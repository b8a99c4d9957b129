-- name: TransmittalReviewCreate :execrows
-- An item's review; none when the item has one already (a status once given is final).
INSERT INTO transmittal_reviews (item_id, status, label, comment, client_user_id, reviewer_name, organization_name,
    markup_file_name, markup_blob_key, markup_size, markup_sha256, markup_upload_id,
    stamped_file_name, stamped_blob_key, stamped_size, stamped_sha256, create_time)
VALUES (@item_id, @status, @label, @comment, sqlc.narg('client_user_id'), @reviewer_name, @organization_name,
    @markup_file_name, sqlc.narg('markup_blob_key'), @markup_size, sqlc.narg('markup_sha256'), sqlc.narg('markup_upload_id'),
    @stamped_file_name, @stamped_blob_key, @stamped_size, @stamped_sha256, @create_time)
ON CONFLICT (item_id) DO NOTHING;

-- name: TransmittalReviewList :many
-- The reviews of these transmittals' items.
SELECT v.*, i.transmittal_id FROM transmittal_reviews v JOIN transmittal_items i ON i.id = v.item_id
WHERE i.transmittal_id = ANY (@transmittal_ids::uuid[]);

-- name: TransmittalReviewGet :one
-- A review with its project's organization (for the isolation check) and its reviewer.
SELECT v.*, i.transmittal_id, p.organization_id FROM transmittal_reviews v
JOIN transmittal_items i ON i.id = v.item_id
JOIN transmittals t ON t.id = i.transmittal_id
JOIN projects p ON p.id = t.project_id
WHERE v.id = @id;
