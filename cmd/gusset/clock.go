package main

import (
	"fmt"
	"time"
)

// drawingClock reads DRAWING_CLOCK_OFFSET: a duration ("-240h", "24h") added to the time
// the drawing register and the RFIs run on (issue and due dates, required-by dates, days
// open, overdue, the daily reminders), so that an end-to-end test of the real binary can
// raise an RFI "ten days ago" and restart the binary in the present to find it overdue.
// Sessions, sign-in links, quotes and everything else keep the real time. Empty: nil,
// the real time.
func drawingClock(v string) (func() time.Time, error) {
	if v == "" {
		return nil, nil
	}
	offset, err := time.ParseDuration(v)
	if err != nil {
		return nil, fmt.Errorf("DRAWING_CLOCK_OFFSET: want a duration such as -240h, got %q", v)
	}
	return func() time.Time { return time.Now().Add(offset) }, nil
}
