package main

import (
	"testing"
	"time"
)

func TestDrawingClock(t *testing.T) {
	t.Run("an empty setting leaves the real time", func(t *testing.T) {
		clock, err := drawingClock("")
		if err != nil || clock != nil {
			t.Fatalf("got a clock %t and %v, want no clock and no error", clock != nil, err)
		}
	})
	t.Run("an offset moves the clock by that much", func(t *testing.T) {
		clock, err := drawingClock("-240h")
		if err != nil {
			t.Fatal(err)
		}
		before := time.Now().Add(-240 * time.Hour)
		got := clock()
		if got.Before(before) || got.After(time.Now().Add(-239*time.Hour)) {
			t.Errorf("got %v, want about %v", got, before)
		}
	})
	t.Run("a value that is not a duration is refused with the setting's name", func(t *testing.T) {
		if _, err := drawingClock("ten days"); err == nil || err.Error() != `DRAWING_CLOCK_OFFSET: want a duration such as -240h, got "ten days"` {
			t.Errorf("got %v, want the setting's name and an example", err)
		}
	})
}
