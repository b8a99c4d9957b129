package portal

import (
	"context"

	"github.com/google/uuid"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
)

// AddMilestone adds a milestone to a project.
func (s *Service) AddMilestone(ctx context.Context, req *adminv1.AddMilestoneRequest) (*Milestone, error) {
	project, err := apperr.ParseID(req.GetProjectId(), ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	m, err := checkMilestone(req.GetMilestone())
	if err != nil {
		return nil, err
	}
	return s.dated(s.store.MilestoneCreate(ctx, project, m))
}

// UpdateMilestone is a staff change of a milestone: a new date needs a reason; a change of
// date, ball or assignee goes into the history.
func (s *Service) UpdateMilestone(ctx context.Context, staff actor.Actor, req *adminv1.UpdateMilestoneRequest) (*Milestone, error) {
	id, err := apperr.ParseID(req.GetId(), ErrMilestoneNotFound)
	if err != nil {
		return nil, err
	}
	next, err := checkMilestone(req.GetMilestone())
	if err != nil {
		return nil, err
	}
	return s.dated(s.store.MilestoneChange(ctx, id, func(cur *Milestone, _ uuid.UUID) (*Milestone, *Entry, error) {
		reason, err := checkReason(req.GetReason(), next.DueDate != cur.DueDate)
		if err != nil {
			return nil, nil, err
		}
		return next, entryOf(cur, next, staff, reason), nil
	}))
}

// DeleteMilestone removes a milestone and its history. A deleted milestone leaves the
// client's schedule, so it needs a reason, as a moved date does; the audit trail keeps it.
func (s *Service) DeleteMilestone(ctx context.Context, req *adminv1.DeleteMilestoneRequest) error {
	mid, err := apperr.ParseID(req.GetId(), ErrMilestoneNotFound)
	if err != nil {
		return err
	}
	reason, err := checkDeleteReason(req.GetReason())
	if err != nil {
		return err
	}
	return s.store.MilestoneDelete(ctx, mid, reason)
}

// entryOf is the history entry of a change from cur to next (nil if neither the date,
// the ball nor the assignee changed).
func entryOf(cur, next *Milestone, by actor.Actor, reason string) *Entry {
	if cur.GetDueDate() == next.GetDueDate() && cur.GetBallInCourt() == next.GetBallInCourt() && cur.GetAssigneeId() == next.GetAssigneeId() {
		return nil
	}
	return &Entry{By: by, Reason: reason}
}

// dated is a written milestone's answer, with its overdue flag as of now.
func (s *Service) dated(m *Milestone, err error) (*Milestone, error) {
	if err != nil {
		return nil, err
	}
	m.Overdue = overdue(m, Today(s.now()))
	return m, nil
}
