-- name: MessageMailChoiceGet :one
SELECT * FROM message_mail_choices WHERE id = @id;

-- name: MessageMailChoiceSetClient :one
INSERT INTO message_mail_choices (id, client_user_id, choice) VALUES (@id, @id, @choice)
ON CONFLICT (id) DO UPDATE SET choice = excluded.choice, update_time = now()
RETURNING *;

-- name: MessageMailChoiceSetStaff :one
INSERT INTO message_mail_choices (id, staff_user_id, choice, email) VALUES (@id, @id, @choice, @email)
ON CONFLICT (id) DO UPDATE SET choice = excluded.choice, email = excluded.email, update_time = now()
RETURNING *;

-- name: MessageMailClientAudience :many
-- The enabled people of an organization with their mail choice for the project (the
-- project's own, else theirs for every project, EACH when never chosen) and their language.
SELECT u.id, u.email, u.name, coalesce(pc.choice, c.choice, 'EACH')::text AS choice, u.language
FROM client_users u LEFT JOIN message_mail_choices c ON c.id = u.id
LEFT JOIN project_mail_choices pc ON pc.user_id = u.id AND pc.project_id = @project_id
WHERE u.organization_id = @organization_id AND NOT u.disabled
ORDER BY u.email;

-- name: MessageMailStaffAudience :many
-- The staff who follow a project's messages: its team, or every enabled staff user when it
-- has none; with their mail choice and the address they gave ('' if none).
SELECT s.id, s.username, coalesce(pc.choice, c.choice, 'EACH')::text AS choice, coalesce(c.email, '')::text AS email
FROM staff_users s LEFT JOIN message_mail_choices c ON c.id = s.id
LEFT JOIN project_mail_choices pc ON pc.user_id = s.id AND pc.project_id = @project_id
WHERE s.disabled_time IS NULL
  AND (NOT EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = @project_id)
       OR EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = @project_id AND tm.staff_user_id = s.id))
ORDER BY s.username;

-- name: MessageMailDigestDue :many
-- Digest readers (for every project or for one) whose last digest is older than a day (or who never had one), locked so
-- that two workers never mail the same digest; with their address and language (staff: '').
SELECT c.*, coalesce(u.email, c.email)::text AS address, coalesce(u.name, s.username, '')::text AS display_name,
    u.organization_id, coalesce(u.language, '')::text AS language
FROM message_mail_choices c
LEFT JOIN client_users u ON u.id = c.client_user_id
LEFT JOIN staff_users s ON s.id = c.staff_user_id
WHERE (c.choice = 'DIGEST' OR EXISTS (SELECT 1 FROM project_mail_choices pc WHERE pc.user_id = c.id AND pc.choice = 'DIGEST'))
  AND (c.last_digest_time IS NULL OR c.last_digest_time <= @due_before)
  AND (u.id IS NULL OR NOT u.disabled) AND (s.id IS NULL OR s.disabled_time IS NULL)
ORDER BY c.id
LIMIT @max_rows
FOR UPDATE OF c SKIP LOCKED;

-- name: MessageMailDigestDone :exec
UPDATE message_mail_choices SET last_digest_time = @last_digest_time WHERE id = @id;

-- name: MessageMailChoiceEnsureStaff :exec
-- Gives a staff user the row that keeps their digests' times (a project's choice of a
-- digest needs it), as EACH with no address when they never chose.
INSERT INTO message_mail_choices (id, staff_user_id) VALUES (@id, @id) ON CONFLICT (id) DO NOTHING;

-- name: MessageMailChoiceEnsureClient :exec
INSERT INTO message_mail_choices (id, client_user_id) VALUES (@id, @id) ON CONFLICT (id) DO NOTHING;
