package abusepg_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/abuse"
	"github.com/gusset/gusset/internal/abuse/abusepg"
	"github.com/gusset/gusset/internal/pgtest"
)

func TestHitCountsEachParallelHitOnce(t *testing.T) {
	store := abusepg.New(pgtest.New(t))
	ctx := context.Background()
	window := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	const n = 20
	counts := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := store.Hit(ctx, abuse.Contact, "203.0.113.7", window)
			if err != nil {
				t.Errorf("Hit: %v", err)
			}
			counts[i] = c
		}()
	}
	wg.Wait()
	slices.Sort(counts)
	for i, c := range counts {
		if c != i+1 {
			t.Fatalf("got counts %v, want 1 to %d each once", counts, n)
		}
	}
}

func TestHitCountsEachWindowActionAndClientApart(t *testing.T) {
	store := abusepg.New(pgtest.New(t))
	ctx := context.Background()
	window := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	for range 3 {
		if _, err := store.Hit(ctx, abuse.Contact, "203.0.113.7", window); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		action abuse.Action
		client string
		window time.Time
		want   int
	}{
		{"the same window, action and client count on", abuse.Contact, "203.0.113.7", window, 4},
		{"another client starts at one", abuse.Contact, "203.0.113.8", window, 1},
		{"another action starts at one", abuse.Newsletter, "203.0.113.7", window, 1},
		{"the next window starts at one", abuse.Contact, "203.0.113.7", window.Add(time.Hour), 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := store.Hit(ctx, tt.action, tt.client, tt.window)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func TestSpendAcceptsAChallengeOnceEvenInParallel(t *testing.T) {
	store := abusepg.New(pgtest.New(t))
	ctx := context.Background()
	expires := time.Now().Add(time.Hour)
	const n = 10
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		accepted int
	)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ok, err := store.Spend(ctx, "sig-1", expires)
			if err != nil {
				t.Errorf("Spend: %v", err)
			}
			if ok {
				mu.Lock()
				accepted++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if accepted != 1 {
		t.Errorf("got %d accepted spends, want 1", accepted)
	}
	ok, err := store.Spend(ctx, "sig-2", expires)
	if err != nil || !ok {
		t.Errorf("another challenge: got %v, %v, want true, nil", ok, err)
	}
}

func TestPurgeDropsOnlyWhatEnded(t *testing.T) {
	store := abusepg.New(pgtest.New(t))
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)
	old := now.Add(-25 * time.Hour)
	recent := now.Add(-23 * time.Hour)
	for _, w := range []time.Time{old, recent} {
		if _, err := store.Hit(ctx, abuse.Contact, "203.0.113.7", w); err != nil {
			t.Fatal(err)
		}
	}
	for sig, exp := range map[string]time.Time{"expired": now.Add(-time.Minute), "live": now.Add(time.Minute)} {
		if _, err := store.Spend(ctx, sig, exp); err != nil {
			t.Fatal(err)
		}
	}
	n, err := store.Purge(ctx, now)
	if err != nil {
		t.Fatal(err)
	}
	if n != 2 {
		t.Errorf("got %d purged rows, want 2 (the old window, the expired challenge)", n)
	}
	t.Run("a window of the last day keeps its count", func(t *testing.T) {
		got, err := store.Hit(ctx, abuse.Contact, "203.0.113.7", recent)
		if err != nil || got != 2 {
			t.Errorf("got %d, %v, want 2, nil", got, err)
		}
	})
	t.Run("a window over a day old starts again", func(t *testing.T) {
		got, err := store.Hit(ctx, abuse.Contact, "203.0.113.7", old)
		if err != nil || got != 1 {
			t.Errorf("got %d, %v, want 1, nil", got, err)
		}
	})
	t.Run("an expired challenge can be spent again", func(t *testing.T) {
		ok, err := store.Spend(ctx, "expired", now.Add(time.Hour))
		if err != nil || !ok {
			t.Errorf("got %v, %v, want true, nil", ok, err)
		}
	})
	t.Run("a live challenge stays spent", func(t *testing.T) {
		ok, err := store.Spend(ctx, "live", now.Add(time.Hour))
		if err != nil || ok {
			t.Errorf("got %v, %v, want false, nil", ok, err)
		}
	})
}
