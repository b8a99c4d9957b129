-- name: RfiSettingsGet :one
-- A project's RFI clock with its organization; a project that never set one has the defaults.
SELECT p.id AS project_id, p.organization_id, p.name AS project_name, p.job_number,
    coalesce(s.response_days, 5)::int AS response_days, coalesce(s.working_days, true)::boolean AS working_days
FROM projects p LEFT JOIN rfi_settings s ON s.project_id = p.id
WHERE p.id = @project_id;

-- name: RfiSettingsUpsert :one
INSERT INTO rfi_settings (project_id, response_days, working_days)
VALUES (@project_id, @response_days, @working_days)
ON CONFLICT (project_id) DO UPDATE SET response_days = EXCLUDED.response_days,
    working_days = EXCLUDED.working_days, update_time = now()
RETURNING *;

-- name: RfiSettingsNextNumber :one
-- The project's next RFI number. The row stays locked until the transaction ends, so
-- concurrent RFIs of a project take consecutive numbers, and a rolled back one leaves no gap.
INSERT INTO rfi_settings (project_id, last_number) VALUES (@project_id, 1)
ON CONFLICT (project_id) DO UPDATE SET last_number = rfi_settings.last_number + 1
RETURNING last_number;
