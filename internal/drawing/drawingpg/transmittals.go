package drawingpg

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
)

// transmittalOf is a transmittal row as the message, with its items and recipients.
func transmittalOf(r sqlc.Transmittal, items []sqlc.TransmittalItemListRow, recipients []sqlc.TransmittalRecipient, reviews map[uuid.UUID]*portalv1.ItemReview) *drawing.Transmittal {
	t := &drawing.Transmittal{
		Id: r.ID.String(), ProjectId: r.ProjectID.String(), Number: r.Number, NumberText: drawing.NumberText(r.Number),
		Purpose: database.EnumValue[portalv1.TransmittalPurpose](portalv1.TransmittalPurpose_value, purposePrefix, r.Purpose),
		Message: r.Message, IssueDate: r.IssueDate.Time.Format(time.DateOnly), DueDate: r.DueDate.Time.Format(time.DateOnly),
		SenderName: r.SenderName, CreateTime: ts(r.CreateTime), CloseTime: tsOpt(r.CloseTime),
		RfiHoldsConfirmed: r.RfiHoldsConfirmed,
	}
	for _, it := range items {
		t.Items = append(t.Items, &portalv1.TransmittalItem{
			Id: it.ID.String(), RevisionId: it.RevisionID.String(), SheetId: it.SheetID.String(), SheetNumber: it.SheetNumber,
			Title: it.Title, Revision: it.Revision, FileName: it.FileName, Review: reviews[it.ID],
		})
	}
	for _, p := range recipients {
		t.Recipients = append(t.Recipients, &portalv1.TransmittalRecipient{
			ClientUserId: idText(p.ClientUserID), ReviewerId: idText(p.ReviewerID), Email: p.Email, Name: p.Name, Copy: p.IsCopy,
			FirstOpenTime: tsOpt(p.FirstOpenTime), FirstDownloadTime: tsOpt(p.FirstDownloadTime),
		})
	}
	return t
}

// transmittalParams is the composer's transmittal as the statement's parameters.
func transmittalParams(s drawing.Sending, number int32, due time.Time) sqlc.TransmittalCreateParams {
	return sqlc.TransmittalCreateParams{
		ProjectID: s.ProjectID, Number: number, Purpose: database.EnumText(s.In.GetPurpose(), purposePrefix), Message: s.In.GetMessage(),
		IssueDate: pgtype.Date{Time: s.Issue, Valid: true}, DueDate: pgtype.Date{Time: due, Valid: true},
		StaffUserID: &s.By.ID, SenderName: s.By.Name,
	}
}

