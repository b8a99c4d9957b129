-- name: AnalyticsRolledDayMark :exec
INSERT INTO analytics_rolled_days (day) VALUES (@day) ON CONFLICT (day) DO UPDATE SET roll_time = now();

-- name: AnalyticsRolledDayLast :one
-- The last day whose rollup is final (NULL when none is).
SELECT max(day)::date FROM analytics_rolled_days;
