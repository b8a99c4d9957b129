package drawingpg

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/gen/sqlc"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/rfi"
)

// withRfiHolds names on each sheet the open RFIs that reference it (docs/rfis.md): they
// hold it until answered, closed or voided.
func withRfiHolds(ctx context.Context, q *sqlc.Queries, sheets []*drawing.Sheet, ids []uuid.UUID) error {
	if len(ids) == 0 {
		return nil
	}
	holds, err := q.RfiSheetHolds(ctx, ids)
	if err != nil {
		return err
	}
	byID := make(map[string]*drawing.Sheet, len(sheets))
	for _, sh := range sheets {
		byID[sh.GetId()] = sh
	}
	for _, h := range holds {
		if sh := byID[h.SheetID.String()]; sh != nil {
			sh.RfiHolds = append(sh.RfiHolds, &portalv1.RfiHold{RfiId: h.RfiID.String(), NumberText: rfi.NumberText(h.Number)})
		}
	}
	return nil
}

// checkRfiHolds refuses issuing for fabrication sheets an open RFI holds unless staff
// confirmed it; it answers the RFIs confirmed over ("RFI-001, RFI-004"), for the
// transmittal to record.
func checkRfiHolds(ctx context.Context, q *sqlc.Queries, sheets []uuid.UUID, in *drawing.Input) (string, error) {
	if in.GetPurpose() != portalv1.TransmittalPurpose_TRANSMITTAL_PURPOSE_FOR_FABRICATION || len(sheets) == 0 {
		return "", nil
	}
	holds, err := q.RfiSheetHolds(ctx, sheets)
	if err != nil || len(holds) == 0 {
		return "", err
	}
	var numbers []string
	seen := map[int32]bool{}
	for _, h := range holds {
		if !seen[h.Number] {
			seen[h.Number] = true
			numbers = append(numbers, rfi.NumberText(h.Number))
		}
	}
	list := strings.Join(numbers, ", ")
	if !in.GetConfirmRfiHolds() {
		return "", apperr.FailedPrecondition(fmt.Sprintf("%d of these sheets are on hold for open %s: confirm to issue them for fabrication anyway", countSheets(holds), list))
	}
	return list, nil
}

func countSheets(holds []sqlc.RfiSheetHoldsRow) int {
	seen := map[uuid.UUID]bool{}
	for _, h := range holds {
		seen[h.SheetID] = true
	}
	return len(seen)
}
