// Package drawingprint makes the register's printed documents (the transmittals' cover
// sheets and the drawing log) from its messages with internal/drawingpdf/printout: it is
// drawing.Printouts.
package drawingprint

import (
	"context"
	"io"
	"strings"
	"time"

	"github.com/gusset/gusset/internal/drawing"
	"github.com/gusset/gusset/internal/drawingpdf/printout"
	"github.com/gusset/gusset/internal/site"
)

// Firm answers the site settings as they are now (site.Service.Current's settings).
type Firm func(ctx context.Context) (site.Settings, error)

// Printer is drawing.Printouts with the firm's letterhead from the site settings.
type Printer struct{ firm Firm }

var _ drawing.Printouts = Printer{}

// New returns the printer.
func New(firm Firm) Printer { return Printer{firm: firm} }

// Letterhead is the site settings' company, first address, first phone and sales e-mail.
func Letterhead(s site.Settings) printout.Letterhead {
	l := printout.Letterhead{Company: s.Company, Email: s.Emails.Sales}
	if len(s.Addresses) > 0 {
		a := s.Addresses[0]
		l.Address = append(l.Address, a.Street...)
		var place []string
		for _, part := range []string{a.Locality, a.Region} {
			if part != "" {
				place = append(place, part)
			}
		}
		if line := strings.TrimSpace(strings.Join(place, ", ") + " " + a.PostalCode); line != "" {
			l.Address = append(l.Address, line)
		}
		if a.Country != "" {
			l.Address = append(l.Address, a.Country)
		}
	}
	if len(s.Phones) > 0 {
		l.Phone = s.Phones[0].Display
	}
	return l
}

func (p Printer) letterhead(ctx context.Context) (printout.Letterhead, error) {
	s, err := p.firm(ctx)
	if err != nil {
		return printout.Letterhead{}, err
	}
	return Letterhead(s), nil
}

// project is the project as a printout names it: "Warehouse (J-2026-101)".
func project(h drawing.Heading) string {
	if h.JobNumber == "" {
		return h.Project
	}
	return h.Project + " (" + h.JobNumber + ")"
}

func day(s string) time.Time {
	d, _ := time.Parse(time.DateOnly, s)
	return d
}

// CoverSheet writes t's cover sheet: each item reads as what the transmittal issued it
// for, and the due date is printed only for a transmittal that asks for a review.
func (p Printer) CoverSheet(ctx context.Context, t *drawing.Transmittal, h drawing.Heading, w io.Writer) error {
	lh, err := p.letterhead(ctx)
	if err != nil {
		return err
	}
	c := printout.Transmittal{
		Letterhead: lh, Project: project(h), Number: t.GetNumberText(), Date: day(t.GetIssueDate()),
		Purpose: drawing.PurposeText(t.GetPurpose()), From: t.GetSenderName(), Message: t.GetMessage(),
	}
	if lh.Company != "" {
		c.From = strings.TrimSpace(t.GetSenderName() + ", " + lh.Company)
	}
	if drawing.AsksForReview(t.GetPurpose()) {
		c.Due = day(t.GetDueDate())
	}
	for _, r := range t.GetRecipients() {
		c.Recipients = append(c.Recipients, printout.Recipient{Name: r.GetName(), Organization: h.Organization, Email: r.GetEmail(), Copy: r.GetCopy()})
	}
	status := drawing.IssuedAs(t.GetPurpose())
	for _, it := range t.GetItems() {
		c.Items = append(c.Items, printout.Item{Sheet: it.GetSheetNumber(), Title: it.GetTitle(), Revision: it.GetRevision(), Status: status})
	}
	c.Items = append(c.Items, fileItems(t)...)
	return printout.CoverSheet(w, c)
}

// DrawingLog writes the register as the drawing log, one row per sheet (its current
// revision).
func (p Printer) DrawingLog(ctx context.Context, h drawing.Heading, sheets []*drawing.Sheet, at time.Time, w io.Writer) error {
	s, err := p.firm(ctx)
	if err != nil {
		return err
	}
	// "As of" the day it is at the firm, not in UTC.
	l := printout.Log{Letterhead: Letterhead(s), Project: project(h), Printed: at.In(s.Location())}
	for _, sh := range sheets {
		row := printout.LogSheet{
			Sheet: sh.GetSheetNumber(), Title: sh.GetTitle(), Revision: sh.GetRevision(), Status: drawing.StatusText(sh.GetStatus()),
			Issued: day(sh.GetIssuedDate()), Returned: day(sh.GetReturnedDate()),
		}
		if revs := sh.GetRevisions(); len(revs) > 0 {
			row.Transmittals = revs[0].GetTransmittalNumbers()
		}
		l.Sheets = append(l.Sheets, row)
	}
	return printout.DrawingLog(w, l)
}
