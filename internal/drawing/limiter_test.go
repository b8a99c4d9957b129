package drawing

import (
	"context"
	"errors"
	"testing"
)

func TestLimiter(t *testing.T) {
	t.Run("a request beyond the turns and the waiting places is busy at once", func(t *testing.T) {
		l := newLimiter(1, 0)
		release, err := l.acquire(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := l.acquire(context.Background()); !errors.Is(err, ErrCompareBusy) {
			t.Errorf("got %v, want %v", err, ErrCompareBusy)
		}
		release()
		if _, err := l.acquire(context.Background()); err != nil {
			t.Errorf("after the release: got %v, want a turn", err)
		}
	})
	t.Run("a waiter whose request ends stops waiting and frees its place", func(t *testing.T) {
		l := newLimiter(1, 1)
		if _, err := l.acquire(context.Background()); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := l.acquire(ctx); !errors.Is(err, context.Canceled) {
			t.Errorf("got %v, want %v", err, context.Canceled)
		}
		if l.queued != 0 {
			t.Errorf("got %d waiting, want 0", l.queued)
		}
	})
}
