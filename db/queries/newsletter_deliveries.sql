-- name: NewsletterDeliveryClaim :many
-- Takes the next batch of a send's pending deliveries and marks them 'sending' in the
-- caller's transaction, so once it commits no process takes them again (a crash after
-- this leaves them 'sending': never mailed twice). SKIP LOCKED lets instances share a send.
UPDATE newsletter_deliveries d
SET status = 'sending', update_time = now()
FROM newsletter_subscribers s
WHERE (d.send_id, d.subscriber_id) IN (
    SELECT nd.send_id, nd.subscriber_id FROM newsletter_deliveries nd
    WHERE nd.send_id = @send_id AND nd.status = 'pending'
    ORDER BY nd.subscriber_id
    LIMIT @max_rows
    FOR UPDATE SKIP LOCKED
) AND s.id = d.subscriber_id
RETURNING d.subscriber_id, s.email, s.status AS subscriber_status, s.unsubscribe_token;

-- name: NewsletterDeliveryDone :exec
UPDATE newsletter_deliveries SET status = @status, error = @error, update_time = now()
WHERE send_id = @send_id AND subscriber_id = @subscriber_id;


-- name: NewsletterDeliveryRelease :exec
UPDATE newsletter_deliveries SET status = 'pending', update_time = now()
WHERE send_id = @send_id AND subscriber_id = @subscriber_id AND status = 'sending';

-- name: NewsletterDeliveryAbandon :execrows
-- Deliveries an interrupted run left 'sending' may have been mailed: they are failed,
-- never mailed again. Only the send's one running job calls this, at its start.
UPDATE newsletter_deliveries
SET status = 'failed', error = 'interrupted while sending; not sent again to avoid a duplicate', update_time = now()
WHERE send_id = @send_id AND status = 'sending';
