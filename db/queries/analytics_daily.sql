-- name: AnalyticsDailyDeleteDay :exec
DELETE FROM analytics_daily WHERE day = @day;

-- name: AnalyticsRollupSettings :exec
-- For the rollup's transaction: no JIT (compiling the plan cost more than running it: 0.9 s
-- of a report's 1 s at 10 million page views) and room to sort a busy day in memory.
SELECT set_config('jit', 'off', true), set_config('work_mem', '64MB', true);

-- name: AnalyticsRollupLock :exec
-- Serializes the rollups of one day (the job and a report may roll today up at once; each
-- deletes and rewrites the day's rows).
SELECT pg_advisory_xact_lock(hashtextextended(concat('analytics_rollup ', @day::date), 0));

-- name: AnalyticsDailyRollup :exec
-- One day's rollup from its raw events, both tables in one statement (see migration 00026
-- for the dimensions). The day's events are read and sorted once, by visitor: a window over
-- each visitor's events (page views first, in time order) gives the entry (row 1) and the
-- first service page's time; grouping by visitor then gives each visit's page views, entry
-- dimensions, funnel times and goals, and every dimension sums those visits. Only the pages'
-- distinct visitors read the events a second time (a hash of path and visitor). No join
-- between the steps, so no plan can turn one into a nested loop over a day's events.
WITH ev AS (
    SELECT visitor, occur_time, kind, goal, path, referrer_host, utm_source, utm_campaign, device, browser,
           row_number() OVER w AS rn,
           min(occur_time) FILTER (WHERE kind = 'pageview' AND path LIKE '/services/_%') OVER w AS service_time
    FROM analytics_events WHERE day = @day
    WINDOW w AS (PARTITION BY visitor ORDER BY kind <> 'pageview', occur_time, id
                 ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
), per_visitor AS MATERIALIZED (
    SELECT visitor, count(*) FILTER (WHERE kind = 'pageview') AS views,
           max(path) FILTER (WHERE rn = 1 AND kind = 'pageview') AS entry,
           max(referrer_host) FILTER (WHERE rn = 1 AND kind = 'pageview') AS referrer_host,
           max(COALESCE(NULLIF(utm_source, ''), NULLIF(referrer_host, ''), '(direct)')) FILTER (WHERE rn = 1 AND kind = 'pageview') AS source,
           max(utm_campaign) FILTER (WHERE rn = 1 AND kind = 'pageview') AS utm_campaign,
           max(device) FILTER (WHERE rn = 1 AND kind = 'pageview') AS device,
           max(browser) FILTER (WHERE rn = 1 AND kind = 'pageview') AS browser,
           min(service_time) AS service_time,
           min(occur_time) FILTER (WHERE kind = 'pageview' AND path = '/estimate' AND occur_time >= service_time) AS estimate_time,
           max(occur_time) FILTER (WHERE kind = 'goal' AND goal = 'estimate') AS last_request_time,
           array_agg(DISTINCT goal) FILTER (WHERE kind = 'goal') AS goals
    FROM ev GROUP BY visitor
), visits AS MATERIALIZED (
    SELECT * FROM per_visitor WHERE views > 0
), goals AS MATERIALIZED (
    -- Each visitor once per goal, attributed to the day's visit's entry page and source
    -- ('(none)' when the visitor viewed no page that day).
    SELECT g.goal, COALESCE(p.entry, '(none)') AS entry, COALESCE(p.source, '(none)') AS source
    FROM per_visitor p CROSS JOIN LATERAL unnest(p.goals) AS g(goal)
), goal_rows AS (
    INSERT INTO analytics_goal_daily (day, goal, dimension, value, conversions)
    SELECT @day::date, goal, 'total', '', count(*) FROM goals GROUP BY goal
    UNION ALL SELECT @day::date, goal, 'entry', entry, count(*) FROM goals GROUP BY goal, entry
    UNION ALL SELECT @day::date, goal, 'source', source, count(*) FROM goals GROUP BY goal, source
), pages AS (
    SELECT path, count(*) AS visitors, sum(views) AS views FROM (
        SELECT path, visitor, count(*) AS views FROM analytics_events
        WHERE day = @day AND kind = 'pageview' GROUP BY path, visitor
    ) pv GROUP BY path
)
INSERT INTO analytics_daily (day, dimension, value, visitors, pageviews)
SELECT @day::date, 'total', '', count(*), sum(views) FROM visits HAVING count(*) > 0
UNION ALL SELECT @day::date, 'page', path, visitors, views FROM pages
UNION ALL SELECT @day::date, 'entry', entry, count(*), sum(views) FROM visits GROUP BY entry
UNION ALL SELECT @day::date, 'referrer', referrer_host, count(*), sum(views) FROM visits WHERE referrer_host <> '' GROUP BY referrer_host
UNION ALL SELECT @day::date, 'source', source, count(*), sum(views) FROM visits GROUP BY source
UNION ALL SELECT @day::date, 'campaign', utm_campaign, count(*), sum(views) FROM visits WHERE utm_campaign <> '' GROUP BY utm_campaign
UNION ALL SELECT @day::date, 'device', device, count(*), sum(views) FROM visits GROUP BY device
UNION ALL SELECT @day::date, 'browser', browser, count(*), sum(views) FROM visits GROUP BY browser
UNION ALL SELECT @day::date, 'funnel', '1', count(*), 0 FROM visits HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '2', count(service_time), 0 FROM visits HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '3', count(estimate_time), 0 FROM visits HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '4', count(*) FILTER (WHERE last_request_time >= estimate_time), 0 FROM visits HAVING count(*) > 0;

-- name: AnalyticsDailyTop :many
-- Each dimension's values over a range of days, the top ones of each by visitors.
SELECT dimension, value, visitors, pageviews FROM (
    SELECT dimension, value, sum(visitors)::bigint AS visitors, sum(pageviews)::bigint AS pageviews,
           row_number() OVER (PARTITION BY dimension ORDER BY sum(visitors) DESC, sum(pageviews) DESC, value) AS rank
    FROM analytics_daily WHERE day BETWEEN @first AND @last
    GROUP BY dimension, value
) t WHERE rank <= @top::bigint
ORDER BY dimension, rank;

-- name: AnalyticsDailySeries :many
SELECT day, visitors, pageviews FROM analytics_daily
WHERE dimension = 'total' AND day BETWEEN @first AND @last
ORDER BY day;
