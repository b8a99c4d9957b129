package quote

import (
	"math/big"
	"strconv"
	"strings"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

// Money is integer cents, never a float. The rounding rule: an amount that falls
// between two cents (a unit price times a fractional quantity, a tax at a rate) is
// rounded half up to the cent, once per line: the subtotal is rounded, each tax line is
// its rate times the rounded subtotal, rounded, and the total is the subtotal plus the
// rounded tax lines — so the lines printed always add up to the total printed.

// MaxCents bounds any amount: 100 million dollars, far above a detailing job, so every
// sum and product of checked amounts stays exact in int64.
const MaxCents = 100_000_000_00

// maxQuantityMilli bounds a quantity (thousandths): a million tons or sheets.
const maxQuantityMilli = 1_000_000_000

// ParseQuantity reads a quantity with at most three decimal places ("120.5") as
// thousandths; ok is false for anything else (a sign, an exponent, a fourth place).
func ParseQuantity(s string) (milli int64, ok bool) {
	whole, frac, _ := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" || len(frac) > 3 || !digits(whole) || (frac != "" && !digits(frac)) || len(whole) > 10 {
		return 0, false
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil {
		return 0, false
	}
	f := int64(0)
	if frac != "" {
		f, _ = strconv.ParseInt(frac+strings.Repeat("0", 3-len(frac)), 10, 64)
	}
	milli = w*1000 + f
	if milli > maxQuantityMilli {
		return 0, false
	}
	return milli, true
}

func digits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// mulDivRound is a*b/d rounded half up, for non-negative a, b and positive d, exact
// whatever the product's size; ok is false past MaxCents.
func mulDivRound(a, b, d int64) (int64, bool) {
	n := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	n.Mul(n, big.NewInt(2)).Add(n, big.NewInt(d))
	n.Quo(n, big.NewInt(2*d))
	if !n.IsInt64() || n.Int64() > MaxCents {
		return 0, false
	}
	return n.Int64(), true
}

// Compute is the content's totals; ok is false when an amount passes MaxCents. The
// content is assumed checked (non-negative amounts, a parsable quantity).
func Compute(c *Content) (*Totals, bool) {
	var sub int64
	switch c.GetPricing() {
	case sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM:
		sub = c.GetLumpSumCents()
	case sitev1.QuotePricing_QUOTE_PRICING_PER_TON, sitev1.QuotePricing_QUOTE_PRICING_PER_SHEET:
		q, _ := ParseQuantity(c.GetQuantity())
		var ok bool
		if sub, ok = mulDivRound(c.GetUnitPriceCents(), q, 1000); !ok {
			return nil, false
		}
	case sitev1.QuotePricing_QUOTE_PRICING_UNSPECIFIED:
	}
	if sub > MaxCents {
		return nil, false
	}
	t := &Totals{SubtotalCents: sub, TotalCents: sub}
	for _, tax := range c.GetTaxes() {
		amount, ok := mulDivRound(sub, int64(tax.GetRateMilliPercent()), 100_000)
		if !ok {
			return nil, false
		}
		t.Taxes = append(t.Taxes, &sitev1.QuoteTaxAmount{Label: tax.GetLabel(), RateMilliPercent: tax.GetRateMilliPercent(), AmountCents: amount})
		t.TotalCents += amount
	}
	return t, t.TotalCents <= MaxCents*2
}

// FormatCents is cents as "12,345.67".
func FormatCents(c int64) string {
	neg := c < 0
	if neg {
		c = -c
	}
	whole := strconv.FormatInt(c/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	out := b.String() + "." + strconv.FormatInt(100+c%100, 10)[1:]
	if neg {
		return "-" + out
	}
	return out
}

// Currency is the content's currency code ("USD").
func Currency(c sitev1.QuoteCurrency) string {
	return strings.TrimPrefix(c.String(), "QUOTE_CURRENCY_")
}
