package rfipg

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"google.golang.org/protobuf/types/known/timestamppb"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/notify"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/rfi"
	"github.com/gusset/gusset/internal/validate"
)

const statusPrefix = "RFI_STATUS_"

var rfiErrors = database.Errors{NoRows: rfi.ErrNotFound}

func tsOpt(t *time.Time) *timestamppb.Timestamp {
	if t == nil {
		return nil
	}
	return timestamppb.New(*t)
}

// rfiOf is a row as the message, without its people, sheets, history and thread.
func rfiOf(r sqlc.RfiGetRow) *rfi.Rfi {
	out := &rfi.Rfi{
		Id: r.ID.String(), ProjectId: r.ProjectID.String(), Number: r.Number,
		Status:  database.EnumValue[portalv1.RfiStatus](portalv1.RfiStatus_value, statusPrefix, r.Status),
		Subject: r.Subject, Question: r.Question, ProposedResolution: r.ProposedResolution, References: r.Refs,
		CostImpact: r.CostImpact, ScheduleImpact: r.ScheduleImpact, RaisedByName: r.RaisedByName, RaisedByFirm: r.RaisedByFirm,
		Answer: r.Answer, AnsweredByName: r.AnsweredByName, AnswerTime: tsOpt(r.AnswerTime), OpenTime: tsOpt(r.OpenTime),
		CloseTime: tsOpt(r.CloseTime), CreateTime: timestamppb.New(r.CreateTime), UpdateTime: timestamppb.New(r.UpdateTime),
		ProjectName: r.ProjectName, JobNumber: r.JobNumber,
	}
	if r.RequiredBy.Valid {
		out.RequiredBy = r.RequiredBy.Time.Format(time.DateOnly)
	}
	return out
}

// loaded is an RFI read with what it needs besides its row: its organization and the
// ids of its people.
type loaded struct {
	rfi      *rfi.Rfi
	org      uuid.UUID
	assignee *uuid.UUID
	dist     []uuid.UUID
	client   *uuid.UUID
}

