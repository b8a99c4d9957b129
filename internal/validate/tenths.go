package validate

import (
	"fmt"
	"math"
)

// Tenths checks an optional quantity given to a tenth (a tonnage): unset, or a number
// from 0 to max with at most one decimal. Not a number and the infinities are refused too.
func (c *Checker) Tenths(field, label string, v *float64, max float64) {
	if v == nil {
		return
	}
	tenths := *v * 10
	ok := !math.IsNaN(*v) && *v >= 0 && *v <= max && math.Abs(tenths-math.Round(tenths)) < 1e-6
	c.Check(ok, field, fmt.Sprintf("%s must be a number from 0 to %s with at most one decimal", label, thousands(max)))
}

// thousands writes a whole number with comma separators: 200000 is "200,000".
func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
