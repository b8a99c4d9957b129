-- name: AnalyticsEventInsert :copyfrom
INSERT INTO analytics_events (day, occur_time, visitor, kind, goal, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser)
VALUES (@day, @occur_time, @visitor, @kind, @goal, @path, @referrer_host, @utm_source, @utm_medium, @utm_campaign, @device, @browser);

-- name: AnalyticsEventEnsurePartition :exec
SELECT analytics_ensure_partition(@day::date);

-- name: AnalyticsEventDropPartitionsBefore :one
SELECT analytics_drop_partitions_before(@cutoff::date)::integer;

-- name: AnalyticsEventDeleteBefore :execrows
DELETE FROM analytics_events WHERE day < @cutoff;

-- name: AnalyticsEventFirstDay :one
-- The oldest day with raw events (NULL when there are none).
SELECT min(day)::date FROM analytics_events;

-- name: AnalyticsEventPartitions :many
SELECT c.relname::text FROM pg_catalog.pg_inherits i
JOIN pg_catalog.pg_class c ON c.oid = i.inhrelid
JOIN pg_catalog.pg_class p ON p.oid = i.inhparent
WHERE p.relname = 'analytics_events'
ORDER BY c.relname;
