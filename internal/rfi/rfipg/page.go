package rfipg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/mail"
	"github.com/gusset/gusset/internal/rfi"
)

var courtPrefix = "RFI_COURT_"

func (s *Store) Page(ctx context.Context, p rfi.Page) ([]*rfi.Rfi, int32, error) {
	var (
		out   []*rfi.Rfi
		total int32
	)
	params := sqlc.RfiPageParams{
		AfterTime: p.Page.AfterTime, AfterID: p.Page.AfterID, MaxRows: p.Page.Limit(),
		ProjectID: p.ProjectID, OrganizationID: p.Access.Scope, PersonID: p.Access.Reviewer, HideDrafts: p.Access.HideDrafts,
		OverdueOnly: p.Filter.GetOverdueOnly(), Today: date(p.Today), Query: p.Filter.GetQuery(), NumberQuery: p.Number,
	}
	if p.Access.Reviewer != nil {
		// A reviewer is of no organization: the RFIs naming them are theirs.
		params.OrganizationID = nil
	}
	if st := p.Filter.GetStatus(); st != 0 {
		params.Status = database.EnumText(st, statusPrefix)
	}
	if c := p.Filter.GetBallInCourt(); c != 0 {
		params.Court = database.EnumText(c, courtPrefix)
	}
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		rows, err := q.RfiPage(ctx, params)
		if err != nil {
			return err
		}
		gets := make([]sqlc.RfiGetRow, len(rows))
		for i, r := range rows {
			total = r.TotalSize
			// The statement reads its rows once (the page and the count), so they come as
			// its own row type.
			gets[i] = sqlc.RfiGetRow{
				ID: r.ID, ProjectID: r.ProjectID, Number: r.Number, Status: r.Status, Subject: r.Subject, Question: r.Question,
				ProposedResolution: r.ProposedResolution, Refs: r.Refs, CostImpact: r.CostImpact, ScheduleImpact: r.ScheduleImpact,
				RaisedByStaffID: r.RaisedByStaffID, RaisedByClientID: r.RaisedByClientID, RaisedByName: r.RaisedByName,
				RaisedByFirm: r.RaisedByFirm, AssigneeID: r.AssigneeID, DistributionIds: r.DistributionIds, RequiredBy: r.RequiredBy,
				Answer: r.Answer, AnsweredByName: r.AnsweredByName, AnswerTime: r.AnswerTime, OpenTime: r.OpenTime,
				CloseTime: r.CloseTime, CreateTime: r.CreateTime, UpdateTime: r.UpdateTime, OrganizationID: r.OrganizationID,
				ProjectName: r.ProjectName, JobNumber: r.JobNumber,
			}
		}
		if len(rows) == 0 && p.Page.AfterTime != nil {
			// Past the last match: the total is the first page's.
			params.AfterTime, params.AfterID, params.MaxRows = nil, nil, 1
			first, err := q.RfiPage(ctx, params)
			if err != nil || len(first) == 0 {
				return err
			}
			total = first[0].TotalSize
		}
		ls, err := read(ctx, q, gets, false)
		for _, l := range ls {
			out = append(out, l.rfi)
		}
		return err
	})
	return out, total, err
}

func (s *Store) Counts(ctx context.Context, scope *uuid.UUID, today time.Time, clientCourt bool) (int32, int32, error) {
	r, err := s.q.RfiCounts(ctx, sqlc.RfiCountsParams{Today: date(today), OrganizationID: scope, ClientCourt: clientCourt})
	return r.Open, r.Overdue, err
}

func (s *Store) RemindersSend(ctx context.Context, today time.Time, limit int, mails func([]*rfi.Rfi, []rfi.Recipient) []mail.Message) (int, error) {
	n := 0
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		ids, err := q.RfiReminderClaim(ctx, sqlc.RfiReminderClaimParams{Today: date(today), MaxRows: int32(limit)})
		if err != nil {
			return err
		}
		n = len(ids)
		rs := make([]*rfi.Rfi, 0, len(ids))
		to := make([]rfi.Recipient, 0, len(ids))
		for _, id := range ids {
			l, err := getIn(ctx, q, id, rfi.Access{})
			if err != nil {
				return err
			}
			found, err := people(ctx, q, l.org, []uuid.UUID{*l.assignee})
			if err != nil {
				return err
			}
			rs = append(rs, l.rfi)
			to = append(to, rfi.Recipient{ID: *l.assignee, Email: l.rfi.GetAssignee().GetEmail(), Name: l.rfi.GetAssignee().GetName(), Language: found[*l.assignee].Language})
		}
		if msgs := mails(rs, to); len(msgs) > 0 {
			return s.outbox.Enqueue(ctx, tx, msgs...)
		}
		return nil
	})
	return n, err
}
