package auth

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func TestLimiter(t *testing.T) {
	tests := []struct {
		name        string
		steps       func(l *Limiter, c *fakeClock)
		wantBlocked bool
	}{
		{"a key under the limit is not blocked", func(l *Limiter, c *fakeClock) {
			l.Fail("k")
			l.Fail("k")
		}, false},
		{"a key reaching the limit is blocked", func(l *Limiter, c *fakeClock) {
			l.Fail("k")
			l.Fail("k")
			l.Fail("k")
		}, true},
		{"the lockout ends after its duration", func(l *Limiter, c *fakeClock) {
			l.Fail("k")
			l.Fail("k")
			l.Fail("k")
			c.advance(10*time.Minute + time.Second)
		}, false},
		{"failures older than the window are forgotten", func(l *Limiter, c *fakeClock) {
			l.Fail("k")
			l.Fail("k")
			c.advance(6 * time.Minute)
			l.Fail("k")
		}, false},
		{"a reset forgets the failures", func(l *Limiter, c *fakeClock) {
			l.Fail("k")
			l.Fail("k")
			l.Reset("k")
			l.Fail("k")
		}, false},
		{"other keys do not count", func(l *Limiter, c *fakeClock) {
			l.Fail("a")
			l.Fail("b")
			l.Fail("k")
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
			l := NewLimiter(3, 5*time.Minute, 10*time.Minute, c.now)
			tt.steps(l, c)
			left, got := l.Blocked("k")
			if got != tt.wantBlocked {
				t.Errorf("Blocked = %v (left %s), want %v", got, left, tt.wantBlocked)
			}
		})
	}
}
