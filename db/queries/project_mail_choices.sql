-- name: ProjectMailChoiceGet :one
-- A user's mail choice for a project: the project's own, else their choice for every
-- project, else EACH.
SELECT coalesce(pc.choice, c.choice, 'EACH')::text AS choice, (pc.choice IS NOT NULL)::boolean AS project_specific
FROM (SELECT @user_id::uuid AS id) u
LEFT JOIN project_mail_choices pc ON pc.user_id = u.id AND pc.project_id = @project_id
LEFT JOIN message_mail_choices c ON c.id = u.id;

-- name: ProjectMailChoiceSetStaff :exec
INSERT INTO project_mail_choices (user_id, staff_user_id, project_id, choice)
VALUES (@user_id, @user_id, @project_id, @choice)
ON CONFLICT (user_id, project_id) DO UPDATE SET choice = excluded.choice, update_time = now()
WHERE project_mail_choices.choice <> excluded.choice;

-- name: ProjectMailChoiceSetClient :exec
INSERT INTO project_mail_choices (user_id, client_user_id, project_id, choice)
VALUES (@user_id, @user_id, @project_id, @choice)
ON CONFLICT (user_id, project_id) DO UPDATE SET choice = excluded.choice, update_time = now()
WHERE project_mail_choices.choice <> excluded.choice;
