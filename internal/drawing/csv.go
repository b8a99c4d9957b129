package drawing

import (
	"context"
	"encoding/csv"
	"strings"

	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/csvcell"
)

// The drawing log as CSV: one row per sheet (its current revision), for the
// fabricator's records.

var csvHeader = []string{"Sheet", "Title", "Kind", "Area", "Revision", "Status", "Hold", "Revision added", "Transmittals"}

// ExportCSV is a project's register as CSV (staff).
func (s *Service) ExportCSV(ctx context.Context, projectID string) (string, error) {
	id, err := apperr.ParseID(projectID, ErrProjectNotFound)
	if err != nil {
		return "", err
	}
	sheets, err := s.store.SheetList(ctx, id, nil)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write(csvHeader)
	for _, sh := range sheets {
		added, numbers := "", ""
		if revs := sh.GetRevisions(); len(revs) > 0 {
			added = revs[0].GetCreateTime().AsTime().UTC().Format("2006-01-02")
			numbers = strings.Join(revs[0].GetTransmittalNumbers(), " ")
		}
		hold := ""
		if sh.GetHold() {
			hold = sh.GetHoldReason()
		}
		_ = w.Write([]string{
			cell(sh.GetSheetNumber()), cell(sh.GetTitle()), words(sh.GetKind().String(), "SHEET_KIND_"), cell(sh.GetArea()),
			cell(sh.GetRevision()), words(sh.GetStatus().String(), "SHEET_STATUS_"), cell(hold), added, numbers,
		})
	}
	w.Flush()
	return b.String(), w.Error()
}

// words is an enum name as words: SHEET_STATUS_ISSUED_FOR_APPROVAL is "Issued for approval".
func words(name, prefix string) string {
	s := strings.ToLower(strings.ReplaceAll(strings.TrimPrefix(name, prefix), "_", " "))
	if s == "" {
		return ""
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// cell is a value as a cell that never runs as a formula.
func cell(s string) string { return csvcell.Neutralize(s) }
