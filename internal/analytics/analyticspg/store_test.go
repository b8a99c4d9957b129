package analyticspg_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/analytics/analyticspg"
	"github.com/gusset/gusset/internal/pgtest"
)

const (
	firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"
	iphone  = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
	googleb = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
)

// clock is a settable time.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) Set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.now = t }

type fixture struct {
	pool  *pgxpool.Pool
	store *analyticspg.Store
	svc   *analytics.Service
	clock *clock
}

func newFixture(t *testing.T, start time.Time, cfg analytics.Config) *fixture {
	t.Helper()
	pool := pgtest.New(t)
	c := &clock{now: start}
	store := analyticspg.New(pool)
	svc := analytics.NewService(store, cfg, c.Now, slog.New(slog.NewTextHandler(io.Discard, nil)))
	t.Cleanup(func() { svc.Close(context.Background()) })
	return &fixture{pool: pool, store: store, svc: svc, clock: c}
}

func visitor(addr, ua string) analytics.Visit {
	return analytics.Visit{Site: "gusset.example", Addr: addr, UserAgent: ua}
}

func (f *fixture) report(t *testing.T, first, last time.Time) analytics.Report {
	t.Helper()
	r, err := f.svc.Report(context.Background(), first, last)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func (f *fixture) rawEvents(t *testing.T) int64 {
	t.Helper()
	var n int64
	if err := f.pool.QueryRow(context.Background(), "SELECT count(*) FROM analytics_events").Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

var day1 = time.Date(2026, 3, 30, 9, 0, 0, 0, time.UTC)

func TestVisitorsAreCountedOncePerDay(t *testing.T) {
	f := newFixture(t, day1, analytics.Config{})
	alice := visitor("203.0.113.7:51000", firefox)
	f.svc.View(alice, analytics.PageView{Path: "/"})
	f.clock.Set(day1.Add(time.Hour))
	// Another address of the same /24 and another port: the same network, one visitor.
	f.svc.View(visitor("203.0.113.9:40000", firefox), analytics.PageView{Path: "/services"})
	r := f.report(t, day1, day1)
	if r.Visitors != 1 || r.Pageviews != 2 {
		t.Errorf("one day: visitors, page views = %d, %d; want 1, 2", r.Visitors, r.Pageviews)
	}
	day2 := day1.AddDate(0, 0, 1)
	f.clock.Set(day2)
	f.svc.View(alice, analytics.PageView{Path: "/"})
	r = f.report(t, day1, day2)
	if r.Visitors != 2 || r.Pageviews != 3 {
		t.Errorf("two days: visitors, page views = %d, %d; want 2, 3", r.Visitors, r.Pageviews)
	}
	if got, want := len(r.Days), 2; got != want {
		t.Fatalf("days = %d; want %d", got, want)
	}
	if r.Days[0].Visitors != 1 || r.Days[1].Visitors != 1 {
		t.Errorf("daily visitors = %d, %d; want 1, 1", r.Days[0].Visitors, r.Days[1].Visitors)
	}
	// The second day against the first, the period of the same length just before.
	r = f.report(t, day2, day2)
	if r.PrevVisitors != 1 || r.PrevPageviews != 2 {
		t.Errorf("previous day: visitors, page views = %d, %d; want 1, 2", r.PrevVisitors, r.PrevPageviews)
	}
}

func TestYesterdaysKeysCannotBeRecomputedAfterTheSaltRotates(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, day1, analytics.Config{})
	f.svc.View(visitor("198.51.100.20:1", firefox), analytics.PageView{Path: "/"})
	if err := f.svc.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	salt, err := f.store.Salt(ctx, day1, nil, false)
	if err != nil {
		t.Fatalf("the day's salt while it lasts: %v", err)
	}
	var stored int64
	if err := f.pool.QueryRow(ctx, "SELECT visitor FROM analytics_events").Scan(&stored); err != nil {
		t.Fatal(err)
	}
	if got := analytics.VisitorKey(salt, "gusset.example", "198.51.100.20:1", firefox); got != stored {
		t.Fatalf("key = %d; want the stored %d", got, stored)
	}

	f.clock.Set(day1.AddDate(0, 0, 1))
	if err := f.svc.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := f.store.Salt(ctx, day1, nil, false); !errors.Is(err, analytics.ErrSaltGone) {
		t.Errorf("yesterday's salt after the rotation: err = %v; want ErrSaltGone", err)
	}
	var salts int64
	if err := f.pool.QueryRow(ctx, "SELECT count(*) FROM analytics_salts").Scan(&salts); err != nil {
		t.Fatal(err)
	}
	if salts != 0 {
		t.Errorf("salts kept = %d; want 0", salts)
	}
	// Today's visitor key for the same browser is another one.
	f.svc.View(visitor("198.51.100.20:1", firefox), analytics.PageView{Path: "/"})
	if err := f.svc.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	var distinct int64
	if err := f.pool.QueryRow(ctx, "SELECT count(DISTINCT visitor) FROM analytics_events").Scan(&distinct); err != nil {
		t.Fatal(err)
	}
	if distinct != 2 {
		t.Errorf("distinct keys over two days = %d; want 2", distinct)
	}
}

// Each case also sends a staff screen's page view from a browser: never counted either.
func TestVisitsThatMustNotBeCountedAreNot(t *testing.T) {
	for _, tc := range []struct {
		name  string
		visit analytics.Visit
	}{
		{"a bot's user agent", visitor("192.0.2.1:1", googleb)},
		{"an empty user agent", visitor("192.0.2.1:1", "")},
		{"a browser sending Global Privacy Control", analytics.Visit{Site: "gusset.example", Addr: "192.0.2.1:1", UserAgent: firefox, NoCount: true}},
	} {
		t.Run(tc.name+" is not counted", func(t *testing.T) {
			f := newFixture(t, day1, analytics.Config{})
			f.svc.View(tc.visit, analytics.PageView{Path: "/"})
			f.svc.View(visitor("192.0.2.2:1", firefox), analytics.PageView{Path: "/admin/analytics"})
			f.svc.Convert(tc.visit, analytics.GoalContact)
			r := f.report(t, day1, day1)
			if r.Pageviews != 0 || f.rawEvents(t) != 0 {
				t.Errorf("page views = %d, raw events = %d; want 0, 0", r.Pageviews, f.rawEvents(t))
			}
		})
	}
}

func TestAConversionIsAttributedToTheSourceOfTheVisitsEntry(t *testing.T) {
	f := newFixture(t, day1, analytics.Config{})
	fab := visitor("203.0.113.50:1", iphone)
	other := visitor("198.51.100.1:1", firefox)
	steps := []struct {
		v    analytics.Visit
		view analytics.PageView
	}{
		{fab, analytics.PageView{Path: "/", UTMSource: "linkedin", UTMMedium: "social", UTMCampaign: "expo"}},
		{fab, analytics.PageView{Path: "/services/pemb-detailing"}},
		{fab, analytics.PageView{Path: "/estimate"}},
		{other, analytics.PageView{Path: "/connect", ReferrerHost: "google.com"}},
	}
	for i, s := range steps {
		f.clock.Set(day1.Add(time.Duration(i) * time.Minute))
		f.svc.View(s.v, s.view)
	}
	f.clock.Set(day1.Add(10 * time.Minute))
	f.svc.Convert(fab, analytics.GoalEstimate)
	r := f.report(t, day1, day1)

	var est analytics.GoalReport
	for _, g := range r.Goals {
		if g.Goal == analytics.GoalEstimate {
			est = g
		}
	}
	if est.Conversions != 1 {
		t.Fatalf("estimate conversions = %d; want 1", est.Conversions)
	}
	if want := []analytics.Conversion{{Value: "linkedin", Conversions: 1, Visitors: 1, Rate: 1}}; !slices.Equal(est.BySource, want) {
		t.Errorf("by source = %+v; want %+v", est.BySource, want)
	}
	if want := []analytics.Conversion{{Value: "/", Conversions: 1, Visitors: 1, Rate: 1}}; !slices.Equal(est.ByEntry, want) {
		t.Errorf("by entry = %+v; want %+v", est.ByEntry, want)
	}
	if want := [4]int64{2, 1, 1, 1}; r.Funnel != want {
		t.Errorf("funnel = %v; want %v", r.Funnel, want)
	}
	if want := []analytics.Row{{Dimension: "campaign", Value: "expo", Visitors: 1, Pageviews: 3}}; !slices.Equal(r.Campaigns, want) {
		t.Errorf("campaigns = %+v; want %+v", r.Campaigns, want)
	}
	sources := map[string]int64{}
	for _, s := range r.Sources {
		sources[s.Value] = s.Visitors
	}
	if sources["linkedin"] != 1 || sources["google.com"] != 1 {
		t.Errorf("sources = %v; want linkedin and google.com one visitor each", sources)
	}
	devices := map[string]int64{}
	for _, d := range r.Devices {
		devices[d.Value] = d.Visitors
	}
	if devices["mobile"] != 1 || devices["desktop"] != 1 {
		t.Errorf("devices = %v; want one mobile, one desktop", devices)
	}
}

func TestRetentionDeletesRawEventsAndKeepsTheRollups(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, day1, analytics.Config{RetentionDays: 3})
	f.svc.View(visitor("203.0.113.7:1", firefox), analytics.PageView{Path: "/our-firm"})
	if err := f.svc.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	// Five days on, in the next month: the day is past the retention.
	f.clock.Set(day1.AddDate(0, 0, 5))
	if err := f.svc.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	if n := f.rawEvents(t); n != 0 {
		t.Errorf("raw events after the retention = %d; want 0", n)
	}
	parts, err := f.store.Partitions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(parts, "analytics_events_202603") {
		t.Errorf("partitions = %v; want March's dropped", parts)
	}
	r := f.report(t, day1, day1)
	if r.Visitors != 1 || r.Pageviews != 1 || len(r.Pages) != 1 || r.Pages[0].Value != "/our-firm" {
		t.Errorf("rollup after the retention: visitors %d, page views %d, pages %+v; want 1, 1, /our-firm", r.Visitors, r.Pageviews, r.Pages)
	}
}

