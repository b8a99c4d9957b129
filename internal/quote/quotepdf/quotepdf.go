// Package quotepdf writes a quote revision's proposal as a PDF with the firm's
// letterhead from the site settings (fpdf and the core fonts, as
// internal/drawingpdf/printout does), and once accepted its certificate page.
package quotepdf

import (
	"context"
	"io"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/text/encoding/charmap"

	"github.com/gusset/gusset/internal/drawing/drawingprint"
	"github.com/gusset/gusset/internal/localtime"
	"github.com/gusset/gusset/internal/quote"
)

// Printer is quote.Printer over the site settings.
type Printer struct{ firm drawingprint.Firm }

var _ quote.Printer = Printer{}

// New returns the printer.
func New(firm drawingprint.Firm) Printer { return Printer{firm: firm} }

// Firm is who the proposals are from.
func (p Printer) Firm(ctx context.Context) (quote.Firm, error) {
	s, err := p.firm(ctx)
	if err != nil {
		return quote.Firm{}, err
	}
	l := drawingprint.Letterhead(s)
	return quote.Firm{Name: l.Company, Phone: l.Phone, Email: l.Email}, nil
}

// tr is s in Windows-1252, the core fonts' encoding, "?" for what it lacks.
func tr(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		c, ok := charmap.Windows1252.EncodeRune(r)
		if !ok {
			c = '?'
		}
		b = append(b, c)
	}
	return string(b)
}

const margin, lineH = 50.0, 14.0

// Proposal writes q's proposal: letterhead, number and revision, every section, and the
// certificate page when q carries its acceptance.
func (p Printer) Proposal(ctx context.Context, w io.Writer, q *quote.Quote) error {
	s, err := p.firm(ctx)
	if err != nil {
		return err
	}
	l := drawingprint.Letterhead(s)
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetMargins(margin, margin, margin)
	f.SetAutoPageBreak(true, margin)
	f.SetTitle(tr("Proposal "+q.GetNumber()), false)
	f.AddPage()
	text := func(size float64, style, s string) {
		f.SetFont("Helvetica", style, size)
		f.MultiCell(0, size+3, tr(s), "", "L", false)
	}
	heading := func(s string) { f.Ln(8); text(12, "B", s) }
	text(16, "B", l.Company)
	text(9, "", strings.Join(append(l.Address, l.Phone, l.Email), " · "))
	f.Ln(12)
	text(14, "B", "Proposal "+q.GetNumber()+", revision "+strconv.Itoa(int(q.GetRevision())))
	text(10, "", "For "+q.GetRequesterName()+", "+q.GetCompany()+" — "+q.GetProjectName()+" (request "+q.GetRequestReference()+")")
	c := q.GetContent()
	text(10, "", "Valid until "+c.GetValidUntil())
	heading("Scope")
	for _, s := range c.GetScope() {
		text(10, "", "• "+s)
	}
	if c.GetScopeNotes() != "" {
		text(10, "", c.GetScopeNotes())
	}
	list := func(title string, xs []string) {
		if len(xs) == 0 {
			return
		}
		heading(title)
		for _, s := range xs {
			text(10, "", "• "+s)
		}
	}
	list("Inclusions", c.GetInclusions())
	list("Exclusions", c.GetExclusions())
	heading("Basis")
	text(10, "", "Estimated tonnage: "+dash(c.GetEstimatedTonnage())+"   Sheets: "+strconv.Itoa(int(c.GetSheetCount()))+
		"   Software: "+dash(c.GetSoftware())+"   Drawing standard: "+dash(c.GetDrawingStandard()))
	heading("Price (" + quote.Currency(c.GetCurrency()) + ")")
	t := q.GetTotals()
	switch c.GetPricing().String() {
	case "QUOTE_PRICING_PER_TON":
		text(10, "", c.GetQuantity()+" t at "+quote.FormatCents(c.GetUnitPriceCents())+" per ton")
	case "QUOTE_PRICING_PER_SHEET":
		text(10, "", c.GetQuantity()+" sheets at "+quote.FormatCents(c.GetUnitPriceCents())+" per sheet")
	}
	text(10, "", "Subtotal: "+quote.FormatCents(t.GetSubtotalCents()))
	for _, x := range t.GetTaxes() {
		text(10, "", x.GetLabel()+" ("+milliPercent(x.GetRateMilliPercent())+"): "+quote.FormatCents(x.GetAmountCents()))
	}
	text(11, "B", "Total: "+quote.FormatCents(t.GetTotalCents())+" "+quote.Currency(c.GetCurrency()))
	heading("Schedule (weeks from award)")
	text(10, "", "Advance bill of materials: "+strconv.Itoa(int(c.GetWeeksAdvanceBom()))+"   Erection drawings: "+
		strconv.Itoa(int(c.GetWeeksErectionDrawings()))+"   Shop drawings for approval: "+strconv.Itoa(int(c.GetWeeksShopDrawings())))
	if q.GetTermsBody() != "" {
		heading("Terms: " + q.GetTermsTitle() + " (version " + strconv.Itoa(int(q.GetTermsVersion())) + ")")
		text(9, "", q.GetTermsBody())
	}
	if a := q.GetAcceptance(); a != nil {
		f.AddPage()
		text(16, "B", "Certificate of acceptance")
		f.Ln(8)
		text(11, "", "Proposal "+q.GetNumber()+", revision "+strconv.Itoa(int(a.GetRevision()))+", was accepted online with \"I accept these terms\" ticked.")
		for _, kv := range [][2]string{{"Name", a.GetName()}, {"Title", a.GetTitle()}, {"Company", a.GetCompany()},
			{"Time", acceptedAt(a.GetAcceptTime().AsTime(), s.Location())}, {"From address", a.GetClientAddr()},
			{"Total", quote.FormatCents(t.GetTotalCents()) + " " + quote.Currency(c.GetCurrency())}} {
			text(11, "", kv[0]+": "+kv[1])
		}
	}
	return f.Output(w)
}

// acceptedAt is when a proposal was accepted: in the firm's zone, named, and to the second
// in UTC, the record's own clock.
func acceptedAt(t time.Time, loc *time.Location) string {
	return localtime.Format(t, loc) + " (" + t.UTC().Format("2006-01-02 15:04:05") + " UTC)"
}

func dash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// milliPercent is a rate in thousandths of a percent as "9.975 %".
func milliPercent(m int32) string {
	s := strconv.Itoa(int(m/1000)) + "." + strconv.Itoa(int(1000 + m%1000))[1:]
	return strings.TrimRight(strings.TrimRight(s, "0"), ".") + " %"
}
