-- name: DrawingSettingsGet :one
-- A project's settings; a project that never set any has the defaults.
SELECT p.id AS project_id, p.organization_id,
    coalesce(s.review_days, 14)::int AS review_days, coalesce(s.name_pattern, '')::text AS name_pattern
FROM projects p LEFT JOIN drawing_settings s ON s.project_id = p.id
WHERE p.id = @project_id;

-- name: DrawingSettingsUpsert :one
INSERT INTO drawing_settings (project_id, review_days, name_pattern)
VALUES (@project_id, @review_days, @name_pattern)
ON CONFLICT (project_id) DO UPDATE SET review_days = EXCLUDED.review_days,
    name_pattern = EXCLUDED.name_pattern, update_time = now()
RETURNING *;

-- name: DrawingSettingsNextTransmittal :one
-- The project's next transmittal number. The row stays locked until the transaction
-- ends, so concurrent transmittals of a project take consecutive numbers, and a rolled
-- back one leaves no gap.
INSERT INTO drawing_settings (project_id, last_transmittal) VALUES (@project_id, 1)
ON CONFLICT (project_id) DO UPDATE SET last_transmittal = drawing_settings.last_transmittal + 1
RETURNING last_transmittal, review_days;
