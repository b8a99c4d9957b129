package drawingpg

import (
	"context"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
)

// allOpen bounds an unbounded read of open transmittals (the dashboard's count).
const allOpen = 100000

func day(t time.Time) pgtype.Date { return pgtype.Date{Time: t, Valid: !t.IsZero()} }

func dateText(d pgtype.Date) string { return d.Time.Format(time.DateOnly) }

func (s *Store) OpenTransmittals(ctx context.Context, f drawing.OpenFilter) ([]drawing.Open, error) {
	limit := f.Max
	if limit <= 0 {
		limit = allOpen
	}
	rows, err := s.q.TransmittalOpenList(ctx, sqlc.TransmittalOpenListParams{
		ProjectID: f.ProjectID, OrganizationID: f.OrganizationID, DueBefore: day(f.DueBefore), MaxRows: limit,
	})
	if err != nil {
		return nil, err
	}
	out := make([]drawing.Open, len(rows))
	for i, r := range rows {
		out[i] = drawing.Open{SheetsOut: r.SheetsOut, Clock: &drawing.TransmittalClock{
			TransmittalId: r.ID.String(), ProjectId: r.ProjectID.String(), ProjectName: r.ProjectName, JobNumber: r.JobNumber,
			OrganizationId: r.OrganizationID.String(), OrganizationName: r.OrganizationName, NumberText: drawing.NumberText(r.Number),
			IssueDate: dateText(r.IssueDate), DueDate: dateText(r.DueDate),
		}}
	}
	return out, nil
}

func (s *Store) ReturnTimes(ctx context.Context, since time.Time, organizationID *uuid.UUID) ([]*drawing.ReturnTime, error) {
	rows, err := s.q.TransmittalReturnTimes(ctx, sqlc.TransmittalReturnTimesParams{Since: &since, OrganizationID: organizationID})
	if err != nil {
		return nil, err
	}
	out := make([]*drawing.ReturnTime, len(rows))
	for i, r := range rows {
		out[i] = &drawing.ReturnTime{OrganizationId: r.OrganizationID.String(), OrganizationName: r.OrganizationName, MedianDays: r.MedianDays, Returned: r.Returned}
	}
	return out, nil
}

func (s *Store) RemindersSend(ctx context.Context, today time.Time, maxRows int32, mails drawing.ReminderMails) (int, error) {
	n := 0
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		rows, err := q.TransmittalReminderClaim(ctx, sqlc.TransmittalReminderClaimParams{Today: day(today), MaxRows: maxRows})
		if err != nil || len(rows) == 0 {
			return err
		}
		rs := make([]drawing.Reminder, len(rows))
		for i, r := range rows {
			rs[i] = drawing.Reminder{Email: r.Email, Name: r.Name, Language: r.Language, Clock: &drawing.TransmittalClock{
				TransmittalId: r.TransmittalID.String(), ProjectId: r.ProjectID.String(), ProjectName: r.ProjectName,
				JobNumber: r.JobNumber, NumberText: drawing.NumberText(r.Number), IssueDate: dateText(r.IssueDate), DueDate: dateText(r.DueDate),
			}}
		}
		n = len(rows)
		return s.outbox.Enqueue(ctx, tx, mails(rs)...)
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

func (s *Store) Heading(ctx context.Context, projectID uuid.UUID) (drawing.Heading, error) {
	p, err := s.q.ProjectGet(ctx, projectID)
	if err != nil {
		return drawing.Heading{}, database.Translate(err, projectErrors)
	}
	return drawing.Heading{Project: p.Name, JobNumber: p.JobNumber, Organization: p.OrganizationName}, nil
}

// issue is one transmittal that carried a revision, as the sheet's clock reads it.
type issue = sqlc.TransmittalItemNumbersByRevisionRow

// sheetClock sets a sheet's issued and returned dates from the transmittals that carried
// its current revision (oldest first), and its due date while that revision is out for
// approval: its status says so and the latest transmittal that set a status is open.
func sheetClock(sh *drawing.Sheet, carried []issue) {
	var latest *issue
	for i := range carried {
		c := &carried[i]
		switch c.Purpose {
		case "FOR_APPROVAL", "RESUBMITTAL", "FOR_FABRICATION":
			latest = c
			sh.IssuedDate = dateText(c.IssueDate)
		}
		if (c.Purpose == "FOR_APPROVAL" || c.Purpose == "RESUBMITTAL") && c.CloseTime != nil {
			sh.ReturnedDate = c.CloseTime.UTC().Format(time.DateOnly)
		}
	}
	if latest != nil && latest.CloseTime == nil && latest.Purpose != "FOR_FABRICATION" &&
		sh.GetStatus() == portalv1.SheetStatus_SHEET_STATUS_ISSUED_FOR_APPROVAL {
		sh.DueDate = dateText(latest.DueDate)
	}
}
