-- name: NewsletterSendCreate :one
INSERT INTO newsletter_sends (subject, html_body, text_body, post_id)
VALUES (@subject, @html_body, @text_body, @post_id)
RETURNING *;

-- name: NewsletterSendGet :one
SELECT * FROM newsletter_sends WHERE id = @id;

-- name: NewsletterSendStart :exec
-- Fixes the send's audience: one pending delivery per address confirmed now. Run again
-- (a resumed send), it adds no second delivery for an address.
WITH added AS (
    INSERT INTO newsletter_deliveries (send_id, subscriber_id)
    SELECT @id::uuid, s.id FROM newsletter_subscribers s WHERE s.status = 'confirmed'
    ON CONFLICT (send_id, subscriber_id) DO NOTHING
    RETURNING 1
)
UPDATE newsletter_sends
SET status = 'sending', total = total + (SELECT count(*) FROM added)
WHERE newsletter_sends.id = @id AND newsletter_sends.status = 'queued';

-- name: NewsletterSendFinish :exec
UPDATE newsletter_sends SET status = 'done', finish_time = now() WHERE id = @id AND status <> 'done';

-- name: NewsletterSendList :many
SELECT s.*,
       count(*) FILTER (WHERE d.status = 'sent')::int    AS sent,
       count(*) FILTER (WHERE d.status = 'failed')::int  AS failed,
       count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped
FROM newsletter_sends s
LEFT JOIN newsletter_deliveries d ON d.send_id = s.id
WHERE sqlc.narg(after_time)::timestamptz IS NULL
   OR (s.create_time, s.id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid)
GROUP BY s.id
ORDER BY s.create_time DESC, s.id DESC
LIMIT @max_rows;
