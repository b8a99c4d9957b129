-- Realistic traffic for BenchmarkReportOverNinetyDays, written in one statement the way the
-- writer would have written it over the days (in time order per day, so a day's rows sit
-- together as they do on a live site). $1: visitors per full day; $2: the first day; the
-- last day ($2 + 89, "today") has visits only in its first 12 hours.
-- Each visitor: 1 to 27 page views (14 on average), 50 s apart; the entry carries the
-- visit's referrer or utm_* tags (40 % direct, search engines, LinkedIn, trade sites, 15 %
-- campaign links), device and browser spread as a business site sees them; 35 % read a
-- service page second, a third of those go on to /estimate, and a third of those send an
-- estimate request; other goals at their usual small rates.
INSERT INTO analytics_events (day, occur_time, visitor, kind, goal, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser)
SELECT d, start_time + e.k * interval '50 seconds', visitor, e.kind, e.goal, e.path,
       CASE WHEN e.k = 0 THEN referrer ELSE '' END, CASE WHEN e.k = 0 THEN src ELSE '' END,
       CASE WHEN e.k = 0 THEN medium ELSE '' END, CASE WHEN e.k = 0 THEN campaign ELSE '' END,
       device, browser
FROM generate_series(0, 89) AS dn
CROSS JOIN LATERAL (SELECT ($2::date + dn)::date AS d, CASE WHEN dn = 89 THEN $1::int / 2 ELSE $1::int END AS visitors) AS dd
CROSS JOIN LATERAL generate_series(1, dd.visitors) AS v
CROSS JOIN LATERAL (SELECT hashint8extended(dn * 10000000 + v, 27) AS h, hashint8extended(dn * 10000000 + v, 91) AS h2) AS hv
CROSS JOIN LATERAL (SELECT
    hashint8extended(dn * 10000000 + v, 1) AS visitor,
    1 + abs(h % 27)::int AS views,
    abs((h >> 8) % 100)::int AS channel,
    abs((h >> 16) % 100)::int AS funnel,
    abs((h >> 24) % 1000)::int AS other_goal,
    abs((h >> 34) % 100)::int AS device_r,
    abs((h >> 42) % 100)::int AS browser_r,
    abs(h2 % 1000)::int AS pick,
    d + abs((h2 >> 20) % CASE WHEN dn = 89 THEN 43200 - 1400 ELSE 86400 - 1400 END) * interval '1 second' AS start_time
) AS a
CROSS JOIN LATERAL (SELECT
    CASE WHEN channel < 40 THEN '' WHEN channel < 70 THEN 'google.com' WHEN channel < 74 THEN 'bing.com'
         WHEN channel < 79 THEN 'linkedin.com' WHEN channel < 81 THEN 'duckduckgo.com'
         WHEN channel < 85 THEN (ARRAY['aisc.org', 'steelconstruction.info', 'structuremag.org', 'eng-tips.com', 'reddit.com', 'bluebeam.com', 'tekla.com', 'sds2.com'])[1 + pick % 8]
         WHEN channel < 91 THEN 'linkedin.com' ELSE '' END AS referrer,
    CASE WHEN channel < 85 THEN '' WHEN channel < 91 THEN 'linkedin' WHEN channel < 94 THEN 'newsletter'
         WHEN channel < 97 THEN 'tradeshow-qr' ELSE 'google-ads' END AS src,
    CASE WHEN channel < 85 THEN '' WHEN channel < 91 THEN 'social' WHEN channel < 94 THEN 'email'
         WHEN channel < 97 THEN 'qr' ELSE 'cpc' END AS medium,
    CASE WHEN channel < 85 THEN '' ELSE 'campaign-' || (pick % 30) END AS campaign,
    CASE WHEN device_r < 62 THEN 'desktop' WHEN device_r < 95 THEN 'mobile' WHEN device_r < 99 THEN 'tablet' ELSE 'other' END AS device,
    CASE WHEN browser_r < 58 THEN 'Chrome' WHEN browser_r < 78 THEN 'Safari' WHEN browser_r < 90 THEN 'Edge'
         WHEN browser_r < 97 THEN 'Firefox' ELSE 'Other' END AS browser
) AS b
CROSS JOIN LATERAL (
    SELECT k, 'pageview' AS kind, '' AS goal,
           CASE WHEN k = 1 AND funnel < 35 THEN '/services/' || (ARRAY['steel-detailing', 'connection-design', 'bim-coordination', 'shop-drawings', 'erection-drawings', 'miscellaneous-metals', 'estimating-support', 'tekla-modeling'])[1 + (pick + k) % 8]
                WHEN k = 2 AND funnel < 12 THEN '/estimate'
                WHEN abs(hashint8extended(visitor + k, 6) % 100) < 45
                THEN (ARRAY['/resources/wbt-blog/post-', '/projects/project-', '/careers/job-', '/our-firm/gallery/project-'])[1 + (pick + k) % 4]
                     || abs(hashint8extended(visitor + k, 7) % 150)
                ELSE (ARRAY['/', '/', '/', '/services', '/our-firm', '/our-firm/gallery', '/our-firm/gallery/images', '/resources/wbt-blog',
                            '/connect', '/careers', '/projects', '/privacy'])[1 + abs(hashint8extended(visitor + k, 5) % 12)]
           END AS path
    FROM generate_series(0, views - 1) AS k
    UNION ALL SELECT views + 1, 'goal', 'estimate', '' WHERE funnel < 4 AND views >= 3
    UNION ALL SELECT views + 2, 'goal', (ARRAY['contact', 'application', 'newsletter', 'portfolio_pdf'])[1 + other_goal % 4], '' WHERE other_goal < 30
) AS e;
