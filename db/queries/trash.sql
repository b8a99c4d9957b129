-- The trash is a view over the six tables that can be trashed; each table's own
-- statements (JobTrash, JobRestore, …) are in its file.

-- name: TrashList :many
-- Newest deletion first; an application's title names its job.
SELECT t.kind::text AS kind, t.id::uuid AS id, t.title::text AS title,
       t.delete_time::timestamptz AS delete_time, coalesce(u.username, '')::text AS delete_user
FROM (
    SELECT 'job' AS kind, id, role AS title, delete_time, delete_user_id
    FROM jobs WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'application', a.id, a.name || ' (' || j.role || ')', a.delete_time, a.delete_user_id
    FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.delete_time IS NOT NULL
    UNION ALL
    SELECT 'post', id, title, delete_time, delete_user_id
    FROM blog_posts WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'gallery_project', id, title, delete_time, delete_user_id
    FROM gallery_projects WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'portfolio_item', id, title, delete_time, delete_user_id
    FROM portfolio_items WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'contact_message', id, name || ' <' || email || '>', delete_time, delete_user_id
    FROM contact_messages WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'estimate', id, reference || ' (' || company || ')', delete_time, delete_user_id
    FROM estimate_requests WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'case_study', id, title, delete_time, delete_user_id
    FROM case_studies WHERE delete_time IS NOT NULL
) t
LEFT JOIN staff_users u ON u.id = t.delete_user_id
WHERE sqlc.narg(after_time)::timestamptz IS NULL
   OR (t.delete_time, t.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid)
ORDER BY t.delete_time DESC, t.id DESC
LIMIT @max_rows;

-- name: TrashListExpired :many
-- What the purge removes: items trashed before the given time (all with a null time).
SELECT t.kind::text AS kind, t.id::uuid AS id
FROM (
    SELECT 'job' AS kind, id, delete_time FROM jobs WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'application', id, delete_time FROM applications WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'post', id, delete_time FROM blog_posts WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'gallery_project', id, delete_time FROM gallery_projects WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'portfolio_item', id, delete_time FROM portfolio_items WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'contact_message', id, delete_time FROM contact_messages WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'estimate', id, delete_time FROM estimate_requests WHERE delete_time IS NOT NULL
    UNION ALL
    SELECT 'case_study', id, delete_time FROM case_studies WHERE delete_time IS NOT NULL
) t
WHERE sqlc.narg(before)::timestamptz IS NULL OR t.delete_time < sqlc.narg(before)::timestamptz
ORDER BY t.delete_time, t.id
LIMIT @max_rows;
