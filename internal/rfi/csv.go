package rfi

import (
	"context"
	"encoding/csv"
	"strconv"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/csvcell"
)

// The RFI log as CSV: one row per RFI, for the firm's records and delay claims.

var csvHeader = []string{"RFI", "Job", "Project", "Subject", "Asked", "Required by", "Answered", "Days open", "Overdue", "Status", "Ball in court", "Impact"}

// maxLogRows bounds one export (the list's pages, read in turn).
const maxLogRows = 20_000

// ExportCSV is the RFI log of a project, or of every project (staff, projectID "").
func (s *Service) ExportCSV(ctx context.Context, c actor.Actor, projectID string, f *Filter) (string, error) {
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write(csvHeader)
	token := ""
	for rows := 0; rows < maxLogRows; {
		page, next, _, err := s.List(ctx, c, projectID, f, 100, token)
		if err != nil {
			return "", err
		}
		for _, r := range page {
			_ = w.Write(logRow(r))
		}
		rows += len(page)
		if next == "" {
			break
		}
		token = next
	}
	w.Flush()
	return b.String(), w.Error()
}

func logRow(r *Rfi) []string {
	day := func(t interface{ AsTime() time.Time }, ok bool) string {
		if !ok {
			return ""
		}
		return t.AsTime().UTC().Format(time.DateOnly)
	}
	var impact []string
	if r.GetCostImpact() {
		impact = append(impact, "Cost")
	}
	if r.GetScheduleImpact() {
		impact = append(impact, "Schedule")
	}
	overdue := ""
	if r.GetOverdue() {
		overdue = strconv.Itoa(int(r.GetDaysOverdue()))
	}
	court := ""
	switch r.GetBallInCourt() {
	case CourtFirm:
		court = "Firm"
	case CourtClient:
		court = r.GetBallInCourtName()
	case CourtNone:
	}
	return []string{
		r.GetNumberText(), csvcell.Neutralize(r.GetJobNumber()), csvcell.Neutralize(r.GetProjectName()), csvcell.Neutralize(r.GetSubject()),
		day(r.GetOpenTime(), r.GetOpenTime() != nil), r.GetRequiredBy(), day(r.GetAnswerTime(), r.GetAnswerTime() != nil),
		strconv.Itoa(int(r.GetDaysOpen())), overdue, Words(r.GetStatus()), csvcell.Neutralize(court), strings.Join(impact, " "),
	}
}
