package portalpg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/portal"
)

var (
	projectErrors = database.Errors{NoRows: portal.ErrProjectNotFound, Unique: portal.ErrJobNumberTaken,
		ForeignKey:  portal.ErrOrganizationNotFound,
		Constraints: map[string]error{"projects_estimate_request_id_key": portal.ErrEstimateConverted}}
	teamErrors      = database.Errors{ForeignKey: portal.ErrStaffNotFound}
	milestoneErrors = database.Errors{NoRows: portal.ErrMilestoneNotFound, ForeignKey: portal.ErrStaffNotFound}
)

func toProject(r sqlc.ProjectGetRow) portal.Project {
	return portal.Project{
		ID: r.ID, OrganizationID: r.OrganizationID, OrganizationName: r.OrganizationName, Name: r.Name,
		JobNumber: r.JobNumber, Location: r.Location, Status: portal.Status(r.Status),
		EstimateRequestID: r.EstimateRequestID, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
	}
}

func toMilestone(r sqlc.Milestone, assigneeName string) portal.Milestone {
	return portal.Milestone{
		ID: r.ID, ProjectID: r.ProjectID, Name: r.Name, Due: r.DueDate.Time, Ball: portal.Ball(r.BallInCourt),
		AssigneeID: r.AssigneeID, AssigneeName: assigneeName, Done: r.Done,
	}
}

// fill adds the projects' teams and milestones.
func fill(ctx context.Context, q *sqlc.Queries, ps []portal.Project) error {
	if len(ps) == 0 {
		return nil
	}
	ids := make([]uuid.UUID, len(ps))
	at := make(map[uuid.UUID]*portal.Project, len(ps))
	for i := range ps {
		ids[i] = ps[i].ID
		at[ps[i].ID] = &ps[i]
	}
	team, err := q.ProjectTeamList(ctx, ids)
	if err != nil {
		return err
	}
	for _, t := range team {
		p := at[t.ProjectID]
		p.Team = append(p.Team, portal.TeamMember{ID: t.ID, Username: t.Username})
	}
	ms, err := q.MilestoneListForProjects(ctx, ids)
	if err != nil {
		return err
	}
	for _, r := range ms {
		p := at[r.ProjectID]
		p.Milestones = append(p.Milestones, toMilestone(sqlc.Milestone{
			ID: r.ID, ProjectID: r.ProjectID, Name: r.Name, DueDate: r.DueDate, BallInCourt: r.BallInCourt,
			AssigneeID: r.AssigneeID, Done: r.Done, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime,
		}, r.AssigneeName))
	}
	return nil
}

func setTeam(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, ids []uuid.UUID) error {
	if err := q.ProjectTeamRemoveOthers(ctx, sqlc.ProjectTeamRemoveOthersParams{ProjectID: projectID, Keep: ids}); err != nil {
		return err
	}
	for _, id := range ids {
		if err := q.ProjectTeamAdd(ctx, sqlc.ProjectTeamAddParams{ProjectID: projectID, StaffUserID: id}); err != nil {
			return database.Translate(err, teamErrors)
		}
	}
	return nil
}

func (s *Store) get(ctx context.Context, q *sqlc.Queries, id uuid.UUID, orgID *uuid.UUID) (portal.Project, error) {
	var row sqlc.ProjectGetRow
	var err error
	if orgID != nil {
		var r sqlc.ProjectGetInOrganizationRow
		r, err = q.ProjectGetInOrganization(ctx, sqlc.ProjectGetInOrganizationParams{ID: id, OrganizationID: *orgID})
		row = sqlc.ProjectGetRow(r)
	} else {
		row, err = q.ProjectGet(ctx, id)
	}
	if err != nil {
		return portal.Project{}, database.Translate(err, projectErrors)
	}
	ps := []portal.Project{toProject(row)}
	if err := fill(ctx, q, ps); err != nil {
		return portal.Project{}, err
	}
	return ps[0], nil
}

func (s *Store) create(ctx context.Context, q *sqlc.Queries, orgID uuid.UUID, in portal.ProjectInput, estimateID *uuid.UUID) (portal.Project, error) {
	row, err := q.ProjectCreate(ctx, sqlc.ProjectCreateParams{
		OrganizationID: orgID, Name: in.Name, JobNumber: in.JobNumber, Location: in.Location,
		Status: string(in.Status), EstimateRequestID: estimateID,
	})
	if err != nil {
		return portal.Project{}, database.Translate(err, projectErrors)
	}
	if err := setTeam(ctx, q, row.ID, in.TeamIDs); err != nil {
		return portal.Project{}, err
	}
	return s.get(ctx, q, row.ID, nil)
}

func (s *Store) ProjectCreate(ctx context.Context, orgID uuid.UUID, in portal.ProjectInput) (portal.Project, error) {
	var p portal.Project
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		var err error
		p, err = s.create(ctx, q, orgID, in, nil)
		return err
	})
	return p, err
}

func (s *Store) ProjectUpdate(ctx context.Context, id uuid.UUID, in portal.ProjectInput) (portal.Project, error) {
	var p portal.Project
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		_, err := q.ProjectUpdate(ctx, sqlc.ProjectUpdateParams{ID: id, Name: in.Name, JobNumber: in.JobNumber, Location: in.Location, Status: string(in.Status)})
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		if err := setTeam(ctx, q, id, in.TeamIDs); err != nil {
			return err
		}
		p, err = s.get(ctx, q, id, nil)
		return err
	})
	return p, err
}

func (s *Store) ProjectGet(ctx context.Context, id uuid.UUID, orgID *uuid.UUID) (portal.Project, error) {
	return s.get(ctx, s.q, id, orgID)
}

