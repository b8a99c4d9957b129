-- name: MilestoneChangeCreate :exec
INSERT INTO milestone_changes (milestone_id, actor_kind, actor_id, actor_name, old_due_date, new_due_date,
    old_ball_in_court, new_ball_in_court, old_assignee_id, new_assignee_id, reason)
VALUES (@milestone_id, @actor_kind, @actor_id, @actor_name, @old_due_date, @new_due_date,
    @old_ball_in_court, @new_ball_in_court, sqlc.narg('old_assignee_id'), sqlc.narg('new_assignee_id'), @reason);

-- name: MilestoneChangeListForProject :many
SELECT c.*, coalesce(ou.username, '')::text AS old_assignee_name, coalesce(nu.username, '')::text AS new_assignee_name
FROM milestone_changes c
JOIN milestones m ON m.id = c.milestone_id
LEFT JOIN staff_users ou ON ou.id = c.old_assignee_id
LEFT JOIN staff_users nu ON nu.id = c.new_assignee_id
WHERE m.project_id = @project_id
ORDER BY c.id DESC;
