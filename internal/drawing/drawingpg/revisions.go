package drawingpg

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/database"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/portal"
	"github.com/gusset/gusset/internal/resumable"
	"github.com/gusset/gusset/internal/resumable/resumablepg"
)

const notYours = "This upload is not one of yours for this project (or it was added already)"

func (s *Store) RevisionsAdd(ctx context.Context, projectID uuid.UUID, by actor.Actor, adds []drawing.Addition) ([]*drawing.Sheet, error) {
	// The sheets are locked in the order of their numbers, so two bulk adds of the same
	// sheets take turns instead of deadlocking.
	order := make([]int, len(adds))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return strings.Compare(strings.ToLower(adds[a].Input.GetSheetNumber()), strings.ToLower(adds[b].Input.GetSheetNumber()))
	})
	touched := make([]uuid.UUID, len(adds))
	var out []*drawing.Sheet
	err := database.InTx(ctx, s.pool, func(q *sqlc.Queries) error {
		if _, err := settingsIn(ctx, q, projectID, nil); err != nil {
			return err
		}
		for _, i := range order {
			id, err := addRevision(ctx, q, projectID, by, i, adds[i])
			if err != nil {
				return err
			}
			touched[i] = id
		}
		if err := q.DrawingSheetSetStatus(ctx, sqlc.DrawingSheetSetStatusParams{
			Status: database.EnumText(portalv1.SheetStatus_SHEET_STATUS_NOT_ISSUED, statusPrefix), Ids: touched,
		}); err != nil {
			return err
		}
		all, err := sheetsOf(ctx, q, projectID)
		if err != nil {
			return err
		}
		byID := make(map[string]*drawing.Sheet, len(all))
		for _, sh := range all {
			byID[sh.GetId()] = sh
		}
		out = make([]*drawing.Sheet, len(touched))
		for i, id := range touched {
			out[i] = byID[id.String()]
		}
		return nil
	})
	return out, err
}

// addRevision claims row i's upload and makes it the next revision of its sheet (made
// when the project has no sheet of that number), answering the sheet.
func addRevision(ctx context.Context, q *sqlc.Queries, projectID uuid.UUID, by actor.Actor, i int, a drawing.Addition) (uuid.UUID, error) {
	in := a.Input
	u, err := q.ResumableUploadGetForUpdate(ctx, a.UploadID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, violation(row("revisions", i, "upload_id"), notYours)
	}
	if err != nil {
		return uuid.Nil, err
	}
	switch err := resumablepg.ToUpload(u).ClaimableBy(portal.Owner(by)); {
	case errors.Is(err, resumable.ErrUnfinished):
		return uuid.Nil, violation(row("revisions", i, "upload_id"), "This file has not finished uploading")
	case err != nil || u.TargetID == nil || *u.TargetID != projectID:
		return uuid.Nil, violation(row("revisions", i, "upload_id"), notYours)
	}
	sheet, err := q.DrawingSheetByNumberForUpdate(ctx, sqlc.DrawingSheetByNumberForUpdateParams{ProjectID: projectID, SheetNumber: in.GetSheetNumber()})
	if errors.Is(err, pgx.ErrNoRows) {
		sheet, err = q.DrawingSheetCreate(ctx, createParams(projectID, &drawing.SheetInput{SheetNumber: in.GetSheetNumber(), Title: in.GetTitle(), Kind: in.GetKind()}))
		if err != nil {
			return uuid.Nil, database.Translate(err, database.Errors{Unique: violation(row("revisions", i, "sheet_number"), "Another upload made this sheet meanwhile: propose again")})
		}
	} else if err != nil {
		return uuid.Nil, err
	}
	_, err = q.DrawingRevisionCreate(ctx, sqlc.DrawingRevisionCreateParams{
		SheetID: sheet.ID, Revision: in.GetRevision(), FileName: u.Name, Size: u.Size, Sha256: u.Sha256, BlobKey: a.BlobKey,
		TusID: u.TusID, UploadID: &u.ID, Reason: in.GetReason(), StaffUserID: &by.ID, UploaderName: by.Name,
	})
	if err != nil {
		return uuid.Nil, database.Translate(err, database.Errors{Unique: violation(row("revisions", i, "revision"), "Sheet "+sheet.SheetNumber+" already has revision "+in.GetRevision())})
	}
	if _, err := q.ResumableUploadDeleteClaimed(ctx, u.ID); err != nil {
		return uuid.Nil, err
	}
	return sheet.ID, nil
}
