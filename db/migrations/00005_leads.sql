-- +goose Up

-- Every e-mail the site sends, written in the same transaction as the record that causes
-- it (a contact message, an application, a subscription) and delivered by a queued job
-- (River; job_id names it). The rendered message is kept so that staff see exactly what
-- went out, or what is waiting. status: queued (waiting or retrying), sent, logged (no
-- SMTP server configured: written to the log instead), failed (given up after the
-- queue's attempts; staff may retry it).
CREATE TABLE outbox_messages (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    topic       text        NOT NULL,
    to_addr     text        NOT NULL CHECK (btrim(to_addr) <> ''),
    reply_to    text        NOT NULL DEFAULT '',
    subject     text        NOT NULL,
    text_body   text        NOT NULL,
    html_body   text        NOT NULL DEFAULT '',
    -- List-Unsubscribe target of newsletter mail ('' for other mail).
    unsubscribe_url text    NOT NULL DEFAULT '',
    status      text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'logged', 'failed')),
    attempts    int         NOT NULL DEFAULT 0,
    last_error  text        NOT NULL DEFAULT '',
    job_id      bigint      NULL,
    create_time timestamptz NOT NULL DEFAULT now(),
    sent_time   timestamptz NULL
);
CREATE INDEX outbox_messages_page_idx ON outbox_messages (create_time DESC, id DESC);
CREATE INDEX outbox_messages_status_idx ON outbox_messages (status) WHERE status IN ('queued', 'failed');

-- Double opt-in: a subscription is pending until its address confirms it through the
-- mailed link (token stored hashed, expiring); only confirmed addresses are mailed.
-- Unsubscribing keeps the row (so a later send skips it) with its time. Subscribers from
-- before this change signed up when there was no confirmation: they are kept as
-- confirmed, since the firm collected them as its list.
ALTER TABLE newsletter_subscribers
    ADD COLUMN status            text        NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
    ADD COLUMN confirm_hash      bytea       NULL,
    ADD COLUMN confirm_expire_time timestamptz NULL,
    ADD COLUMN confirm_time      timestamptz NULL,
    ADD COLUMN unsubscribe_token text        NOT NULL -- two random UUIDs' hex digits: 244 random bits from pg_strong_random (no pgcrypto needed).
        DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
    ADD COLUMN unsubscribe_time  timestamptz NULL;
UPDATE newsletter_subscribers SET status = 'confirmed', confirm_time = create_time;
CREATE UNIQUE INDEX newsletter_subscribers_confirm_hash_key ON newsletter_subscribers (confirm_hash);
CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token_key ON newsletter_subscribers (unsubscribe_token);
CREATE INDEX newsletter_subscribers_confirmed_idx ON newsletter_subscribers (id) WHERE status = 'confirmed';

-- A newsletter sent by staff: a blog post or a message written in the editor, to the
-- addresses confirmed when it was started. Each address gets one delivery row, made
-- once (the primary key), so a send that is resumed after a restart mails no address
-- twice: a delivery is marked 'sending' in its own transaction before the SMTP call and
-- never retried once it is, whatever happened next.
CREATE TABLE newsletter_sends (
    id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
    subject     text        NOT NULL CHECK (btrim(subject) <> ''),
    html_body   text        NOT NULL,
    text_body   text        NOT NULL,
    post_id     uuid        NULL REFERENCES blog_posts (id) ON DELETE SET NULL,
    status      text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'done')),
    total       int         NOT NULL DEFAULT 0,
    create_time timestamptz NOT NULL DEFAULT now(),
    finish_time timestamptz NULL
);
CREATE INDEX newsletter_sends_page_idx ON newsletter_sends (create_time DESC, id DESC);

CREATE TABLE newsletter_deliveries (
    send_id       uuid        NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
    subscriber_id uuid        NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
    status        text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
    error         text        NOT NULL DEFAULT '',
    update_time   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (send_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_pending_idx ON newsletter_deliveries (send_id, subscriber_id) WHERE status = 'pending';

-- +goose Down
DROP TABLE newsletter_deliveries;
DROP TABLE newsletter_sends;
DROP INDEX newsletter_subscribers_confirmed_idx;
DROP INDEX newsletter_subscribers_unsubscribe_token_key;
DROP INDEX newsletter_subscribers_confirm_hash_key;
ALTER TABLE newsletter_subscribers
    DROP COLUMN unsubscribe_time,
    DROP COLUMN unsubscribe_token,
    DROP COLUMN confirm_time,
    DROP COLUMN confirm_expire_time,
    DROP COLUMN confirm_hash,
    DROP COLUMN status;
DROP TABLE outbox_messages;
