package rfi

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
)

// Calendar holds the firm's non-working days, by date (YYYY-MM-DD).
type Calendar map[string]bool

// CalendarOf is the calendar of the listed non-working days.
func CalendarOf(days []*NonWorkingDay) Calendar {
	c := make(Calendar, len(days))
	for _, d := range days {
		c[d.GetDay()] = true
	}
	return c
}

// Working reports whether day is a working day: not a Saturday, Sunday or listed day.
func (c Calendar) Working(day time.Time) bool {
	switch day.Weekday() {
	case time.Saturday, time.Sunday:
		return false
	default:
		return !c[day.Format(time.DateOnly)]
	}
}

// AddDays is the date n days after from: calendar days, or working days (each counted
// day a working day, so the answer is always one; a Friday plus one working day is the
// Monday, or the Tuesday when that Monday is listed).
func (c Calendar) AddDays(from time.Time, n int, working bool) time.Time {
	d := dateOnly(from)
	if !working {
		return d.AddDate(0, 0, n)
	}
	for n > 0 {
		d = d.AddDate(0, 0, 1)
		if c.Working(d) {
			n--
		}
	}
	return d
}

// RequiredBy is the default required-by date of an RFI opened on day under s.
func (c Calendar) RequiredBy(day time.Time, s *Settings) time.Time {
	return c.AddDays(day, int(s.GetResponseDays()), s.GetWorkingDays())
}

func dateOnly(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// daysBetween is the calendar days from a's date to b's (UTC).
func daysBetween(a, b time.Time) int32 {
	return int32(dateOnly(b.UTC()).Sub(dateOnly(a.UTC())).Hours() / 24)
}

// Clock fills r's days open, overdue and days overdue as of today: days open run from
// the day it opened to the day it was answered, closed or voided (today while open);
// it is overdue while Open past its required-by date.
func Clock(r *Rfi, today time.Time) {
	if r == nil || r.GetOpenTime() == nil {
		return
	}
	end := today
	for _, t := range []*timestamppb.Timestamp{r.GetAnswerTime(), r.GetCloseTime()} {
		if t != nil && r.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN {
			end = t.AsTime()
			break
		}
	}
	r.DaysOpen = max(0, daysBetween(r.GetOpenTime().AsTime(), end))
	r.Overdue, r.DaysOverdue = false, 0
	if r.GetStatus() != portalv1.RfiStatus_RFI_STATUS_OPEN || r.GetRequiredBy() == "" {
		return
	}
	due, err := time.Parse(time.DateOnly, r.GetRequiredBy())
	if err == nil && today.After(due) {
		r.Overdue, r.DaysOverdue = true, daysBetween(due, today)
	}
}
