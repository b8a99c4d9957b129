package portal

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/validate"
)

// What a client may change (docs/portal.md): only a milestone in their own court, and
// only its date (with a reason) or its ball (handing it back to the firm, with a reason).
// Names, the firm's dates, the status and the team are the firm's to change.

func clientActor(s Session) Actor {
	return Actor{Client: true, ID: s.User.ID, Name: ActorName(s.User)}
}

// ClientProject is one project of the client's organization with its history.
func (s *Service) ClientProject(ctx context.Context, session Session, id uuid.UUID) (Project, []Change, error) {
	org := session.User.OrganizationID
	p, err := s.store.ProjectGet(ctx, id, &org)
	if err != nil {
		return Project{}, nil, err
	}
	h, err := s.store.ProjectHistory(ctx, id)
	return p, h, err
}

// clientChange applies a client's change to a milestone of their organization in their
// court; any other milestone is not found, or not theirs to change.
func (s *Service) clientChange(ctx context.Context, session Session, id uuid.UUID, apply func(*Milestone) error, reason string) (Milestone, error) {
	return s.store.MilestoneChange(ctx, id, func(cur Milestone, orgID uuid.UUID) (Milestone, *Change, error) {
		if orgID != session.User.OrganizationID {
			return Milestone{}, nil, ErrMilestoneNotFound
		}
		if cur.Ball != BallClient || cur.Done {
			return Milestone{}, nil, ErrNotYourCourt
		}
		reason, err := checkReason(reason, true)
		if err != nil {
			return Milestone{}, nil, err
		}
		next := cur
		if err := apply(&next); err != nil {
			return Milestone{}, nil, err
		}
		return next, changeOf(cur, next, clientActor(session), reason), nil
	})
}

// MoveMilestone moves the due date of a milestone in the client's court, with a reason.
func (s *Service) MoveMilestone(ctx context.Context, session Session, id uuid.UUID, due, reason string) (Milestone, error) {
	return s.clientChange(ctx, session, id, func(m *Milestone) error {
		d, err := time.Parse(dateLayout, due)
		var c validate.Checker
		c.Check(err == nil, "due_date", "Enter the due date as YYYY-MM-DD")
		c.Check(err != nil || !d.Equal(m.Due), "due_date", "Choose a different date")
		if err := c.Err(); err != nil {
			return err
		}
		m.Due = d
		return nil
	}, reason)
}

// HandBackMilestone hands the ball of a milestone in the client's court back to the firm.
func (s *Service) HandBackMilestone(ctx context.Context, session Session, id uuid.UUID, reason string) (Milestone, error) {
	return s.clientChange(ctx, session, id, func(m *Milestone) error {
		m.Ball = BallFirm
		return nil
	}, reason)
}

// Snapshot is what a project's open milestones say today.
type Snapshot struct {
	DueThisWeek, Overdue, WithFirm, WithClient int
	Next                                       *Milestone
}

// SnapshotOf counts p's open milestones as of today (UTC): overdue ones are due before
// today, "this week" ones within the next seven days from today.
func SnapshotOf(p Project, now time.Time) Snapshot {
	if p.Summary != nil {
		return *p.Summary
	}
	today := Today(now)
	var s Snapshot
	for i, m := range p.Milestones {
		if m.Done {
			continue
		}
		switch {
		case m.Due.Before(today):
			s.Overdue++
		case m.Due.Before(today.AddDate(0, 0, 7)):
			s.DueThisWeek++
		}
		if m.Ball == BallClient {
			s.WithClient++
		} else {
			s.WithFirm++
		}
		if s.Next == nil {
			s.Next = &p.Milestones[i]
		}
	}
	return s
}

// Today is now's date, midnight UTC.
func Today(now time.Time) time.Time {
	y, m, d := now.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// Overdue reports whether m is open and due before today.
func (m Milestone) Overdue(now time.Time) bool { return !m.Done && m.Due.Before(Today(now)) }

// Now is the service's clock, for the adapters' snapshot.
func (s *Service) Now() time.Time { return s.now() }