// transmittalsOf reads rows' items and recipients.
func transmittalsOf(ctx context.Context, q *sqlc.Queries, rows []sqlc.Transmittal) ([]*drawing.Transmittal, error) {
	ids := make([]uuid.UUID, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	items, err := q.TransmittalItemList(ctx, ids)
	if err != nil {
		return nil, err
	}
	recipients, err := q.TransmittalRecipientList(ctx, ids)
	if err != nil {
		return nil, err
	}
	itemsOf := map[uuid.UUID][]sqlc.TransmittalItemListRow{}
	for _, it := range items {
		itemsOf[it.TransmittalID] = append(itemsOf[it.TransmittalID], it)
	}
	peopleOf := map[uuid.UUID][]sqlc.TransmittalRecipient{}
	for _, p := range recipients {
		peopleOf[p.TransmittalID] = append(peopleOf[p.TransmittalID], p)
	}
	reviews, err := reviewsOf(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	files, err := filesOf(ctx, q, ids)
	if err != nil {
		return nil, err
	}
	names, err := projectNamesOf(ctx, q, rows)
	if err != nil {
		return nil, err
	}
	numbers := make(map[uuid.UUID]int32, len(rows))
	for _, r := range rows {
		numbers[r.ID] = r.Number
	}
	out := make([]*drawing.Transmittal, len(rows))
	for i, r := range rows {
		out[i] = transmittalOf(r, itemsOf[r.ID], peopleOf[r.ID], reviews)
		out[i].ProjectName = names[r.ProjectID]
		out[i].Files = files[r.ID]
		if err := resubmitted(ctx, q, r, numbers, out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// projectNamesOf reads the names of the rows' projects (an outside reviewer's list spans
// several), each once.
func projectNamesOf(ctx context.Context, q *sqlc.Queries, rows []sqlc.Transmittal) (map[uuid.UUID]string, error) {
	ids := make([]uuid.UUID, 0, 1)
	seen := map[uuid.UUID]bool{}
	for _, r := range rows {
		if !seen[r.ProjectID] {
			seen[r.ProjectID] = true
			ids = append(ids, r.ProjectID)
		}
	}
	found, err := q.ProjectNameList(ctx, ids)
	if err != nil {
		return nil, err
	}
	names := make(map[uuid.UUID]string, len(found))
	for _, p := range found {
		names[p.ID] = p.Name
	}
	return names, nil
}

func (s *Store) TransmittalSend(ctx context.Context, snd drawing.Sending) (*drawing.Transmittal, error) {
	var out *drawing.Transmittal
	err := database.InTxWith(ctx, s.pool, func(tx pgx.Tx, q *sqlc.Queries) error {
		p, err := q.DrawingSettingsGet(ctx, snd.ProjectID)
		if err != nil {
			return database.Translate(err, projectErrors)
		}
		// The number first: its row lock makes the project's transmittals take turns
		// from here on, and it is given back if anything below fails.
		next, err := q.DrawingSettingsNextTransmittal(ctx, snd.ProjectID)
		if err != nil {
			return err
		}
		revisions := unique(snd.In.GetRevisionIds())
		found, err := q.DrawingRevisionListForItems(ctx, sqlc.DrawingRevisionListForItemsParams{Ids: revisions, ProjectID: snd.ProjectID})
		if err != nil {
			return err
		}
		if len(found) != len(revisions) {
			return violation("transmittal.revision_ids", "Choose sheet revisions of this project")
		}
		sheets := make([]uuid.UUID, len(found))
		for i, f := range found {
			if f.Hold {
				return violation("transmittal.revision_ids", "A sheet on hold cannot be issued: lift its hold first")
			}
			sheets[i] = f.SheetID
		}
		confirmed, err := checkRfiHolds(ctx, q, sheets, snd.In)
		if err != nil {
			return err
		}
		due := snd.Due
		if due.IsZero() {
			due = snd.Issue.AddDate(0, 0, int(next.ReviewDays))
		}
		t, err := q.TransmittalCreate(ctx, transmittalParams(snd, next.LastTransmittal, due))
		if err != nil {
			return err
		}
		if confirmed != "" {
			if err := q.TransmittalSetRfiHoldsConfirmed(ctx, sqlc.TransmittalSetRfiHoldsConfirmedParams{ID: t.ID, RfiHoldsConfirmed: confirmed}); err != nil {
				return err
			}
			t.RfiHoldsConfirmed = confirmed
		}
		if err := setResubmits(ctx, q, t.ID, snd.In.GetResubmitsId()); err != nil {
			return err
		}
		if err := q.TransmittalItemCreateMany(ctx, sqlc.TransmittalItemCreateManyParams{TransmittalID: t.ID, RevisionIds: revisions}); err != nil {
			return err
		}
		if err := addFiles(ctx, q, t.ID, snd.ProjectID, snd.In.GetFileIds()); err != nil {
			return err
		}
		position, err := addRecipients(ctx, q, t.ID, p.OrganizationID, snd.In.GetRecipientIds(), snd.In.GetCopyIds())
		if err != nil {
			return err
		}
		if err := addReviewers(ctx, q, t.ID, position, snd.Reviewers); err != nil {
			return err
		}
		if snd.Status != portalv1.SheetStatus_SHEET_STATUS_UNSPECIFIED {
			if err := q.DrawingSheetSetStatus(ctx, sqlc.DrawingSheetSetStatusParams{Status: database.EnumText(snd.Status, statusPrefix), Ids: sheets}); err != nil {
				return err
			}
		}
		all, err := transmittalsOf(ctx, q, []sqlc.Transmittal{t})
		if err != nil {
			return err
		}
		out = all[0]
		languages, err := languagesOf(ctx, q, out)
		if err != nil {
			return err
		}
		return s.outbox.Enqueue(ctx, tx, snd.Mails(out, languages)...)
	})
	return out, err
}

// addRecipients adds the recipients, then the copies (a person is one or the other:
// a copy who is also a recipient is a recipient); someone not an enabled user of the
// organization is a violation of their index. It answers the last position taken.
func addRecipients(ctx context.Context, q *sqlc.Queries, transmittalID, orgID uuid.UUID, recipients, copies []string) (int32, error) {
	seen := map[uuid.UUID]bool{}
	position := int32(0)
	for _, list := range []struct {
		field string
		ids   []string
		copy  bool
	}{{"transmittal.recipient_ids", recipients, false}, {"transmittal.copy_ids", copies, true}} {
		for i, raw := range list.ids {
			id := uuid.MustParse(raw)
			if seen[id] {
				continue
			}
			seen[id] = true
			position++
			n, err := q.TransmittalRecipientCreate(ctx, sqlc.TransmittalRecipientCreateParams{
				TransmittalID: transmittalID, IsCopy: list.copy, Position: position, ClientUserID: id, OrganizationID: &orgID,
			})
			if err != nil {
				return 0, err
			}
			if n == 0 {
				return 0, violation(fmt.Sprintf("%s[%d]", list.field, i), "Not a person of the project's client")
			}
		}
	}
	return position, nil
}

// unique parses ids (the service checked them) keeping the first of each.
func unique(raw []string) []uuid.UUID {
	seen := map[uuid.UUID]bool{}
	var out []uuid.UUID
	for _, r := range raw {
		id := uuid.MustParse(r)
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

func (s *Store) TransmittalList(ctx context.Context, projectID uuid.UUID, scope *uuid.UUID) ([]*drawing.Transmittal, error) {
	var out []*drawing.Transmittal
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		q := sqlc.New(tx)
		if _, err := settingsIn(ctx, q, projectID, scope); err != nil {
			return err
		}
		rows, err := q.TransmittalListByProject(ctx, projectID)
		if err != nil {
			return err
		}
		out, err = transmittalsOf(ctx, q, rows)
		return err
	})
	return out, err
}

func (s *Store) TransmittalGet(ctx context.Context, id uuid.UUID, scope *uuid.UUID) (*drawing.Transmittal, error) {
	r, err := s.q.TransmittalGet(ctx, id)
	if err != nil {
		return nil, database.Translate(err, database.Errors{NoRows: drawing.ErrTransmittalNotFound})
	}
	if !inScope(r.OrganizationID, scope) {
		return nil, drawing.ErrTransmittalNotFound
	}
	all, err := transmittalsOf(ctx, s.q, []sqlc.Transmittal{{
		ID: r.ID, ProjectID: r.ProjectID, Number: r.Number, Purpose: r.Purpose, Message: r.Message, IssueDate: r.IssueDate,
		DueDate: r.DueDate, StaffUserID: r.StaffUserID, SenderName: r.SenderName, CreateTime: r.CreateTime, CloseTime: r.CloseTime,
		ResubmitsID: r.ResubmitsID,
	}})
	if err != nil {
		return nil, err
	}
	return all[0], nil
}

func (s *Store) TransmittalOpened(ctx context.Context, id, clientUserID uuid.UUID, at time.Time) error {
	return s.q.TransmittalRecipientMarkOpened(ctx, sqlc.TransmittalRecipientMarkOpenedParams{TransmittalID: id, ClientUserID: &clientUserID, At: &at})
}

// languagesOf are the choices of language of t's people, by address.
func languagesOf(ctx context.Context, q *sqlc.Queries, t *portalv1.Transmittal) (map[string]string, error) {
	var ids []uuid.UUID
	for _, r := range t.GetRecipients() {
		for _, id := range []string{r.GetClientUserId(), r.GetReviewerId()} {
			if u, err := uuid.Parse(id); err == nil {
				ids = append(ids, u)
			}
		}
	}
	rows, err := q.ClientUserLanguages(ctx, ids)
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.Email] = r.Language
	}
	return out, err
}
