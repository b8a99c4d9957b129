-- First-party analytics without cookies (internal/analytics, docs/analytics.md): page
-- views the app reports and goals the server records, counted by a visitor key that
-- changes every day; daily rollups that outlive the raw events.

-- +goose Up

-- One random salt per UTC day. The visitor key is a keyed hash of the salt, the site, the
-- truncated client address and the user agent; once the day's row is deleted (the next
-- day, by the analytics job and by the writer) nobody can compute that day's keys again.
-- Never backed up (internal/backup skips it).
CREATE TABLE analytics_salts (
    day         date        PRIMARY KEY,
    salt        bytea       NOT NULL CHECK (octet_length(salt) = 32),
    create_time timestamptz NOT NULL DEFAULT now()
);

-- The raw events, kept ANALYTICS_RETENTION_DAYS days. Partitioned by month so that old
-- months are dropped whole and a report of a few days reads few pages; the analytics job
-- creates the coming months' partitions ahead (analytics_ensure_partition).
CREATE TABLE analytics_events (
    id            bigint      GENERATED ALWAYS AS IDENTITY,
    day           date        NOT NULL,
    occur_time    timestamptz NOT NULL,
    -- The day's visitor key (64 bits of the keyed hash): equal within a day for one
    -- browser on one network, unrelated across days.
    visitor       bigint      NOT NULL,
    -- 'pageview' (from the app's beacon) or 'goal' (recorded by the server).
    kind          text        NOT NULL CHECK (kind IN ('pageview', 'goal')),
    -- For a goal: estimate, application, contact, newsletter, portfolio_pdf.
    goal          text        NOT NULL DEFAULT '',
    -- The path without its query string.
    path          text        NOT NULL DEFAULT '',
    referrer_host text        NOT NULL DEFAULT '',
    utm_source    text        NOT NULL DEFAULT '',
    utm_medium    text        NOT NULL DEFAULT '',
    utm_campaign  text        NOT NULL DEFAULT '',
    device        text        NOT NULL DEFAULT '',
    browser       text        NOT NULL DEFAULT '',
    PRIMARY KEY (day, id)
) PARTITION BY RANGE (day);

-- A day's events of one visitor in order: how a visit's entry is found.
CREATE INDEX analytics_events_visitor ON analytics_events (day, visitor, occur_time);

-- analytics_ensure_partition creates the partition of the month that holds day, if it
-- does not exist yet (named analytics_events_YYYYMM).
-- +goose StatementBegin
CREATE FUNCTION analytics_ensure_partition(day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    first date := date_trunc('month', day)::date;
BEGIN
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF analytics_events FOR VALUES FROM (%L) TO (%L)',
                   'analytics_events_' || to_char(first, 'YYYYMM'), first, (first + interval '1 month')::date);
END
$$;
-- +goose StatementEnd

-- analytics_drop_partitions_before drops the partitions whose whole month is before
-- cutoff, and answers how many it dropped.
-- +goose StatementBegin
CREATE FUNCTION analytics_drop_partitions_before(cutoff date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
    part   text;
    n      integer := 0;
BEGIN
    FOR part IN
        SELECT c.relname FROM pg_inherits i
        JOIN pg_class c ON c.oid = i.inhrelid
        JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = 'analytics_events' AND c.relname ~ '^analytics_events_[0-9]{6}$'
    LOOP
        IF (to_date(right(part, 6), 'YYYYMM') + interval '1 month')::date <= cutoff THEN
            EXECUTE format('DROP TABLE %I', part);
            n := n + 1;
        END IF;
    END LOOP;
    RETURN n;
END
$$;
-- +goose StatementEnd

-- A day's visits: each visitor's first page view of the day (its entry) with what the
-- visit-level dimensions read from it. A query's day filter reaches the table (it is a
-- DISTINCT ON column).
CREATE VIEW analytics_visits AS
SELECT DISTINCT ON (day, visitor)
       day, visitor, occur_time AS entry_time, path AS entry, referrer_host,
       COALESCE(NULLIF(utm_source, ''), NULLIF(referrer_host, ''), '(direct)') AS source,
       utm_campaign, device, browser
FROM analytics_events
WHERE kind = 'pageview'
ORDER BY day, visitor, occur_time, id;

-- Per day and dimension: visitors (distinct keys) and page views. Dimensions: total (value
-- ''), page, entry (a visit's first page), referrer, source (utm_source, else the
-- referrer's host, else '(direct)'), campaign, device, browser; funnel (values 1 to 4:
-- visits, then a service page, then /estimate, then an estimate request). Visit-level
-- dimensions (entry, referrer, source, campaign, device, browser) are the entry's.
CREATE TABLE analytics_daily (
    day       date   NOT NULL,
    dimension text   NOT NULL,
    value     text   NOT NULL,
    visitors  bigint NOT NULL,
    pageviews bigint NOT NULL,
    PRIMARY KEY (day, dimension, value)
);

-- Per day, goal and dimension (total, entry, source): the visitors who reached the goal,
-- attributed to their visit's entry.
CREATE TABLE analytics_goal_daily (
    day         date   NOT NULL,
    goal        text   NOT NULL,
    dimension   text   NOT NULL,
    value       text   NOT NULL,
    conversions bigint NOT NULL,
    PRIMARY KEY (day, goal, dimension, value)
);

-- The days whose rollup is final (the day is over and was rolled up after it ended).
CREATE TABLE analytics_rolled_days (
    day       date        PRIMARY KEY,
    roll_time timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE analytics_rolled_days;
DROP TABLE analytics_goal_daily;
DROP TABLE analytics_daily;
DROP VIEW analytics_visits;
DROP FUNCTION analytics_drop_partitions_before(date);
DROP FUNCTION analytics_ensure_partition(date);
DROP TABLE analytics_events;
DROP TABLE analytics_salts;
