package authpg_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gusset/gusset/internal/auth"
	"github.com/gusset/gusset/internal/auth/authpg"
	"github.com/gusset/gusset/internal/pgtest"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

var testLimits = auth.Limits{PerPair: 3, PerAddr: 5, PerAccount: 6, Window: 5 * time.Minute, Lockout: 10 * time.Minute, MaxLockout: 40 * time.Minute}

// limiterRun drives a limiter with attempts that fail or succeed.
type limiterRun struct {
	t *testing.T
	l *auth.Limiter
	c *fakeClock
}

func (r limiterRun) fail(user, addr string, times int) {
	r.t.Helper()
	for range times {
		r.admit(user, addr)
	}
}

func (r limiterRun) succeed(user, addr string) {
	r.t.Helper()
	if err := r.admit(user, addr).Succeeded(context.Background()); err != nil {
		r.t.Fatal(err)
	}
}

func (r limiterRun) admit(user, addr string) *auth.Attempt {
	r.t.Helper()
	a, wait, err := r.l.Admit(context.Background(), user, addr)
	if err != nil {
		r.t.Fatal(err)
	}
	if a == nil {
		r.t.Fatalf("attempt by %s from %s refused (wait %s) while setting up", user, addr, wait)
	}
	return a
}

func newLimiter(t *testing.T, limits auth.Limits) limiterRun {
	c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	return limiterRun{t: t, l: auth.NewLimiter(authpg.New(pgtest.New(t)), limits, c.now), c: c}
}

func TestLimiterRules(t *testing.T) {
	const staff, home = "admin", "198.51.100.7"
	tests := []struct {
		name      string
		steps     func(r limiterRun)
		wantAdmit bool
	}{
		{"a pair under the limit may try again", func(r limiterRun) {
			r.fail(staff, home, 2)
		}, true},
		{"a pair that reached the limit is locked", func(r limiterRun) {
			r.fail(staff, home, 3)
		}, false},
		{"attempts still in flight count as failures", func(r limiterRun) {
			for range 3 {
				r.admit(staff, home) // never finished
			}
		}, false},
		{"the lock ends after its duration", func(r limiterRun) {
			r.fail(staff, home, 3)
			r.c.advance(10*time.Minute + time.Second)
		}, true},
		{"a second lock of the same pair lasts twice as long", func(r limiterRun) {
			r.fail(staff, home, 3)
			r.c.advance(10*time.Minute + time.Second)
			r.fail(staff, home, 3)
			r.c.advance(10*time.Minute + time.Second)
		}, false},
		{"the doubled lock ends after twice the duration", func(r limiterRun) {
			r.fail(staff, home, 3)
			r.c.advance(10*time.Minute + time.Second)
			r.fail(staff, home, 3)
			r.c.advance(20*time.Minute + time.Second)
		}, true},
		{"the back-off stops growing at the maximum lockout", func(r limiterRun) {
			for _, d := range []time.Duration{10, 20, 40} {
				r.fail(staff, home, 3)
				r.c.advance(d*time.Minute + time.Second)
			}
			r.fail(staff, home, 3) // a fourth lock: 80 minutes, capped to 40
			r.c.advance(40*time.Minute + time.Second)
		}, true},
		{"a stranger's failures do not lock staff out at another address", func(r limiterRun) {
			r.fail(staff, "203.0.113.66", 3)
		}, true},
		{"failures older than the window are forgotten", func(r limiterRun) {
			r.fail(staff, home, 2)
			r.c.advance(6 * time.Minute)
			r.fail(staff, home, 1)
		}, true},
		{"a success forgets the pair's failures", func(r limiterRun) {
			r.fail(staff, home, 2)
			r.succeed(staff, home)
			r.fail(staff, home, 2)
		}, true},
		{"an address that tried many usernames is locked", func(r limiterRun) {
			for _, u := range []string{"a", "b", "c", "d", "e"} {
				r.fail(u, home, 1)
			}
		}, false},
		{"a lock set by an attempt that then succeeds is lifted", func(r limiterRun) {
			for _, u := range []string{"a", "b", "c", "d"} {
				r.fail(u, home, 1)
			}
			r.succeed(staff, home) // the fifth attempt from home: it locked the address on arrival
		}, true},
		{"a spent account budget refuses the addresses that already failed", func(r limiterRun) {
			r.fail(staff, home, 2)
			r.fail(staff, "203.0.113.1", 2)
			r.fail(staff, "203.0.113.2", 2)
		}, false},
		{"a spent account budget still admits an address that has not failed", func(r limiterRun) {
			r.fail(staff, "203.0.113.1", 2)
			r.fail(staff, "203.0.113.2", 2)
			r.fail(staff, "203.0.113.3", 2)
		}, true},
		{"a spent account budget is restored when its window ends", func(r limiterRun) {
			r.fail(staff, home, 2)
			r.fail(staff, "203.0.113.1", 2)
			r.fail(staff, "203.0.113.2", 2)
			r.c.advance(5*time.Minute + time.Second)
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newLimiter(t, testLimits)
			tt.steps(r)
			a, wait, err := r.l.Admit(context.Background(), staff, home)
			if err != nil {
				t.Fatal(err)
			}
			got := a != nil
			if got != tt.wantAdmit {
				t.Errorf("Admit = %v (wait %s), want %v", got, wait, tt.wantAdmit)
			}
			if !got && wait <= 0 {
				t.Errorf("refused with wait %s, want a positive Retry-After", wait)
			}
		})
	}
}

