-- name: AnalyticsRolledDayMark :exec
-- Records a day's rollup: final once the day is over, otherwise today's latest (a final
-- mark is never taken back).
INSERT INTO analytics_rolled_days (day, final, roll_time) VALUES (@day, @final, @roll_time)
ON CONFLICT (day) DO UPDATE SET final = analytics_rolled_days.final OR EXCLUDED.final, roll_time = EXCLUDED.roll_time;

-- name: AnalyticsRolledDayLast :one
-- The last day whose rollup is final (NULL when none is).
SELECT max(day)::date FROM analytics_rolled_days WHERE final;

-- name: AnalyticsRolledDayGet :one
-- When a day was last rolled up and the page views that rollup counted.
SELECT r.roll_time, r.final, COALESCE(d.pageviews, 0)::bigint AS pageviews
FROM analytics_rolled_days r
LEFT JOIN analytics_daily d ON d.day = r.day AND d.dimension = 'total' AND d.value = ''
WHERE r.day = @day;
