-- name: AnalyticsGoalDailyDeleteDay :exec
DELETE FROM analytics_goal_daily WHERE day = @day;

-- name: AnalyticsGoalDailyRollup :exec
-- One day's goals, each visitor once per goal, attributed to the day's visit's entry page
-- and source ('(none)' when the visitor viewed no page that day).
WITH g AS (
    SELECT DISTINCT visitor, goal FROM analytics_events WHERE day = @day AND kind = 'goal'
), gv AS (
    SELECT g.goal, COALESCE(v.entry, '(none)') AS entry, COALESCE(v.source, '(none)') AS source
    FROM g LEFT JOIN analytics_visits v ON v.day = @day AND v.visitor = g.visitor
)
INSERT INTO analytics_goal_daily (day, goal, dimension, value, conversions)
SELECT @day::date, goal, 'total', '', count(*) FROM gv GROUP BY goal
UNION ALL SELECT @day::date, goal, 'entry', entry, count(*) FROM gv GROUP BY goal, entry
UNION ALL SELECT @day::date, goal, 'source', source, count(*) FROM gv GROUP BY goal, source;

-- name: AnalyticsGoalDailyTop :many
SELECT goal, dimension, value, conversions FROM (
    SELECT goal, dimension, value, sum(conversions)::bigint AS conversions,
           row_number() OVER (PARTITION BY goal, dimension ORDER BY sum(conversions) DESC, value) AS rank
    FROM analytics_goal_daily WHERE day BETWEEN @first AND @last
    GROUP BY goal, dimension, value
) t WHERE rank <= @top::bigint
ORDER BY goal, dimension, rank;
