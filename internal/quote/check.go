package quote

import (
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
	"github.com/gusset/gusset/internal/validate"
)

// Limits of a quote's content.
const (
	maxLines    = 50
	maxLine     = 500
	maxNotes    = 5000
	maxTaxes    = 5
	maxRate     = 100_000 // 100 %
	maxWeeks    = 104
	maxSheets   = 100_000
	maxValidity = 366 // days ahead
)

// check trims a copy of the content and answers it with its totals and validity date,
// or the field violations (paths under "content.").
func check(in *Content, today time.Time) (*Content, *Totals, time.Time, error) {
	c := proto.CloneOf(in)
	if c == nil {
		c = &Content{}
	}
	var v validate.Checker
	c.Scope = lines(&v, "content.scope", c.Scope)
	c.Inclusions = lines(&v, "content.inclusions", c.Inclusions)
	c.Exclusions = lines(&v, "content.exclusions", c.Exclusions)
	if len(c.Scope) == 0 {
		v.Add("content.scope", "Please describe the scope")
	}
	t := strings.TrimSpace
	c.ScopeNotes, c.EstimatedTonnage, c.Software, c.DrawingStandard = t(c.ScopeNotes), t(c.EstimatedTonnage), t(c.Software), t(c.DrawingStandard)
	c.Quantity, c.ValidUntil, c.TermsTemplateId = t(c.Quantity), t(c.ValidUntil), t(c.TermsTemplateId)
	v.MaxLen("content.scope_notes", "Scope notes", c.ScopeNotes, maxNotes)
	v.Text("content.scope_notes", c.ScopeNotes)
	for _, f := range []struct{ field, label, value string }{
		{"content.estimated_tonnage", "Estimated tonnage", c.EstimatedTonnage},
		{"content.software", "Software", c.Software}, {"content.drawing_standard", "Drawing standard", c.DrawingStandard},
	} {
		v.MaxLen(f.field, f.label, f.value, 200)
		v.Text(f.field, f.value)
	}
	v.Check(c.SheetCount >= 0 && c.SheetCount <= maxSheets, "content.sheet_count", "Please enter a sheet count from 0 to 100,000")
	switch c.Currency {
	case sitev1.QuoteCurrency_QUOTE_CURRENCY_USD, sitev1.QuoteCurrency_QUOTE_CURRENCY_CAD:
	default:
		v.Add("content.currency", "Choose USD or CAD")
	}
	price(&v, c)
	taxes(&v, c)
	for _, w := range []struct {
		field string
		n     int32
	}{{"content.weeks_advance_bom", c.WeeksAdvanceBom}, {"content.weeks_erection_drawings", c.WeeksErectionDrawings}, {"content.weeks_shop_drawings", c.WeeksShopDrawings}} {
		v.Check(w.n >= 0 && w.n <= maxWeeks, w.field, "Please enter 0 to 104 weeks")
	}
	valid, err := time.Parse(time.DateOnly, c.ValidUntil)
	switch {
	case c.ValidUntil == "":
		v.Add("content.valid_until", "Please choose the last day the quote is valid")
	case err != nil:
		v.Add("content.valid_until", "Please enter a date")
	case valid.Before(today):
		v.Add("content.valid_until", "Please choose a date that has not passed")
	case valid.After(today.AddDate(0, 0, maxValidity)):
		v.Add("content.valid_until", "Please choose a date within a year")
	}
	if err := v.Err(); err != nil {
		return nil, nil, time.Time{}, err
	}
	totals, ok := Compute(c)
	if !ok {
		return nil, nil, time.Time{}, &validate.Error{Violations: []validate.Violation{{Field: "content", Message: "The price is too large"}}}
	}
	return c, totals, valid, nil
}

// lines trims each line, drops empty ones and checks their count and length.
func lines(v *validate.Checker, field string, in []string) []string {
	var out []string
	for _, l := range in {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	v.Check(len(out) <= maxLines, field, "At most 50 lines")
	for i, l := range out {
		f := field + "[" + strconv.Itoa(i) + "]"
		v.MaxLen(f, "A line", l, maxLine)
		v.Text(f, l)
	}
	return out
}

// price checks the pricing and its amounts; a negative amount or quantity is refused.
func price(v *validate.Checker, c *Content) {
	switch c.Pricing {
	case sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM:
		switch {
		case c.LumpSumCents < 0:
			v.Add("content.lump_sum_cents", "The price cannot be negative")
		case c.LumpSumCents == 0:
			v.Add("content.lump_sum_cents", "Please enter the price")
		case c.LumpSumCents > MaxCents:
			v.Add("content.lump_sum_cents", "The price is too large")
		}
		c.UnitPriceCents, c.Quantity = 0, ""
	case sitev1.QuotePricing_QUOTE_PRICING_PER_TON, sitev1.QuotePricing_QUOTE_PRICING_PER_SHEET:
		switch {
		case c.UnitPriceCents < 0:
			v.Add("content.unit_price_cents", "The unit price cannot be negative")
		case c.UnitPriceCents == 0:
			v.Add("content.unit_price_cents", "Please enter the unit price")
		case c.UnitPriceCents > MaxCents:
			v.Add("content.unit_price_cents", "The unit price is too large")
		}
		q, ok := ParseQuantity(c.Quantity)
		switch {
		case strings.HasPrefix(c.Quantity, "-"):
			v.Add("content.quantity", "The quantity cannot be negative")
		case c.Quantity == "":
			v.Add("content.quantity", "Please enter the quantity")
		case !ok:
			v.Add("content.quantity", "Please enter a number with at most three decimals, up to 1,000,000")
		case q == 0:
			v.Add("content.quantity", "Please enter the quantity")
		}
		c.LumpSumCents = 0
	default:
		v.Add("content.pricing", "Please choose how the price is made")
	}
}

func taxes(v *validate.Checker, c *Content) {
	v.Check(len(c.Taxes) <= maxTaxes, "content.taxes", "At most 5 tax lines")
	for i, tax := range c.Taxes {
		f := "content.taxes[" + strconv.Itoa(i) + "]"
		tax.Label = strings.TrimSpace(tax.Label)
		v.Require(f+".label", tax.Label, "Please name the tax")
		v.MaxLen(f+".label", "A tax", tax.Label, 100)
		v.Text(f+".label", tax.Label)
		v.Check(tax.RateMilliPercent >= 0, f+".rate_milli_percent", "The rate cannot be negative")
		v.Check(tax.RateMilliPercent <= maxRate, f+".rate_milli_percent", "The rate is at most 100 %")
	}
}
