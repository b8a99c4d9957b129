package validate

import (
	"math"
	"testing"
)

func TestTenths(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	tests := []struct {
		name string
		v    *float64
		ok   bool
	}{
		{"unset is fine", nil, true},
		{"zero is fine", num(0), true},
		{"one decimal is fine", num(1850.5), true},
		{"a decimal that binary cannot hold exactly is fine", num(0.3), true},
		{"the maximum is fine", num(200000), true},
		{"two decimals are refused", num(12.25), false},
		{"a negative number is refused", num(-0.1), false},
		{"more than the maximum is refused", num(200000.1), false},
		{"not a number is refused", num(math.NaN()), false},
		{"infinity is refused", num(math.Inf(1)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c Checker
			c.Tenths("tonnage", "Tonnage", tt.v, 200000)
			if got := c.Err() == nil; got != tt.ok {
				t.Errorf("accepted = %v, want %v (error %v)", got, tt.ok, c.Err())
			}
		})
	}
	t.Run("the message names the field and its range", func(t *testing.T) {
		var c Checker
		c.Tenths("tonnage", "Tonnage", num(-1), 200000)
		err, _ := c.Err().(*Error)
		want := "Tonnage must be a number from 0 to 200,000 with at most one decimal"
		if err == nil || len(err.Violations) != 1 || err.Violations[0].Field != "tonnage" || err.Violations[0].Message != want {
			t.Errorf("got %v, want one violation of tonnage: %q", c.Err(), want)
		}
	})
}
