package analyticspg_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/analytics/analyticspg"
	"github.com/gusset/gusset/internal/pgtest"
)

// BenchmarkReportOverNinetyDays is issue 27's budget: with 10 million page views over 90
// days (GUSSET_BENCH_VIEWS overrides the count), the report for the whole range. The views
// are written straight into the events table (200 pages, 12 sources, 30 campaigns, 60,000
// visitors a day, 2 % of visits converting), rolled up as the queued job does, and the report
// is timed on the rollups it reads. `make bench` runs it; it prints ms/op, never asserts.
func BenchmarkReportOverNinetyDays(b *testing.B) {
	views := 10_000_000
	if v, err := strconv.Atoi(os.Getenv("GUSSET_BENCH_VIEWS")); err == nil && v > 0 {
		views = v
	}
	ctx := context.Background()
	pool := pgtest.New(b)
	today := time.Now().UTC().Truncate(24 * time.Hour)
	first := today.AddDate(0, 0, -90)
	store := analyticspg.New(pool)
	for d := first; !d.After(today); d = d.AddDate(0, 0, 28) {
		if err := store.EnsurePartitions(ctx, d); err != nil {
			b.Fatal(err)
		}
	}
	if err := store.EnsurePartitions(ctx, today); err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if _, err := pool.Exec(ctx, `
		INSERT INTO analytics_events (day, occur_time, visitor, kind, goal, path, referrer_host, utm_source, utm_medium, utm_campaign, device, browser)
		SELECT d, d + (i % 86400) * interval '1 second', (i % 60000) + 1,
		       CASE WHEN i % 50 = 0 THEN 'goal' ELSE 'pageview' END,
		       CASE WHEN i % 50 = 0 THEN (ARRAY['estimate','contact','application','newsletter','portfolio_pdf'])[1 + (i / 50) % 5] ELSE '' END,
		       '/page-' || (i % 200), CASE WHEN i % 3 = 0 THEN 'www.google.com' ELSE '' END,
		       'source-' || (i % 12), 'medium-' || (i % 4), 'campaign-' || (i % 30),
		       (ARRAY['desktop','mobile','tablet'])[1 + i % 3], (ARRAY['Chrome','Firefox','Safari','Edge'])[1 + i % 4]
		FROM generate_series(0, $1::int - 1) AS i,
		     LATERAL (SELECT ($2::date + (i % 90))::date AS d) AS day`, views, first); err != nil {
		b.Fatal(err)
	}
	for d := first; d.Before(today); d = d.AddDate(0, 0, 1) {
		if err := store.Rollup(ctx, d, true); err != nil {
			b.Fatal(err)
		}
	}
	b.Logf("%d page views written and rolled up in %s", views, time.Since(start).Round(time.Second))
	svc := analytics.NewService(store, analytics.Config{}, func() time.Time { return today }, slog.New(slog.NewTextHandler(io.Discard, nil)))
	b.Cleanup(func() { svc.Close(ctx) })
	b.ResetTimer()
	for b.Loop() {
		r, err := svc.Report(ctx, first, today.AddDate(0, 0, -1))
		if err != nil {
			b.Fatal(err)
		}
		if r.Pageviews == 0 {
			b.Fatal("the report counted no page views")
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/report")
}
