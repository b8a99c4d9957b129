package portal

import "time"

// What a project's open milestones say today (UTC): overdue ones are due before today,
// "this week" ones within the next seven days from today. The client's list counts the
// same in the database (ProjectSnapshots).

// summarize fills d's milestones' overdue flags and its project's snapshot as of now,
// and answers d.
func summarize(d *ProjectDetail, now time.Time) *ProjectDetail {
	today := Today(now)
	week := FormatDate(today.AddDate(0, 0, 7))
	p := d.Project
	p.DueThisWeek, p.Overdue, p.WithFirm, p.WithClient, p.NextMilestone = 0, 0, 0, 0, nil
	for _, m := range d.Milestones {
		m.Overdue = overdue(m, today)
		if m.Done {
			continue
		}
		switch {
		case m.Overdue:
			p.Overdue++
		case m.DueDate < week:
			p.DueThisWeek++
		}
		if m.BallInCourt == BallClient {
			p.WithClient++
		} else {
			p.WithFirm++
		}
		if p.NextMilestone == nil {
			p.NextMilestone = m
		}
	}
	return d
}

// overdue reports whether m is open and due before today (midnight UTC). Dates as the
// API carries them order as strings.
func overdue(m *Milestone, today time.Time) bool {
	return !m.GetDone() && m.GetDueDate() < FormatDate(today)
}

// Today is now's date, midnight UTC.
func Today(now time.Time) time.Time {
	y, m, d := now.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Now is the service's clock.
func (s *Service) Now() time.Time { return s.now() }
