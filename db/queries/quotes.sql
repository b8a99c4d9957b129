-- name: QuoteCreate :one
INSERT INTO quotes (estimate_request_id, year, seq, revision, content, terms_template_id, terms_title,
                    terms_body, terms_version, currency, total_cents, valid_until, organization_id, created_by, create_time, update_time)
VALUES (@estimate_request_id, @year, @seq, @revision, @content, sqlc.narg(terms_template_id), @terms_title,
        @terms_body, @terms_version, @currency, @total_cents, @valid_until, sqlc.narg(organization_id), @created_by, @now, @now)
RETURNING id;

-- name: QuoteGet :one
-- A revision with its request's requester and its acceptance (a trashed request's
-- quotes are not found).
SELECT sqlc.embed(q), e.reference, e.name, e.email, e.company, e.project_name,
       a.name AS accept_name, a.title AS accept_title, a.company AS accept_company,
       a.client_addr AS accept_addr, a.accept_time
FROM quotes q
JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
LEFT JOIN quote_acceptances a ON a.quote_id = q.id
WHERE q.id = @id;

-- name: QuoteListByRequest :many
SELECT sqlc.embed(q), e.reference, e.name, e.email, e.company, e.project_name,
       a.name AS accept_name, a.title AS accept_title, a.company AS accept_company,
       a.client_addr AS accept_addr, a.accept_time
FROM quotes q
JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
LEFT JOIN quote_acceptances a ON a.quote_id = q.id
WHERE q.estimate_request_id = @estimate_request_id
ORDER BY q.year DESC, q.seq DESC, q.revision DESC;

-- name: QuoteListNewest :many
-- Every quote's newest revision, the newest quotes first (at most 500).
SELECT DISTINCT ON (q.year, q.seq) sqlc.embed(q), e.reference, e.name, e.email, e.company, e.project_name,
       a.name AS accept_name, a.title AS accept_title, a.company AS accept_company,
       a.client_addr AS accept_addr, a.accept_time
FROM quotes q
JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
LEFT JOIN quote_acceptances a ON a.quote_id = q.id
ORDER BY q.year DESC, q.seq DESC, q.revision DESC
LIMIT 500;

-- name: QuoteGetForUpdate :one
SELECT * FROM quotes WHERE id = @id FOR UPDATE;

-- name: QuoteNewestForUpdate :one
-- A quote's newest revision, locked: revising and sending decide on it.
SELECT * FROM quotes WHERE year = @year AND seq = @seq ORDER BY revision DESC LIMIT 1 FOR UPDATE;

-- name: QuoteUpdateContent :one
UPDATE quotes SET content = @content, terms_template_id = sqlc.narg(terms_template_id), terms_title = @terms_title,
    terms_body = @terms_body, terms_version = @terms_version, currency = @currency, total_cents = @total_cents,
    valid_until = @valid_until, organization_id = sqlc.narg(organization_id), update_time = @now
WHERE id = @id AND status = 'DRAFT'
RETURNING id;

-- name: QuoteSupersede :exec
-- The revision sent before: it and its link no longer count.
UPDATE quotes SET status = 'SUPERSEDED', update_time = @now
WHERE year = @year AND seq = @seq AND status = 'SENT';

-- name: QuoteSetSent :exec
UPDATE quotes SET status = 'SENT', sent_time = @now::timestamptz, update_time = @now::timestamptz WHERE id = @id;

-- name: QuoteSetAnswer :exec
UPDATE quotes SET status = @status, answer_time = @now::timestamptz, decline_reason = @decline_reason,
    project_id = sqlc.narg(project_id), update_time = @now::timestamptz
WHERE id = @id;

-- name: QuoteSentSince :many
-- Every revision sent since since (the figures group them by quote in Go).
SELECT q.year, q.seq, q.revision, q.status, q.currency, q.total_cents, q.sent_time, q.answer_time
FROM quotes q JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
WHERE q.sent_time >= @since
ORDER BY q.year, q.seq, q.revision;

-- name: QuoteFirstSent :many
-- Per request first quoted since since: when it arrived and when its first quote was sent.
SELECT e.create_time AS receive_time, min(q.sent_time)::timestamptz AS first_sent
FROM quotes q JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
WHERE q.sent_time IS NOT NULL
GROUP BY e.id, e.create_time
HAVING min(q.sent_time) >= @since;

-- name: QuoteNearingExpiry :many
SELECT q.id FROM quotes q JOIN estimate_requests e ON e.id = q.estimate_request_id AND e.delete_time IS NULL
WHERE q.status = 'SENT' AND q.valid_until >= @today AND q.valid_until <= @until
ORDER BY q.valid_until, q.year, q.seq;

-- name: QuoteReminderClaim :many
-- Claims the reminders of the sent quotes whose validity ends by until (once each), with
-- their assignee's username.
UPDATE quotes q SET reminder_time = @now::timestamptz
FROM estimate_requests e JOIN follow_ups f ON f.id = e.id
LEFT JOIN staff_users u ON u.id = f.assignee_id
WHERE e.id = q.estimate_request_id AND e.delete_time IS NULL
  AND q.status = 'SENT' AND q.reminder_time IS NULL AND q.valid_until >= @today AND q.valid_until <= @until
RETURNING q.id, q.year, q.seq, q.revision, q.valid_until, e.reference, e.company, e.project_name,
          coalesce(u.username, '')::text AS assignee;
