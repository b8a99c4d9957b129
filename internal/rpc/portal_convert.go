package rpc

import (
	"time"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/portal"
)

var projectStatuses = map[portalv1.ProjectStatus]portal.Status{
	portalv1.ProjectStatus_PROJECT_STATUS_ESTIMATING: portal.StatusEstimating,
	portalv1.ProjectStatus_PROJECT_STATUS_DETAILING:  portal.StatusDetailing,
	portalv1.ProjectStatus_PROJECT_STATUS_APPROVAL:   portal.StatusApproval,
	portalv1.ProjectStatus_PROJECT_STATUS_RELEASED:   portal.StatusReleased,
	portalv1.ProjectStatus_PROJECT_STATUS_CLOSED:     portal.StatusClosed,
}

var balls = map[portalv1.BallInCourt]portal.Ball{
	portalv1.BallInCourt_BALL_IN_COURT_FIRM:   portal.BallFirm,
	portalv1.BallInCourt_BALL_IN_COURT_CLIENT: portal.BallClient,
}

func keyOf[K comparable, V comparable](m map[K]V, v V) K {
	for k, x := range m {
		if x == v {
			return k
		}
	}
	var zero K
	return zero
}

// portalID parses an id of the portal: a malformed one is not found, like an unknown one.
func portalID(s string, notFound error) (uuid.UUID, error) { return apperr.ParseID(s, notFound) }

// optionalID parses an optional id ("" is none).
func optionalID(s string, notFound error) (*uuid.UUID, error) {
	if s == "" {
		return nil, nil
	}
	id, err := portalID(s, notFound)
	if err != nil {
		return nil, err
	}
	return &id, nil
}

func clientUserOut(u portal.User) *portalv1.ClientUser {
	out := &portalv1.ClientUser{
		Id: u.ID.String(), OrganizationId: u.OrganizationID.String(), OrganizationName: u.OrganizationName,
		Email: u.Email, Name: u.Name, HasPassword: u.PasswordHash != "", Disabled: u.Disabled, CreateTime: ts(u.CreateTime),
		TotpEnabled: u.TotpEnabled,
	}
	if !u.LastSignInTime.IsZero() {
		out.LastSignInTime = ts(u.LastSignInTime)
	}
	return out
}

func idOut(id *uuid.UUID) string {
	if id == nil {
		return ""
	}
	return id.String()
}

func milestoneOut(m portal.Milestone, now time.Time) *portalv1.Milestone {
	return &portalv1.Milestone{
		Id: m.ID.String(), ProjectId: m.ProjectID.String(), Name: m.Name, DueDate: portal.FormatDate(m.Due),
		BallInCourt: keyOf(balls, m.Ball), AssigneeId: idOut(m.AssigneeID), AssigneeName: m.AssigneeName,
		Done: m.Done, Overdue: m.Overdue(now),
	}
}

// projectOut is a project with its snapshot; forStaff adds what only staff see.
func projectOut(p portal.Project, now time.Time, forStaff bool) *portalv1.Project {
	s := portal.SnapshotOf(p, now)
	out := &portalv1.Project{
		Id: p.ID.String(), OrganizationId: p.OrganizationID.String(), OrganizationName: p.OrganizationName,
		Name: p.Name, JobNumber: p.JobNumber, Location: p.Location, Status: keyOf(projectStatuses, p.Status),
		CreateTime: ts(p.CreateTime), UpdateTime: ts(p.UpdateTime),
		DueThisWeek: int32(s.DueThisWeek), Overdue: int32(s.Overdue), WithFirm: int32(s.WithFirm), WithClient: int32(s.WithClient),
	}
	for _, t := range p.Team {
		out.Team = append(out.Team, &portalv1.TeamMember{Id: t.ID.String(), Username: t.Username})
	}
	if s.Next != nil {
		out.NextMilestone = milestoneOut(*s.Next, now)
	}
	if forStaff {
		out.EstimateRequestId = idOut(p.EstimateRequestID)
	}
	return out
}

func milestonesOut(ms []portal.Milestone, now time.Time) []*portalv1.Milestone {
	out := make([]*portalv1.Milestone, len(ms))
	for i, m := range ms {
		out[i] = milestoneOut(m, now)
	}
	return out
}

func historyOut(cs []portal.Change) []*portalv1.MilestoneChange {
	out := make([]*portalv1.MilestoneChange, len(cs))
	for i, c := range cs {
		kind := "staff"
		if c.Actor.Client {
			kind = "client"
		}
		out[i] = &portalv1.MilestoneChange{
			MilestoneId: c.MilestoneID.String(), MilestoneName: c.MilestoneName, CreateTime: ts(c.CreateTime),
			ActorKind: kind, ActorName: c.Actor.Name,
			OldDueDate: portal.FormatDate(c.OldDue), NewDueDate: portal.FormatDate(c.NewDue),
			OldBallInCourt: keyOf(balls, c.OldBall), NewBallInCourt: keyOf(balls, c.NewBall),
			OldAssigneeName: c.OldAssigneeName, NewAssigneeName: c.NewAssigneeName, Reason: c.Reason,
		}
	}
	return out
}
