package rfi_test

import (
	"testing"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/rfi"
)

func TestWorkingDaysSkipWeekendsAndListedDays(t *testing.T) {
	cal := rfi.CalendarOf([]*adminv1.NonWorkingDay{{Day: "2026-12-25"}, {Day: "2026-12-28"}, {Day: "2026-12-01"}})
	day := func(s string) time.Time {
		d, err := time.Parse(time.DateOnly, s)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	for _, c := range []struct {
		name    string
		from    string
		n       int
		working bool
		want    string
	}{
		{"a Friday plus one working day is the Monday", "2026-11-27", 1, true, "2026-11-30"},
		{"a Friday plus five working days is the next Friday, a listed Tuesday aside", "2026-11-27", 5, true, "2026-12-07"},
		{"a Saturday plus one working day is the Monday", "2026-11-28", 1, true, "2026-11-30"},
		{"Christmas Eve plus one working day skips Christmas, the weekend and the listed Monday", "2026-12-24", 1, true, "2026-12-29"},
		{"calendar days count weekends and listed days", "2026-12-24", 5, false, "2026-12-29"},
		{"zero days is the day itself", "2026-11-27", 0, true, "2026-11-27"},
		{"working days cross a year's end", "2026-12-31", 2, true, "2027-01-04"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := cal.AddDays(day(c.from), c.n, c.working).Format(time.DateOnly); got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
}
