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
    (SELECT count(*) FROM blog_posts WHERE delete_time IS NULL) AS blogs_posted,
    (SELECT count(*) FROM contact_messages)              AS contact_messages,
    (SELECT count(*) FROM newsletter_subscribers)        AS newsletter_subscribers;
