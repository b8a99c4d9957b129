package analytics

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/gusset/gusset/internal/validate"
)

// Config tunes the service; zero fields take DefaultConfig's values.
type Config struct {
	// RetentionDays is how long raw events are kept (ANALYTICS_RETENTION_DAYS); the daily
	// rollups are kept for good.
	RetentionDays int
	// FlushEvery and BatchSize are when the writer writes: every FlushEvery, or as soon as
	// BatchSize events wait. Buffer is how many events may wait before new ones are dropped.
	FlushEvery time.Duration
	BatchSize  int
	Buffer     int
	// ReuseToday and BusyDay bound a report's cost on a busy day: a report reads today's
	// latest rollup as it is (and says when it was made) when it is younger than ReuseToday
	// and counted at least BusyDay page views; otherwise it rolls today up first, so a
	// quiet site's report is exact to the second. The analytics job rolls today up every
	// minute.
	ReuseToday time.Duration
	BusyDay    int64
	// NetworkCap is how many events of one network (an IPv4 /24, an IPv6 /56) are counted
	// per NetworkWindow (ANALYTICS_NETWORK_CAP); the rest are answered alike and left out.
	NetworkCap    int
	NetworkWindow time.Duration
}

// DefaultConfig is 30 days of raw events, written every second or every 500.
// A busy day's rollup is reused for a minute: rolling up 10,000 page views takes about
// 30 ms, a day of 110,000 about 400 ms (docs/analytics.md). One network's 1,000 events an
// hour is a whole office reading the site at once, and a fifth of the busiest day's hour.
var DefaultConfig = Config{RetentionDays: 30, FlushEvery: time.Second, BatchSize: 500, Buffer: 20000,
	ReuseToday: time.Minute, BusyDay: 10000, NetworkCap: 1000, NetworkWindow: time.Hour}

func (c Config) withDefaults() Config {
	d := DefaultConfig
	if c.RetentionDays <= 0 {
		c.RetentionDays = d.RetentionDays
	}
	// Yesterday's events must outlive their final rollup.
	c.RetentionDays = max(c.RetentionDays, 2)
	if c.FlushEvery <= 0 {
		c.FlushEvery = d.FlushEvery
	}
	if c.BatchSize <= 0 {
		c.BatchSize = d.BatchSize
	}
	if c.Buffer <= 0 {
		c.Buffer = d.Buffer
	}
	if c.ReuseToday <= 0 {
		c.ReuseToday = d.ReuseToday
	}
	if c.BusyDay <= 0 {
		c.BusyDay = d.BusyDay
	}
	if c.NetworkCap <= 0 {
		c.NetworkCap = d.NetworkCap
	}
	if c.NetworkWindow <= 0 || c.NetworkWindow > 24*time.Hour {
		// A window is within a day: its networks are hashed with the day's salt.
		c.NetworkWindow = d.NetworkWindow
	}
	return c
}

// Service records events, maintains the rollups and answers the report.
type Service struct {
	store Store
	cfg   Config
	now   func() time.Time
	w     *writer
	log   *slog.Logger
}

// NewService starts the service's writer; Close stops it after writing what is queued.
// now is the clock (nil: time.Now).
func NewService(store Store, cfg Config, now func() time.Time, log *slog.Logger) *Service {
	if now == nil {
		now = time.Now
	}
	cfg = cfg.withDefaults()
	return &Service{store: store, cfg: cfg, now: now, w: newWriter(store, cfg, now, log), log: log}
}

// Close writes the queued events and stops the writer (bounded by ctx).
func (s *Service) Close(ctx context.Context) { s.w.close(ctx) }

// Flush writes the queued events now.
func (s *Service) Flush(ctx context.Context) error { return s.w.flush(ctx) }

// Dropped is how many events were lost (a full buffer, a failed write, an event the
// database refused, a day's salt gone).
func (s *Service) Dropped() int64 { return s.w.dropped.Load() }

// Capped is how many events were left out over their network's cap.
func (s *Service) Capped() int64 { return s.w.capped.Load() }

// View counts a page view of v unless v is not to be counted (GPC; a bot, which the writer
// tells off the request's path) or the page is a staff screen (the app reports every route;
// the server sorts); it never waits.
func (s *Service) View(v Visit, view PageView) {
	if v.NoCount || view.Path == "/admin" || strings.HasPrefix(view.Path, "/admin/") {
		return
	}
	s.w.record(Event{Time: s.now(), Visit: v, View: view})
}

// Convert records that v reached goal, on the same terms as View.
func (s *Service) Convert(v Visit, goal Goal) {
	if v.NoCount {
		return
	}
	s.w.record(Event{Time: s.now(), Visit: v, Goal: goal})
}

