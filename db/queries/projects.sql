-- name: ProjectCreate :one
INSERT INTO projects (organization_id, name, job_number, location, status, estimate_request_id)
VALUES (@organization_id, @name, @job_number, @location, @status, sqlc.narg('estimate_request_id'))
RETURNING *;

-- name: ProjectUpdate :one
UPDATE projects SET name = @name, job_number = @job_number, location = @location, status = @status,
    update_time = now()
WHERE id = @id RETURNING *;

-- name: ProjectGet :one
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id WHERE p.id = @id;

-- name: ProjectGetInOrganization :one
-- A client's view: another organization's project is not found.
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id
WHERE p.id = @id AND p.organization_id = @organization_id;

-- name: ProjectList :many
-- Every project, or one organization's (organization_id NULL: all), open ones first.
SELECT p.*, o.name AS organization_name FROM projects p
JOIN client_organizations o ON o.id = p.organization_id
WHERE sqlc.narg('organization_id')::uuid IS NULL OR p.organization_id = sqlc.narg('organization_id')
ORDER BY (p.status = 'CLOSED'), p.create_time DESC, p.id;

-- name: ProjectSnapshotList :many
-- The projects of one organization, for the client list, each with its snapshot computed here
-- rather than from every milestone: open milestones overdue (due before today), due this
-- week (today and the six days after), held by each side, the next open one, the team;
-- and the RFIs in the client's court (rfi_court, migration 00082). Each part is one pass over the organization's rows (grouped, hash-joined), not a
-- subquery per project.
WITH org_projects AS (
    SELECT * FROM projects WHERE organization_id = @organization_id
), open_milestones AS (
    SELECT m.* FROM milestones m JOIN org_projects p ON p.id = m.project_id WHERE NOT m.done
), counts AS (
    SELECT project_id,
           count(*) FILTER (WHERE due_date < sqlc.arg(today)::date) AS overdue,
           count(*) FILTER (WHERE due_date >= sqlc.arg(today)::date AND due_date < sqlc.arg(today)::date + 7) AS due_this_week,
           count(*) FILTER (WHERE ball_in_court = 'FIRM') AS with_firm,
           count(*) FILTER (WHERE ball_in_court = 'CLIENT') AS with_client
    FROM open_milestones GROUP BY project_id
), next AS (
    SELECT DISTINCT ON (m.project_id) m.project_id, m.id, m.name, m.due_date, m.ball_in_court, m.assignee_id,
           coalesce(u.username, '')::text AS assignee_name
    FROM open_milestones m LEFT JOIN staff_users u ON u.id = m.assignee_id
    ORDER BY m.project_id, m.due_date, m.create_time, m.id
), team AS (
    SELECT tm.project_id, array_agg(u.id ORDER BY u.username)::uuid[] AS ids, array_agg(u.username ORDER BY u.username)::text[] AS names
    FROM project_team_members tm JOIN org_projects p ON p.id = tm.project_id JOIN staff_users u ON u.id = tm.staff_user_id
    GROUP BY tm.project_id
), waiting_rfis AS (
    SELECT r.project_id, count(*) AS n
    FROM rfis r JOIN org_projects p ON p.id = r.project_id
    WHERE rfi_court(r.status, r.raised_by_firm) = 'CLIENT'
    GROUP BY r.project_id
)
SELECT p.id, p.organization_id, p.name, p.job_number, p.location, p.status, p.create_time, p.update_time,
       o.name AS organization_name,
       coalesce(c.overdue, 0)::bigint AS overdue, coalesce(c.due_this_week, 0)::bigint AS due_this_week,
       coalesce(c.with_firm, 0)::bigint AS with_firm, coalesce(c.with_client, 0)::bigint AS with_client,
       -- No next milestone: next_due_date is NULL (and the rest empty).
       coalesce(n.id, '00000000-0000-0000-0000-000000000000')::uuid AS next_id, coalesce(n.name, '')::text AS next_name,
       n.due_date AS next_due_date, coalesce(n.ball_in_court, '')::text AS next_ball_in_court,
       n.assignee_id AS next_assignee_id, coalesce(n.assignee_name, '')::text AS next_assignee_name,
       coalesce(t.ids, '{}')::uuid[] AS team_ids, coalesce(t.names, '{}')::text[] AS team_names,
       coalesce(w.n, 0)::int AS rfis_with_client
FROM org_projects p
JOIN client_organizations o ON o.id = p.organization_id
LEFT JOIN counts c ON c.project_id = p.id
LEFT JOIN next n ON n.project_id = p.id
LEFT JOIN team t ON t.project_id = p.id
LEFT JOIN waiting_rfis w ON w.project_id = p.id
ORDER BY (p.status = 'CLOSED'), p.create_time DESC, p.id;

-- name: ProjectNameList :many
-- Projects' names by id (the transmittals' readers see them; outside reviewers may not
-- read the projects).
SELECT id, name FROM projects WHERE id = ANY(@ids::uuid[]);
