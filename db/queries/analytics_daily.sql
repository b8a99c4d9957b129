-- name: AnalyticsDailyDeleteDay :exec
DELETE FROM analytics_daily WHERE day = @day;

-- name: AnalyticsDailyRollup :exec
-- One day's rollup from its raw events (see migration 00026 for the dimensions).
WITH pv AS (
    SELECT visitor, occur_time, path FROM analytics_events WHERE day = @day AND kind = 'pageview'
), per_visitor AS (
    SELECT visitor, count(*) AS views,
           min(occur_time) FILTER (WHERE path LIKE '/services/_%') AS service_time
    FROM pv GROUP BY visitor
), visits AS (
    SELECT v.*, p.views FROM analytics_visits v JOIN per_visitor p USING (visitor) WHERE v.day = @day
), estimate_views AS (
    SELECT s.visitor, min(pv.occur_time) AS estimate_time
    FROM per_visitor s JOIN pv ON pv.visitor = s.visitor AND pv.path = '/estimate' AND pv.occur_time >= s.service_time
    GROUP BY s.visitor
), requested AS (
    SELECT e.visitor FROM estimate_views e
    WHERE EXISTS (SELECT 1 FROM analytics_events g WHERE g.day = @day AND g.kind = 'goal' AND g.goal = 'estimate'
                  AND g.visitor = e.visitor AND g.occur_time >= e.estimate_time)
)
INSERT INTO analytics_daily (day, dimension, value, visitors, pageviews)
SELECT @day::date, 'total', '', count(DISTINCT visitor), count(*) FROM pv HAVING count(*) > 0
UNION ALL SELECT @day::date, 'page', path, count(DISTINCT visitor), count(*) FROM pv GROUP BY path
UNION ALL SELECT @day::date, 'entry', entry, count(*), sum(views) FROM visits GROUP BY entry
UNION ALL SELECT @day::date, 'referrer', referrer_host, count(*), sum(views) FROM visits WHERE referrer_host <> '' GROUP BY referrer_host
UNION ALL SELECT @day::date, 'source', source, count(*), sum(views) FROM visits GROUP BY source
UNION ALL SELECT @day::date, 'campaign', utm_campaign, count(*), sum(views) FROM visits WHERE utm_campaign <> '' GROUP BY utm_campaign
UNION ALL SELECT @day::date, 'device', device, count(*), sum(views) FROM visits GROUP BY device
UNION ALL SELECT @day::date, 'browser', browser, count(*), sum(views) FROM visits GROUP BY browser
UNION ALL SELECT @day::date, 'funnel', '1', count(*), 0 FROM visits HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '2', count(service_time), 0 FROM per_visitor HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '3', count(*), 0 FROM estimate_views HAVING count(*) > 0
UNION ALL SELECT @day::date, 'funnel', '4', count(*), 0 FROM requested HAVING count(*) > 0;

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
