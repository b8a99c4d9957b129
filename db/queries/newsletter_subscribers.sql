-- name: NewsletterSubscriberCreate :exec
INSERT INTO newsletter_subscribers (email) VALUES (@email) ON CONFLICT (email) DO NOTHING;

-- name: NewsletterSubscriberList :many
SELECT * FROM newsletter_subscribers
WHERE sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid)
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;
