package rfi

import (
	"bytes"
	"context"
	"encoding/csv"
	"strconv"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/actor"
	"github.com/gusset/gusset/internal/apperr"
	"github.com/gusset/gusset/internal/csvcell"
)

// The RFI log, for the firm's records and delay claims: one row per RFI, as CSV
// (ExportCSV) or as a printed PDF (ExportPDF), the same columns and cells in both.

// LogHeader is the log's columns.
var LogHeader = []string{"RFI", "Job", "Project", "Subject", "Asked", "Required by", "Answered", "Days open", "Overdue", "Status", "Ball in court", "Impact"}

// The columns a project's own log leaves out: every row would repeat them.
const logJob, logProject = 1, 2

// maxLogRows bounds one export (the list's pages, read in turn).
const maxLogRows = 20_000

// LogPrinter prints the RFI log as a PDF: the seam where the PDF package plugs in
// (internal/rfi/rfiprint). title names what the log covers.
type LogPrinter interface {
	RfiLog(ctx context.Context, title string, header []string, rows [][]string, at time.Time, w *bytes.Buffer) error
}

// ErrNoPrinter: no PDF maker is plugged in.
var ErrNoPrinter = apperr.FailedPrecondition("printed documents are not available")

// ExportCSV is the RFI log of a project, or of every project (staff, projectID "").
func (s *Service) ExportCSV(ctx context.Context, c actor.Actor, projectID string, f *Filter) (string, error) {
	rfis, err := s.logRfis(ctx, c, projectID, f)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write(LogHeader)
	for _, r := range rfis {
		cells := logCells(r)
		for i := range cells {
			cells[i] = csvcell.Neutralize(cells[i])
		}
		_ = w.Write(cells)
	}
	w.Flush()
	return b.String(), w.Error()
}

// ExportPDF is the RFI log of a project, or of every project (projectID ""), printed:
// its file name and bytes. A project's log leaves out the job and project columns and
// names the project in its title.
func (s *Service) ExportPDF(ctx context.Context, c actor.Actor, projectID string, f *Filter) (string, []byte, error) {
	if s.printer == nil {
		return "", nil, ErrNoPrinter
	}
	rfis, err := s.logRfis(ctx, c, projectID, f)
	if err != nil {
		return "", nil, err
	}
	header, rows := LogHeader, make([][]string, len(rfis))
	for i, r := range rfis {
		rows[i] = logCells(r)
	}
	title, name := "All projects", "rfi-log.pdf"
	if projectID != "" {
		header, rows = withoutProject(header), mapRows(rows, withoutProject)
		title = "This project"
		if len(rfis) > 0 {
			title = rfis[0].GetProjectName()
			if job := rfis[0].GetJobNumber(); job != "" {
				title += " (" + job + ")"
				name = "rfi-log-" + fileSafe(job) + ".pdf"
			}
		}
	}
	var b bytes.Buffer
	if err := s.printer.RfiLog(ctx, title, header, rows, s.now(), &b); err != nil {
		return "", nil, err
	}
	return name, b.Bytes(), nil
}

// logRfis reads the log's RFIs: the list's pages, in turn, as the filter and the
// actor's access give them, newest first.
func (s *Service) logRfis(ctx context.Context, c actor.Actor, projectID string, f *Filter) ([]*Rfi, error) {
	var all []*Rfi
	token := ""
	for len(all) < maxLogRows {
		page, next, _, err := s.List(ctx, c, projectID, f, 100, token)
		if err != nil {
			return nil, err
		}
		all = append(all, page...)
		if next == "" {
			break
		}
		token = next
	}
	return all, nil
}

// logCells is an RFI's row of the log, as people read it (a CSV neutralizes it).
func logCells(r *Rfi) []string {
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
		r.GetNumberText(), r.GetJobNumber(), r.GetProjectName(), r.GetSubject(),
		day(r.GetOpenTime(), r.GetOpenTime() != nil), r.GetRequiredBy(), day(r.GetAnswerTime(), r.GetAnswerTime() != nil),
		strconv.Itoa(int(r.GetDaysOpen())), overdue, Words(r.GetStatus()), court, strings.Join(impact, " "),
	}
}

// withoutProject is a row without the job and project columns.
func withoutProject(row []string) []string {
	out := append([]string{}, row[:logJob]...)
	return append(out, row[logProject+1:]...)
}

func mapRows(rows [][]string, f func([]string) []string) [][]string {
	for i := range rows {
		rows[i] = f(rows[i])
	}
	return rows
}

// fileSafe keeps letters, digits, '-' and '_' of s, for a file name.
func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return -1
	}, s)
}
