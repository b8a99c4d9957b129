package rfipg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/rfi"
)

func (s *Store) Change(ctx context.Context, id uuid.UUID, a rfi.Access, by actor.Actor, decide rfi.Decide, mails rfi.Mails) (*rfi.Rfi, error) {
	var out *rfi.Rfi
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		if _, err := q.RfiLock(ctx, id); err != nil {
			return database.Translate(err, rfiErrors)
		}
		cur, err := getIn(ctx, q, id, a)
		if err != nil {
			return err
		}
		e, err := decide(cur.rfi)
		if err != nil {
			return err
		}
		status := database.EnumText(e.Status, statusPrefix)
		if e.Fields != nil {
			if err := edit(ctx, q, cur, e); err != nil {
				return err
			}
		}
		if e.Status != cur.rfi.GetStatus() {
			if err := q.RfiSetStatus(ctx, sqlc.RfiSetStatusParams{ID: id, Status: status, RequiredBy: dateOpt(e.RequiredBy),
				Answer: e.Answer, AnsweredByName: by.Name, Now: e.At}); err != nil {
				return err
			}
		}
		if e.Attach != nil {
			if err := claim(ctx, q, id, e.Attach, by, e.At); err != nil {
				return err
			}
		}
		if e.Post != "" {
			err = q.RfiPostCreate(ctx, sqlc.RfiPostCreateParams{RfiID: id, AuthorName: by.Name, ByFirm: by.IsStaff(), Body: e.Post, Now: e.At})
		} else {
			err = q.RfiEventCreate(ctx, sqlc.RfiEventCreateParams{RfiID: id, Action: e.Action, ActorName: by.Name, ByFirm: by.IsStaff(), Note: e.Note, Status: status, Now: e.At})
		}
		if err != nil {
			return err
		}
		out, err = s.finishChange(ctx, tx, q, id, by, mails)
		return err
	})
	return out, err
}

// edit rewrites the RFI's fields; "" required-by keeps the date it has.
func edit(ctx context.Context, q *sqlc.Queries, cur loaded, e *rfi.Edit) error {
	in := e.Fields
	if !cur.rfi.GetRaisedByFirm() {
		// A client's RFI is asked of the firm: it names no assignee.
		in.AssigneeId = ""
	}
	assignee, dist, err := checkPeople(ctx, q, cur.org, in)
	if err != nil {
		return err
	}
	due := dateOpt(e.RequiredBy)
	if !due.Valid && cur.rfi.GetRequiredBy() != "" {
		t, _ := time.Parse(time.DateOnly, cur.rfi.GetRequiredBy())
		due = date(t)
	}
	id := uuid.MustParse(cur.rfi.GetId())
	if err := q.RfiUpdate(ctx, sqlc.RfiUpdateParams{ID: id, Subject: in.GetSubject(), Question: in.GetQuestion(),
		ProposedResolution: in.GetProposedResolution(), Refs: nonNil(in.GetReferences()), CostImpact: in.GetCostImpact(),
		ScheduleImpact: in.GetScheduleImpact(), AssigneeID: assignee, DistributionIds: dist, RequiredBy: due, Now: e.At}); err != nil {
		return err
	}
	return setSheets(ctx, q, id, uuid.MustParse(cur.rfi.GetProjectId()), in.GetSheetIds())
}
