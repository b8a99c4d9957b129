-- name: NewsletterSubscriberUpsertPending :one
-- Signs email up, pending its confirmation through the link whose hash is confirm_hash.
-- A confirmed address is left as it is (confirmed stays true and no link is sent); an
-- unsubscribed or still pending one gets a new link.
INSERT INTO newsletter_subscribers (email, status, confirm_hash, confirm_expire_time)
VALUES (@email, 'pending', @confirm_hash, @confirm_expire_time)
ON CONFLICT (email) DO UPDATE
SET status = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END,
    confirm_hash = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN newsletter_subscribers.confirm_hash ELSE excluded.confirm_hash END,
    confirm_expire_time = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN newsletter_subscribers.confirm_expire_time ELSE excluded.confirm_expire_time END,
    unsubscribe_time = CASE WHEN newsletter_subscribers.status = 'confirmed' THEN newsletter_subscribers.unsubscribe_time ELSE NULL END
RETURNING *;

-- name: NewsletterSubscriberConfirm :one
UPDATE newsletter_subscribers
SET status = 'confirmed', confirm_time = now(), confirm_hash = NULL, confirm_expire_time = NULL
WHERE confirm_hash = @confirm_hash AND status = 'pending' AND confirm_expire_time > now()
RETURNING *;

-- name: NewsletterSubscriberUnsubscribe :one
UPDATE newsletter_subscribers
SET status = 'unsubscribed', unsubscribe_time = COALESCE(unsubscribe_time, now()), confirm_hash = NULL
WHERE unsubscribe_token = @unsubscribe_token
RETURNING *;

-- name: NewsletterSubscriberPurgeUnconfirmed :execrows
-- Unconfirmed addresses are kept only until their link expires, plus a grace period.
DELETE FROM newsletter_subscribers WHERE status = 'pending' AND confirm_expire_time < @before;

-- name: NewsletterSubscriberList :many
SELECT * FROM newsletter_subscribers
WHERE sqlc.narg(after_time)::timestamptz IS NULL
   OR (create_time, id) < (sqlc.narg(after_time)::timestamptz, sqlc.narg(after_id)::uuid)
ORDER BY create_time DESC, id DESC
LIMIT @max_rows;
