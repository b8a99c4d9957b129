package analyticspg_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/analytics"
	"github.com/gusset/gusset/internal/analytics/analyticspg"
	"github.com/gusset/gusset/internal/pgtest"
)

// Events that reach the writer without the HTTP edge's checks (a goal's adapter, a future
// caller): PostgreSQL refuses the one, and the batch around it is kept.
func TestABatchKeepsItsEventsWhenTheDatabaseRefusesOne(t *testing.T) {
	for _, tc := range []struct {
		name string
		bad  analytics.PageView
	}{
		{"a NUL in the path", analytics.PageView{Path: "/services\x00"}},
		{"bytes that are not UTF-8 in a utm value", analytics.PageView{Path: "/", UTMSource: "news\xffletter"}},
		{"a NUL in the referrer's host", analytics.PageView{Path: "/", ReferrerHost: "a\x00.example"}},
	} {
		t.Run("with "+tc.name+" the other 20 views are stored", func(t *testing.T) {
			pool := pgtest.New(t)
			c := &clock{now: day1}
			// One batch, written by the flush.
			svc := analytics.NewService(analyticspg.New(pool), analytics.Config{FlushEvery: time.Hour, BatchSize: 1000}, c.Now, slog.New(slog.NewTextHandler(io.Discard, nil)))
			t.Cleanup(func() { svc.Close(context.Background()) })
			for i := range 21 {
				view := analytics.PageView{Path: fmt.Sprintf("/page-%d", i)}
				if i == 13 {
					view = tc.bad
				}
				svc.View(visitor("203.0.113.7:1", firefox), view)
			}
			if err := svc.Flush(context.Background()); err != nil {
				t.Fatalf("flush: %v", err)
			}
			var n int64
			if err := pool.QueryRow(context.Background(), "SELECT count(*) FROM analytics_events").Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n != 20 || svc.Dropped() != 1 {
				t.Errorf("events stored = %d, dropped = %d; want 20, 1", n, svc.Dropped())
			}
		})
	}
}

// Two instances (two services, each with its writer, on one database) take a flood from one
// network at once, in small batches that race each other: the network is counted up to
// the cap and no further, another network is counted whole, and the next window counts
// again.
func TestANetworkIsCountedUpToTheCapAcrossInstances(t *testing.T) {
	ctx := context.Background()
	pool := pgtest.New(t)
	c := &clock{now: day1}
	const limit = 30
	cfg := analytics.Config{FlushEvery: time.Hour, BatchSize: 7, NetworkCap: limit, NetworkWindow: time.Hour}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	instances := []*analytics.Service{
		analytics.NewService(analyticspg.New(pool), cfg, c.Now, log),
		analytics.NewService(analyticspg.New(pool), cfg, c.Now, log),
	}
	for _, svc := range instances {
		t.Cleanup(func() { svc.Close(ctx) })
	}
	flush := func() {
		t.Helper()
		for _, svc := range instances {
			if err := svc.Flush(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	count := func(where string) int64 {
		t.Helper()
		var n int64
		if err := pool.QueryRow(ctx, "SELECT count(*) FROM analytics_events WHERE "+where).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	// 400 page views from 203.0.113.0/24, each address and browser build its own visitor.
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 50 {
				ua := fmt.Sprintf("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.%d", g*50+i)
				instances[(g+i)%2].View(visitor(fmt.Sprintf("203.0.113.%d:4000", 1+i), ua), analytics.PageView{Path: "/flood"})
			}
		})
	}
	for range 5 {
		instances[0].View(visitor("198.51.100.20:1", firefox), analytics.PageView{Path: "/calm"})
	}
	wg.Wait()
	flush()
	if got := count("path = '/flood'"); got != limit {
		t.Errorf("flood events counted = %d; want the cap, %d", got, limit)
	}
	if got := count("path = '/calm'"); got != 5 {
		t.Errorf("another network's events counted = %d; want 5", got)
	}
	if got := instances[0].Capped() + instances[1].Capped(); got != 400-limit {
		t.Errorf("events left out = %d; want %d", got, 400-limit)
	}

	c.Set(day1.Add(time.Hour))
	instances[1].View(visitor("203.0.113.9:1", firefox), analytics.PageView{Path: "/flood"})
	flush()
	if got := count("path = '/flood'"); got != limit+1 {
		t.Errorf("flood events after the window = %d; want %d (the new window counts again)", got, limit+1)
	}
	if err := instances[0].Maintain(ctx); err != nil {
		t.Fatal(err)
	}
	var windows int64
	if err := pool.QueryRow(ctx, "SELECT count(*) FROM analytics_network_counts WHERE window_start < $1", day1.Add(time.Hour)).Scan(&windows); err != nil {
		t.Fatal(err)
	}
	if windows != 0 {
		t.Errorf("counts of ended windows after the job = %d; want 0", windows)
	}
}
