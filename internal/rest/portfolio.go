package rest

import (
	"net/http"
	"strings"
	"time"

	adminv1 "github.com/gusset/gusset/gen/go/gusset/admin/v1"
	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/files"
)

// portfolioJSON is the spec's portfolio item; status is 'active' or 'inactive'.
type portfolioJSON struct {
	ID          string      `json:"id"`
	Title       string      `json:"title"`
	Description string      `json:"description"`
	Status      string      `json:"status"`
	File        []*fileJSON `json:"file"`
	CreatedAt   *time.Time  `json:"createdAt"`
	UpdatedAt   *time.Time  `json:"updatedAt"`
}

func toPortfolio(p *sitev1.PortfolioItem) portfolioJSON {
	status := "inactive"
	if p.GetActive() {
		status = "active"
	}
	return portfolioJSON{
		ID: p.GetId(), Title: p.GetTitle(), Description: p.GetDescription(), Status: status,
		File: fileList(p.GetFile()), CreatedAt: timeOf(p.GetCreateTime()), UpdatedAt: timeOf(p.GetUpdateTime()),
	}
}

var portfolioFiles = map[string]files.Kind{"file": files.KindPortfolio}

// portfolioStatus reads 'active'/'inactive' (or a boolean); a new item without one is
// inactive (the form's default).
func portfolioStatus(s string, creating bool) (active, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "active":
		return true, true
	case "inactive":
		return false, true
	case "":
		return false, creating
	}
	return parseBool(s)
}

func (s *Shim) portfolioInput(w http.ResponseWriter, r *http.Request, creating bool) (*adminv1.PortfolioItemInput, bool) {
	f, ok := s.readForm(w, r, portfolioFiles)
	if !ok {
		return nil, false
	}
	active, valid := portfolioStatus(f.get("status"), creating)
	if !valid {
		s.badRequest(w, r, "status must be 'active' or 'inactive'")
		return nil, false
	}
	return &adminv1.PortfolioItemInput{
		Title: f.get("title"), Description: f.get("description"), Active: active, FileUploadId: f.first("file"),
	}, true
}

// createPortfolio: POST /api/portfolioWork/create (multipart: title, description, file, status).
func (s *Shim) createPortfolio(w http.ResponseWriter, r *http.Request) {
	in, ok := s.portfolioInput(w, r, true)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.CreatePortfolioItemRequest{Item: in})
	res, err := s.staffPortf.CreatePortfolioItem(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeCreated(w, toPortfolio(res.Msg.GetItem()))
}

// listPortfolio: GET /api/portfolioWork/all — active items, or every item for staff.
func (s *Shim) listPortfolio(w http.ResponseWriter, r *http.Request) {
	var all []*sitev1.PortfolioItem
	var err error
	if hasToken(r) {
		all, err = listAll(w, r, func(token string) *adminv1.ListPortfolioItemsRequest {
			return &adminv1.ListPortfolioItemsRequest{PageSize: 100, PageToken: token}
		}, s.staffPortf.ListPortfolioItems, func(m *adminv1.ListPortfolioItemsResponse) ([]*sitev1.PortfolioItem, string) {
			return m.GetItems(), m.GetNextPageToken()
		})
	} else {
		all, err = listAll(w, r, func(token string) *sitev1.ListPortfolioItemsRequest {
			return &sitev1.ListPortfolioItemsRequest{PageSize: 100, PageToken: token}
		}, s.portfolio.ListPortfolioItems, func(m *sitev1.ListPortfolioItemsResponse) ([]*sitev1.PortfolioItem, string) {
			return m.GetItems(), m.GetNextPageToken()
		})
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	out := make([]portfolioJSON, len(all))
	for i, p := range all {
		out[i] = toPortfolio(p)
	}
	writeData(w, out)
}

// updatePortfolio: PUT /api/portfolioWork/update/{id} (multipart; a new file replaces the PDF).
func (s *Shim) updatePortfolio(w http.ResponseWriter, r *http.Request) {
	in, ok := s.portfolioInput(w, r, false)
	if !ok {
		return
	}
	ctx, req := call(r, &adminv1.UpdatePortfolioItemRequest{Id: r.PathValue("id"), Item: in})
	res, err := s.staffPortf.UpdatePortfolioItem(ctx, req)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, toPortfolio(res.Msg.GetItem()))
}

// deletePortfolio: DELETE /api/portfolioWork/delete/{id}.
func (s *Shim) deletePortfolio(w http.ResponseWriter, r *http.Request) {
	ctx, req := call(r, &adminv1.DeletePortfolioItemRequest{Id: r.PathValue("id")})
	if _, err := s.staffPortf.DeletePortfolioItem(ctx, req); err != nil {
		s.fail(w, err)
		return
	}
	writeData(w, map[string]string{"id": r.PathValue("id")})
}
