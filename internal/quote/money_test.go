package quote

import (
	"testing"

	sitev1 "github.com/gusset/gusset/gen/go/gusset/site/v1"
)

func TestComputeIsExactAndRoundsEachLineHalfUp(t *testing.T) {
	perTon := sitev1.QuotePricing_QUOTE_PRICING_PER_TON
	tax := func(label string, rate int32) *sitev1.QuoteTaxLine {
		return &sitev1.QuoteTaxLine{Label: label, RateMilliPercent: rate}
	}
	for _, c := range []struct {
		name            string
		content         *Content
		subtotal, total int64
		taxes           []int64
		refused         bool
	}{
		{"a lump sum is the subtotal and the total", &Content{Pricing: sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM, LumpSumCents: 1_250_000_00}, 1_250_000_00, 1_250_000_00, nil, false},
		{"a unit price times a fractional quantity is rounded half up once", &Content{Pricing: perTon, UnitPriceCents: 333, Quantity: "2.5"}, 833, 833, nil, false},
		{"half a cent below the half stays down", &Content{Pricing: perTon, UnitPriceCents: 333, Quantity: "0.001"}, 0, 0, nil, false},
		{"GST and QST are each on the rounded subtotal, and the lines add up", &Content{
			Pricing: sitev1.QuotePricing_QUOTE_PRICING_LUMP_SUM, LumpSumCents: 10_001, Taxes: []*sitev1.QuoteTaxLine{tax("GST", 5000), tax("QST", 9975)},
		}, 10_001, 10_001 + 500 + 998, []int64{500, 998}, false},
		{"199,999 cents a ton times 12.345 t is 2,468,987.655 cents, rounded to 2,468,988", &Content{Pricing: perTon, UnitPriceCents: 199_999, Quantity: "12.345"}, 2_468_988, 2_468_988, nil, false},
		{"an amount past the ceiling is refused, not wrapped", &Content{Pricing: perTon, UnitPriceCents: MaxCents, Quantity: "1000000"}, 0, 0, nil, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := Compute(c.content)
			if c.refused {
				if ok {
					t.Fatalf("got %v, want refused past MaxCents", got)
				}
				return
			}
			if !ok {
				t.Fatalf("got refused, want %d", c.total)
			}
			if got.GetSubtotalCents() != c.subtotal || got.GetTotalCents() != c.total {
				t.Errorf("got subtotal %d total %d, want %d and %d", got.GetSubtotalCents(), got.GetTotalCents(), c.subtotal, c.total)
			}
			for i, want := range c.taxes {
				if a := got.GetTaxes()[i].GetAmountCents(); a != want {
					t.Errorf("got tax %d = %d, want %d", i, a, want)
				}
			}
		})
	}
}

func TestParseQuantityTakesAtMostThreeDecimals(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int64
		ok   bool
	}{{"120", 120_000, true}, {"120.5", 120_500, true}, {"0.125", 125, true}, {"1.2345", 0, false}, {"-3", 0, false},
		{"1e3", 0, false}, {"", 0, false}, {".5", 0, false}, {"1000001", 0, false}} {
		got, ok := ParseQuantity(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseQuantity(%q): got %d %v, want %d %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestFormatCents(t *testing.T) {
	for in, want := range map[int64]string{0: "0.00", 5: "0.05", 123456789: "1,234,567.89", 100000: "1,000.00"} {
		if got := FormatCents(in); got != want {
			t.Errorf("FormatCents(%d): got %q, want %q", in, got, want)
		}
	}
}
