package auth

import (
	"sync"
	"time"
)

// Limiter counts failed sign-ins per key (a username or a client address) and refuses
// further attempts once a key reaches its limit inside the window, until the lockout
// ends. It lives in memory: one Gusset process serves the site, and a restart clearing
// the counters is acceptable.
type Limiter struct {
	mu      sync.Mutex
	now     func() time.Time
	max     int
	window  time.Duration
	lockout time.Duration
	entries map[string]*limiterEntry
}

type limiterEntry struct {
	failures    int
	windowStart time.Time
	lockedUntil time.Time
}

// maxLimiterEntries bounds memory under a flood of distinct keys; expired entries are
// pruned first, and if that is not enough the table is cleared (failing open on counters
// is better than failing the process).
const maxLimiterEntries = 100_000

// NewLimiter allows max failures per key within window, then refuses for lockout.
func NewLimiter(max int, window, lockout time.Duration, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	return &Limiter{now: now, max: max, window: window, lockout: lockout, entries: map[string]*limiterEntry{}}
}

// Blocked reports whether key is locked out and for how much longer.
func (l *Limiter) Blocked(key string) (time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.entries[key]
	if !ok {
		return 0, false
	}
	if left := e.lockedUntil.Sub(l.now()); left > 0 {
		return left, true
	}
	return 0, false
}

// Fail records a failed attempt for key.
func (l *Limiter) Fail(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	e, ok := l.entries[key]
	if !ok {
		if len(l.entries) >= maxLimiterEntries {
			l.prune(now)
		}
		e = &limiterEntry{windowStart: now}
		l.entries[key] = e
	}
	if now.Sub(e.windowStart) > l.window {
		e.failures, e.windowStart = 0, now
	}
	e.failures++
	if e.failures >= l.max {
		e.lockedUntil = now.Add(l.lockout)
		e.failures, e.windowStart = 0, now
	}
}

// Reset forgets key's failures, after a successful sign-in.
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.entries, key)
}

func (l *Limiter) prune(now time.Time) {
	for k, e := range l.entries {
		if now.Sub(e.windowStart) > l.window && !now.Before(e.lockedUntil) {
			delete(l.entries, k)
		}
	}
	if len(l.entries) >= maxLimiterEntries {
		clear(l.entries)
	}
}