// read reads RFIs' rows with their people and sheets (and, full, history and thread).
func read(ctx context.Context, q *sqlc.Queries, rows []sqlc.RfiGetRow, full bool) ([]loaded, error) {
	out := make([]loaded, len(rows))
	ids := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		out[i] = loaded{rfi: rfiOf(r), org: r.OrganizationID, assignee: r.AssigneeID, dist: r.DistributionIds, client: r.RaisedByClientID}
		ids[i] = r.ID
	}
	if len(rows) == 0 {
		return out, nil
	}
	byID := map[uuid.UUID]*rfi.Rfi{}
	for _, l := range out {
		byID[uuid.MustParse(l.rfi.GetId())] = l.rfi
	}
	sheets, err := q.RfiSheetListByRfis(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, s := range sheets {
		r := byID[s.RfiID]
		r.Sheets = append(r.Sheets, &portalv1.RfiSheet{SheetId: s.ID.String(), SheetNumber: s.SheetNumber, Title: s.Title})
	}
	if err := withPeople(ctx, q, out); err != nil {
		return nil, err
	}
	if !full {
		return out, nil
	}
	for _, l := range out {
		if err := withHistory(ctx, q, l.rfi); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// people reads people of org (or outside reviewers) by id.
func people(ctx context.Context, q *sqlc.Queries, org uuid.UUID, ids []uuid.UUID) (map[uuid.UUID]sqlc.RfiPeopleRow, error) {
	out := map[uuid.UUID]sqlc.RfiPeopleRow{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.RfiPeople(ctx, sqlc.RfiPeopleParams{Ids: ids, OrganizationID: &org})
	for _, r := range rows {
		out[r.ID] = r
	}
	return out, err
}

func personOf(p sqlc.RfiPeopleRow) *portalv1.RfiPerson {
	return &portalv1.RfiPerson{Id: p.ID.String(), Name: p.Name, Email: p.Email, Reviewer: p.Reviewer}
}

// withPeople names each RFI's assignee and distribution, reading the people of each
// organization once (a page is usually of one).
func withPeople(ctx context.Context, q *sqlc.Queries, ls []loaded) error {
	byOrg := map[uuid.UUID][]uuid.UUID{}
	for _, l := range ls {
		byOrg[l.org] = append(byOrg[l.org], l.dist...)
		if l.assignee != nil {
			byOrg[l.org] = append(byOrg[l.org], *l.assignee)
		}
	}
	found := map[uuid.UUID]map[uuid.UUID]sqlc.RfiPeopleRow{}
	for org, ids := range byOrg {
		slices.SortFunc(ids, func(a, b uuid.UUID) int { return slices.Compare(a[:], b[:]) })
		ps, err := people(ctx, q, org, slices.Compact(ids))
		if err != nil {
			return err
		}
		found[org] = ps
	}
	for _, l := range ls {
		if l.assignee != nil {
			if p, ok := found[l.org][*l.assignee]; ok {
				l.rfi.Assignee = personOf(p)
			}
		}
		for _, id := range l.dist {
			if p, ok := found[l.org][id]; ok {
				l.rfi.Distribution = append(l.rfi.Distribution, personOf(p))
			}
		}
	}
	return nil
}

func withHistory(ctx context.Context, q *sqlc.Queries, r *rfi.Rfi) error {
	id := uuid.MustParse(r.GetId())
	events, err := q.RfiEventListByRfi(ctx, id)
	if err != nil {
		return err
	}
	for _, e := range events {
		r.History = append(r.History, &portalv1.RfiEvent{
			Action: e.Action, ActorName: e.ActorName, ByFirm: e.ByFirm, Note: e.Note,
			Status:     database.EnumValue[portalv1.RfiStatus](portalv1.RfiStatus_value, statusPrefix, e.Status),
			CreateTime: timestamppb.New(e.CreateTime),
		})
	}
	posts, err := q.RfiPostListByRfi(ctx, id)
	if err != nil {
		return err
	}
	for _, p := range posts {
		r.Thread = append(r.Thread, &portalv1.RfiPost{Id: p.ID.String(), AuthorName: p.AuthorName, ByFirm: p.ByFirm, Body: p.Body, CreateTime: timestamppb.New(p.CreateTime)})
	}
	return attachments(ctx, q, r)
}

// getIn reads one RFI whole, if a sees it.
func getIn(ctx context.Context, q *sqlc.Queries, id uuid.UUID, a rfi.Access) (loaded, error) {
	row, err := q.RfiGet(ctx, id)
	if err != nil {
		return loaded{}, database.Translate(err, rfiErrors)
	}
	ls, err := read(ctx, q, []sqlc.RfiGetRow{row}, true)
	if err != nil {
		return loaded{}, err
	}
	if !a.Sees(ls[0].rfi, ls[0].org) {
		return loaded{}, rfi.ErrNotFound
	}
	return ls[0], nil
}

func (s *Store) Get(ctx context.Context, id uuid.UUID, a rfi.Access) (*rfi.Rfi, error) {
	var out *rfi.Rfi
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		l, err := getIn(ctx, sqlc.New(tx), id, a)
		out = l.rfi
		return err
	})
	return out, err
}

// snapshot reads an RFI in one read-only snapshot.
var snapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

// checkPeople refuses an assignee or distribution who is not an enabled client user of
// org or an outside reviewer.
func checkPeople(ctx context.Context, q *sqlc.Queries, org uuid.UUID, in *rfi.Input) (*uuid.UUID, []uuid.UUID, error) {
	var ids []uuid.UUID
	for _, s := range append([]string{in.GetAssigneeId()}, in.GetDistributionIds()...) {
		if id, err := uuid.Parse(s); err == nil {
			ids = append(ids, id)
		}
	}
	found, err := people(ctx, q, org, ids)
	if err != nil {
		return nil, nil, err
	}
	var v validate.Checker
	var assignee *uuid.UUID
	if in.GetAssigneeId() != "" {
		id := uuid.MustParse(in.GetAssigneeId())
		p, ok := found[id]
		v.Check(ok && !p.Disabled, "rfi.assignee_id", "Not a person of the client or an outside reviewer")
		assignee = &id
	}
	dist := make([]uuid.UUID, 0, len(in.GetDistributionIds()))
	for i, s := range in.GetDistributionIds() {
		id := uuid.MustParse(s)
		p, ok := found[id]
		v.Check(ok && !p.Disabled, fmt.Sprintf("rfi.distribution_ids[%d]", i), "Not a person of the client or an outside reviewer")
		dist = append(dist, id)
	}
	return assignee, dist, v.Err()
}

// setSheets references the sheets of in (the project's: any other is a violation of
// its index in in.SheetIds).
func setSheets(ctx context.Context, q *sqlc.Queries, rfiID, projectID uuid.UUID, sheetIDs []string) error {
	if err := q.RfiSheetDeleteByRfi(ctx, rfiID); err != nil || len(sheetIDs) == 0 {
		return err
	}
	ids := make([]uuid.UUID, len(sheetIDs))
	for i, s := range sheetIDs {
		ids[i] = uuid.MustParse(s)
	}
	added, err := q.RfiSheetAdd(ctx, sqlc.RfiSheetAddParams{RfiID: rfiID, ProjectID: projectID, Ids: ids})
	if err != nil {
		return err
	}
	var v validate.Checker
	for i, id := range ids {
		v.Check(slices.Contains(added, id), fmt.Sprintf("rfi.sheet_ids[%d]", i), "Not a sheet of this project's register")
	}
	return v.Err()
}

func (s *Store) Create(ctx context.Context, c rfi.Creating) (*rfi.Rfi, error) {
	var out *rfi.Rfi
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		p, err := settingsIn(ctx, q, c.ProjectID, c.By.Scope())
		if err != nil {
			return err
		}
		// The number first: its row lock makes the project's RFIs take turns from here
		// on, and it is given back if anything below fails.
		number, err := q.RfiSettingsNextNumber(ctx, c.ProjectID)
		if err != nil {
			return err
		}
		assignee, dist, err := checkPeople(ctx, q, p.OrganizationID, c.In)
		if err != nil {
			return err
		}
		due := c.RequiredBy
		if due.IsZero() && c.Default != nil {
			due = c.Default(settingsOf(p))
		}
		in := c.In
		id, err := q.RfiCreate(ctx, sqlc.RfiCreateParams{
			ProjectID: c.ProjectID, Number: number, Status: database.EnumText(c.Status, statusPrefix),
			Subject: in.GetSubject(), Question: in.GetQuestion(), ProposedResolution: in.GetProposedResolution(),
			Refs: nonNil(in.GetReferences()), CostImpact: in.GetCostImpact(), ScheduleImpact: in.GetScheduleImpact(),
			RaisedByStaffID: c.By.StaffID(), RaisedByClientID: c.By.ClientID(), RaisedByName: c.By.Name,
			RaisedByFirm: c.By.IsStaff(), AssigneeID: assignee, DistributionIds: dist, RequiredBy: dateOpt(due), Now: c.At,
		})
		if err != nil {
			return err
		}
		if err := setSheets(ctx, q, id, c.ProjectID, in.GetSheetIds()); err != nil {
			return err
		}
		if err := q.RfiEventCreate(ctx, sqlc.RfiEventCreateParams{RfiID: id, Action: "raised", ActorName: c.By.Name, ByFirm: c.By.IsStaff(),
			Status: database.EnumText(c.Status, statusPrefix), Now: c.At}); err != nil {
			return err
		}
		out, err = s.finishChange(ctx, tx, q, id, c.By, c.Mails)
		return err
	})
	return out, err
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// finishChange reads the RFI as it now is and queues the change's mails to its audience.
func (s *Store) finishChange(ctx context.Context, tx pgx.Tx, q *sqlc.Queries, id uuid.UUID, by actor.Actor, mails rfi.Mails) (*rfi.Rfi, error) {
	l, err := getIn(ctx, q, id, rfi.Access{})
	if err != nil {
		return nil, err
	}
	a, err := audience(ctx, q, l, by)
	if err != nil {
		return nil, err
	}
	if msgs := mails(l.rfi, a); len(msgs) > 0 {
		if err := s.outbox.Enqueue(ctx, tx, msgs...); err != nil {
			return nil, err
		}
	}
	// Drafts are the firm's own; reviewers' acts are not events (as the portal's).
	if s.notes != nil && l.rfi.GetStatus() != rfi.Draft && (by.IsStaff() || by.IsClient()) {
		e := notify.Event{Kind: notify.RfiChanged, ProjectID: uuid.MustParse(l.rfi.GetProjectId()), By: by,
			Title: l.rfi.GetNumberText() + " " + l.rfi.GetSubject(), Target: &id, DigestOnly: true}
		if err := s.notes.Record(ctx, tx, e); err != nil {
			return nil, err
		}
	}
	return l.rfi, nil
}

