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

var milestoneErrors = database.Errors{NoRows: portal.ErrMilestoneNotFound, ForeignKey: portal.ErrStaffNotFound}

// milestoneOf is a milestone row as the message (its overdue flag is the service's).
func milestoneOf(r sqlc.Milestone, assigneeName string) *portal.Milestone {
	return &portal.Milestone{
		Id: r.ID.String(), ProjectId: r.ProjectID.String(), Name: r.Name, DueDate: dateOf(r.DueDate),
		BallInCourt: ballOf(r.BallInCourt), AssigneeId: idText(r.AssigneeID), AssigneeName: assigneeName, Done: r.Done,
	}
}

// milestoneParams is a checked milestone as the row to write.
func milestoneParams(id uuid.UUID, m *portal.Milestone) (sqlc.MilestoneUpdateParams, error) {
	due, err := dateParam(m.GetDueDate())
	if err != nil {
		return sqlc.MilestoneUpdateParams{}, err
	}
	var assignee *uuid.UUID
	if m.GetAssigneeId() != "" {
		a, err := apperr.ParseID(m.GetAssigneeId(), portal.ErrStaffNotFound)
		if err != nil {
			return sqlc.MilestoneUpdateParams{}, err
		}
		assignee = &a
	}
	return sqlc.MilestoneUpdateParams{
		ID: id, Name: m.GetName(), DueDate: due, BallInCourt: ballText(m.GetBallInCourt()), AssigneeID: assignee, Done: m.GetDone(),
	}, nil
}

func (s *Store) MilestoneCreate(ctx context.Context, projectID uuid.UUID, m *portal.Milestone) (*portal.Milestone, error) {
	p, err := milestoneParams(uuid.Nil, m)
	if err != nil {
		return nil, err
	}
	var out *portal.Milestone
	err = database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		if _, err := q.ProjectGet(ctx, projectID); err != nil {
			return database.Translate(err, projectErrors)
		}
		row, err := q.MilestoneCreate(ctx, sqlc.MilestoneCreateParams{
			ProjectID: projectID, Name: p.Name, DueDate: p.DueDate, BallInCourt: p.BallInCourt, AssigneeID: p.AssigneeID,
		})
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		out, err = s.named(ctx, q, row)
		return err
	})
	return out, err
}

// named is the milestone with its assignee's name.
func (s *Store) named(ctx context.Context, q *sqlc.Queries, r sqlc.Milestone) (*portal.Milestone, error) {
	name := ""
	if r.AssigneeID != nil {
		u, err := q.StaffUserGet(ctx, *r.AssigneeID)
		if err != nil {
			return nil, database.Translate(err, database.Errors{NoRows: portal.ErrStaffNotFound})
		}
		name = u.Username
	}
	return milestoneOf(r, name), nil
}

func (s *Store) MilestoneChange(ctx context.Context, id uuid.UUID, change func(*portal.Milestone, uuid.UUID) (*portal.Milestone, *portal.Entry, error)) (*portal.Milestone, error) {
	var out *portal.Milestone
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		r, err := q.MilestoneGetForUpdate(ctx, id)
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		cur := milestoneOf(sqlc.Milestone{ID: r.ID, ProjectID: r.ProjectID, Name: r.Name, DueDate: r.DueDate,
			BallInCourt: r.BallInCourt, AssigneeID: r.AssigneeID, Done: r.Done}, "")
		next, entry, err := change(cur, r.OrganizationID)
		if err != nil {
			return err
		}
		p, err := milestoneParams(id, next)
		if err != nil {
			return err
		}
		row, err := q.MilestoneUpdate(ctx, p)
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		if entry != nil {
			if err := q.MilestoneChangeCreate(ctx, changeParams(r, p, entry)); err != nil {
				return err
			}
			handedBack := r.BallInCourt != p.BallInCourt && p.BallInCourt == ballText(portal.BallFirm)
			if err := record(ctx, s.notes, tx, milestoneEvent(r.ProjectID, row.Name, row.ID, handedBack, entry.By)); err != nil {
				return err
			}
		}
		out, err = s.named(ctx, q, row)
		return err
	})
	return out, err
}

func (s *Store) MilestoneDelete(ctx context.Context, id uuid.UUID, reason string) error {
	return database.InTxWith(ctx, s.pool, func(_ pgx.Tx, q *sqlc.Queries) error {
		n, err := q.MilestoneDeleteReasonSet(ctx, sqlc.MilestoneDeleteReasonSetParams{ID: id, Reason: reason})
		if err != nil {
			return database.Translate(err, milestoneErrors)
		}
		if n == 0 {
			return portal.ErrMilestoneNotFound
		}
		_, err = q.MilestoneDelete(ctx, id)
		return err
	})
}
