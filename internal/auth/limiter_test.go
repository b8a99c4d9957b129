package auth

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

var testLimits = Limits{PerPair: 3, PerAddr: 5, PerAccount: 6, Window: 5 * time.Minute, Lockout: 10 * time.Minute, MaxLockout: 40 * time.Minute}

// limiterRun drives a limiter with attempts that fail or succeed.
type limiterRun struct {
	t *testing.T
	l *Limiter
	c *fakeClock
}

func (r limiterRun) fail(user, addr string, times int) {
	r.t.Helper()
	for range times {
		if _, wait, ok := r.l.Admit(user, addr); !ok {
			r.t.Fatalf("attempt by %s from %s refused (wait %s) while setting up", user, addr, wait)
		}
	}
}

func (r limiterRun) succeed(user, addr string) {
	r.t.Helper()
	a, wait, ok := r.l.Admit(user, addr)
	if !ok {
		r.t.Fatalf("attempt by %s from %s refused (wait %s) while setting up", user, addr, wait)
	}
	a.Succeeded()
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
				r.l.Admit(staff, home) // never finished
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
			c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
			r := limiterRun{t: t, l: NewLimiter(testLimits, c.now), c: c}
			tt.steps(r)
			_, wait, got := r.l.Admit(staff, home)
			if got != tt.wantAdmit {
				t.Errorf("Admit = %v (wait %s), want %v", got, wait, tt.wantAdmit)
			}
			if !got && wait <= 0 {
				t.Errorf("refused with wait %s, want a positive Retry-After", wait)
			}
		})
	}
}

func TestLimiterEviction(t *testing.T) {
	limits := testLimits
	limits.PerAddr = 3
	t.Run("eviction keeps an active lock and drops counters", func(t *testing.T) {
		c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		r := limiterRun{t: t, l: NewLimiter(limits, c.now), c: c}
		r.l.capacity = 9
		r.fail("admin", "198.51.100.7", 3) // pair and address locked, account counted
		r.fail("u1", "203.0.113.1", 1)
		r.fail("u2", "203.0.113.2", 1) // the table is full
		r.fail("u3", "203.0.113.3", 1) // needs room: counters go, locks stay
		if _, _, ok := r.l.Admit("admin", "198.51.100.7"); ok {
			t.Errorf("the locked pair was admitted after an eviction, want it still locked")
		}
		if got := len(r.l.entries); got > r.l.capacity {
			t.Errorf("entries = %d, want at most %d", got, r.l.capacity)
		}
	})
	t.Run("a table full of locks refuses new keys and keeps its locks", func(t *testing.T) {
		c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
		r := limiterRun{t: t, l: NewLimiter(limits, c.now), c: c}
		r.l.capacity = 6
		r.fail("u1", "203.0.113.1", 3)
		r.fail("u2", "203.0.113.2", 3) // four locks and two account counters
		if _, _, ok := r.l.Admit("u3", "203.0.113.3"); ok {
			t.Errorf("a new key was admitted into a table full of locks, want it refused")
		}
		for _, k := range []string{"203.0.113.1", "203.0.113.2"} {
			if _, _, ok := r.l.Admit("someone", k); ok {
				t.Errorf("address %s was admitted, want its lock kept", k)
			}
		}
	})
}

func TestAddrKey(t *testing.T) {
	tests := []struct{ name, remote, want string }{
		{"an IPv4 address with a port is the address", "192.0.2.1:5555", "192.0.2.1"},
		{"an IPv4-mapped IPv6 address is the IPv4 address", "[::ffff:192.0.2.1]:80", "192.0.2.1"},
		{"an IPv6 address is its /64", "[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"},
		{"another address in the same /64 shares the key", "[2001:db8:1:2:ffff::1]:1", "2001:db8:1:2::/64"},
		{"a zone is ignored", "[fe80::1%eth0]:1", "fe80::/64"},
		{"a host without a port still keys", "192.0.2.9", "192.0.2.9"},
		{"something that is not an address keys as itself", "pipe", "pipe"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := addrKey(tt.remote); got != tt.want {
				t.Errorf("addrKey(%q) = %q, want %q", tt.remote, got, tt.want)
			}
		})
	}
}
