package portalpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/portal"
)

// snapshotOf is a row of the client's list as the message: the project with its team,
// its snapshot and its next open milestone.
func snapshotOf(r sqlc.ProjectSnapshotListRow) *portal.Project {
	p := &portal.Project{
		Id: r.ID.String(), OrganizationId: r.OrganizationID.String(), OrganizationName: r.OrganizationName, Name: r.Name,
		JobNumber: r.JobNumber, Location: r.Location, Status: statusOf(r.Status), CreateTime: ts(r.CreateTime), UpdateTime: ts(r.UpdateTime),
		DueThisWeek: int32(r.DueThisWeek), Overdue: int32(r.Overdue), WithFirm: int32(r.WithFirm), WithClient: int32(r.WithClient),
		RfisWithClient: r.RfisWithClient,
	}
	if r.NextDueDate.Valid {
		p.NextMilestone = milestoneOf(sqlc.Milestone{
			ID: r.NextID, ProjectID: r.ID, Name: r.NextName, DueDate: r.NextDueDate, BallInCourt: r.NextBallInCourt, AssigneeID: r.NextAssigneeID,
		}, r.NextAssigneeName)
	}
	for j, id := range r.TeamIds {
		p.Team = append(p.Team, &portal.TeamMember{Id: id.String(), Username: r.TeamNames[j]})
	}
	return p
}

// ProjectSnapshots reads the client's list in one statement: each project's snapshot is
// counted in the database (docs/portal.md, the project-list budget), not from every
// milestone of every project.
func (s *Store) ProjectSnapshots(ctx context.Context, orgID uuid.UUID, today time.Time) ([]*portal.Project, error) {
	rows, err := s.q.ProjectSnapshotList(ctx, sqlc.ProjectSnapshotListParams{OrganizationID: orgID, Today: pgtype.Date{Time: today, Valid: true}})
	if err != nil {
		return nil, err
	}
	out := make([]*portal.Project, len(rows))
	for i, r := range rows {
		out[i] = snapshotOf(r)
	}
	return out, nil
}