func (s *Store) ProjectList(ctx context.Context, orgID *uuid.UUID) ([]portal.Project, error) {
	rows, err := s.q.ProjectList(ctx, orgID)
	if err != nil {
		return nil, err
	}
	ps := make([]portal.Project, len(rows))
	for i, r := range rows {
		ps[i] = toProject(sqlc.ProjectGetRow(r))
	}
	return ps, fill(ctx, s.q, ps)
}

func (s *Store) ProjectHistory(ctx context.Context, projectID uuid.UUID) ([]portal.Change, error) {
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
	out := make([]portal.Change, len(rows))
	for i, r := range rows {
		out[i] = portal.Change{
			MilestoneID: r.MilestoneID, MilestoneName: names[r.MilestoneID], CreateTime: r.CreateTime,
			Actor:  portal.Actor{Client: r.ActorKind == "CLIENT", ID: r.ActorID, Name: r.ActorName},
			OldDue: r.OldDueDate.Time, NewDue: r.NewDueDate.Time,
			OldBall: portal.Ball(r.OldBallInCourt), NewBall: portal.Ball(r.NewBallInCourt),
			OldAssigneeID: r.OldAssigneeID, NewAssigneeID: r.NewAssigneeID,
			OldAssigneeName: r.OldAssigneeName, NewAssigneeName: r.NewAssigneeName, Reason: r.Reason,
		}
	}
	return out, nil
}

func (s *Store) ProjectConvert(ctx context.Context, c portal.Conversion) (portal.Project, error) {
	var p portal.Project
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		if _, err := q.EstimateRequestGetForUpdate(ctx, c.EstimateID); err != nil {
			return database.Translate(err, database.Errors{NoRows: portal.ErrEstimateNotFound})
		}
		var orgID uuid.UUID
		if c.OrganizationID != nil {
			if _, err := q.ClientOrganizationGet(ctx, *c.OrganizationID); err != nil {
				return database.Translate(err, orgErrors)
			}
			orgID = *c.OrganizationID
		} else {
			org, err := q.ClientOrganizationCreate(ctx, c.OrganizationName)
			if err != nil {
				return database.Translate(err, orgErrors)
			}
			orgID = org.ID
		}
		var err error
		p, err = s.create(ctx, q, orgID, c.Project, &c.EstimateID)
		if err != nil {
			return err
		}
		if _, err = q.EstimateRequestSetStatus(ctx, sqlc.EstimateRequestSetStatusParams{ID: c.EstimateID, Status: "WON"}); err != nil {
			return err
		}
		return carryFiles(ctx, q, p.ID, c.Files)
	})
	return p, err
}

func (s *Store) MilestoneCreate(ctx context.Context, projectID uuid.UUID, m portal.Milestone) (portal.Milestone, error) {
	var out portal.Milestone
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		if _, err := q.ProjectGet(ctx, projectID); err != nil {
			return database.Translate(err, projectErrors)
		}
		row, err := q.MilestoneCreate(ctx, sqlc.MilestoneCreateParams{
			ProjectID: projectID, Name: m.Name, DueDate: date(m.Due), BallInCourt: string(m.Ball), AssigneeID: m.AssigneeID,
		})
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		out, err = s.named(ctx, q, row)
		return err
	})
	return out, err
}

// named fills the assignee's name.
func (s *Store) named(ctx context.Context, q *sqlc.Queries, r sqlc.Milestone) (portal.Milestone, error) {
	name := ""
	if r.AssigneeID != nil {
		u, err := q.StaffUserGet(ctx, *r.AssigneeID)
		if err != nil {
			return portal.Milestone{}, database.Translate(err, database.Errors{NoRows: portal.ErrStaffNotFound})
		}
		name = u.Username
	}
	return toMilestone(r, name), nil
}

func (s *Store) MilestoneChange(ctx context.Context, id uuid.UUID, change func(portal.Milestone, uuid.UUID) (portal.Milestone, *portal.Change, error)) (portal.Milestone, error) {
	var out portal.Milestone
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		r, err := q.MilestoneGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		cur := toMilestone(sqlc.Milestone{ID: r.ID, ProjectID: r.ProjectID, Name: r.Name, DueDate: r.DueDate,
			BallInCourt: r.BallInCourt, AssigneeID: r.AssigneeID, Done: r.Done}, "")
		next, ch, err := change(cur, r.OrganizationID)
		if err != nil {
			return err
		}
		row, err := q.MilestoneUpdate(ctx, sqlc.MilestoneUpdateParams{
			ID: id, Name: next.Name, DueDate: date(next.Due), BallInCourt: string(next.Ball), AssigneeID: next.AssigneeID, Done: next.Done,
		})
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		if ch != nil {
			kind := "STAFF"
			if ch.Actor.Client {
				kind = "CLIENT"
			}
			if err := q.MilestoneChangeCreate(ctx, sqlc.MilestoneChangeCreateParams{
				MilestoneID: id, ActorKind: kind, ActorID: ch.Actor.ID, ActorName: ch.Actor.Name,
				OldDueDate: date(ch.OldDue), NewDueDate: date(ch.NewDue),
				OldBallInCourt: string(ch.OldBall), NewBallInCourt: string(ch.NewBall),
				OldAssigneeID: ch.OldAssigneeID, NewAssigneeID: ch.NewAssigneeID, Reason: ch.Reason,
			}); err != nil {
				return err
			}
		}
		out, err = s.named(ctx, q, row)
		return err
	})
	return out, err
}

func (s *Store) MilestoneDelete(ctx context.Context, id uuid.UUID) error {
	n, err := s.q.MilestoneDelete(ctx, id)
	if err != nil {
		return err
	}
	if n == 0 {
		return portal.ErrMilestoneNotFound
	}
	return nil
}
