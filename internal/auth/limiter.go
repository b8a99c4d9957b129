package auth

import (
	"sync"
	"time"

	"github.com/gusset/gusset/internal/clientaddr"
)

// Limits are the sign-in limits. Every attempt is counted as a failure the moment it
// arrives, before its password is checked, and refunded if it succeeds, so no number of
// parallel or multiplexed requests gets more guesses than the limits allow. The rules:
//
//   - Pair: one username from one address (an IPv4 address or an IPv6 /64) may fail
//     PerPair times within Window; then that pair is locked for Lockout, doubled at each
//     further lock of the same pair (up to MaxLockout). A stranger's failures lock only
//     the stranger's own pair: staff signing in from another address are not affected.
//   - Address: one address may fail PerAddr times within Window across all usernames
//     (stops one host trying many accounts); then it is locked for Lockout.
//   - Account: once a username has failed PerAccount times within Window from all
//     addresses together, every address that has already failed against it is refused
//     until the window ends; an address that has not failed may still try. Guesses spread
//     over many addresses are so slowed to one per address after the budget is spent.
type Limits struct {
	PerPair    int
	PerAddr    int
	PerAccount int
	Window     time.Duration
	Lockout    time.Duration
	MaxLockout time.Duration
}

// maxLimiterEntries bounds memory under a flood of distinct keys. Expired entries are
// dropped first, then counters that hold no lock; an active lock is never dropped. If
// the table is full of active locks, new keys are refused (failing closed: a sign-in
// limiter that forgets locks would be a bypass).
const maxLimiterEntries = 100_000

// Limiter applies Limits in memory.
type Limiter struct {
	mu      sync.Mutex
	now     func() time.Time
	limits  Limits
	entries map[limiterKey]*limiterEntry
	// capacity is maxLimiterEntries; tests lower it.
	capacity int
}

type limiterScope uint8

const (
	scopePair limiterScope = iota
	scopeAddr
	scopeAccount
)

type limiterKey struct {
	scope    limiterScope
	username string
	addr     string
}

type limiterEntry struct {
	failures    int
	windowStart time.Time
	lockedUntil time.Time
	// strikes counts the locks of a pair, for the exponential back-off; forgotten after
	// MaxLockout without a lock.
	strikes  int
	lastLock time.Time
}

// NewLimiter returns a limiter; now may be nil for the wall clock.
func NewLimiter(limits Limits, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	if limits.MaxLockout < limits.Lockout {
		limits.MaxLockout = limits.Lockout
	}
	return &Limiter{now: now, limits: limits, entries: map[limiterKey]*limiterEntry{}, capacity: maxLimiterEntries}
}

// Attempt is an admitted sign-in attempt, already counted as a failure.
type Attempt struct {
	l     *Limiter
	keys  [3]limiterKey
	locks [3]bool // whether this attempt's count set the key's lock
}

// Admit counts an attempt for username from addr, or refuses it with the time left
// before the caller may try again.
func (l *Limiter) Admit(username, addr string) (*Attempt, time.Duration, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	a := &Attempt{l: l, keys: [3]limiterKey{
		{scope: scopePair, username: username, addr: addr},
		{scope: scopeAddr, addr: addr},
		{scope: scopeAccount, username: username},
	}}
	missing := 0
	for _, k := range a.keys {
		if _, ok := l.entries[k]; !ok {
			missing++
		}
	}
	if len(l.entries)+missing > l.capacity && !l.evict(now, missing) {
		// The table is full of active locks.
		return nil, l.limits.Lockout, false
	}
	pair, addrE, account := l.get(a.keys[0], now), l.get(a.keys[1], now), l.get(a.keys[2], now)
	var wait time.Duration
	for _, e := range []*limiterEntry{pair, addrE} {
		if e != nil && e.lockedUntil.After(now) {
			wait = max(wait, e.lockedUntil.Sub(now))
		}
	}
	if account != nil && pair != nil && pair.failures > 0 && account.failures >= l.limits.PerAccount {
		wait = max(wait, account.windowStart.Add(l.limits.Window).Sub(now))
	}
	if wait > 0 {
		return nil, wait, false
	}
	for i, limit := range []int{l.limits.PerPair, l.limits.PerAddr, l.limits.PerAccount} {
		e := l.add(a.keys[i], now)
		e.failures++
		if i < 2 && e.failures >= limit && !e.lockedUntil.After(now) {
			l.lock(e, a.keys[i].scope, now)
			a.locks[i] = true
		}
	}
	return a, 0, true
}

// Succeeded refunds the attempt: the pair's failures and back-off are forgotten, and the
// address and account counts give back this attempt (and any lock it set).
func (a *Attempt) Succeeded() {
	l := a.l
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.entries, a.keys[0])
	for i := 1; i < 3; i++ {
		e, ok := l.entries[a.keys[i]]
		if !ok {
			continue
		}
		e.failures = max(e.failures-1, 0)
		if a.locks[i] {
			e.lockedUntil = time.Time{}
		}
	}
}

func (l *Limiter) lock(e *limiterEntry, scope limiterScope, now time.Time) {
	d := l.limits.Lockout
	if scope == scopePair {
		if now.Sub(e.lastLock) > l.limits.MaxLockout {
			e.strikes = 0
		}
		for range e.strikes {
			d = min(d*2, l.limits.MaxLockout)
		}
		e.strikes++
		e.lastLock = now
	}
	e.lockedUntil = now.Add(d)
	e.failures, e.windowStart = 0, now
}

// get returns key's entry with an expired window reset, or nil.
func (l *Limiter) get(key limiterKey, now time.Time) *limiterEntry {
	e, ok := l.entries[key]
	if !ok {
		return nil
	}
	if now.Sub(e.windowStart) > l.limits.Window {
		e.failures, e.windowStart = 0, now
	}
	return e
}

// add returns key's entry, creating it.
func (l *Limiter) add(key limiterKey, now time.Time) *limiterEntry {
	if e := l.get(key, now); e != nil {
		return e
	}
	e := &limiterEntry{windowStart: now}
	l.entries[key] = e
	return e
}

// evict makes room for n more entries: first it drops entries with nothing left to
// remember, then counters without a lock. It never drops an active lock.
func (l *Limiter) evict(now time.Time, n int) bool {
	for k, e := range l.entries {
		if !e.lockedUntil.After(now) && now.Sub(e.windowStart) > l.limits.Window &&
			(e.strikes == 0 || now.Sub(e.lastLock) > l.limits.MaxLockout) {
			delete(l.entries, k)
		}
	}
	for k, e := range l.entries {
		if len(l.entries)+n <= l.capacity-l.capacity/10 {
			break
		}
		if !e.lockedUntil.After(now) {
			delete(l.entries, k)
		}
	}
	return len(l.entries)+n <= l.capacity
}

// addrKey is the rate-limit key of a connection address (clientaddr.Key).
func addrKey(remote string) string { return clientaddr.Key(remote) }