// Maintain is the analytics job's work: the coming months' partitions, the salts of past
// days deleted, the rollups brought up to date, and the raw events past the retention
// deleted.
func (s *Service) Maintain(ctx context.Context) error {
	if err := s.Flush(ctx); err != nil {
		s.log.Warn("analytics: writing queued events before the rollup", "err", err)
	}
	today := dayOf(s.now())
	if err := s.store.EnsurePartitions(ctx, today, today.AddDate(0, 1, 0), today.AddDate(0, 2, 0)); err != nil {
		return fmt.Errorf("analytics partitions: %w", err)
	}
	if err := s.store.DeleteSaltsBefore(ctx, today); err != nil {
		return fmt.Errorf("analytics salts: %w", err)
	}
	if err := s.store.DeleteNetworkWindowsBefore(ctx, s.now().Truncate(s.cfg.NetworkWindow)); err != nil {
		return fmt.Errorf("analytics network counts: %w", err)
	}
	if _, err := s.rollUp(ctx, false); err != nil {
		return err
	}
	if _, err := s.store.DeleteBefore(ctx, s.cutoff(today)); err != nil {
		return fmt.Errorf("analytics retention: %w", err)
	}
	return nil
}

// cutoff is the first day whose raw events are kept.
func (s *Service) cutoff(today time.Time) time.Time {
	return today.AddDate(0, 0, -s.cfg.RetentionDays+1)
}

// rollUp rolls up, for good, every ended day not yet final (from the last final one, or
// the oldest raw events, but never a day whose events the retention deleted), then today
// so far, and answers when today's rollup was made. For a report (reuse), a busy today's
// rollup younger than ReuseToday is kept as it is.
func (s *Service) rollUp(ctx context.Context, reuse bool) (time.Time, error) {
	now := s.now()
	today := dayOf(now)
	start, err := s.store.LastFinal(ctx)
	if err != nil {
		return time.Time{}, err
	}
	if start.IsZero() {
		if start, err = s.store.FirstEventDay(ctx); err != nil {
			return time.Time{}, err
		}
		if start.IsZero() {
			start = today
		}
	} else {
		start = start.AddDate(0, 0, 1)
	}
	start = later(start, s.cutoff(today))
	for day := start; day.Before(today); day = day.AddDate(0, 0, 1) {
		if err := s.store.Rollup(ctx, day, true, now); err != nil {
			return time.Time{}, fmt.Errorf("analytics rollup of %s: %w", day.Format(time.DateOnly), err)
		}
	}
	if reuse {
		r, err := s.store.RolledUp(ctx, today)
		if err != nil {
			return time.Time{}, err
		}
		if !r.Time.IsZero() && r.Pageviews >= s.cfg.BusyDay && now.Sub(r.Time) < s.cfg.ReuseToday && !r.Time.After(now) {
			return r.Time, nil
		}
	}
	if err := s.store.Rollup(ctx, today, false, now); err != nil {
		return time.Time{}, fmt.Errorf("analytics rollup of today: %w", err)
	}
	return now, nil
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// MaxReportDays bounds a report's range.
const MaxReportDays = 731

// topN is how many values of each dimension a report lists.
const topN = 50

// Report reads the rollups of [first, last] (days, UTC) and of the period of the same
// length just before. Events still queued in this process are written and today's rollup
// is brought up to date first (on a busy day, reused when under a minute old: see
// Config.ReuseToday), so the report shows what happened until Report.Through. The
// rollups' reads are independent and run at once.
func (s *Service) Report(ctx context.Context, first, last time.Time) (Report, error) {
	first, last = dayOf(first), dayOf(last)
	var c validate.Checker
	c.Check(!last.Before(first), "to", "The end of the range must not be before its start.")
	c.Check(last.Sub(first) < MaxReportDays*24*time.Hour, "to", fmt.Sprintf("A report covers at most %d days.", MaxReportDays))
	if err := c.Err(); err != nil {
		return Report{}, err
	}
	if err := s.Flush(ctx); err != nil {
		s.log.Warn("analytics: writing queued events before a report", "err", err)
	}
	var through time.Time
	if !last.Before(dayOf(s.now()).AddDate(0, 0, -1)) {
		var err error
		if through, err = s.rollUp(ctx, true); err != nil {
			return Report{}, err
		}
	}
	days := int(last.Sub(first)/(24*time.Hour)) + 1
	prevLast := first.AddDate(0, 0, -1)
	prevFirst := prevLast.AddDate(0, 0, -days+1)
	var (
		rows         []Row
		prev, series []Day
		goals        []GoalRow
	)
	g, gctx := errgroup.WithContext(ctx)
	g.Go(func() (err error) { rows, err = s.store.Totals(gctx, first, last, topN); return err })
	// The previous period's totals only: the sum of its days.
	g.Go(func() (err error) { prev, err = s.store.Series(gctx, prevFirst, prevLast); return err })
	g.Go(func() (err error) { series, err = s.store.Series(gctx, first, last); return err })
	g.Go(func() (err error) { goals, err = s.store.GoalTotals(gctx, first, last, topN); return err })
	if err := g.Wait(); err != nil {
		return Report{}, err
	}
	r := buildReport(first, last, prevFirst, prevLast, rows, prev, series, goals)
	if !last.Before(dayOf(through)) {
		r.Through = through
	}
	return r, nil
}
