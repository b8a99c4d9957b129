package auth

import (
	"context"
	"errors"
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
//
// The counters live in a LimiterStore (PostgreSQL), so that every instance of the site
// applies the same limits.
type Limits struct {
	PerPair    int
	PerAddr    int
	PerAccount int
	Window     time.Duration
	Lockout    time.Duration
	MaxLockout time.Duration
}

// LimiterScope is what a limiter key counts.
type LimiterScope int16

// The scopes, in the order an update locks their keys.
const (
	ScopePair LimiterScope = iota
	ScopeAddr
	ScopeAccount
)

// LimiterKey names one counter; the part a scope does not use is empty.
type LimiterKey struct {
	Scope    LimiterScope
	Username string
	Addr     string
}

// LimiterEntry is one key's counters. A key never counted before is a zero entry.
type LimiterEntry struct {
	Failures    int
	WindowStart time.Time
	LockedUntil time.Time
	// Strikes counts the locks of a pair, for the exponential back-off; forgotten after
	// MaxLockout without a lock.
	Strikes  int
	LastLock time.Time
	// Delete asks the store to forget the key.
	Delete bool
}

// LimiterStore keeps the counters.
type LimiterStore interface {
	// LimiterUpdate runs fn on the entries of keys (given in scope order) with every
	// other update of any of them held off until it returns, then saves the entries fn
	// leaves (unless fn fails): the one place that makes parallel attempts, on any
	// instance, see each other's counts.
	LimiterUpdate(ctx context.Context, keys []LimiterKey, fn func(entries []*LimiterEntry) error) error
	// LimiterPurge forgets counters with no lock left (locked until at most now), a
	// window that started before windowBefore and no lock since lockBefore.
	LimiterPurge(ctx context.Context, now, windowBefore, lockBefore time.Time) (int64, error)
}

// Limiter applies Limits to the counters of a LimiterStore.
type Limiter struct {
	store  LimiterStore
	now    func() time.Time
	limits Limits
}

// NewLimiter returns a limiter; now may be nil for the wall clock.
func NewLimiter(store LimiterStore, limits Limits, now func() time.Time) *Limiter {
	if now == nil {
		now = time.Now
	}
	if limits.MaxLockout < limits.Lockout {
		limits.MaxLockout = limits.Lockout
	}
	return &Limiter{store: store, now: now, limits: limits}
}

// Attempt is an admitted sign-in attempt, already counted as a failure.
type Attempt struct {
	l     *Limiter
	keys  []LimiterKey
	locks [3]bool // whether this attempt's count set the key's lock
}

// Admit counts an attempt for username from addr; a refused attempt answers a nil
// Attempt and the time left before the caller may try again.
func (l *Limiter) Admit(ctx context.Context, username, addr string) (*Attempt, time.Duration, error) {
	a := &Attempt{l: l, keys: []LimiterKey{
		{Scope: ScopePair, Username: username, Addr: addr},
		{Scope: ScopeAddr, Addr: addr},
		{Scope: ScopeAccount, Username: username},
	}}
	var wait time.Duration
	err := l.store.LimiterUpdate(ctx, a.keys, func(entries []*LimiterEntry) error {
		now := l.now()
		for _, e := range entries {
			l.expire(e, now)
		}
		pair, addrE, account := entries[0], entries[1], entries[2]
		for _, e := range []*LimiterEntry{pair, addrE} {
			if e.LockedUntil.After(now) {
				wait = max(wait, e.LockedUntil.Sub(now))
			}
		}
		if pair.Failures > 0 && account.Failures >= l.limits.PerAccount {
			wait = max(wait, account.WindowStart.Add(l.limits.Window).Sub(now))
		}
		if wait > 0 {
			// Refused: the transaction rolls back, so the rows its locks created for keys
			// never seen (another username from a locked address) are not kept either.
			return errRefused
		}
		for i, limit := range []int{l.limits.PerPair, l.limits.PerAddr, l.limits.PerAccount} {
			e := entries[i]
			e.Failures++
			if i < 2 && e.Failures >= limit && !e.LockedUntil.After(now) {
				l.lock(e, a.keys[i].Scope, now)
				a.locks[i] = true
			}
		}
		return nil
	})
	if errors.Is(err, errRefused) {
		return nil, wait, nil
	}
	if err != nil {
		return nil, 0, err
	}
	return a, 0, nil
}

// Confirm checks the proof that a signed-in user gives before a sensitive change (their
// current password, an authenticator code) as one sign-in attempt of username from addr:
// counted before check runs and refunded if it passes. A stolen session so buys no more
// guesses than the sign-in form gives, however many requests run at once and on however
// many instances, and a lock it earns holds for sign-in too. A refused attempt answers a
// RateLimitedError without running check.
func (l *Limiter) Confirm(ctx context.Context, username, addr string, check func() error) error {
	attempt, wait, err := l.Admit(ctx, username, addr)
	if err != nil {
		return err
	}
	if attempt == nil {
		return &RateLimitedError{RetryAfter: wait}
	}
	if err := check(); err != nil {
		return err
	}
	return attempt.Succeeded(ctx)
}

// errRefused ends a refused attempt's counter update without writing anything.
var errRefused = errors.New("auth: attempt refused")

// Succeeded refunds the attempt: the pair's failures and back-off are forgotten, and the
// address and account counts give back this attempt (and any lock it set).
func (a *Attempt) Succeeded(ctx context.Context) error {
	return a.l.store.LimiterUpdate(ctx, a.keys, func(entries []*LimiterEntry) error {
		entries[0].Delete = true
		for i := 1; i < 3; i++ {
			e := entries[i]
			e.Failures = max(e.Failures-1, 0)
			if a.locks[i] {
				e.LockedUntil = time.Time{}
			}
		}
		return nil
	})
}

// Purge forgets the counters that no rule needs any more.
func (l *Limiter) Purge(ctx context.Context) (int64, error) {
	now := l.now()
	return l.store.LimiterPurge(ctx, now, now.Add(-l.limits.Window), now.Add(-l.limits.MaxLockout))
}

func (l *Limiter) lock(e *LimiterEntry, scope LimiterScope, now time.Time) {
	d := l.limits.Lockout
	if scope == ScopePair {
		if now.Sub(e.LastLock) > l.limits.MaxLockout {
			e.Strikes = 0
		}
		for range e.Strikes {
			d = min(d*2, l.limits.MaxLockout)
		}
		e.Strikes++
		e.LastLock = now
	}
	e.LockedUntil = now.Add(d)
	e.Failures, e.WindowStart = 0, now
}

// expire starts a new window for an entry whose window is over (a new entry's too).
func (l *Limiter) expire(e *LimiterEntry, now time.Time) {
	if now.Sub(e.WindowStart) > l.limits.Window {
		e.Failures, e.WindowStart = 0, now
	}
}

// addrKey is the rate-limit key of a connection address (clientaddr.Key).
func addrKey(remote string) string { return clientaddr.Key(remote) }