// audience are the RFI's people on both sides, without who acted.
func audience(ctx context.Context, q *sqlc.Queries, l loaded, by actor.Actor) (rfi.Audience, error) {
	var a rfi.Audience
	ids := slices.Clone(l.dist)
	for _, id := range []*uuid.UUID{l.assignee, l.client} {
		if id != nil {
			ids = append(ids, *id)
		}
	}
	found, err := people(ctx, q, l.org, ids)
	if err != nil {
		return a, err
	}
	seen := map[uuid.UUID]bool{by.ID: true}
	for _, id := range ids {
		p, ok := found[id]
		if !ok || p.Disabled || seen[id] {
			continue
		}
		seen[id] = true
		a.Clients = append(a.Clients, rfi.Recipient{ID: id, Email: p.Email, Name: p.Name, Choice: choice(p.Choice), Language: p.Language})
	}
	staff, err := q.MessageMailStaffAudience(ctx, uuid.MustParse(l.rfi.GetProjectId()))
	for _, p := range staff {
		if !seen[p.ID] {
			a.Staff = append(a.Staff, rfi.Recipient{ID: p.ID, Email: p.Email, Name: p.Username, Choice: choice(p.Choice)})
		}
	}
	return a, err
}

func choice(s string) portal.MailChoice {
	return database.EnumValue[portal.MailChoice](portalv1.MailChoice_value, "MAIL_CHOICE_", s)
}
