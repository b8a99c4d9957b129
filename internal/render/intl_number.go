package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// numberOptions are the Intl.NumberFormat options the engine writes.
type numberOptions struct {
	Style                 string `json:"style"`
	MinimumFractionDigits *int   `json:"minimumFractionDigits"`
	MaximumFractionDigits *int   `json:"maximumFractionDigits"`
	UseGrouping           *bool  `json:"useGrouping"`
}

// symbols are a locale's number symbols, from CLDR (intl_node_test.go checks them
// against Node's Intl): fr-CA groups with a no-break space and puts one before "%".
type symbols struct{ group, decimal, minus, percent string }

var numberSymbols = map[string]symbols{
	"en-US": {group: ",", decimal: ".", minus: "-", percent: "%"},
	"fr-CA": {group: "\u00a0", decimal: ",", minus: "-", percent: "\u00a0%"},
}

// formatNumber writes n as Intl.NumberFormat(locale, o) would. Like ICU, it rounds the
// shortest decimal that reads back as n (1.005 is "1.005", not 1.00499…), half away
// from zero.
func formatNumber(n float64, locale string, o numberOptions) (string, error) {
	sym, ok := numberSymbols[locale]
	if !ok {
		return "", fmt.Errorf("no number symbols for %q", locale)
	}
	if math.IsNaN(n) {
		return "NaN", nil
	}
	minFrac, maxFrac := 0, 3
	switch o.Style {
	case "", "decimal":
	case "percent":
		maxFrac = 0
	default:
		return "", fmt.Errorf("style %q is not supported", o.Style)
	}
	if o.MinimumFractionDigits != nil {
		minFrac = *o.MinimumFractionDigits
		maxFrac = max(maxFrac, minFrac)
	}
	if o.MaximumFractionDigits != nil {
		maxFrac = *o.MaximumFractionDigits
		if o.MinimumFractionDigits == nil {
			minFrac = min(minFrac, maxFrac)
		}
	}
	if minFrac < 0 || maxFrac > 100 || minFrac > maxFrac {
		return "", fmt.Errorf("fraction digits %d to %d are out of range", minFrac, maxFrac)
	}
	negative := math.Signbit(n) && n != 0
	if math.IsInf(n, 0) {
		return map[bool]string{true: sym.minus}[negative] + "∞", nil
	}
	digits := strconv.FormatFloat(math.Abs(n), 'f', -1, 64)
	if o.Style == "percent" {
		digits = shiftDecimal(digits, 2)
	}
	whole, frac := roundDecimal(digits, maxFrac)
	for len(frac) > minFrac && frac[len(frac)-1] == '0' {
		frac = frac[:len(frac)-1]
	}
	if o.UseGrouping == nil || *o.UseGrouping {
		whole = group(whole, sym.group)
	}
	s := whole
	if frac != "" {
		s += sym.decimal + frac
	}
	if negative && strings.Trim(whole+frac, "0") != "" {
		s = sym.minus + s
	}
	if o.Style == "percent" {
		s += sym.percent
	}
	return s, nil
}

// shiftDecimal multiplies the decimal digits s by 10^places, exactly.
func shiftDecimal(s string, places int) string {
	whole, frac, _ := strings.Cut(s, ".")
	frac += strings.Repeat("0", places)
	whole, frac = strings.TrimLeft(whole+frac[:places], "0"), frac[places:]
	if whole == "" {
		whole = "0"
	}
	if frac = strings.TrimRight(frac, "0"); frac != "" {
		return whole + "." + frac
	}
	return whole
}

// roundDecimal rounds the decimal digits s to places fraction digits, half away from zero.
func roundDecimal(s string, places int) (whole, frac string) {
	whole, frac, _ = strings.Cut(s, ".")
	if len(frac) <= places {
		return whole, frac + strings.Repeat("0", places-len(frac))
	}
	up := frac[places] >= '5'
	digits := []byte(whole + frac[:places])
	for i := len(digits) - 1; up && i >= 0; i-- {
		if digits[i] == '9' {
			digits[i] = '0'
			continue
		}
		digits[i]++
		up = false
	}
	if up {
		digits = append([]byte{'1'}, digits...)
	}
	return string(digits[:len(digits)-places]), string(digits[len(digits)-places:])
}

// group puts sep between each three digits of whole, from the right.
func group(whole, sep string) string {
	var b strings.Builder
	for i, c := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(sep)
		}
		b.WriteRune(c)
	}
	return b.String()
}

// pluralCategory is Intl.PluralRules(locale, {type}).select(n) for the engine's two
// languages, by CLDR's rules (plurals.xml and ordinals.xml): i is n's integer part and v
// its count of fraction digits, as n is written.
func pluralCategory(n float64, locale, kind string) string {
	if math.IsNaN(n) || math.IsInf(n, 0) {
		return "other"
	}
	abs := math.Abs(n)
	written := strconv.FormatFloat(abs, 'f', -1, 64)
	_, fraction, _ := strings.Cut(written, ".")
	v := len(fraction)
	i := math.Trunc(abs)
	french := strings.HasPrefix(locale, "fr")
	if kind == "ordinal" {
		if v != 0 {
			return "other"
		}
		if french {
			return map[bool]string{true: "one", false: "other"}[i == 1]
		}
		mod10, mod100 := math.Mod(i, 10), math.Mod(i, 100)
		switch {
		case mod10 == 1 && mod100 != 11:
			return "one"
		case mod10 == 2 && mod100 != 12:
			return "two"
		case mod10 == 3 && mod100 != 13:
			return "few"
		}
		return "other"
	}
	if french {
		switch {
		case i == 0 || i == 1:
			return "one"
		case v == 0 && i != 0 && math.Mod(i, 1e6) == 0:
			return "many"
		}
		return "other"
	}
	if i == 1 && v == 0 {
		return "one"
	}
	return "other"
}
