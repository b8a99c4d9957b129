package portalpg

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/portal"
)

var (
	projectErrors = database.Errors{NoRows: portal.ErrProjectNotFound, Unique: portal.ErrJobNumberTaken,
		ForeignKey:  portal.ErrOrganizationNotFound,
		Constraints: map[string]error{"projects_estimate_request_id_key": portal.ErrEstimateConverted}}
	teamErrors = database.Errors{ForeignKey: portal.ErrStaffNotFound}
)

// projectOf is a project row as the message (without its team, milestones and snapshot).
func projectOf(r sqlc.ProjectGetRow) *portal.Project {
	return &portal.Project{
		Id: r.ID.String(), OrganizationId: r.OrganizationID.String(), OrganizationName: r.OrganizationName, Name: r.Name,
		JobNumber: r.JobNumber, Location: r.Location, Status: statusOf(r.Status),
		EstimateRequestId: idText(r.EstimateRequestID), CreateTime: ts(r.CreateTime), UpdateTime: ts(r.UpdateTime),
	}
}

// projectParams is a checked input as the row to write, with its team.
func projectParams(orgID uuid.UUID, in *portal.ProjectInput, estimateID *uuid.UUID) (sqlc.ProjectCreateParams, []uuid.UUID, error) {
	team := make([]uuid.UUID, len(in.GetTeamIds()))
	for i, s := range in.GetTeamIds() {
		id, err := apperr.ParseID(s, portal.ErrStaffNotFound)
		if err != nil {
			return sqlc.ProjectCreateParams{}, nil, err
		}
		team[i] = id
	}
	return sqlc.ProjectCreateParams{
		OrganizationID: orgID, Name: in.GetName(), JobNumber: in.GetJobNumber(), Location: in.GetLocation(),
		Status: statusText(in.GetStatus()), EstimateRequestID: estimateID,
	}, team, nil
}

// fill adds the projects' teams and milestones.
func fill(ctx context.Context, q *sqlc.Queries, ds []*portal.ProjectDetail) error {
	if len(ds) == 0 {
		return nil
	}
	ids := make([]uuid.UUID, len(ds))
	at := make(map[uuid.UUID]*portal.ProjectDetail, len(ds))
	for i, d := range ds {
		ids[i] = uuid.MustParse(d.Project.Id)
		at[ids[i]] = d
	}
	team, err := q.ProjectTeamList(ctx, ids)
	if err != nil {
		return err
	}
	for _, t := range team {
		p := at[t.ProjectID].Project
		p.Team = append(p.Team, &portal.TeamMember{Id: t.ID.String(), Username: t.Username})
	}
	ms, err := q.MilestoneListForProjects(ctx, ids)
	if err != nil {
		return err
	}
	for _, r := range ms {
		d := at[r.ProjectID]
		d.Milestones = append(d.Milestones, milestoneOf(sqlc.Milestone{
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

func (s *Store) get(ctx context.Context, q *sqlc.Queries, id uuid.UUID, orgID *uuid.UUID) (*portal.ProjectDetail, error) {
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
		return nil, database.Translate(err, projectErrors)
	}
	ds := []*portal.ProjectDetail{{Project: projectOf(row)}}
	if err := fill(ctx, q, ds); err != nil {
		return nil, err
	}
	return ds[0], nil
}

func (s *Store) create(ctx context.Context, q *sqlc.Queries, orgID uuid.UUID, in *portal.ProjectInput, estimateID *uuid.UUID) (*portal.ProjectDetail, error) {
	params, team, err := projectParams(orgID, in, estimateID)
	if err != nil {
		return nil, err
	}
	row, err := q.ProjectCreate(ctx, params)
	if err != nil {
		return nil, database.Translate(err, projectErrors)
	}
	if err := setTeam(ctx, q, row.ID, team); err != nil {
		return nil, err
	}
	return s.get(ctx, q, row.ID, nil)
}

func (s *Store) ProjectCreate(ctx context.Context, orgID uuid.UUID, in *portal.ProjectInput) (*portal.ProjectDetail, error) {
	var d *portal.ProjectDetail
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		var err error
		d, err = s.create(ctx, q, orgID, in, nil)
		return err
	})
	return d, err
}

func (s *Store) ProjectUpdate(ctx context.Context, id uuid.UUID, in *portal.ProjectInput) (*portal.ProjectDetail, error) {
	params, team, err := projectParams(uuid.Nil, in, nil)
	if err != nil {
		return nil, err
	}
	var d *portal.ProjectDetail
	err = database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		_, err := q.ProjectUpdate(ctx, sqlc.ProjectUpdateParams{ID: id, Name: params.Name, JobNumber: params.JobNumber, Location: params.Location, Status: params.Status})
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		if err := setTeam(ctx, q, id, team); err != nil {
			return err
		}
		d, err = s.get(ctx, q, id, nil)
		return err
	})
	return d, err
}

func (s *Store) ProjectGet(ctx context.Context, id uuid.UUID, orgID *uuid.UUID) (*portal.ProjectDetail, error) {
	return s.get(ctx, s.q, id, orgID)
}

func (s *Store) ProjectList(ctx context.Context, orgID *uuid.UUID) ([]*portal.ProjectDetail, error) {
	rows, err := s.q.ProjectList(ctx, orgID)
	if err != nil {
		return nil, err
	}
	ds := make([]*portal.ProjectDetail, len(rows))
	for i, r := range rows {
		ds[i] = &portal.ProjectDetail{Project: projectOf(sqlc.ProjectGetRow(r))}
	}
	return ds, fill(ctx, s.q, ds)
}

func (s *Store) ProjectConvert(ctx context.Context, c portal.Conversion) (*portal.ProjectDetail, error) {
	var d *portal.ProjectDetail
	err := database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		var err error
		d, err = s.ConvertIn(ctx, q, c)
		return err
	})
	return d, err
}

// ConvertIn is ProjectConvert in q's transaction (a quote's acceptance starts the
// project in its own).
func (s *Store) ConvertIn(ctx context.Context, q *sqlc.Queries, c portal.Conversion) (*portal.ProjectDetail, error) {
	if _, err := q.EstimateRequestGetForUpdate(ctx, c.EstimateID); err != nil {
		return nil, database.Translate(err, database.Errors{NoRows: portal.ErrEstimateNotFound})
	}
	var orgID uuid.UUID
	if c.OrganizationID != nil {
		if _, err := q.ClientOrganizationGet(ctx, *c.OrganizationID); err != nil {
			return nil, database.Translate(err, orgErrors)
		}
		orgID = *c.OrganizationID
	} else {
		org, err := q.ClientOrganizationCreate(ctx, c.OrganizationName)
		if err != nil {
			return nil, database.Translate(err, orgErrors)
		}
		orgID = org.ID
	}
	d, err := s.create(ctx, q, orgID, c.Project, &c.EstimateID)
	if err != nil {
		return nil, err
	}
	if _, err = q.EstimateRequestSetStatus(ctx, sqlc.EstimateRequestSetStatusParams{ID: c.EstimateID, Status: "WON"}); err != nil {
		return nil, err
	}
	return d, carryFiles(ctx, q, uuid.MustParse(d.Project.Id), c.Files)
}
