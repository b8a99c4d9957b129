package drawing

import (
	"context"
	"strings"
	"time"

	portalv1 "github.com/gusset/gusset/gen/go/gusset/portal/v1"
	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/keyset"
	"github.com/gusset/gusset/internal/validate"
)

// The register list's page sizes: a page of current revisions is small enough at its
// largest to answer in a few milliseconds (docs/submittals.md, "Register list").
const (
	DefaultSheetPage = 100
	MaxSheetPage     = 500
)

// SheetPageRequest is a register list request, the client's or the staff's
// (portalv1.ListSheetsRequest, adminv1.ListSheetsAdminRequest: the same fields).
type SheetPageRequest interface {
	GetProjectId() string
	GetPageSize() int32
	GetPageToken() string
	GetQuery() string
	GetStatus() portalv1.SheetStatus
	GetKind() portalv1.SheetKind
	GetOverdueOnly() bool
}

// SheetFilter is what a register list keeps: sheets whose number or title holds Query
// (case aside), of Status and Kind (unspecified: any), overdue as of Today if OverdueOnly.
type SheetFilter struct {
	Query       string
	Status      portalv1.SheetStatus
	Kind        portalv1.SheetKind
	OverdueOnly bool
	Today       time.Time
}

// SheetPage is one page of a register: its sheets, the next page's token ("" on the
// last) and how many sheets match the filter over all pages.
type SheetPage struct {
	Sheets []*Sheet
	Next   string
	Total  int32
}

// ListSheets is a page of a project's register in sheet-number order, each sheet with
// its current revision only; GetSheet answers a sheet's history.
func (s *Service) ListSheets(ctx context.Context, c actor.Actor, req SheetPageRequest) (SheetPage, error) {
	// The request's own fields first: a malformed one is the caller's mistake (a field
	// violation) whatever project it names.
	page, err := keyset.ParseText(req.GetPageSize(), req.GetPageToken(), DefaultSheetPage, MaxSheetPage)
	if err != nil {
		return SheetPage{}, err
	}
	f, err := s.sheetFilter(req)
	if err != nil {
		return SheetPage{}, err
	}
	id, err := apperr.ParseID(req.GetProjectId(), ErrProjectNotFound)
	if err != nil {
		return SheetPage{}, err
	}
	sheets, total, err := s.store.SheetPage(ctx, id, c.Scope(), f, page)
	if err != nil {
		return SheetPage{}, err
	}
	s.clockSheets(sheets...)
	sheets, next := keyset.TrimText(page, sheets, (*Sheet).GetSheetNumber)
	return SheetPage{Sheets: sheets, Next: next, Total: total}, nil
}

// sheetFilter checks a list's filter: a status and kind of their enums, a short query.
func (s *Service) sheetFilter(req SheetPageRequest) (SheetFilter, error) {
	f := SheetFilter{Query: strings.TrimSpace(req.GetQuery()), Status: req.GetStatus(), Kind: req.GetKind(), OverdueOnly: req.GetOverdueOnly(), Today: s.today()}
	var c validate.Checker
	c.MaxLen("query", "Search", f.Query, 200)
	c.Text("query", f.Query)
	_, ok := portalv1.SheetStatus_name[int32(f.Status)]
	c.Check(ok, "status", "Choose a status of the register")
	_, ok = portalv1.SheetKind_name[int32(f.Kind)]
	c.Check(ok, "kind", "Choose erection, shop, single part or other")
	return f, c.Err()
}

// GetSheet is one sheet with all its revisions, newest first (a client: of their
// organization's projects only).
func (s *Service) GetSheet(ctx context.Context, c actor.Actor, sheetID string) (*Sheet, error) {
	id, err := apperr.ParseID(sheetID, ErrSheetNotFound)
	if err != nil {
		return nil, err
	}
	sh, err := s.store.SheetGet(ctx, id, c.Scope())
	if err != nil {
		return nil, err
	}
	s.clockSheets(sh)
	return sh, nil
}
