-- name: ProjectTeamList :many
SELECT m.project_id, u.id, u.username FROM project_team_members m
JOIN staff_users u ON u.id = m.staff_user_id
WHERE m.project_id = ANY(@project_ids::uuid[]) ORDER BY u.username;

-- name: ProjectTeamAdd :exec
INSERT INTO project_team_members (project_id, staff_user_id) VALUES (@project_id, @staff_user_id)
ON CONFLICT DO NOTHING;

-- name: ProjectTeamRemoveOthers :exec
DELETE FROM project_team_members WHERE project_id = @project_id AND NOT (staff_user_id = ANY(@keep::uuid[]));
