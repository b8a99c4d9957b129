package portalpg

import (
	"context"

	"github.com/google/uuid"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/portal"
)

// The history of milestone changes: who moved a date, a ball or an assignee, and why.

// changeOf is a history row as the message, with its milestone's name.
func changeOf(r sqlc.MilestoneChangeListForProjectRow, milestoneName string) *portal.Change {
	kind := "staff"
	if r.ActorKind == "CLIENT" {
		kind = "client"
	}
	return &portal.Change{
		MilestoneId: r.MilestoneID.String(), MilestoneName: milestoneName, CreateTime: ts(r.CreateTime),
		ActorKind: kind, ActorName: r.ActorName,
		OldDueDate: dateOf(r.OldDueDate), NewDueDate: dateOf(r.NewDueDate),
		OldBallInCourt: ballOf(r.OldBallInCourt), NewBallInCourt: ballOf(r.NewBallInCourt),
		OldAssigneeName: r.OldAssigneeName, NewAssigneeName: r.NewAssigneeName, Reason: r.Reason,
	}
}

// changeParams is the entry of a change from cur to next as the row to write.
func changeParams(cur sqlc.MilestoneGetForUpdateRow, next sqlc.MilestoneUpdateParams, e *portal.Entry) sqlc.MilestoneChangeCreateParams {
	kind := "STAFF"
	if e.By.IsClient() {
		kind = "CLIENT"
	}
	return sqlc.MilestoneChangeCreateParams{
		MilestoneID: cur.ID, ActorKind: kind, ActorID: e.By.ID, ActorName: e.By.Name,
		OldDueDate: cur.DueDate, NewDueDate: next.DueDate,
		OldBallInCourt: cur.BallInCourt, NewBallInCourt: next.BallInCourt,
		OldAssigneeID: cur.AssigneeID, NewAssigneeID: next.AssigneeID, Reason: e.Reason,
	}
}

func (s *Store) ProjectHistory(ctx context.Context, projectID uuid.UUID) ([]*portal.Change, error) {
	rows, err := s.q.MilestoneChangeListForProject(ctx, projectID)
	if err != nil {
		return nil, err
	}
	names := map[uuid.UUID]string{}
	ms, err := s.q.MilestoneListForProjects(ctx, []uuid.UUID{projectID})
	if err != nil {
		return nil, err
	}
	for _, m := range ms {
		names[m.ID] = m.Name
	}
	out := make([]*portal.Change, len(rows))
	for i, r := range rows {
		out[i] = changeOf(r, names[r.MilestoneID])
	}
	return out, nil
}
