// Package rfiprint prints the RFI log with internal/drawingpdf/printout and the firm's
// letterhead from the site settings: it is rfi.LogPrinter.
package rfiprint

import (
	"bytes"
	"context"
	"strconv"
	"time"

	"github.com/gusset/gusset/internal/drawing/drawingprint"
	"github.com/gusset/gusset/internal/drawingpdf/printout"
	"github.com/gusset/gusset/internal/rfi"
)

// Printer is rfi.LogPrinter with the firm's letterhead.
type Printer struct{ firm drawingprint.Firm }

var _ rfi.LogPrinter = Printer{}

// New returns the printer.
func New(firm drawingprint.Firm) Printer { return Printer{firm: firm} }

// weights are the text columns' shares of what the others leave: the subject gets the
// most. Every other column (number, job, dates, days, status, impact) is as wide as its
// content.
var weights = map[string]float64{"Project": 2, "Subject": 4, "Ball in court": 1.5}

// RfiLog prints the log's rows under its header.
func (p Printer) RfiLog(ctx context.Context, title string, header []string, rows [][]string, at time.Time, w *bytes.Buffer) error {
	s, err := p.firm(ctx)
	if err != nil {
		return err
	}
	cols := make([]printout.Weighted, len(header))
	for i, h := range header {
		cols[i] = printout.Weighted{Heading: h, Weight: weights[h]}
	}
	count := strconv.Itoa(len(rows)) + " RFIs"
	if len(rows) == 1 {
		count = "1 RFI"
	}
	return printout.ListingPDF(w, printout.Listing{
		Letterhead: drawingprint.Letterhead(s), Title: "RFI LOG", Subject: title, Count: count,
		Printed: at.In(s.Location()), Columns: cols, Rows: rows,
	})
}
