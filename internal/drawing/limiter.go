package drawing

import (
	"context"
	"sync"
)

// limiter lets n holders at once, and at most waiting more wait for a turn: anyone beyond
// is answered ErrCompareBusy at once rather than held on to.
type limiter struct {
	turns   chan struct{}
	mu      sync.Mutex
	queued  int
	waiting int
}

func newLimiter(n, waiting int) *limiter {
	return &limiter{turns: make(chan struct{}, n), waiting: waiting}
}

// acquire takes a turn, waiting while ctx lasts; release gives it back.
func (l *limiter) acquire(ctx context.Context) (release func(), err error) {
	select {
	case l.turns <- struct{}{}:
		return l.release, nil
	default:
	}
	l.mu.Lock()
	if l.queued >= l.waiting {
		l.mu.Unlock()
		return nil, ErrCompareBusy
	}
	l.queued++
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.queued--
		l.mu.Unlock()
	}()
	select {
	case l.turns <- struct{}{}:
		return l.release, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (l *limiter) release() { <-l.turns }
