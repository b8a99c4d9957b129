-- name: DashboardCounts :one
-- One statement, so every count comes from the same snapshot.
SELECT
    (SELECT count(*) FROM jobs WHERE delete_time IS NULL) AS total_jobs,
    -- Active Jobs are the jobs shown publicly: active and not expired.
    (SELECT count(*) FROM jobs
     WHERE delete_time IS NULL AND active AND (expire_time IS NULL OR expire_time > now())) AS active_jobs,
    (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.delete_time IS NULL AND j.delete_time IS NULL) AS applicants,
    (SELECT count(*) FROM gallery_images gi JOIN gallery_projects gp ON gp.id = gi.project_id
     WHERE gp.delete_time IS NULL)                    AS gallery_images,
    (SELECT count(*) FROM gallery_projects WHERE delete_time IS NULL) AS gallery_projects,
    (SELECT count(*) FROM portfolio_items WHERE delete_time IS NULL) AS total_portfolios,
    -- Blogs Posted are the posts public now: drafts and posts scheduled later are not posted.
    (SELECT count(*) FROM blog_posts
     WHERE delete_time IS NULL AND status <> 'draft' AND publish_time <= now()) AS blogs_posted,
    (SELECT count(*) FROM contact_messages WHERE delete_time IS NULL) AS contact_messages,
    (SELECT count(*) FROM newsletter_subscribers)        AS newsletter_subscribers;

-- name: DashboardWeekly :many
-- Applications and contact messages per week (weeks start on Monday, UTC) for the last
-- given number of weeks, the current one included and last; weeks with none are rows of zeros.
-- Applications in the trash (or whose job is) are left out, as from the Applicants count.
WITH weeks AS (
    SELECT gs AS week_start
    FROM generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - (sqlc.arg(weeks)::int - 1) * interval '1 week',
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '1 week') AS gs
)
SELECT (w.week_start AT TIME ZONE 'UTC')::timestamptz AS week_start,
       (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.delete_time IS NULL AND j.delete_time IS NULL
          AND a.create_time >= w.week_start AT TIME ZONE 'UTC'
          AND a.create_time < (w.week_start + interval '1 week') AT TIME ZONE 'UTC') AS applications,
       (SELECT count(*) FROM contact_messages m
        WHERE m.delete_time IS NULL AND m.create_time >= w.week_start AT TIME ZONE 'UTC'
          AND m.create_time < (w.week_start + interval '1 week') AT TIME ZONE 'UTC') AS contact_messages
FROM weeks w
ORDER BY w.week_start;

-- name: DashboardMostLiked :many
-- The public posts with the most likes.
SELECT p.id, p.title, p.slug, coalesce(c.likes, 0)::bigint AS likes
FROM blog_posts p LEFT JOIN blog_post_like_counts c ON c.post_id = p.id
WHERE p.status <> 'draft' AND p.publish_time <= now() AND p.delete_time IS NULL
ORDER BY likes DESC, p.publish_time DESC, p.id DESC
LIMIT @max_rows;

-- name: DashboardJobsClosing :many
-- Active jobs whose expiry is within the given number of days, soonest first.
SELECT id, role, expire_time FROM jobs
WHERE delete_time IS NULL AND active AND expire_time > now() AND expire_time <= now() + sqlc.arg(days)::int * interval '1 day'
ORDER BY expire_time, id
LIMIT @max_rows;

-- name: DashboardOverdueMilestones :many
-- Open milestones due before today of portal projects not closed, the longest overdue
-- first (capped: the dashboard shows the worst).
SELECT p.id AS project_id, p.name AS project_name, p.job_number, o.name AS organization_name,
       m.id, m.name, m.due_date, m.ball_in_court, coalesce(u.username, '')::text AS assignee_name
FROM milestones m
JOIN projects p ON p.id = m.project_id
JOIN client_organizations o ON o.id = p.organization_id
LEFT JOIN staff_users u ON u.id = m.assignee_id
WHERE NOT m.done AND m.due_date < @today::date AND p.status <> 'CLOSED'
ORDER BY m.due_date, p.name, p.id, m.id
LIMIT @max_rows;

-- name: DashboardNeeds :one
-- What waits on someone at the firm: new estimate requests nobody took; of projects that
-- are not closed, threads whose latest message is a client's, RFIs in the firm's court and
-- sheets whose latest revision came back to be revised.
SELECT
    (SELECT count(*) FROM follow_ups
     WHERE subject_kind = 'estimate' AND trash_time IS NULL AND status = 'NEW' AND assignee_id IS NULL)::int AS unassigned_estimates,
    (SELECT count(*) FROM message_threads t JOIN projects p ON p.id = t.project_id
     WHERE p.status <> 'CLOSED'
       AND (SELECT m.author_kind FROM messages m WHERE m.thread_id = t.id ORDER BY m.seq DESC LIMIT 1) = 'CLIENT'
    )::int AS unanswered_threads,
    (SELECT count(*) FROM rfis r JOIN projects p ON p.id = r.project_id
     WHERE p.status <> 'CLOSED' AND rfi_court(r.status, r.raised_by_firm) = 'FIRM')::int AS rfis_with_firm,
    (SELECT count(*) FROM drawing_sheets s JOIN projects p ON p.id = s.project_id
     WHERE p.status <> 'CLOSED' AND s.status IN ('REVISE_AND_RESUBMIT', 'REJECTED'))::int AS sheets_to_revise;
