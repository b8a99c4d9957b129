package analyticspg_test

import (
	"context"
	_ "embed"
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

// traffic writes 90 days of realistic traffic in one statement (see the file).
//
//go:embed testdata/traffic.sql
var traffic string

// BenchmarkReportOverNinetyDays is the report's budget: with 10 million page views over 90
// days (GUSSET_BENCH_VIEWS overrides the count), the report for the whole range, the last
// 90 days to today. The traffic (testdata/traffic.sql) has a few thousand visitors a day (8,000
// at 10 million) with realistic paths, referrers, campaigns, devices, funnel and goals;
// today is half over (12:00 UTC). The ended days are rolled up as the job does at midnight,
// today as the job does every minute (30 s ago). Two figures: ms/report, the report as a
// busy day's report runs (it reads today's rollup of under a minute ago), and
// ms/report-rolling-today, one report that rolls today's 12 hours up first (as when the
// job is late, or on a day under analytics.Config.BusyDay page views). `make bench` runs
// it; it prints the figures, never asserts.
func BenchmarkReportOverNinetyDays(b *testing.B) {
	views := 10_000_000
	if v, err := strconv.Atoi(os.Getenv("GUSSET_BENCH_VIEWS")); err == nil && v > 0 {
		views = v
	}
	// 89 full days and half of today, 14 page views a visitor on average.
	perDay := max(1, int(float64(views)/(89.5*14)))
	ctx := context.Background()
	pool := pgtest.New(b)
	today := time.Now().UTC().Truncate(24 * time.Hour)
	now := today.Add(12 * time.Hour)
	first := today.AddDate(0, 0, -89)
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
	if _, err := pool.Exec(ctx, traffic, perDay, first); err != nil {
		b.Fatal(err)
	}
	// What autovacuum does after such a load on a live site.
	if _, err := pool.Exec(ctx, "ANALYZE analytics_events"); err != nil {
		b.Fatal(err)
	}
	var written int64
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM analytics_events WHERE kind = 'pageview'").Scan(&written); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d page views (%d visitors a day) written in %s", written, perDay, time.Since(start).Round(time.Second))
	start = time.Now()
	for d := first; d.Before(today); d = d.AddDate(0, 0, 1) {
		if err := store.Rollup(ctx, d, true, d.AddDate(0, 0, 1)); err != nil {
			b.Fatal(err)
		}
	}
	if err := store.Rollup(ctx, today, false, now.Add(-30*time.Second)); err != nil {
		b.Fatal(err)
	}
	b.Logf("90 days rolled up in %s", time.Since(start).Round(time.Second))
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	report := func(svc *analytics.Service) {
		r, err := svc.Report(ctx, first, today)
		if err != nil {
			b.Fatal(err)
		}
		if r.Pageviews == 0 {
			b.Fatal("the report counted no page views")
		}
	}

	rolling := analytics.NewService(store, analytics.Config{ReuseToday: time.Nanosecond}, func() time.Time { return now }, log)
	b.Cleanup(func() { rolling.Close(ctx) })
	t := time.Now()
	report(rolling)
	rollingToday := time.Since(t)

	svc := analytics.NewService(store, analytics.Config{}, func() time.Time { return now.Add(30 * time.Second) }, log)
	b.Cleanup(func() { svc.Close(ctx) })
	b.ResetTimer()
	for b.Loop() {
		report(svc)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(b.N), "ms/report")
	// After the loop: ResetTimer deletes the metrics reported before it.
	b.ReportMetric(float64(rollingToday.Microseconds())/1000, "ms/report-rolling-today")
}
