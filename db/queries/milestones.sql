-- name: MilestoneCreate :one
INSERT INTO milestones (project_id, name, due_date, ball_in_court, assignee_id)
VALUES (@project_id, @name, @due_date, @ball_in_court, sqlc.narg('assignee_id'))
RETURNING *;

-- name: MilestoneGetForUpdate :one
SELECT m.*, p.organization_id FROM milestones m JOIN projects p ON p.id = m.project_id
WHERE m.id = @id FOR UPDATE OF m;

-- name: MilestoneUpdate :one
UPDATE milestones SET name = @name, due_date = @due_date, ball_in_court = @ball_in_court,
    assignee_id = sqlc.narg('assignee_id'), done = @done, update_time = now()
WHERE id = @id RETURNING *;

-- name: MilestoneDelete :execrows
DELETE FROM milestones WHERE id = @id;

-- name: MilestoneDeleteReasonSet :execrows
-- The reason goes on the row first, so the trail's entry for its delete keeps it.
UPDATE milestones SET delete_reason = @reason WHERE id = @id;

-- name: MilestoneListForProjects :many
SELECT m.*, coalesce(u.username, '')::text AS assignee_name FROM milestones m
LEFT JOIN staff_users u ON u.id = m.assignee_id
WHERE m.project_id = ANY(@project_ids::uuid[])
ORDER BY m.project_id, m.due_date, m.create_time, m.id;
