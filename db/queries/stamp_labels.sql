-- name: StampLabelList :many
-- The organization's renamed stamps (a status without a row prints its default name).
SELECT * FROM stamp_labels WHERE organization_id = @organization_id ORDER BY status;

-- name: StampLabelUpsert :exec
INSERT INTO stamp_labels (organization_id, status, label) VALUES (@organization_id, @status, @label)
ON CONFLICT (organization_id, status) DO UPDATE SET label = EXCLUDED.label, update_time = now()
WHERE stamp_labels.label IS DISTINCT FROM EXCLUDED.label;

-- name: StampLabelDelete :exec
-- Back to its default name.
DELETE FROM stamp_labels WHERE organization_id = @organization_id AND status = @status;
