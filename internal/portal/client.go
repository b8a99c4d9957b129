package portal

import (
	"context"

	"github.com/google/uuid"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// What a client may change (docs/portal.md): only a milestone in their own court, and
// only its date (with a reason) or its ball (handing it back to the firm, with a reason).
// Names, the firm's dates, the status and the team are the firm's to change.

// forClient is the client's view of a project: staff's, without what only staff see.
func forClient(p *Project) *Project {
	p.EstimateRequestId = ""
	return p
}

// ClientProject is one project of the client's organization with its milestones and
// history.
func (s *Service) ClientProject(ctx context.Context, session Session, id string) (*ProjectDetail, error) {
	pid, err := apperr.ParseID(id, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	org := session.User.OrganizationID
	d, err := s.detail(ctx, pid, &org)
	if err != nil {
		return nil, err
	}
	forClient(d.Project)
	return d, nil
}

// clientChange applies a client's change to a milestone of their organization in their
// court; any other milestone is not found, or not theirs to change.
func (s *Service) clientChange(ctx context.Context, session Session, id string, apply func(*Milestone) error, reason string) (*Milestone, error) {
	mid, err := apperr.ParseID(id, ErrMilestoneNotFound)
	if err != nil {
		return nil, err
	}
	return s.dated(s.store.MilestoneChange(ctx, mid, func(cur *Milestone, orgID uuid.UUID) (*Milestone, *Entry, error) {
		if orgID != session.User.OrganizationID {
			return nil, nil, ErrMilestoneNotFound
		}
		if cur.BallInCourt != BallClient || cur.Done {
			return nil, nil, ErrNotYourCourt
		}
		reason, err := checkReason(reason, true)
		if err != nil {
			return nil, nil, err
		}
		next := &Milestone{Name: cur.Name, DueDate: cur.DueDate, BallInCourt: cur.BallInCourt, AssigneeId: cur.AssigneeId, Done: cur.Done}
		if err := apply(next); err != nil {
			return nil, nil, err
		}
		return next, entryOf(cur, next, session.User.Actor(), reason), nil
	}))
}

// MoveMilestone moves the due date of a milestone in the client's court, with a reason.
func (s *Service) MoveMilestone(ctx context.Context, session Session, id, due, reason string) (*Milestone, error) {
	return s.clientChange(ctx, session, id, func(m *Milestone) error {
		var c validate.Checker
		c.Check(validDate(due), "due_date", "Enter the due date as YYYY-MM-DD")
		c.Check(!validDate(due) || due != m.DueDate, "due_date", "Choose a different date")
		if err := c.Err(); err != nil {
			return err
		}
		m.DueDate = due
		return nil
	}, reason)
}

// HandBackMilestone hands the ball of a milestone in the client's court back to the firm.
func (s *Service) HandBackMilestone(ctx context.Context, session Session, id, reason string) (*Milestone, error) {
	return s.clientChange(ctx, session, id, func(m *Milestone) error {
		m.BallInCourt = BallFirm
		return nil
	}, reason)
}
