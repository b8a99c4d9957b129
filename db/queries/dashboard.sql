-- name: DashboardCounts :one
-- One statement, so every count comes from the same snapshot.
SELECT
    (SELECT count(*) FROM jobs)                          AS total_jobs,
    -- Active Jobs are the jobs shown publicly: active and not expired.
    (SELECT count(*) FROM jobs
     WHERE active AND (expire_time IS NULL OR expire_time > now())) AS active_jobs,
    (SELECT count(*) FROM applications)                  AS applicants,
    (SELECT count(*) FROM gallery_images)                AS gallery_images,
    (SELECT count(*) FROM gallery_projects)              AS gallery_projects,
    (SELECT count(*) FROM portfolio_items)               AS total_portfolios,
    (SELECT count(*) FROM blog_posts)                    AS blogs_posted,
    (SELECT count(*) FROM contact_messages)              AS contact_messages,
    (SELECT count(*) FROM newsletter_subscribers)        AS newsletter_subscribers;
