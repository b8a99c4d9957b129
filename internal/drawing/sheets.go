package drawing

import (
	"context"
	"strings"

	"github.com/google/uuid"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/validate"
)

// CreateSheet adds a sheet without a revision (staff).
func (s *Service) CreateSheet(ctx context.Context, projectID string, in *SheetInput) (*Sheet, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	in, err = checkSheet(in)
	if err != nil {
		return nil, err
	}
	return s.store.SheetCreate(ctx, id, in)
}

// UpdateSheet changes a sheet's number, title, kind, area and hold (staff).
func (s *Service) UpdateSheet(ctx context.Context, sheetID string, in *SheetInput) (*Sheet, error) {
	id, err := apperr.ParseID(sheetID, ErrSheetNotFound)
	if err != nil {
		return nil, err
	}
	in, err = checkSheet(in)
	if err != nil {
		return nil, err
	}
	return s.store.SheetUpdate(ctx, id, in)
}

// ErrSheetNumberTaken is a sheet number the project has (case aside).
var ErrSheetNumberTaken = &validate.Error{
	Violations: []validate.Violation{{Field: "sheet.sheet_number", Message: "The project already has a sheet of that number"}},
}

// checkSheet trims the form and names each bad field (under "sheet.").
func checkSheet(in *SheetInput) (*SheetInput, error) {
	out := &SheetInput{
		SheetNumber: strings.TrimSpace(in.GetSheetNumber()), Title: strings.TrimSpace(in.GetTitle()),
		Kind: in.GetKind(), Area: strings.TrimSpace(in.GetArea()), Hold: in.GetHold(), HoldReason: strings.TrimSpace(in.GetHoldReason()),
	}
	var c validate.Checker
	checkNumber(&c, "sheet.sheet_number", out.SheetNumber)
	c.MaxLen("sheet.title", "Title", out.Title, 200)
	c.Text("sheet.title", out.Title)
	c.MaxLen("sheet.area", "Sequence or area", out.Area, 100)
	c.Text("sheet.area", out.Area)
	c.MaxLen("sheet.hold_reason", "Reason for the hold", out.HoldReason, 500)
	c.Text("sheet.hold_reason", out.HoldReason)
	if out.Hold {
		c.Require("sheet.hold_reason", out.HoldReason, "Say why the sheet is on hold")
	} else {
		out.HoldReason = ""
	}
	out.Kind = checkKind(&c, "sheet.kind", out.Kind)
	return out, c.Err()
}

func checkNumber(c *validate.Checker, field, number string) {
	c.Require(field, number, "Give the sheet number")
	c.MaxLen(field, "Sheet number", number, 40)
	c.Text(field, number)
}

// checkKind answers the kind to store: UNSPECIFIED is OTHER; a number outside the enum
// is a violation.
func checkKind(c *validate.Checker, field string, k portalv1.SheetKind) portalv1.SheetKind {
	if k == portalv1.SheetKind_SHEET_KIND_UNSPECIFIED {
		return portalv1.SheetKind_SHEET_KIND_OTHER
	}
	if _, ok := portalv1.SheetKind_name[int32(k)]; !ok {
		c.Add(field, "Choose erection, shop, single part or other")
	}
	return k
}

// GetSettings is a project's drawing conventions (staff).
func (s *Service) GetSettings(ctx context.Context, projectID string) (*Settings, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	st, err := s.store.Settings(ctx, id, nil)
	if err != nil {
		return nil, err
	}
	return withEffective(st), nil
}

// UpdateSettings sets a project's review days and file name pattern (staff).
func (s *Service) UpdateSettings(ctx context.Context, in *Settings) (*Settings, error) {
	id, err := apperr.ParseID(in.GetProjectId(), ErrProjectNotFound)
	if err != nil {
		return nil, err
	}
	pattern := strings.TrimSpace(in.GetNamePattern())
	var c validate.Checker
	c.Check(in.GetReviewDays() >= 1 && in.GetReviewDays() <= 365, "settings.review_days", "Reviewers have 1 to 365 days")
	c.MaxLen("settings.name_pattern", "Pattern", pattern, 500)
	if err := c.Err(); err != nil {
		return nil, err
	}
	if _, err := ParsePattern(pattern); err != nil {
		return nil, err
	}
	st, err := s.store.SettingsUpdate(ctx, &Settings{ProjectId: id.String(), ReviewDays: in.GetReviewDays(), NamePattern: pattern})
	if err != nil {
		return nil, err
	}
	return withEffective(st), nil
}

func withEffective(st *Settings) *Settings {
	st.EffectivePattern = st.GetNamePattern()
	if st.EffectivePattern == "" {
		st.EffectivePattern = DefaultPattern
	}
	return st
}

// parseIDs parses ids named by field[i]; a malformed one is a violation of its index.
func parseIDs(c *validate.Checker, field string, ids []string, msg string) []uuid.UUID {
	out := make([]uuid.UUID, 0, len(ids))
	for i, raw := range ids {
		id, err := apperr.ParseCanonical(raw)
		if err != nil {
			c.Add(indexed(field, i, ""), msg)
			continue
		}
		out = append(out, id)
	}
	return out
}