// TestLimiterHoldsUnderParallelAttempts fires many attempts at once, each on its own
// connection of the pool, and counts the admitted ones: the counters are read and
// written under row locks, so no two attempts may read the same count.
func TestLimiterHoldsUnderParallelAttempts(t *testing.T) {
	limits := auth.Limits{PerPair: 5, PerAddr: 12, PerAccount: 1000, Window: time.Hour, Lockout: time.Hour, MaxLockout: time.Hour}
	tests := []struct {
		name  string
		users func(i int) string
		want  int
	}{
		{"one username from one address gets exactly the pair's limit", func(int) string { return "admin" }, limits.PerPair},
		{"many usernames from one address get exactly the address's limit", func(i int) string { return fmt.Sprintf("user%d", i) }, limits.PerAddr},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pool := pgtest.New(t)
			l := auth.NewLimiter(authpg.New(pool), limits, nil)
			const attempts = 60
			var admitted atomic.Int32
			var wg sync.WaitGroup
			start := make(chan struct{})
			errs := make(chan error, attempts)
			for i := range attempts {
				wg.Go(func() {
					<-start
					a, _, err := l.Admit(context.Background(), tt.users(i), "198.51.100.7")
					if err != nil {
						errs <- err
						return
					}
					if a != nil {
						admitted.Add(1)
					}
				})
			}
			close(start)
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Errorf("Admit: %v", err)
			}
			if got := int(admitted.Load()); got != tt.want {
				t.Errorf("admitted %d of %d parallel attempts, want %d", got, attempts, tt.want)
			}
		})
	}
}

func TestLimiterPurge(t *testing.T) {
	r := newLimiter(t, testLimits)
	ctx := context.Background()
	r.fail("admin", "198.51.100.7", 3) // the pair locked (10 minutes), address and account counted
	r.fail("guest", "203.0.113.1", 1)
	r.c.advance(6 * time.Minute) // past the window, the lock still on
	n, err := r.l.Purge(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// guest's three counters and admin's address and account counters (windows over,
	// no lock) go; the locked pair stays.
	if n != 5 {
		t.Errorf("purged %d counters, want 5 (all but the locked pair)", n)
	}
	if a, _, err := r.l.Admit(ctx, "admin", "198.51.100.7"); err != nil || a != nil {
		t.Errorf("Admit after purge = %v, %v; want the pair still locked", a, err)
	}
	r.c.advance(11 * time.Minute) // the lock over, its back-off still remembered
	r.fail("admin", "198.51.100.7", 3)
	r.c.advance(10*time.Minute + time.Second)
	if a, _, err := r.l.Admit(ctx, "admin", "198.51.100.7"); err != nil || a != nil {
		t.Errorf("Admit = %v, %v; want a second, doubled lock: the purge must keep the back-off", a, err)
	}
}
