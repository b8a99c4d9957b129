-- name: NotificationCreate :many
-- One notification per person on the other side of the project but the actor: for a
-- client's act (to_staff) the project's team, or every enabled staff user when it has none;
-- for staff's, the organization's enabled client users. Each with their mail choice for the
-- project (the project's own, else their choice for every project, else EACH), address and
-- language (staff read English: the back office's).
-- A notification that needs no mail later (already_mailed, or a choice other than a
-- digest) is marked mailed now: each is mailed at most once.
WITH r AS (
    SELECT s.id, true AS staff, coalesce(c.email, '')::text AS email,
        coalesce(pc.choice, c.choice, 'EACH')::text AS choice, 'en'::text AS language
    FROM staff_users s
    LEFT JOIN message_mail_choices c ON c.id = s.id
    LEFT JOIN project_mail_choices pc ON pc.user_id = s.id AND pc.project_id = @project_id
    WHERE @to_staff::boolean AND s.disabled_time IS NULL AND s.id <> @actor_id
      AND (NOT EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = @project_id)
           OR EXISTS (SELECT 1 FROM project_team_members tm WHERE tm.project_id = @project_id AND tm.staff_user_id = s.id))
    UNION ALL
    SELECT u.id, false, u.email, coalesce(pc.choice, c.choice, 'EACH')::text, u.language
    FROM client_users u
    JOIN projects p ON p.id = @project_id AND p.organization_id = u.organization_id
    LEFT JOIN message_mail_choices c ON c.id = u.id
    LEFT JOIN project_mail_choices pc ON pc.user_id = u.id AND pc.project_id = @project_id
    WHERE NOT @to_staff::boolean AND NOT u.disabled AND u.id <> @actor_id
), ins AS (
    INSERT INTO notifications (staff_user_id, client_user_id, recipient_id, project_id, kind, actor_name, title, target_id, mailed_time)
    SELECT CASE WHEN r.staff THEN r.id END, CASE WHEN NOT r.staff THEN r.id END, r.id, @project_id, @kind, @actor_name, @title,
        sqlc.narg(target_id)::uuid, CASE WHEN @already_mailed::boolean OR r.choice <> 'DIGEST' THEN now() END
    FROM r
    RETURNING id, recipient_id
)
SELECT ins.id, r.id AS recipient_id, r.staff, r.email, r.choice, r.language FROM ins JOIN r ON r.id = ins.recipient_id;

-- name: NotificationList :many
-- A recipient's notifications, newest first, of the organization's projects when
-- organization_id is given (a client's).
SELECT n.*, p.name AS project_name, p.job_number
FROM notifications n JOIN projects p ON p.id = n.project_id
WHERE n.recipient_id = @recipient_id
  AND (sqlc.narg(organization_id)::uuid IS NULL OR p.organization_id = sqlc.narg(organization_id))
  AND (sqlc.narg(after_time)::timestamptz IS NULL
   OR (n.create_time, n.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid))
ORDER BY n.create_time DESC, n.id DESC
LIMIT @max_rows;

-- name: NotificationUnreadCount :one
SELECT count(*) FROM notifications n JOIN projects p ON p.id = n.project_id
WHERE n.recipient_id = @recipient_id AND n.read_time IS NULL
  AND (sqlc.narg(organization_id)::uuid IS NULL OR p.organization_id = sqlc.narg(organization_id));

-- name: NotificationMarkRead :one
-- Marks one of the recipient's read (a read one keeps its time); no row: not theirs.
UPDATE notifications n SET read_time = coalesce(n.read_time, @read_time)
FROM projects p
WHERE n.id = @id AND n.recipient_id = @recipient_id AND p.id = n.project_id
  AND (sqlc.narg(organization_id)::uuid IS NULL OR p.organization_id = sqlc.narg(organization_id))
RETURNING n.id;

-- name: NotificationMarkAllRead :execrows
UPDATE notifications n SET read_time = @read_time
FROM projects p
WHERE n.recipient_id = @recipient_id AND n.read_time IS NULL AND p.id = n.project_id
  AND (sqlc.narg(organization_id)::uuid IS NULL OR p.organization_id = sqlc.narg(organization_id));

-- name: NotificationDigestTake :many
-- The recipient's notifications waiting for a digest, marked mailed in the digest's
-- transaction: each is in one digest at most. Oldest first.
UPDATE notifications n SET mailed_time = @mailed_time
FROM projects p
WHERE n.recipient_id = @recipient_id AND n.mailed_time IS NULL AND p.id = n.project_id
RETURNING n.*, p.name AS project_name, p.job_number;
