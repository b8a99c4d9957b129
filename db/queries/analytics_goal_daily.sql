-- name: AnalyticsGoalDailyDeleteDay :exec
DELETE FROM analytics_goal_daily WHERE day = @day;

-- name: AnalyticsGoalDailyTop :many
SELECT goal, dimension, value, conversions FROM (
    SELECT goal, dimension, value, sum(conversions)::bigint AS conversions,
           row_number() OVER (PARTITION BY goal, dimension ORDER BY sum(conversions) DESC, value) AS rank
    FROM analytics_goal_daily WHERE day BETWEEN @first AND @last
    GROUP BY goal, dimension, value
) t WHERE rank <= @top::bigint
ORDER BY goal, dimension, rank;
