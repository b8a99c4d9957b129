package portalpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/portal"
)

// ProjectSnapshots reads the client's list in one statement: each project's snapshot is
// counted in the database (docs/portal.md, the project-list budget), not from every
// milestone of every project.
func (s *Store) ProjectSnapshots(ctx context.Context, orgID uuid.UUID, today time.Time) ([]portal.Project, error) {
	rows, err := s.q.ProjectSnapshotList(ctx, sqlc.ProjectSnapshotListParams{OrganizationID: orgID, Today: pgtype.Date{Time: today, Valid: true}})
	if err != nil {
		return nil, err
	}
	out := make([]portal.Project, len(rows))
	for i, r := range rows {
		p := portal.Project{
			ID: r.ID, OrganizationID: r.OrganizationID, OrganizationName: r.OrganizationName, Name: r.Name,
			JobNumber: r.JobNumber, Location: r.Location, Status: portal.Status(r.Status), CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
			Summary: &portal.Snapshot{DueThisWeek: int(r.DueThisWeek), Overdue: int(r.Overdue), WithFirm: int(r.WithFirm), WithClient: int(r.WithClient)},
		}
		if r.NextDueDate.Valid {
			p.Summary.Next = &portal.Milestone{
				ID: r.NextID, ProjectID: r.ID, Name: r.NextName, Due: r.NextDueDate.Time, Ball: portal.Ball(r.NextBallInCourt),
				AssigneeID: r.NextAssigneeID, AssigneeName: r.NextAssigneeName,
			}
		}
		for j, id := range r.TeamIds {
			p.Team = append(p.Team, portal.TeamMember{ID: id, Username: r.TeamNames[j]})
		}
		out[i] = p
	}
	return out, nil
}