func TestPartitionsAreCreatedAhead(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t, time.Date(2026, 12, 15, 0, 0, 0, 0, time.UTC), analytics.Config{})
	if err := f.svc.Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	parts, err := f.store.Partitions(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"analytics_events_202612", "analytics_events_202701", "analytics_events_202702"} {
		if !slices.Contains(parts, want) {
			t.Errorf("partitions = %v; want %s among them", parts, want)
		}
	}
}

// Instances write a month's first events at once: each makes sure of the month's
// partition, and none of them fails for another creating it at the same moment (one that
// did would lose its batch).
func TestInstancesCreatingAMonthsPartitionAtOnceAllSucceed(t *testing.T) {
	ctx := context.Background()
	store := analyticspg.New(pgtest.New(t))
	for month := range 12 {
		day := time.Date(2027, time.Month(1+month), 3, 0, 0, 0, 0, time.UTC)
		start := make(chan struct{})
		errs := make(chan error, 6)
		var wg sync.WaitGroup
		for range 6 {
			wg.Go(func() {
				<-start
				errs <- store.EnsurePartitions(ctx, day)
			})
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Errorf("making sure of %s's partition: %v; want no error", day.Format("2006-01"), err)
			}
		}
	}
}

func TestTheWriterWritesWhatIsQueuedWhenItCloses(t *testing.T) {
	pool := pgtest.New(t)
	c := &clock{now: day1}
	// Batches and ticks far off: only the close writes.
	svc := analytics.NewService(analyticspg.New(pool), analytics.Config{FlushEvery: time.Hour, BatchSize: 1000}, c.Now, slog.New(slog.NewTextHandler(io.Discard, nil)))
	for i := range 25 {
		svc.View(visitor("203.0.113.7:1", firefox), analytics.PageView{Path: "/p" + string(rune('a'+i))})
	}
	svc.Close(context.Background())
	var n int64
	if err := pool.QueryRow(context.Background(), "SELECT count(*) FROM analytics_events").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 25 || svc.Dropped() != 0 {
		t.Errorf("events written at close = %d (dropped %d); want 25 (0)", n, svc.Dropped())
	}
}

