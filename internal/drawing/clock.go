package drawing

import (
	"context"
	"time"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// The clock counts calendar days in UTC, as the due dates are UTC dates: a transmittal
// is out from its issue date to the date it closed, or to today while open, and overdue
// while open once today is past its due date (a transmittal due today is not overdue).

// ReturnWindowDays is how far back the median days to return looks.
const ReturnWindowDays = 90

// maxOverdueListed caps the dashboard's list of overdue transmittals (the figure counts all).
const maxOverdueListed = 200

// Clock messages (proto/gusset/portal/v1/drawing_clock.proto, admin/v1/drawing_stats.proto).
type (
	TransmittalClock = portalv1.TransmittalClock
	Snapshot         = portalv1.DrawingSnapshot
	ReturnTime       = adminv1.ReturnTime
)

// Open is an open transmittal's clock as the store reads it, with how many of its sheets
// are still out for approval.
type Open struct {
	Clock     *TransmittalClock
	SheetsOut int32
}

// OpenFilter picks open transmittals: of a project, of an organization, due before a day.
type OpenFilter struct {
	ProjectID, OrganizationID *uuid.UUID
	// DueBefore, when not zero, keeps the overdue ones as of that day.
	DueBefore time.Time
	Max       int32
}

// ClockStore reads what the clock needs.
type ClockStore interface {
	// OpenTransmittals answers open transmittals of projects not closed, the soonest due first.
	OpenTransmittals(ctx context.Context, f OpenFilter) ([]Open, error)
	// ReturnTimes answers, per organization, the median days to return of its
	// transmittals for approval or resubmittal closed since since.
	ReturnTimes(ctx context.Context, since time.Time, organizationID *uuid.UUID) ([]*ReturnTime, error)
	// RemindersSend claims today's reminders and queues their mails in one transaction
	// (at most max), answering how many it queued.
	RemindersSend(ctx context.Context, today time.Time, max int32, mail ReminderMails) (int, error)
}

// dayOf is t's date, midnight UTC.
func dayOf(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// today is the service's date (UTC).
func (s *Service) today() time.Time { return dayOf(s.now()) }

// daysBetween counts the calendar days from one date to a later one (0 when not later).
func daysBetween(from, to time.Time) int32 {
	if !to.After(from) {
		return 0
	}
	return int32(to.Sub(from).Hours() / 24)
}

// parseDay reads a YYYY-MM-DD date as stored (zero when empty).
func parseDay(s string) time.Time {
	d, _ := time.Parse(time.DateOnly, s)
	return d
}

// clockTransmittals fills each transmittal's days outstanding and overdue as of today.
func (s *Service) clockTransmittals(ts ...*Transmittal) {
	today := s.today()
	for _, t := range ts {
		if t == nil {
			continue
		}
		issue, due, end := parseDay(t.GetIssueDate()), parseDay(t.GetDueDate()), today
		if ct := t.GetCloseTime(); ct != nil {
			end = dayOf(ct.AsTime())
		}
		t.DaysOutstanding = daysBetween(issue, end)
		t.Overdue = t.GetCloseTime() == nil && today.After(due)
		t.DaysOverdue = 0
		if t.Overdue {
			t.DaysOverdue = daysBetween(due, today)
		}
	}
}

// clockSheets fills each sheet's days outstanding and overdue as of today: the store
// sets its due date only while its current revision is out for approval.
func (s *Service) clockSheets(sheets ...*Sheet) {
	today := s.today()
	for _, sh := range sheets {
		if sh.GetDueDate() == "" {
			sh.DaysOutstanding, sh.Overdue = 0, false
			continue
		}
		sh.DaysOutstanding = daysBetween(parseDay(sh.GetIssuedDate()), today)
		sh.Overdue = today.After(parseDay(sh.GetDueDate()))
	}
}

// clockOpen fills an open transmittal's days as of today.
func clockOpen(c *TransmittalClock, today time.Time) *TransmittalClock {
	c.DaysOutstanding = daysBetween(parseDay(c.GetIssueDate()), today)
	c.DaysOverdue = daysBetween(parseDay(c.GetDueDate()), today)
	return c
}

// Snapshot is a project's clock today: its open and overdue transmittals and the sheets
// they hold out (a client: their organization's projects only).
func (s *Service) Snapshot(ctx context.Context, c actor.Actor, projectID string) (*Snapshot, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	// The project's settings answer its existence in the caller's scope.
	if _, err := s.store.Settings(ctx, id, c.Scope()); err != nil {
		return nil, err
	}
	open, err := s.store.OpenTransmittals(ctx, OpenFilter{ProjectID: &id, Max: MaxBulk})
	if err != nil {
		return nil, err
	}
	today := s.today()
	snap := &Snapshot{ProjectId: id.String()}
	var overdue, rest []*TransmittalClock
	for _, o := range open {
		cl := clockOpen(o.Clock, today)
		snap.OpenTransmittals++
		snap.SheetsOut += o.SheetsOut
		if cl.GetDaysOverdue() > 0 {
			snap.OverdueTransmittals++
			snap.SheetsOverdue += o.SheetsOut
			overdue = append(overdue, cl)
		} else {
			rest = append(rest, cl)
		}
	}
	// The store answers the soonest due first: the overdue ones are the longest overdue first.
	snap.Open = append(overdue, rest...)
	return snap, nil
}

// Stats are the overdue transmittals of every open project (the dashboard's) and each
// organization's median days to return over the last ReturnWindowDays (staff).
func (s *Service) Stats(ctx context.Context, organizationID string) (*adminv1.GetDrawingStatsResponse, error) {
	var org *uuid.UUID
	if organizationID != "" {
		id, err := apperr.ParseID(organizationID, apperr.NotFound("organization not found"))
		if err != nil {
			return nil, err
		}
		org = &id
	}
	today := s.today()
	overdue, err := s.store.OpenTransmittals(ctx, OpenFilter{OrganizationID: org, DueBefore: today})
	if err != nil {
		return nil, err
	}
	start := today.AddDate(0, 0, -ReturnWindowDays)
	times, err := s.store.ReturnTimes(ctx, start, org)
	if err != nil {
		return nil, err
	}
	out := &adminv1.GetDrawingStatsResponse{OverdueCount: int32(len(overdue)), ReturnTimes: times, WindowStart: start.Format(time.DateOnly)}
	for i, o := range overdue {
		if i == maxOverdueListed {
			break
		}
		out.Overdue = append(out.Overdue, clockOpen(o.Clock, today))
	}
	return out, nil
}