func TestABusyDaysReportReadsTodaysRollupOfUnderAMinuteAgo(t *testing.T) {
	// Two page views make a busy day here (BusyDay); one minute is how long its rollup is read.
	f := newFixture(t, day1, analytics.Config{BusyDay: 2, ReuseToday: time.Minute})
	alice := visitor("203.0.113.7:1", firefox)
	f.svc.View(alice, analytics.PageView{Path: "/"})
	r := f.report(t, day1, day1)
	if r.Pageviews != 1 || !r.Through.Equal(day1) {
		t.Fatalf("a quiet day: page views = %d, through %s; want 1, through %s", r.Pageviews, r.Through, day1)
	}
	f.svc.View(alice, analytics.PageView{Path: "/services"})
	if r := f.report(t, day1, day1); r.Pageviews != 2 {
		t.Fatalf("a quiet day's report after another view: page views = %d; want 2 (rolled up again)", r.Pageviews)
	}

	rolled := f.clock.Now()
	f.clock.Set(day1.Add(59 * time.Second))
	f.svc.View(alice, analytics.PageView{Path: "/estimate"})
	r = f.report(t, day1, day1)
	if r.Pageviews != 2 || !r.Through.Equal(rolled) {
		t.Errorf("busy, rollup 59 s old: page views = %d, through %s; want 2, through %s", r.Pageviews, r.Through, rolled)
	}
	if r := f.report(t, day1.AddDate(0, 0, -7), day1.AddDate(0, 0, -1)); !r.Through.IsZero() {
		t.Errorf("a range before today: through %s; want none", r.Through)
	}

	f.clock.Set(day1.Add(time.Minute))
	r = f.report(t, day1, day1)
	if r.Pageviews != 3 || !r.Through.Equal(day1.Add(time.Minute)) {
		t.Errorf("busy, rollup a minute old: page views = %d, through %s; want 3, through %s", r.Pageviews, r.Through, day1.Add(time.Minute))
	}
}
